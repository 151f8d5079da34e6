import { Badge, Button, Checkbox, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFeedback } from '@/app/feedback.tsx';
import ListState from '@/components/ListState/index.tsx';
import { NOTICE_CATEGORIES_OF, type NoticeCategory, type NoticeSide } from '@/contract/notificationValues.ts';
import { T, useT } from '@/locales/useT.tsx';
import { NoticeItem } from './NoticeItem.tsx';
import { useNotices } from './useNotices.ts';
import '@/components/RecordList/index.ts';

const ALL = 'all';

/**
 * The notice centre: a tab per category of the side (with its unread count) and 全部, the page of notices,
 * "unread only", and 全部标为已读 for the tab shown. The tab is in the URL (`?category=`), so a link can open it.
 */
export function NoticeList({ side }: { side: NoticeSide }) {
  const t = useT();
  const { message } = useFeedback();
  const categories = NOTICE_CATEGORIES_OF[side];
  const [params, setParams] = useSearchParams();
  const requested = params.get('category');
  const category = categories.find((c) => c === requested);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const { list, counts, markRead, readAll } = useNotices({ category, unreadOnly, page });
  const [readingAll, setReadingAll] = useState(false);

  const open = (key: string) => {
    setPage(1);
    setParams(key === ALL ? {} : { category: key }, { replace: true });
  };
  const unreadIn = (key: NoticeCategory | typeof ALL) => (key === ALL ? counts.data?.total : counts.data?.byCategory[key]) ?? 0;
  const unreadHere = unreadIn(category ?? ALL);

  const onReadAll = async () => {
    setReadingAll(true);
    try {
      message.success(t('center.notice.readAllDone', { count: await readAll() }));
    } catch {
      // shown by the request module
    } finally {
      setReadingAll(false);
    }
  };

  const notices = list.data?.list ?? [];
  const body = (
    <>
      <div className="notice-toolbar">
        <Checkbox
          checked={unreadOnly}
          onChange={(e) => {
            setPage(1);
            setUnreadOnly(e.target.checked);
          }}
        >
          <T id="center.notice.unreadOnly" />
        </Checkbox>
        <Button onClick={() => void onReadAll()} loading={readingAll} disabled={!unreadHere} data-testid="notice-read-all">
          <T id="center.notice.readAll" />
        </Button>
      </div>
      <ListState
        loading={list.loading}
        error={list.error}
        empty={!notices.length}
        onRetry={list.refresh}
        emptyId={unreadOnly ? 'center.notice.emptyUnread' : 'center.notice.empty'}
        paging={{ result: list.data, page, onPageChange: setPage }}
      >
        <ul className="record-list notice-list" aria-label={t('center.notice.list')}>
          {notices.map((notice) => (
            <NoticeItem key={notice.id} notice={notice} onRead={(n) => void markRead(n)} />
          ))}
        </ul>
      </ListState>
    </>
  );

  const tabLabel = (key: NoticeCategory | typeof ALL) => {
    const count = unreadIn(key);
    return (
      <span className="notice-tab" data-unread={count}>
        <T id={`center.notice.category.${key}`} />
        {count > 0 && (
          <>
            <Badge count={count} size="small" overflowCount={99} aria-hidden />
            <span className="visually-hidden">
              <T id="center.notice.unreadCount" values={{ count }} />
            </span>
          </>
        )}
      </span>
    );
  };

  const active = category ?? ALL;
  return (
    <Tabs
      // Until the unread counts arrive the tabs keep their place but not their text: a count's badge would widen
      // its tab and push the ones after it along (a layout shift on every visit).
      className={counts.data || counts.error ? 'notice-tabs' : 'notice-tabs notice-tabs-pending'}
      activeKey={active}
      onChange={open}
      aria-label={t('center.notice.tabs')}
      destroyOnHidden
      items={[ALL, ...categories].map((key) => ({ key, label: tabLabel(key as NoticeCategory | typeof ALL), children: key === active ? body : null }))}
    />
  );
}
