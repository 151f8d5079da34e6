import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { createContext, lazy, Suspense, useContext, useMemo, type ReactNode } from 'react';
import { TOAST_DURATION_S } from '@/constants/index.ts';

const NotificationHost = lazy(() => import('./NotificationHost.tsx'));

/**
 * Toasts and notifications that follow the theme, language and text direction. antd's <App> does the same
 * but also bundles the modal API into the first load; pages that need a modal import it themselves.
 * Notifications are the request module's (it lives outside React): their holder binds itself to it from a
 * chunk of its own (NotificationHost), which keeps antd's notification out of the first load.
 */
interface Feedback {
  message: MessageInstance;
}

const FeedbackContext = createContext<Feedback | null>(null);

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [messageApi, messageHolder] = message.useMessage({ duration: TOAST_DURATION_S, maxCount: 3 });
  const value = useMemo(() => ({ message: messageApi }), [messageApi]);

  return (
    <FeedbackContext.Provider value={value}>
      {messageHolder}
      <Suspense fallback={null}>
        <NotificationHost />
      </Suspense>
      {children}
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const ctx = useContext(FeedbackContext);
  if (!ctx) throw new Error('useFeedback must be used inside FeedbackProvider');
  return ctx;
}
