import * as OpenCC from 'opencc-js';
import type { Plugin } from 'vite';
import zhCN from '../../src/locales/zh-CN/index.ts';
import browse from '../../src/locales/zh-CN/parts/browse.ts';
import centers from '../../src/locales/zh-CN/parts/centers.ts';
import work from '../../src/locales/zh-CN/parts/work.ts';
import shell from '../../src/locales/zh-CN/shell.ts';
import { compileMessages } from './precompileMessages.ts';

/**
 * The Traditional Chinese bundle (zh-TW), produced from the zh-CN source at build time with OpenCC
 * (opencc-js: Simplified → Traditional with Taiwan phrasing, e.g. 软件 → 軟體, 登录 → 登入), so it can never
 * fall behind zh-CN and no converter ships to the browser. The app imports it as `virtual:jucai-zh-TW`, a lazy
 * chunk like the en-US bundle, and cut like it: that module only spreads `virtual:jucai-zh-TW/<part>`, one for
 * each of TRADITIONAL_PARTS, each a chunk of its own (messageChunks.ts) so none nears the size budget. ICU
 * syntax (argument names, plural keywords) is ASCII and passes through untouched. Production builds ship it pre-parsed like every other bundle (precompileMessages.ts).
 *
 * The dev server converts once when it starts: restart it to see zh-CN edits in zh-TW.
 */
export const TRADITIONAL_MODULE_ID = 'virtual:jucai-zh-TW';
const RESOLVED_ID = `\0${TRADITIONAL_MODULE_ID}`;

/** zh-TW's chunks: the zh-CN modules each converts (zh-CN's shell, then its page parts). */
export const TRADITIONAL_PARTS: Record<string, Record<string, string>> = { shell, browse, centers, work };

export function toTraditional(messages: Record<string, string>): Record<string, string> {
  const convert = OpenCC.Converter({ from: 'cn', to: 'twp' });
  return Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, convert(text)]));
}

let catalogue: Record<string, string> | undefined;
/** The whole zh-CN catalogue in Traditional Chinese, converted once per process (the app's bundle and index.html's previews both use it). */
export const traditionalCatalogue = () => (catalogue ??= toTraditional(zhCN));

/** One chunk of the zh-TW bundle: the converted texts of a part's ids. */
export function traditionalPart(part: string): Record<string, string> | undefined {
  const source = Object.hasOwn(TRADITIONAL_PARTS, part) ? TRADITIONAL_PARTS[part] : undefined;
  const all = traditionalCatalogue();
  return source && Object.fromEntries(Object.keys(source).map((id) => [id, all[id]]));
}

/** The bundle's module: its parts, spread in order (each part is its own module, and chunk). */
export function traditionalEntry(): string {
  const parts = Object.keys(TRADITIONAL_PARTS);
  const imports = parts.map((part) => `import ${part} from '${TRADITIONAL_MODULE_ID}/${part}';\n`).join('');
  return `${imports}export default { ${parts.map((part) => `...${part}`).join(', ')} };`;
}

export function traditionalChinese(): Plugin {
  let building = false;
  return {
    name: 'jucai-traditional-chinese',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === TRADITIONAL_MODULE_ID || id.startsWith(`${TRADITIONAL_MODULE_ID}/`) ? `\0${id}` : null),
    load(id) {
      if (id === RESOLVED_ID) return traditionalEntry();
      if (!id.startsWith(`${RESOLVED_ID}/`)) return null;
      const messages = traditionalPart(id.slice(RESOLVED_ID.length + 1));
      if (!messages) return this.error(`${id}: no such part of the zh-TW bundle (TRADITIONAL_PARTS: ${Object.keys(TRADITIONAL_PARTS).join(', ')})`);
      const body = building ? compileMessages(messages, (message) => this.error(message)) : messages;
      return `export default ${JSON.stringify(body)};`;
    },
  };
}
