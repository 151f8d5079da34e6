import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The import directions of the tree, as a lint rule (bulletproof-react enforces the same idea with
 * import/no-restricted-paths zones; this is the few lines we need of it):
 *   - a page (a folder under src/pages with its own index.tsx) never imports another page;
 *   - nothing outside src/shell (but the entry, src/main.tsx) imports src/shell (router, route pages, layouts), and nothing outside
 *     src/pages and src/shell imports a page: components, hooks, services and app-wide services stay reusable;
 *   - the mock imports only its own code, the contract and the dictionaries (its tests may also sign requests
 *     with the client's signing function, to prove the two agree).
 */
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const SRC = path.join(ROOT, 'src');
const PAGES = path.join(SRC, 'pages');
const SHELL = path.join(SRC, 'shell');
const MOCK = path.join(ROOT, 'mock');
const MOCK_MAY_IMPORT = [MOCK, path.join(SRC, 'contract'), path.join(SRC, 'dicts')];
const MOCK_TESTS_MAY_IMPORT = [path.join(SRC, 'services/request/sign.ts')];

const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);

/** The absolute path an import specifier points at, or null for a package. */
function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('@/')) return path.join(SRC, specifier.slice(2));
  if (specifier.startsWith('@config/')) return path.join(ROOT, 'config', specifier.slice(8));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

/** The page folder a file belongs to: its nearest ancestor under src/pages that holds an index.tsx. */
function pageOf(file) {
  if (!inside(file, PAGES)) return null;
  let dir = path.extname(file) ? path.dirname(file) : file;
  while (inside(dir, PAGES) && dir !== PAGES) {
    if (existsSync(path.join(dir, 'index.tsx'))) return dir;
    dir = path.dirname(dir);
  }
  return null;
}

function violation(fromFile, target) {
  const rel = (p) => path.relative(ROOT, p);
  if (inside(fromFile, MOCK)) {
    const isTest = /\.test\.ts$/.test(fromFile) || inside(fromFile, path.join(MOCK, 'test'));
    const allowed = [...MOCK_MAY_IMPORT, ...(isTest ? MOCK_TESTS_MAY_IMPORT : [])];
    if (!allowed.some((dir) => inside(target, dir) || inside(target.replace(/\.tsx?$/, ''), dir.replace(/\.tsx?$/, ''))))
      return `the mock imports only mock/, src/contract and src/dicts, not ${rel(target)}`;
    return null;
  }
  if (!inside(fromFile, SRC) || fromFile === path.join(SRC, 'main.tsx')) return null;
  if (inside(target, SHELL) && !inside(fromFile, SHELL)) return `only src/shell imports the shell (${rel(target)})`;
  const targetPage = pageOf(target);
  if (!targetPage) return null;
  if (inside(fromFile, SHELL)) return null;
  const fromPage = pageOf(fromFile);
  if (!fromPage) return `${rel(fromFile)} is shared code and may not import the page ${rel(targetPage)}`;
  if (fromPage !== targetPage) return `a page never imports another page (${rel(targetPage)}); move the shared part to src/components`;
  return null;
}

const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Import directions between pages, shell, shared code and mock' } },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const specifier = node.source && node.source.value;
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(specifier, file);
      if (!target) return;
      const message = violation(file, target);
      if (message) context.report({ node: node.source, message });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'import-boundaries': rule } };
