import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const RESIZE_OBSERVER = fileURLToPath(new URL('../shims/resizeObserver.ts', import.meta.url));
const DYNAMIC_CSS = fileURLToPath(new URL('../shims/dynamicCSS.ts', import.meta.url));
const PRO_ERROR_BOUNDARY = fileURLToPath(new URL('../shims/proErrorBoundary.ts', import.meta.url));
const TINYCOLOR = fileURLToPath(new URL('../shims/tinycolor.ts', import.meta.url));
const SWR = fileURLToPath(new URL('../shims/swr.ts', import.meta.url));
const PRO_APPS_LOGO = fileURLToPath(new URL('../shims/proAppsLogo.tsx', import.meta.url));
const PRO_LAYOUT_LOCALES = fileURLToPath(new URL('../shims/proLayoutLocales.ts', import.meta.url));
/** pro-layout's "related apps" switcher (shown only with an `appList`, which BasicLayout does not pass). */
const PRO_LAYOUT_APPS_LOGO = /@ant-design\/pro-layout\/es\/components\/AppsLogoComponents\/index\.js$/;
/** pro-layout's locale packs (used only without a `formatMessage`; BasicLayout passes react-intl's). */
const PRO_LAYOUT_LOCALES_INDEX = /@ant-design\/pro-layout\/es\/locales\/index\.js$/;
/** @ant-design/pro-utils' ErrorBoundary (antd's Result), which ProLayout imports and BasicLayout turns off. */
const PRO_UTILS_ERROR_BOUNDARY = /@ant-design\/pro-utils\/es\/components\/ErrorBoundary\/index\.js$/;
/** rc-util's style injection, in every copy of rc-util (antd's, and pro-layout's own). */
const RC_UTIL_DYNAMIC_CSS = /\/rc-util\/es\/Dom\/dynamicCSS\.js$/;
/** @ant-design/pro-provider's locale packs other than these two (see below). */
const PRO_PROVIDER_LOCALE = /@ant-design\/pro-provider\/es\/locale\/(?!zh_CN|en_US)\w+\.js$/;
/** @ant-design/pro-provider's entry, which decides whether ProLayout's nested themes hash their class names. */
const PRO_PROVIDER_ENTRY = /@ant-design\/pro-provider\/es\/index\.js$/;
const NEED_OPEN_HASH = /export var isNeedOpenHash = function isNeedOpenHash\(\) \{/;
/** antd's Button styles, which generate every preset colour (blue, purple, cyan, ... 13 of them) in every variant. */
const BUTTON_STYLE = /\/antd\/es\/button\/style\/index\.js$/;
const BUTTON_PRESET_COLORS = 'return PresetColors.reduce(';

/**
 * Production-only replacements for code the first load carries but the app never runs:
 *   - `resize-observer-polyfill` → the browser's own ResizeObserver (config/shims/resizeObserver.ts);
 *   - rc-util's `Dom/dynamicCSS` → config/shims/dynamicCSS.ts, the same DOM without rc-util's quadratic
 *     search of <head> on every style antd injects (see that file);
 *   - @ant-design/pro-provider's 31 other locale packs → its en_US pack. pro-provider bundles every pack
 *     statically for ProTable/ProForm texts; this app uses neither (only ProLayout, whose few texts come from
 *     pro-layout's own locales), so none of those strings is ever shown;
 *   - `@ctrl/tinycolor` → config/shims/tinycolor.ts, the two helpers pro-provider uses over antd's own colour
 *     library (@ant-design/fast-color), so the first load carries one colour library, not two;
 *   - pro-utils' ErrorBoundary → config/shims/proErrorBoundary.ts: ProLayout's error boundary, which BasicLayout
 *     turns off (`ErrorBoundary={false}`), brought antd's Result and its illustrations into the first load;
 *   - `swr` → config/shims/swr.ts: ProLayout loads its menu through it (`menu.request`, unused here) and
 *     pro-provider keeps a cache with it; the shim does those calls without swr's revalidation machinery;
 *   - pro-layout's AppsLogoComponents and locale packs → config/shims/proAppsLogo.tsx and proLayoutLocales.ts:
 *     the apps switcher (no `appList` is passed) and the settings drawer's texts in five languages (BasicLayout
 *     passes react-intl's formatMessage) never show;
 *   - pro-provider's `isNeedOpenHash()` → false, as it already is under its test and dev environments. In a
 *     production build it is true, and ProLayout's nested ConfigProviders then turn antd's hashed class names
 *     back on under our unhashed theme (src/app/theme.ts): every component inside the layout had its styles
 *     generated and injected twice, once per hash (Button, Select, Menu, Tooltip, ... on every page).
 *   - antd's Button styles without its 13 preset colours (`<Button color="cyan">`): they were two thirds of the
 *     CSS generated on every page's first render (70,000 of 246,000 characters on /) and none is used; the
 *     lint forbids the `color` prop on Button, so none will be.
 * Dev and unit tests (jsdom has no ResizeObserver) keep the packages as they are. `{ browser: false }` keeps
 * tinycolor's and the last two (they change what antd and ProLayout generate), for the build-time render of antd's styles in Node
 * (config/plugins/antdStaticStyles.ts), where the browser's own ResizeObserver and <head> do not exist.
 */
export function browserShims({ browser = true }: { browser?: boolean } = {}): Plugin {
  return {
    name: 'jucai-browser-shims',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (browser && source === 'resize-observer-polyfill') return RESIZE_OBSERVER;
      // In both builds: the colours it computes feed the styles the build renders ahead (antdStaticStyles).
      if (source === '@ctrl/tinycolor') return TINYCOLOR;
      if (browser && source === 'swr') return SWR;
      return null;
    },
    load(id) {
      if (!browser) return null;
      if (RC_UTIL_DYNAMIC_CSS.test(id)) return `export * from ${JSON.stringify(DYNAMIC_CSS)};`;
      if (PRO_PROVIDER_LOCALE.test(id)) return "export { default } from './en_US.js';";
      if (PRO_UTILS_ERROR_BOUNDARY.test(id)) return `export * from ${JSON.stringify(PRO_ERROR_BOUNDARY)};`;
      if (PRO_LAYOUT_APPS_LOGO.test(id)) return `export * from ${JSON.stringify(PRO_APPS_LOGO)};`;
      if (PRO_LAYOUT_LOCALES_INDEX.test(id)) return `export * from ${JSON.stringify(PRO_LAYOUT_LOCALES)};`;
      return null;
    },
    transform(code, id) {
      if (BUTTON_STYLE.test(id)) {
        if (!code.includes(BUTTON_PRESET_COLORS)) throw new Error(`browserShims: the preset colours are not where expected in ${id} (antd changed?)`);
        return { code: code.replace(BUTTON_PRESET_COLORS, 'return [].reduce('), map: null };
      }
      if (!PRO_PROVIDER_ENTRY.test(id)) return null;
      if (!NEED_OPEN_HASH.test(code)) throw new Error(`browserShims: isNeedOpenHash not found in ${id} (pro-provider changed?)`);
      return { code: code.replace(NEED_OPEN_HASH, '$&\n  return false;'), map: null };
    },
  };
}
