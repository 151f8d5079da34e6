import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import type { ChatAttachment } from '@/contract/chat.ts';
import { T, useT } from '@/locales/useT.tsx';
import { fetchPrivateFile } from '@/services/resumeFiles.ts';
import { fileSizeText } from '@/utils/files.ts';

/**
 * A picture or a document sent in the chat. The file is private to the two sides, so it comes on a signed
 * request as a blob (an <img src> cannot sign); a picture's box is sized before it arrives.
 */
export default function AttachmentView({ attachment }: { attachment: ChatAttachment }) {
  const t = useT();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const isImage = attachment.kind === 'image';

  useEffect(() => {
    if (!isImage) return;
    let objectUrl: string | null = null;
    let live = true;
    fetchPrivateFile(attachment.path).then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [attachment.path, isImage]);

  const download = async () => {
    // A failure is reported by the request module (a notice); nothing is left half-done here.
    const blob = await fetchPrivateFile(attachment.path).catch(() => null);
    if (!blob) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = attachment.name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };

  if (isImage) {
    return (
      <span className="chat-image" data-testid="chat-image">
        {url ? (
          <img src={url} alt={attachment.name} />
        ) : (
          <span className="chat-muted">{failed ? t('center.chat.file.unavailable') : t('center.chat.file.loading')}</span>
        )}
      </span>
    );
  }
  return (
    <span className="chat-file" data-testid="chat-file">
      <FileOutlined aria-hidden /> <span className="chat-file-name">{attachment.name}</span> <span className="chat-muted">{fileSizeText(attachment.size)}</span>
      <Button size="small" type="link" icon={<DownloadOutlined aria-hidden />} onClick={() => void download()}>
        <T id="center.chat.file.download" />
      </Button>
    </span>
  );
}
