import type { HtmlTagDescriptor, Plugin } from 'vite';
import { builtHtmlPlugin } from './builtHtml.ts';

/**
 * src/main.tsx loads the app (src/shell/mount.tsx) with a dynamic import, so that start-up can begin before the
 * app's code has arrived. Left alone, the browser would only learn of that code once the entry had run: a
 * round trip lost. This plugin lists the dynamic entry's chunks in index.html as `modulepreload` links (and its
 * CSS as `preload`, which does not hold up the first paint), so they download alongside the entry, exactly as
 * static imports would. `npm run size` counts them in the first load.
 */
export function preloadDynamicEntry(moduleSuffix: string): Plugin {
  return builtHtmlPlugin('jucai-preload-dynamic-entry', (html, bundle, base) => {
    // The chunk holding the module (a chunk group may have gathered it with others, so not only its facade).
    const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.moduleIds.some((id) => id.endsWith(moduleSuffix)));
    if (!entry || entry.type !== 'chunk') throw new Error(`preloadDynamicEntry: no chunk for ${moduleSuffix}`);
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = bundle[fileName];
      if (scripts.has(fileName) || chunk?.type !== 'chunk') return;
      scripts.add(fileName);
      chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
      chunk.imports.forEach(visit);
    };
    visit(entry.fileName);
    const linked = (file: string) => html.includes(`"${base}${file}"`);
    const tags: HtmlTagDescriptor[] = [
      ...[...scripts]
        .filter((f) => !linked(f))
        .map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: base + f }, injectTo: 'head' as const })),
      ...[...styles]
        .filter((f) => !linked(f))
        .map((f) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: base + f }, injectTo: 'head' as const })),
    ];
    return { html, tags };
  });
}
