import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Libraries that must never reach the browser, each by a string its code cannot lose to minification. zod is the
 * mock's validator: the browser gets the contract's types and its plain `*Values.ts` constants (README,
 * "src/contract"), and a page that imports a value from a module with schemas would bring all of zod (about
 * 24 KB gzip) to its route. `$ZodType` is the name every zod schema class is constructed with.
 */
export const SERVER_ONLY_MARKERS: readonly { library: string; marker: RegExp }[] = [
  { library: 'zod', marker: /\$ZodType\b/ },
  // The mock's test control API (mock/control, MOCK_TEST_API=1) serves QA from the dev/preview server only: its
  // paths and its state header never belong in what a production server ships.
  { library: 'mock test control API', marker: /__test__\/|x-mock-state/ },
];

/** Every JavaScript file the build emitted (dist/, outside Vite's own .vite/ folder), relative to it. */
export function emittedScripts(dist: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') visit(path);
      } else if (/\.m?js$/.test(entry.name)) found.push(relative(dist, path));
    }
  };
  visit(dist);
  return found.sort();
}

/** The emitted scripts that carry a server-only library, each with the library's name. */
export function serverOnlyChunks(scripts: readonly { file: string; text: string }[]): { file: string; library: string }[] {
  return scripts.flatMap(({ file, text }) => SERVER_ONLY_MARKERS.filter(({ marker }) => marker.test(text)).map(({ library }) => ({ file, library })));
}

export function serverOnlyChunksIn(dist: string) {
  return serverOnlyChunks(emittedScripts(dist).map((file) => ({ file, text: readFileSync(join(dist, file), 'utf8') })));
}
