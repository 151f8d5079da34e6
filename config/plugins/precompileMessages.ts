import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Production builds ship messages already parsed to react-intl's AST, so the ICU parser (about 55 kB of
 * source with its skeleton parser) leaves the first load: formatjs's documented "precompile, then alias the
 * parser to no-parser" setup. Dev and tests keep plain strings and the real parser.
 *
 * A message module (under src/locales/<code>/, or the zh-CN dictionary labels in src/dicts/zhLabels/) is an object
 * literal (`export default { 'id': 'text' }`) that may also spread other message modules it imports by default
 * (`...hiringLoop`, each compiled on its own): its own messages are compiled, the spreads kept. A module that
 * imports anything else is refused, since its messages could not be read here. A message that does not parse fails
 * the build, rather than the page at run time: left as a string, it would reach the aliased no-parser and show its
 * `{placeholders}` raw (which once happened to a module that spread another).
 */
/** The zh-CN dictionary labels' index: it only spreads leaf modules, each compiled on its own. */
const LABEL_INDEX = /\/src\/dicts\/zhLabels\/index\.ts$/;
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
      if (!LEAF_MODULE.test(id)) return null;
      // What a module spreads must be compiled too: a spread of any other module would reach the no-parser as
      // strings and show its `{placeholders}` raw (the server texts once did, from a module outside these folders).
      for (const [, , from] of code.matchAll(DEFAULT_IMPORT)) {
        const target = resolve(dirname(id), from.slice(1, -1));
        if (!LEAF_MODULE.test(target) && !LABEL_INDEX.test(target)) this.error(`${id} spreads ${from}, which is not a message module this plugin compiles`);
      }
      const compiled = compileMessageModule(code, (message) => this.error(`${message} in ${id}`));
      return { code: compiled, map: null };
    },
  };
}

const DEFAULT_IMPORT = /^\s*import\s+([A-Za-z_$][\w$]*)\s+from\s+(['"][^'"]+['"]);?[ \t]*$/gm;

/**
 * A message module's code (TypeScript already stripped) with its own messages parsed: its default imports are
 * kept and spread first, as other message modules, then its own messages, compiled.
 */
export function compileMessageModule(code: string, fail: (message: string) => never): string {
  const imports = [...code.matchAll(DEFAULT_IMPORT)].map(([, name, from]) => ({ name, from }));
  const body = code.replace(DEFAULT_IMPORT, '');
  if (/^\s*import[\s{*(]/m.test(body)) fail('a message module may only import other message modules, by default import');
  let own: Record<string, string>;
  try {
    // Read with the imported modules as empty objects: what is left is the module's own messages.
    const names = imports.map((i) => i.name);
    own = new Function(...names, body.replace(/export\s+default\s+/, 'return '))(...names.map(() => ({}))) as Record<string, string>;
  } catch (error) {
    fail(`a message module must be an object literal (${String(error)})`);
  }
  const head = imports.map(({ name, from }) => `import ${name} from ${from};\n`).join('');
  const spreads = imports.map(({ name }) => `...${name}, `).join('');
  return `${head}export default { ${spreads}...${JSON.stringify(compileMessages(own, fail))} };`;
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
