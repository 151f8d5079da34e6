import { ConfigProvider } from 'antd';
import zhCNAntd from 'antd/es/locale/zh_CN.js';
import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, detectLocale, getDirection, isSupportedLocale, LOCALE_STORAGE_KEY } from '@/locales/languages.ts';
import { antdLocaleLoaders, dayjsLocales } from '@/locales/loaders.ts';
import { setRuntimeIntl } from '@/locales/runtime.ts';
import { getPageMessages, subscribePageMessages } from '@/locales/pageMessages.ts';
import zhShell from '@/locales/zh-CN/shell.ts';
import { FeedbackProvider } from './feedback.tsx';
import { appTheme } from './theme.ts';

/**
 * Language (react-intl + antd + dayjs) and text direction. The zh-CN shell messages ship in the first load,
 * zh-CN page messages beside the first page (locales/pageMessages.ts); other bundles load when chosen. Only en-US has its own messages: other languages show zh-CN text while antd and dayjs
 * follow them. The choice persists in localStorage `umi_locale`; he/ar/fa/ku switch the layout to RTL.
 */
interface LocaleContextValue {
  locale: string;
  direction: 'ltr' | 'rtl';
  setLocale: (code: string) => Promise<void>;
}

interface LoadedLocale {
  locale: string;
  /** The language's own complete bundle (en-US); null = zh-CN text (shell + page messages). */
  messages: Record<string, string> | null;
  antd: AntdLocale;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);
const ZH: LoadedLocale = { locale: DEFAULT_LOCALE, messages: null, antd: zhCNAntd };

async function loadLocale(code: string): Promise<LoadedLocale> {
  if (code === DEFAULT_LOCALE) return ZH;
  const [messages, antd] = await Promise.all([
    code === 'en-US' ? import('@/locales/en-US/index.ts').then((m) => m.default as Record<string, string>) : Promise.resolve(null),
    antdLocaleLoaders[code]().then((m) => m.default as AntdLocale),
    dayjsLocales[code]?.load(),
  ]);
  return { locale: code, messages, antd };
}

function applyToDocument(code: string) {
  const direction = getDirection(code);
  document.documentElement.lang = code;
  document.documentElement.dir = direction;
  dayjs.locale(code === DEFAULT_LOCALE ? 'zh-cn' : (dayjsLocales[code]?.name ?? 'en'));
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [initial] = useState(() => detectLocale(localStorage.getItem(LOCALE_STORAGE_KEY), navigator.language));
  const [loaded, setLoaded] = useState<LoadedLocale | null>(initial === DEFAULT_LOCALE ? ZH : null);

  const setLocale = useCallback(async (code: string) => {
    const target = isSupportedLocale(code) ? code : DEFAULT_LOCALE;
    const next = await loadLocale(target).catch(() => ZH);
    localStorage.setItem(LOCALE_STORAGE_KEY, next.locale);
    setLoaded(next);
  }, []);

  useEffect(() => {
    if (!loaded) void loadLocale(initial).catch(() => ZH).then(setLoaded);
  }, [initial, loaded]);

  const pageMessages = useSyncExternalStore(subscribePageMessages, getPageMessages);
  const messages = useMemo(() => loaded?.messages ?? { ...zhShell, ...pageMessages }, [loaded, pageMessages]);

  useEffect(() => {
    if (!loaded) return;
    applyToDocument(loaded.locale);
    setRuntimeIntl(loaded.locale, messages);
  }, [loaded, messages]);

  const direction = getDirection(loaded?.locale ?? DEFAULT_LOCALE);
  const value = useMemo(() => ({ locale: loaded?.locale ?? initial, direction, setLocale }), [loaded, initial, direction, setLocale]);
  if (!loaded) return <div className="app-placeholder" aria-busy="true" />;

  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={loaded.locale} messages={messages} defaultLocale={DEFAULT_LOCALE}>
        {/* No auto space inside two-character Chinese button labels: the label reads as written. */}
        <ConfigProvider locale={loaded.antd} direction={direction} theme={appTheme} button={{ autoInsertSpace: false }}>
          <FeedbackProvider>{children}</FeedbackProvider>
        </ConfigProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const ctx = useContext(LocaleContext);
  if (!ctx) throw new Error('useLocale must be used inside LocaleProvider');
  return ctx;
}
