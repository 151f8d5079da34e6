import { message, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { NOTIFICATION_DURATION_S, TOAST_DURATION_S } from '@/constants/index.ts';
import { bindNotification } from '@/services/request/notifier.ts';

/**
 * Toasts and notifications that follow the theme, language and text direction. antd's <App> does the same
 * but also bundles the modal API into the first load; pages that need a modal import it themselves.
 * The notification instance is also handed to the request module, which lives outside React.
 */
interface Feedback {
  message: MessageInstance;
  notification: NotificationInstance;
}

const FeedbackContext = createContext<Feedback | null>(null);

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [messageApi, messageHolder] = message.useMessage({ duration: TOAST_DURATION_S, maxCount: 3 });
  const [notificationApi, notificationHolder] = notification.useNotification({ duration: NOTIFICATION_DURATION_S });
  const value = useMemo(() => ({ message: messageApi, notification: notificationApi }), [messageApi, notificationApi]);

  useEffect(() => {
    bindNotification(notificationApi);
    return () => bindNotification(null);
  }, [notificationApi]);

  return (
    <FeedbackContext.Provider value={value}>
      {messageHolder}
      {notificationHolder}
      {children}
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const ctx = useContext(FeedbackContext);
  if (!ctx) throw new Error('useFeedback must be used inside FeedbackProvider');
  return ctx;
}
