import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The import directions of the tree, as one lint rule (bulletproof-react enforces the same idea with
 * import/no-restricted-paths zones; this is the few lines we need of it). Every folder of src is a layer,
 * declared below with the layers it may import; a folder that is not declared is an error, so a new layer is
 * placed on purpose. Roughly, from the bottom: dictionaries and the contract (shared with the mock), then
 * constants, texts and utilities, the services that call the API, the app-wide services, hooks, components
 * (presentational: they never call the API), features (a domain's components, hooks and live link that do
 * call it: chat, notices, search, …), pages and, on top, the shell. Besides:
 *   - a page (a folder under src/pages with its own index.tsx) never imports another page;
 *   - a module without zod never imports a value from a contract module with zod schemas (types only): that is
 *     how zod would reach the browser (a `*Values.ts` module holds what the browser needs at run time);
 *   - the mock imports only its own code, the contract and the dictionaries (its tests may also sign requests
 *     with the client's signing function, to prove the two agree);
 *   - tests may also use shared layers above their own (a hook's test renders the component that shows it),
 *     src/test, and the build's config; never another page, nor the shell from outside it.
 */
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const SRC = path.join(ROOT, 'src');
const PAGES = path.join(SRC, 'pages');
const MOCK = path.join(ROOT, 'mock');
const CONFIG = path.join(ROOT, 'config');
const MOCK_MAY_IMPORT = [MOCK, path.join(SRC, 'contract'), path.join(SRC, 'dicts')];
const MOCK_TESTS_MAY_IMPORT = [path.join(SRC, 'services/request/sign.ts')];

/** What the layers below components share: the foundations every layer above may use. */
const BASE = ['contract', 'dicts', 'constants', 'locales', 'utils'];
/** Everything shared code may use, for the layers that compose it. */
const SHARED = [...BASE, 'services', 'app', 'hooks', 'components', 'features', 'paths'];
/**
 * What of src/services a component may use: the request module (its error class and option types) and the
 * device's drafts, none of the API domains. A component that calls the API belongs to a feature.
 */
const COMPONENT_SERVICES = [path.join(SRC, 'services/request'), path.join(SRC, 'services/drafts.ts')];

/**
 * Each layer of src: the layers it may import (its own always), and those it may import only as types.
 * `settings` is config/routes.ts, config/defaultSettings.ts and config/layoutGeometry.ts: the umi-style route table,
 * the layout settings and the frame's sizes.
 */
export const LAYERS = {
  /** Dictionaries (codes and labels): shared with the mock. Their label ids are message ids (types only). */
  dicts: { may: [], typesOnly: ['locales'] },
  /** The API contract: zod schemas (the mock's), types, and zod-free `*Values.ts` (the browser's). */
  contract: { may: ['dicts'], typesOnly: ['locales'] },
  /** SPEC §9's business constants. */
  constants: { may: ['contract'] },
  /** Message catalogues and the runtime that formats them. */
  locales: { may: ['dicts'] },
  /** Pure helpers (formats, files, query codec, payroll). */
  utils: { may: ['contract', 'dicts', 'constants', 'locales'] },
  /** The API client (request module) and one module per API domain. */
  services: { may: BASE },
  /** App-wide services: initial state, session, feedback, locale, access, route meta, theme. */
  app: { may: [...BASE, 'services', 'paths', 'settings'] },
  hooks: { may: [...BASE, 'services', 'app', 'paths'] },
  /** Presentational building blocks; of src/services only the request module and drafts (COMPONENT_SERVICES). */
  components: { may: [...BASE, 'services', 'app', 'hooks', 'paths'] },
  /**
   * One folder per domain (src/features/chat, notices, search, …): the components, hooks and live links that
   * call the API. A feature may use another (the notices read the chat's live link).
   */
  features: { may: [...BASE, 'services', 'app', 'hooks', 'components', 'paths'] },
  pages: { may: [...SHARED, 'pages', 'settings'] },
  /** The frame: router, route pages, lazy pages, layouts, the first screen. */
  shell: { may: [...SHARED, 'pages', 'settings'] },
  /** src/paths.ts: the app's paths, a leaf. */
  paths: { may: [] },
  /** src/main.tsx, the entry. */
  main: { may: [...SHARED, 'pages', 'shell', 'settings', 'styles'] },
  /** Test set-up (jsdom shims, a memory storage). */
  test: { may: [...SHARED] },
};

/** Known exceptions, each with its reason (none today). */
const EXCEPTIONS = [];

const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);
const rel = (p) => path.relative(ROOT, p);
const isTest = (file) => /\.test\.tsx?$/.test(file) || inside(file, path.join(SRC, 'test'));

/** config/'s files the app reads: the route table, the layout settings and the frame's sizes. */
const SETTINGS_FILES = ['routes.ts', 'defaultSettings.ts', 'layoutGeometry.ts'].map((name) => path.join(CONFIG, name));

/** The layer a file of the tree belongs to, or null outside src and the app's settings. */
function layerOf(file) {
  if (SETTINGS_FILES.includes(file)) return 'settings';
  if (inside(file, CONFIG)) return 'build';
  if (inside(file, MOCK)) return 'mock';
  if (!inside(file, SRC)) return null;
  const [first, ...rest] = path.relative(SRC, file).split(path.sep);
  if (rest.length) return first;
  if (/^main\.tsx?$/.test(first)) return 'main';
  if (/^paths(\.test)?\.ts$/.test(first)) return 'paths';
  if (/\.css$/.test(first)) return 'styles';
  return first;
}

/** The absolute path an import specifier points at, or null for a package. */
function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('@/')) return path.join(SRC, specifier.slice(2));
  if (specifier.startsWith('@config/')) return path.join(CONFIG, specifier.slice(8));
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

const zodModules = new Map();
/** Whether a contract module defines zod schemas (it imports zod). */
function definesSchemas(target) {
  if (!zodModules.has(target)) {
    const file = [target, `${target}.ts`, path.join(target, 'index.ts')].find((f) => /\.tsx?$/.test(f) && existsSync(f));
    zodModules.set(target, !!file && /from ['"]zod['"]/.test(readFileSync(file, 'utf8')));
  }
  return zodModules.get(target);
}

function mockViolation(fromFile, target) {
  const allowed = [...MOCK_MAY_IMPORT, ...(isTest(fromFile) || inside(fromFile, path.join(MOCK, 'test')) ? MOCK_TESTS_MAY_IMPORT : [])];
  if (allowed.some((dir) => inside(target, dir) || inside(target.replace(/\.tsx?$/, ''), dir.replace(/\.tsx?$/, '')))) return null;
  return `the mock imports only mock/, src/contract and src/dicts, not ${rel(target)}`;
}

function pageViolation(fromFile, fromLayer, target) {
  const targetPage = pageOf(target);
  if (!targetPage || fromLayer === 'shell' || fromLayer === 'main') return null;
  const fromPage = pageOf(fromFile);
  if (!fromPage) return `${rel(fromFile)} is shared code and may not import the page ${rel(targetPage)}`;
  if (fromPage !== targetPage) return `a page never imports another page (${rel(targetPage)}); move the shared part to src/components`;
  return null;
}

/**
 * What is wrong with `fromFile` importing `target`, or null. `typeOnly`: the import brings types only;
 * `fromDefinesSchemas`: the importing module itself imports zod.
 */
export function violation(fromFile, target, { typeOnly = false, fromDefinesSchemas = false } = {}) {
  if (inside(fromFile, MOCK)) return mockViolation(fromFile, target);
  if (!inside(fromFile, SRC)) return null;
  const fromLayer = layerOf(fromFile);
  const rules = LAYERS[fromLayer];
  if (!rules) return `src/${fromLayer} is not a declared layer: add it to LAYERS in config/eslint/boundaries.js with what it may import`;
  const toLayer = layerOf(target);
  if (toLayer === 'mock') return `the app never imports the mock (${rel(target)}): it talks to it over HTTP`;
  const test = isTest(fromFile);
  if (EXCEPTIONS.some((e) => fromFile === path.join(ROOT, e.from) && target === path.join(ROOT, e.to))) return null;
  if (toLayer && toLayer !== fromLayer) {
    const allowed =
      rules.may.includes(toLayer) ||
      (typeOnly && rules.typesOnly?.includes(toLayer)) ||
      // A test may exercise its unit with the shared code above it, its set-up and the build's config.
      (test && [...SHARED, 'test', 'settings', 'build', 'styles'].includes(toLayer)) ||
      (test && toLayer === 'shell' && fromLayer === 'shell');
    if (!allowed) {
      const why = rules.typesOnly?.includes(toLayer) ? ' (types only: `import type`)' : '';
      return `src/${fromLayer} may not import ${toLayer === 'settings' || toLayer === 'build' ? 'config' : `src/${toLayer}`}${why} (${rel(target)}); allowed: ${rules.may.join(', ') || 'nothing'}`;
    }
  }
  if (fromLayer === 'components' && toLayer === 'services' && !typeOnly && !test && !COMPONENT_SERVICES.some((allowed) => inside(target, allowed))) {
    return `a component never calls the API (${rel(target)}): move it into a feature (src/features/<domain>)`;
  }
  const pages = pageViolation(fromFile, fromLayer, target);
  if (pages) return pages;
  if (!typeOnly && !test && !fromDefinesSchemas && toLayer === 'contract' && definesSchemas(target)) {
    return `${rel(target)} defines zod schemas: import its types only (\`import type\`), and run-time values from a zod-free *Values.ts module, or zod reaches the browser`;
  }
  return null;
}

/** Whether an import or export declaration brings types only. */
function typeOnly(node) {
  if (node.type === 'ImportExpression') return false;
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Import directions between the layers of src, the pages, the contract and the mock' } },
  create(context) {
    const file = context.filename;
    const fromDefinesSchemas = /from ['"]zod['"]/.test(context.sourceCode.text);
    const check = (node) => {
      const specifier = node.source && node.source.value;
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(specifier, file);
      if (!target) return;
      const message = violation(file, target, { typeOnly: typeOnly(node), fromDefinesSchemas });
      if (message) context.report({ node: node.source, message });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'import-boundaries': rule } };
