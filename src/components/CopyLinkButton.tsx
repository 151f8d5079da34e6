import { ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useFeedback } from '@/app/feedback.tsx';
import { T, useT } from '@/locales/useT.tsx';

/** 分享: copies the page's address; where the clipboard is refused, shows the link to copy by hand. */
export default function CopyLinkButton({ url = window.location.href, size }: { url?: string; size?: 'small' | 'middle' }) {
  const { message } = useFeedback();
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      message.success(t('shared.share.copied'));
    } catch {
      message.info({ content: t('shared.share.manual', { url }), duration: 8 });
    }
  };
  return (
    <Button size={size} icon={<ShareAltOutlined aria-hidden />} onClick={copy}>
      <T id="shared.share.button" />
    </Button>
  );
}
