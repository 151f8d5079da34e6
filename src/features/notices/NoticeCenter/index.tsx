import { PageIntro } from '@/components/PageIntro/index.tsx';
import type { NoticeSide } from '@/contract/notificationValues.ts';
import type { MessageId } from '@/locales/types.ts';
import { NoticeList } from './NoticeList.tsx';
import { NoticeSettingsPanel } from './NoticeSettingsPanel.tsx';
import './noticeCenter.css';

/**
 * A notice route (/notify for seekers, /message for recruiters): its title, the notice centre and the channel
 * settings, the same pieces for both sides over the categories of each.
 */
export default function NoticePage({ titleId, side }: { titleId: MessageId; side: NoticeSide }) {
  return (
    <PageIntro titleId={titleId}>
      <div className="notice-page-body">
        <NoticeList side={side} />
        <NoticeSettingsPanel side={side} />
      </div>
    </PageIntro>
  );
}
