import { useEffect, useRef } from 'react';
import { subscribeLive } from '@/features/chat/live/shared.ts';

/**
 * Calls `onReview` when a reviewer's decision arrives over the live stream (a notice of category `review`: a
 * certification or a post approved or refused, docs/API.md "Notifications"), so a page that shows a certification
 * or a post's state reads it again at once instead of after a reload. The stream is the tab's shared one
 * (src/chat/shared.ts): listening here opens no second connection.
 */
export function useLiveReview(onReview: () => void, enabled = true) {
  const latest = useRef(onReview);
  latest.current = onReview;
  useEffect(() => {
    if (!enabled) return;
    return subscribeLive({
      onEvent: (event) => {
        if (event.type === 'notification' && event.notification.category === 'review') latest.current();
      },
      // Catch-up after a gap is the notice centre's; a page that was away reads again on return (refreshOnReturn).
      onResync: () => undefined,
    });
  }, [enabled]);
}
