import zhCNAntd from 'antd/es/locale/zh_CN.js';
import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import {
  DEFAULT_LOCALE,
  detectStartupLocale,
  getDirection,
  isSupportedLocale,
  LOCALE_STORAGE_KEY,
  textBundleOf,
  textLocaleOf,
  type TextBundle,
} from '@/locales/languages.ts';
import { dayjsLocaleNames } from '@/locales/dayjsNames.ts';
import { setRuntimeIntl } from '@/locales/runtime.ts';
import { getPageMessages, loadPageMessages, setShownTextBundle, subscribePageMessages } from '@/locales/pageMessages.ts';
import zhShell from '@/locales/zh-CN/shell.ts';
import AppConfigProvider from './AppConfigProvider.tsx';
import { FeedbackProvider } from './feedback.tsx';

/**
 * Language (react-intl + antd + dayjs) and text direction. The zh-CN shell messages ship in the first load,
 * zh-CN page messages beside the first page (locales/pageMessages.ts); the en-US and zh-TW bundles load when
 * chosen. Each language shows the text of one bundle (languages.ts `textBundleOf`): every English shows en-US,
 * zh-TW its build-time conversion, the rest zh-CN. Numbers and dates inside that text follow the text's locale
 * (`textLocaleOf`), antd's own components follow the chosen language, and he/ar/fa/ku switch the layout to RTL.
 * The choice persists in localStorage `umi_locale`.
 */
interface LocaleContextValue {
  locale: string;
  direction: 'ltr' | 'rtl';
  setLocale: (code: string) => Promise<void>;
}

interface LoadedLocale {
  /** The chosen language (antd, direction, the selector). */
  locale: string;
  /** The locale of the text and of its numbers and dates. */
  textLocale: string;
  /** The text's own complete bundle (en-US, zh-TW); null = zh-CN text (shell + page messages). */
  messages: Record<string, string> | null;
  antd: AntdLocale;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);
const ZH: LoadedLocale = { locale: DEFAULT_LOCALE, textLocale: DEFAULT_LOCALE, messages: null, antd: zhCNAntd };

const bundleLoaders: Record<Exclude<TextBundle, 'zh-CN'>, () => Promise<Record<string, string>>> = {
  'en-US': () => import('@/locales/en-US/index.ts').then((m) => m.default as Record<string, string>),
  // Two chunks, the texts and the dictionary labels, each within the lazy-chunk budget.
  'zh-TW': () =>
    Promise.all([import('virtual:jucai-zh-TW'), import('virtual:jucai-zh-TW-dict')]).then(([texts, dicts]) => ({ ...dicts.default, ...texts.default })),
};

async function loadLocale(code: string): Promise<LoadedLocale> {
  const bundle = textBundleOf(code);
  // The text first, and not behind loaders.ts: it is the largest part (zh-CN's page messages or a whole bundle).
  const messages = bundle === 'zh-CN' ? loadPageMessages().then(() => null) : bundleLoaders[bundle]();
  messages.catch(() => undefined); // handled below; not "unhandled" while loaders.ts is on its way
  if (code === DEFAULT_LOCALE) return messages.then(() => ZH);
  const textLocale = textLocaleOf(code);
  const { antdLocaleLoaders, dayjsLocaleLoaders } = await import('@/locales/loaders.ts');
  const [text, antd] = await Promise.all([messages, antdLocaleLoaders[code]().then((m) => m.default as AntdLocale), dayjsLocaleLoaders[textLocale]?.()]);
  return { locale: code, textLocale, messages: text, antd };
}

function applyToDocument({ locale, textLocale }: LoadedLocale) {
  setShownTextBundle(textBundleOf(locale));
  // `lang` names the language the text is in (screen readers pronounce by it); `dir` follows the choice.
  document.documentElement.lang = textLocale;
  document.documentElement.dir = getDirection(locale);
  dayjs.locale(textLocale === DEFAULT_LOCALE ? 'zh-cn' : (dayjsLocaleNames[textLocale] ?? 'en'));
}

/** The start-up language, once loaded by `preloadInitialLocale` (before the first render). */
let preloaded: LoadedLocale | null = null;

/** Loads the start-up language's texts, so that the first render already has them. Never rejects. */
export function preloadInitialLocale(): Promise<void> {
  return loadLocale(detectStartupLocale()).then(
    (next) => void (preloaded = next),
    () => undefined,
  );
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [initial] = useState(detectStartupLocale);
  // zh-CN too waits for its page messages (preloadInitialLocale has normally loaded them before the first render).
  const [loaded, setLoaded] = useState<LoadedLocale | null>(() => (preloaded?.locale === initial ? preloaded : null));

  // The last language chosen wins: one chosen while an earlier choice is still loading (a whole bundle, on a slow
  // network) must not be undone when the earlier one arrives.
  const latestChoice = useRef(0);
  const setLocale = useCallback(async (code: string) => {
    const choice = ++latestChoice.current;
    const target = isSupportedLocale(code) ? code : DEFAULT_LOCALE;
    const next = await loadLocale(target).catch(() => ZH);
    if (choice !== latestChoice.current) return;
    localStorage.setItem(LOCALE_STORAGE_KEY, next.locale);
    setLoaded(next);
  }, []);

  useEffect(() => {
    // A transition: the whole app renders once the language arrives, and React may split that work into short
    // tasks (the static frame stays on screen meanwhile) instead of one long task that blocks input.
    if (!loaded)
      void loadLocale(initial)
        .catch(() => ZH)
        .then((next) => startTransition(() => setLoaded(next)));
  }, [initial, loaded]);

  const pageMessages = useSyncExternalStore(subscribePageMessages, getPageMessages);
  const messages = useMemo(() => loaded?.messages ?? { ...zhShell, ...pageMessages }, [loaded, pageMessages]);

  useEffect(() => {
    if (!loaded) return;
    applyToDocument(loaded);
    setRuntimeIntl(loaded.textLocale, messages);
  }, [loaded, messages]);

  const direction = getDirection(loaded?.locale ?? DEFAULT_LOCALE);
  const value = useMemo(() => ({ locale: loaded?.locale ?? initial, direction, setLocale }), [loaded, initial, direction, setLocale]);
  if (!loaded) return <div className="app-placeholder" aria-busy="true" />;

  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={loaded.textLocale} messages={messages} defaultLocale={DEFAULT_LOCALE}>
        {/* No auto space inside two-character Chinese button labels: the label reads as written. */}
        <AppConfigProvider locale={loaded.antd} direction={direction} button={{ autoInsertSpace: false }}>
          <FeedbackProvider>{children}</FeedbackProvider>
        </AppConfigProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const ctx = useContext(LocaleContext);
  if (!ctx) throw new Error('useLocale must be used inside LocaleProvider');
  return ctx;
}
