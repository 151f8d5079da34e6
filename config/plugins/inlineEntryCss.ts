import type { Plugin } from 'vite';
import { builtHtmlPlugin } from './builtHtml.ts';

/**
 * Puts the entry's stylesheet (src/global.css, about 1 KB gzip) into index.html as a <style> element instead
 * of a <link>: a stylesheet link holds up the first paint until it has downloaded, one more round trip
 * before the static frame shows (on a slow phone link, hundreds of milliseconds). `npm run size` counts the
 * inlined CSS in the first load all the same.
 */
export function inlineEntryCss(): Plugin {
  return builtHtmlPlugin('jucai-inline-entry-css', (html, bundle, base) =>
    html.replace(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g, (link, href: string) => {
      const asset = bundle[href.slice(base.length)];
      if (asset?.type !== 'asset') return link;
      const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
      if (/url\(|<\/style/i.test(css)) return link; // relative URLs would resolve against the page, not assets/
      return `<style data-inlined="${href}">${css}</style>`;
    }),
  );
}
