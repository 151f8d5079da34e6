import { useEffect, useRef } from 'react';
import { subscribeLive } from '@/features/chat/live/shared.ts';
import type { NoticeCategory, NoticeUnread, NotificationView } from '@/contract/notification.ts';
import type { PageResult } from '@/contract/envelope.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { markAllNoticesRead, markNoticeRead, queryNoticeUnread, queryNotifications } from '@/services/notification.ts';
import { announceNoticesRead } from './readSignal.ts';

export const NOTICE_PAGE_SIZE = 10;

export interface NoticeFilter {
  /** undefined: every category of the side. */
  category: NoticeCategory | undefined;
  unreadOnly: boolean;
  page: number;
}

/** A notice pushed live belongs on the page shown when it is the newest of what the page lists. */
const fits = (n: NotificationView, f: NoticeFilter) => f.page === 1 && (!f.category || n.category === f.category) && (!f.unreadOnly || !n.read);

function withRead(page: PageResult<NotificationView> | undefined, id: string) {
  return page && { ...page, list: page.list.map((n) => (n.id === id ? { ...n, read: true } : n)) };
}

function minusOne(counts: NoticeUnread | undefined, category: NoticeCategory) {
  return (
    counts && { total: Math.max(0, counts.total - 1), byCategory: { ...counts.byCategory, [category]: Math.max(0, (counts.byCategory[category] ?? 0) - 1) } }
  );
}

/**
 * The notice centre's data: one page of the filtered list, the unread counts per category, notices arriving on
 * the live link (put on top of the first page), and reading one (at once on screen) or all of a category.
 */
export function useNotices(filter: NoticeFilter) {
  const { category, unreadOnly, page } = filter;
  // Notices arrive while the user is away (and a colleague may read the company's): fresh on return.
  const list = useApiRequest(() => queryNotifications({ category, unread: unreadOnly ? '1' : undefined, current: page, pageSize: NOTICE_PAGE_SIZE }), {
    refreshDeps: [category, unreadOnly, page],
    refreshOnReturn: true,
  });
  const counts = useApiRequest(queryNoticeUnread, { refreshOnReturn: true });
  // The live handlers outlive a render: they read the filter shown now.
  const shown = useRef(filter);
  shown.current = filter;
  const { mutate: mutateList, refresh: refreshList, applyLive: applyLiveToList } = list;
  const { mutate: mutateCounts, refresh: refreshCounts } = counts;

  useEffect(
    () =>
      subscribeLive({
        onEvent: (event) => {
          if (event.type !== 'notification') return;
          const notice = event.notification;
          refreshCounts();
          if (!fits(notice, shown.current)) return;
          applyLiveToList((current) =>
            current && !current.list.some((n) => n.id === notice.id)
              ? { ...current, list: [notice, ...current.list].slice(0, NOTICE_PAGE_SIZE), total: current.total + 1 }
              : current,
          );
        },
        // After a gap in the link (or while it polls), fetch again what may have been missed.
        onResync: () => {
          refreshCounts();
          refreshList();
        },
      }),
    [applyLiveToList, refreshList, refreshCounts],
  );

  const markRead = async (notice: NotificationView) => {
    if (notice.read) return;
    mutateList((current) => withRead(current, notice.id));
    mutateCounts((current) => minusOne(current, notice.category));
    try {
      await markNoticeRead(notice.id);
      announceNoticesRead();
    } catch {
      // shown by the request module; what the server holds is shown again
      refreshList();
      refreshCounts();
    }
  };

  const readAll = async (): Promise<number> => {
    const { updated } = await markAllNoticesRead(category);
    announceNoticesRead();
    refreshList();
    refreshCounts();
    return updated;
  };

  return { list, counts, markRead, readAll };
}
