// Run with tsx (npm run size).
/**
 * `npm run size`: what /pc/ costs before first paint, and what each route adds, in gzip bytes (level 9),
 * measured on dist/ after `npm run build`.
 *   first load = the JS and CSS index.html loads eagerly (script, stylesheet, modulepreload) plus their
 *                static imports, plus the CSS and script written into index.html itself;
 *   route      = the page's own chunk and CSS (shared chunks it imports are listed under "shared").
 *   messages   = each lazy message bundle (zh-CN's page messages, en-US, zh-TW) and the chunks it arrives in
 *                (config/plugins/messageChunks.ts).
 * With --check it fails when the first load exceeds FIRST_LOAD_BUDGET, a route chunk ROUTE_BUDGET, or a message
 * chunk MESSAGE_CHUNK_BUDGET.
 * Always (with or without --check) it fails when an emitted script carries a server-only library such as zod
 * (./serverOnly.ts): that is a wrong import, not a budget.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { flattenRoutes } from '../routes.ts';
import { serverOnlyChunksIn } from './serverOnly.ts';

export const FIRST_LOAD_BUDGET = 300_000;
export const ROUTE_BUDGET = 60_000;
/** Well under ROUTE_BUDGET: texts keep being added, and a bundle's parts should be re-cut long before a chunk nears it. */
export const MESSAGE_CHUNK_BUDGET = 35_000;

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const gz = (file: string) => gzipSync(readFileSync(dist + file), { level: 9 }).length;
interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}
const manifest: Record<string, ManifestEntry> = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));

function staticClosure(files: string[]) {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const entry = byFile.get(file);
    for (const css of entry?.css ?? []) seen.add(css);
    for (const key of entry?.imports ?? []) visit(manifest[key].file);
  };
  files.forEach(visit);
  return seen;
}

const html = readFileSync(`${dist}index.html`, 'utf8');
const eagerRefs = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/pc\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const eager = staticClosure(eagerRefs);
// CSS and scripts written into index.html itself (the static frame's styles, the inlined entry stylesheet).
const inline = [...html.matchAll(/<(style|script)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => m[2]).join('');
const firstLoad = [...eager].reduce((sum, f) => sum + gz(f), 0) + (inline ? gzipSync(inline, { level: 9 }).length : 0);

const routes = flattenRoutes()
  .filter((r) => r.component)
  .map((r) => {
    const entry = manifest[`src/pages/${r.component}/index.tsx`];
    const own = entry ? gz(entry.file) + (entry.css ?? []).reduce((s, c) => s + gz(c), 0) : 0;
    const shared = entry ? [...staticClosure([entry.file])].filter((f) => f !== entry.file && !eager.has(f) && !(entry.css ?? []).includes(f)) : [];
    return { path: r.path, component: r.component, own, shared: shared.reduce((s, f) => s + gz(f), 0) };
  });
const seenComponents = new Set();
const uniqueRoutes = routes.filter((r) => !seenComponents.has(r.component) && seenComponents.add(r.component));

console.log(
  `first load (JS+CSS before first paint): ${firstLoad} B gzip (${(firstLoad / 1000).toFixed(1)} KB; budget ${FIRST_LOAD_BUDGET / 1000} KB), ${eager.size} files`,
);
console.log('route chunks (own JS+CSS gzip, then shared lazy chunks it also needs):');
for (const r of uniqueRoutes) console.log(`  ${r.path.padEnd(20)} ${String(r.own).padStart(7)} B   +${r.shared} B shared`);
// Any other lazy chunk (a shared antd piece, a lazily loaded part of a page) is held to the route budget too:
// a page that hides its weight in a React.lazy part still makes the user wait for it.
const lazyChunks = Object.values(manifest)
  .flatMap((entry) => [entry.file, ...(entry.css ?? [])])
  .filter((file, i, all) => all.indexOf(file) === i && /\.(js|css)$/.test(file) && !eager.has(file))
  .map((file) => ({ file, size: gz(file) }))
  .sort((a, b) => b.size - a.size);
const largestLazy = lazyChunks[0] ?? { file: '-', size: 0 };
// The lazy message bundles: the modules under src/locales/<code>/ (or the zh-TW virtual module) the app imports lazily.
const messageBundles = Object.entries(manifest)
  .filter(([source, entry]) => /^(?:src\/locales\/[a-z]{2}-[A-Z]{2}\/|virtual:jucai-)/.test(source) && !eager.has(entry.file))
  .map(([source, entry]) => ({ source, chunks: [...staticClosure([entry.file])].filter((f) => !eager.has(f)).map((file) => ({ file, size: gz(file) })) }));
const messageChunks = messageBundles.flatMap((b) => b.chunks);
console.log(`message bundles (gzip of each chunk; max ${MESSAGE_CHUNK_BUDGET} B a chunk):`);
for (const { source, chunks } of messageBundles)
  console.log(
    `  ${source.padEnd(28)} ${chunks.reduce((sum, c) => sum + c.size, 0)} B: ${chunks.map((c) => `${c.file.replace(/^assets\//, '')} ${c.size}`).join(', ')}`,
  );
console.log(`largest other lazy chunk: ${largestLazy.file} ${largestLazy.size} B`);
console.log(
  JSON.stringify({
    firstLoadGzip: firstLoad,
    largestRouteGzip: Math.max(...uniqueRoutes.map((r) => r.own)),
    largestLazyChunkGzip: largestLazy.size,
    largestMessageChunkGzip: Math.max(0, ...messageChunks.map((c) => c.size)),
  }),
);

const serverOnly = serverOnlyChunksIn(dist);
if (serverOnly.length) {
  const routesOf = (file: string) =>
    uniqueRoutes.filter((r) => staticClosure([manifest[`src/pages/${r.component}/index.tsx`]?.file ?? '']).has(file)).map((r) => r.path);
  for (const { file, library } of serverOnly) {
    const on = routesOf(file);
    console.error(`${library} is in the browser: ${file} (${gz(file)} B gzip)${on.length ? `, loaded by ${on.join(' ')}` : ''}`);
  }
  console.error('A browser module imports a value from a contract module with schemas: import its types only, and plain values from a *Values.ts module.');
  process.exit(1);
}

if (process.argv.includes('--check')) {
  const over = [
    ...uniqueRoutes.filter((r) => r.own > ROUTE_BUDGET).map((r) => `${r.path} ${r.own} B`),
    ...lazyChunks.filter((c) => c.size > ROUTE_BUDGET).map((c) => `${c.file} ${c.size} B`),
  ];
  const overMessages = messageChunks.filter((c) => c.size > MESSAGE_CHUNK_BUDGET).map((c) => `${c.file} ${c.size} B`);
  // Found none: the bundles moved or were renamed, and the check above would pass without looking at them.
  if (!messageBundles.length) overMessages.push('no message bundle found in the manifest');
  if (firstLoad > FIRST_LOAD_BUDGET || over.length || overMessages.length) {
    console.error(
      `size budget exceeded: first load ${firstLoad} B (max ${FIRST_LOAD_BUDGET})${over.map((o) => `, ${o}`).join('')} (route and lazy chunks max ${ROUTE_BUDGET})` +
        `${overMessages.map((o) => `, ${o}`).join('')} (message chunks max ${MESSAGE_CHUNK_BUDGET})`,
    );
    process.exit(1);
  }
}
