import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module id Vite's import analysis gives its preload helper, imported by every chunk with a lazy import. */
export const VITE_PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

const OUR_HELPER = fileURLToPath(new URL('../../src/shell/preloadHelper.ts', import.meta.url));

/**
 * Makes the build use src/shell/preloadHelper.ts as the preload helper, in place of Vite's own: the same
 * contract (`__vitePreload(load, deps)`), with the links added a few per task (why: that file). Resolved
 * before Vite's plugin, which would otherwise provide its helper under the same id. Should a Vite upgrade
 * stop asking for the helper by that id, the build fails here rather than quietly going back to one long task.
 */
export function batchedPreloadHelper(helper = OUR_HELPER): Plugin {
  return {
    name: 'jucai-batched-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: (id) => (id === VITE_PRELOAD_HELPER_ID ? helper : null),
    },
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const lazyImports = ids.some((id) => (this.getModuleInfo(id)?.dynamicallyImportedIds.length ?? 0) > 0);
      if (lazyImports && !ids.includes(helper))
        this.error(`the build did not use ${helper} as its preload helper (${JSON.stringify(VITE_PRELOAD_HELPER_ID)} no longer asked for?)`);
    },
  };
}
