import type { OutputBundle } from 'rolldown';
import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/**
 * Which dependencies of a lazily imported chunk (a page, a dialog) Vite's preload helper links as
 * `<link rel="modulepreload">` when the import starts: only those the chunk does not import itself.
 *
 * The bundler lists almost all of a chunk's dependencies on the chunk itself, so once it arrives the browser
 * asks for them all at once; preloading those saved only the chunk's own download time. But every link costs
 * the main thread 3-10 ms on Lighthouse's phone (4× CPU), and a page like /jobpost had about 50 (the helper,
 * src/shell/preloadHelper.ts, spreads what is left over several tasks; fewer links is still less work).
 * Dependencies the browser would only find a step later are still preloaded, and so is CSS (the helper waits for
 * it, and a stylesheet that fails shows the retry page); a chunk with nothing deeper gets no list at all (a message
 * bundle: config/plugins/messageChunks.ts). index.html's own preloads (`hostType: 'html'`) are left
 * alone.
 */
export function preloadDeepImportsOnly(): Plugin {
  let bundle: OutputBundle | undefined;
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (file, deps, { hostType }) => {
    const target = bundle?.[file];
    if (hostType !== 'js' || target?.type !== 'chunk') return deps;
    const direct = new Set(target.imports);
    const kept = deps.filter((dep) => !direct.has(dep));
    // The chunk alone is no preload: the import fetches it (Vite lists nothing for a chunk without imports).
    return kept.length === 1 && kept[0] === file ? [] : kept;
  };
  return {
    name: 'jucai-preload-deep-imports-only',
    apply: 'build',
    config: () => ({ build: { modulePreload: { resolveDependencies } } }),
    // Before Vite's import analysis, which asks resolveDependencies while it writes the preload lists.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
}
