/**
 * zh-CN page messages (zh-CN/pages.ts) as a small store: they load beside the first page chunk instead of
 * in the first load. The page loader awaits them with the page's own chunk, so a page never renders before
 * its texts are in; the LocaleProvider subscribes and merges them into react-intl's messages.
 */
type Messages = Record<string, string>;

let pages: Messages | null = null;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function ensurePageMessages(): Promise<void> {
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
