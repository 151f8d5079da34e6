import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { FeedbackProvider } from '@/app/feedback.tsx';
import enUS from '@/locales/en-US/index.ts';
import zhCN from '@/locales/zh-CN/index.ts';

interface Options {
  /** The texts a component test reads its labels in (default zh-CN, the source language). */
  locale?: 'zh-CN' | 'en-US';
  /** Wrap in a MemoryRouter (a component with links or navigation), at these entries. */
  router?: boolean | string[];
}

/**
 * What a component under test needs from the app around it: the messages of one language, the feedback context
 * (toasts and notifications) and, when it links or navigates, a router. One wrapper instead of a copy per test.
 */
export function appWrapper({ locale = 'zh-CN', router = false }: Options = {}) {
  return function AppProviders({ children }: { children: ReactNode }) {
    const routed = router ? <MemoryRouter initialEntries={router === true ? undefined : router}>{children}</MemoryRouter> : children;
    return (
      <IntlProvider locale={locale} messages={locale === 'zh-CN' ? zhCN : enUS}>
        <FeedbackProvider>{routed}</FeedbackProvider>
      </IntlProvider>
    );
  };
}

/** `render(node)` inside appWrapper(options). */
export const renderInApp = (node: ReactNode, options?: Options) => render(node, { wrapper: appWrapper(options) });
