/**
 * The build ships the landing pages' antd styles as a stylesheet (config/plugins/antdStaticStyles.ts), linked
 * with media="print" so that it never holds up the first paint; a script beside it switches it to "all" once
 * it has loaded, or removes it if it fails. The app's first render waits for one or the other, because antd reads the sheet's
 * cache-path map once, at its first style, to learn which components it need not style itself. Resolves at once
 * when there is no such sheet (the dev server, or it failed: antd then generates every style itself).
 */

/** The attribute that marks the sheet's <link> in the built index.html. */
export const STATIC_STYLES_ATTR = 'data-antd-static';

export function antdStaticStylesReady(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>(`link[${STATIC_STYLES_ATTR}]`);
  if (!link || link.media === 'all') return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
