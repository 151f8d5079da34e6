/**
 * Aliased in vite.config.ts for `isomorphic-fetch`, which umi-request imports for old browsers. Every
 * browser we support has fetch; the polyfill would only add weight to the first load.
 */
export {};
