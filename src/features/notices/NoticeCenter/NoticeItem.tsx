import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { NotificationView } from '@/contract/notification.ts';
import { T, useT } from '@/locales/useT.tsx';
import { formatServerMessage } from '@/utils/serverText.ts';

/** Only an in-app path is followed: a notice's link comes from the API. */
const inAppPath = (link: string | null): link is string => !!link && link.startsWith('/') && !link.startsWith('//');

/**
 * One notice: a dot while unread, its title (a link where it leads somewhere, which also reads it), the text,
 * when, and by which channels it was also sent.
 */
export function NoticeItem({ notice, onRead }: { notice: NotificationView; onRead: (notice: NotificationView) => void }) {
  const t = useT();
  const intl = useIntl();
  const channels = intl.formatList(
    notice.channels.map((c) => t(`center.notice.channel.${c}`)),
    { type: 'conjunction' },
  );
  // The notice in the reader's language (its message), or as the server wrote it for an id this client lacks.
  const title = formatServerMessage(intl, notice.message, notice.title, 'title');
  const body = formatServerMessage(intl, notice.message, notice.body, 'body');
  return (
    <li className={`record-item notice-item${notice.read ? '' : ' notice-unread'}`} data-notice-id={notice.id} data-read={notice.read}>
      <span className="notice-dot" aria-hidden />
      <div className="record-item-main">
        <p className="record-item-title notice-title">
          {!notice.read && (
            <span className="visually-hidden">
              <T id="center.notice.unread" />
            </span>
          )}
          {inAppPath(notice.link) ? (
            <Link to={notice.link} onClick={() => onRead(notice)}>
              {title}
            </Link>
          ) : (
            <span>{title}</span>
          )}
        </p>
        <p className="record-item-note notice-body">{body}</p>
        <p className="record-item-meta">
          <BusinessDate value={notice.createdAt} form="dateTime" />
          {channels && (
            <>
              {' · '}
              <T id="center.notice.sentBy" values={{ channels }} />
            </>
          )}
        </p>
      </div>
      {!notice.read && (
        <div className="record-item-actions">
          <Button size="small" onClick={() => onRead(notice)} aria-label={t('center.notice.markReadOf', { title })}>
            <T id="center.notice.markRead" />
          </Button>
        </div>
      )}
    </li>
  );
}
