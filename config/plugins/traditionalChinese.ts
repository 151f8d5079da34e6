import * as OpenCC from 'opencc-js';
import type { Plugin } from 'vite';
import zhCN from '../../src/locales/zh-CN/index.ts';
import { compileMessages } from './precompileMessages.ts';

/**
 * The Traditional Chinese bundle (zh-TW), produced from the zh-CN source at build time with OpenCC
 * (opencc-js: Simplified → Traditional with Taiwan phrasing, e.g. 软件 → 軟體, 登录 → 登入), so it can never
 * fall behind zh-CN and no converter ships to the browser. The app imports it as `virtual:jucai-zh-TW`, a lazy
 * chunk like the en-US bundle. ICU syntax (argument names, plural keywords) is ASCII and passes through
 * untouched. Production builds ship it pre-parsed like every other bundle (precompileMessages.ts).
 *
 * The dev server converts once when it starts: restart it to see zh-CN edits in zh-TW.
 */
export const TRADITIONAL_MODULE_ID = 'virtual:jucai-zh-TW';
const RESOLVED_ID = `\0${TRADITIONAL_MODULE_ID}`;

export function toTraditional(messages: Record<string, string>): Record<string, string> {
  const convert = OpenCC.Converter({ from: 'cn', to: 'twp' });
  return Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, convert(text)]));
}

let catalogue: Record<string, string> | undefined;
/**
 * The zh-CN catalogue in Traditional Chinese, converted once per process (the app's bundle and index.html's previews
 * both use it). Server texts (`serverText.*`) are left out to keep the chunk within its budget: a zh-TW reader sees
 * the server's own Chinese for them (src/utils/serverText.ts falls back to it), as before they had ids.
 */
export const traditionalCatalogue = () =>
  (catalogue ??= toTraditional(Object.fromEntries(Object.entries(zhCN).filter(([id]) => !id.startsWith('serverText.')))));

export function traditionalChinese(): Plugin {
  let building = false;
  return {
    name: 'jucai-traditional-chinese',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === TRADITIONAL_MODULE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const messages = traditionalCatalogue();
      const body = building ? compileMessages(messages, (message) => this.error(message)) : messages;
      return `export default ${JSON.stringify(body)};`;
    },
  };
}
