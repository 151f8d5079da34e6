/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** Build-time configuration (.env.example documents each). */
interface ImportMetaEnv {
  /** Host of the /user API; empty for the same origin. */
  readonly VITE_API_HOST?: string;
  /** Key mixed into the request signature. */
  readonly VITE_API_SIGN_KEY: string;
  /** Object-storage host for media; empty: the mock API's /user/media. */
  readonly VITE_OSS_HOST?: string;
  /** Appended to every media URL (e.g. an image-processing query). */
  readonly VITE_OSS_SUFFIX?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
declare module 'dayjs/locale/*';

/** The build's version: APP_VERSION at build time, else package.json's (vite.config.ts, define). */
declare const __APP_VERSION__: string;

/** The zh-TW message bundle, converted from zh-CN at build time (config/plugins/traditionalChinese.ts). */
declare module 'virtual:jucai-zh-TW' {
  const messages: Record<string, string>;
  export default messages;
}
/** Its dictionary labels (`dict.*`), a chunk of their own loaded beside it. */
declare module 'virtual:jucai-zh-TW-dict' {
  const messages: Record<string, string>;
  export default messages;
}
