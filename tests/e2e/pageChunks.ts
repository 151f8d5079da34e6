import { readFileSync } from 'node:fs';

/**
 * The address a route's page is loaded from: in the production build, the chunk Vite's manifest lists for
 * `src/pages/<component>/index.tsx` (file *names* repeat: four pages build to list-*.js, so only the exact file
 * says which page arrived); on the dev server (E2E_SERVER=dev, as in playwright.config.ts), the module itself.
 */
const DEV = process.env.E2E_SERVER === 'dev';

let manifest: Record<string, { file: string }> | undefined;

function readManifest() {
  const path = new URL('../../dist/.vite/manifest.json', import.meta.url);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, { file: string }>;
  } catch (error) {
    throw new Error(`No Vite manifest at ${path.pathname}: run \`npx vite build\` first.`, { cause: error });
  }
}

/** The URL path (under /pc/) of the page chunk of `component`, a folder under src/pages. */
export function pageChunkPath(component: string): string {
  return chunkPath(`src/pages/${component}/index.tsx`);
}

/** The URL path (under /pc/) of the chunk a lazily imported module (`src/…`) arrives in. */
export function chunkPath(source: string): string {
  if (DEV) return `/pc/${source}`;
  manifest ??= readManifest();
  const entry = manifest[source];
  if (!entry) throw new Error(`The build has no chunk for ${source}: is dist/ older than the route table?`);
  return `/pc/${entry.file}`;
}

/** The URL paths (under /pc/) of the entry chunk and all it imports statically: start-up's own code, without the app. */
export function startupChunkPaths(): string[] {
  if (DEV) throw new Error('startupChunkPaths: the dev server has no chunks');
  const chunks = (manifest ??= readManifest()) as Record<string, { file: string; imports?: string[] }>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk) throw new Error(`The build's manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  return [...files].map((file) => `/pc/${file}`);
}
