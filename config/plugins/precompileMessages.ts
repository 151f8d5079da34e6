import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * Production builds ship messages already parsed to react-intl's AST, so the ICU parser (about 55 kB of
 * source with its skeleton parser) leaves the first load: formatjs's documented "precompile, then alias the
 * parser to no-parser" setup. Dev and tests keep plain strings and the real parser.
 *
 * A leaf message module (under src/locales/<code>/, or the zh-CN dictionary labels in src/dicts/zhLabels/) is a
 * plain object literal (`export default { 'id': 'text' }`); modules that import
 * others (the per-locale index files) only spread leaves and are left alone. A message that does not parse
 * fails the build, rather than the page at run time.
 */
const LEAF_MODULE = /\/src\/(?:locales\/[a-z]{2}-[A-Z]{2}|dicts\/zhLabels)\/(?:[\w-]+\/)*(?!index\.ts$)[\w-]+\.ts$/;

export function precompileMessages(): Plugin {
  return {
    name: 'jucai-precompile-messages',
    apply: 'build',
    enforce: 'post',
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    transform(code, id) {
      if (!LEAF_MODULE.test(id) || /^\s*import\s/m.test(code)) return null;
      let messages: Record<string, string>;
      try {
        messages = new Function(code.replace(/export\s+default\s+/, 'return '))() as Record<string, string>;
      } catch (error) {
        this.error(`cannot precompile ${id}: a message module must be a plain object literal (${String(error)})`);
      }
      return { code: `export default ${JSON.stringify(compileMessages(messages, (message) => this.error(`${message} in ${id}`)))};`, map: null };
    },
  };
}

/** Parses every message to react-intl's AST; `fail` is told of a message that is not valid ICU syntax. */
export function compileMessages(messages: Record<string, string>, fail: (message: string) => never): Record<string, MessageFormatElement[]> {
  const compiled: Record<string, MessageFormatElement[]> = {};
  for (const [key, text] of Object.entries(messages)) {
    try {
      compiled[key] = parse(text);
    } catch (error) {
      fail(`message ${key} is not valid ICU syntax: ${String(error)}`);
    }
  }
  return compiled;
}
