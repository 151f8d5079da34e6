/**
 * Stands in for `resize-observer-polyfill` in production builds (config/plugins/browserShims.ts): every
 * browser this app supports has ResizeObserver, so rc-resize-observer gets the native one and the polyfill's
 * 7 kB leave the first load.
 */
export default globalThis.ResizeObserver;
