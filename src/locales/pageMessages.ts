import { detectStartupLocale, textBundleOf, type TextBundle } from './languages.ts';

/**
 * zh-CN page messages (zh-CN/pages.ts) as a small store: they load beside the first page chunk instead of
 * in the first load. The page loader awaits them with the page's own chunk, so a page never renders before
 * its texts are in; the LocaleProvider subscribes and merges them into react-intl's messages.
 * Only zh-CN's text needs them (it is also the text of every partly translated language): the en-US and zh-TW
 * bundles carry every page's text, so a visitor reading English never downloads the Chinese.
 */
type Messages = Record<string, string>;

let pages: Messages | null = null;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** The text bundle on screen, once the LocaleProvider has applied a language (before that: the start-up one). */
let shownBundle: TextBundle | null = null;

export function setShownTextBundle(bundle: TextBundle) {
  shownBundle = bundle;
}

/** What a page awaits before it renders: the messages, if the text on screen is zh-CN's. */
export function ensurePageMessages(): Promise<void> {
  return (shownBundle ?? textBundleOf(detectStartupLocale())) === 'zh-CN' ? loadPageMessages() : Promise.resolve();
}

/** Loads the messages (once); a language switch to zh-CN text awaits this before it shows. */
export function loadPageMessages(): Promise<void> {
  if (pages) return Promise.resolve();
  pending ??= import('./zh-CN/pages.ts').then(
    (mod) => {
      pages = mod.default;
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      pending = null; // a later attempt (the retry button) loads again
      throw error;
    },
  );
  return pending;
}

export function subscribePageMessages(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getPageMessages = (): Messages | null => pages;
