import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const RESIZE_OBSERVER = fileURLToPath(new URL('../shims/resizeObserver.ts', import.meta.url));
const DYNAMIC_CSS = fileURLToPath(new URL('../shims/dynamicCSS.ts', import.meta.url));
/** rc-util's style injection, in every copy of rc-util. */
const RC_UTIL_DYNAMIC_CSS = /\/rc-util\/es\/Dom\/dynamicCSS\.js$/;
/** antd's Button styles, which generate every preset colour (blue, purple, cyan, ... 13 of them) in every variant. */
const BUTTON_STYLE = /\/antd\/es\/button\/style\/index\.js$/;
const BUTTON_PRESET_COLORS = 'return PresetColors.reduce(';

/**
 * Production-only replacements for code the first load carries but the app never runs:
 *   - `resize-observer-polyfill` → the browser's own ResizeObserver (config/shims/resizeObserver.ts);
 *   - rc-util's `Dom/dynamicCSS` → config/shims/dynamicCSS.ts, the same DOM without rc-util's quadratic
 *     search of <head> on every style antd injects (see that file);
 *   - antd's Button styles without its 13 preset colours (`<Button color="cyan">`): they were two thirds of the
 *     CSS generated on every page's first render (70,000 of 246,000 characters on /) and none is used; the
 *     lint forbids the `color` prop on Button, so none will be.
 * Dev and unit tests (jsdom has no ResizeObserver) keep the packages as they are. `{ browser: false }` keeps
 * only the last one (it changes what antd generates), for the build-time render of antd's styles in Node
 * (config/plugins/antdStaticStyles.ts), where the browser's own ResizeObserver and <head> do not exist.
 */
export function browserShims({ browser = true }: { browser?: boolean } = {}): Plugin {
  return {
    name: 'jucai-browser-shims',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (browser && source === 'resize-observer-polyfill') return RESIZE_OBSERVER;
      return null;
    },
    load(id) {
      if (!browser) return null;
      if (RC_UTIL_DYNAMIC_CSS.test(id)) return `export * from ${JSON.stringify(DYNAMIC_CSS)};`;
      return null;
    },
    transform(code, id) {
      if (BUTTON_STYLE.test(id)) {
        if (!code.includes(BUTTON_PRESET_COLORS)) throw new Error(`browserShims: the preset colours are not where expected in ${id} (antd changed?)`);
        return { code: code.replace(BUTTON_PRESET_COLORS, 'return [].reduce('), map: null };
      }
      return null;
    },
  };
}
