import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { serverOnlyChunksIn } from './serverOnly.ts';

const require = createRequire(import.meta.url);
/** zod's own schema module, as a bundle that inlined it would carry it (its class names are string literals). */
const zodSchemas = readFileSync(join(require.resolve('zod').replace(/index\.c?js$/, ''), 'v4/core/schemas.js'), 'utf8');

describe('npm run size: no server-only library in any emitted script', () => {
  const dist = mkdtempSync(join(tmpdir(), 'jucai-dist-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'assets', 'index-a1.js'), 'const a=1;export{a}');
  writeFileSync(join(dist, 'assets', 'position-b2.js'), 'import"./params-c3.js";export default 1');
  writeFileSync(join(dist, 'assets', 'params-c3.js'), zodSchemas);
  writeFileSync(join(dist, 'assets', 'index-a1.css'), '$ZodType{}');
  writeFileSync(join(dist, '.vite', 'manifest.js'), zodSchemas);
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch",()=>{})');

  it('names a chunk that carries the mock test control API (its paths or its state header)', () => {
    const other = mkdtempSync(join(tmpdir(), 'jucai-dist-'));
    try {
      mkdirSync(join(other, 'assets'));
      writeFileSync(join(other, 'assets', 'index-a1.js'), 'const a=1;export{a}');
      // What a bundle would carry of mock/control or mock/core/testStates.ts, minified or not.
      writeFileSync(join(other, 'assets', 'qa-d4.js'), readFileSync(join(process.cwd(), 'mock', 'core', 'testStates.ts'), 'utf8'));
      writeFileSync(join(other, 'assets', 'qa-e5.js'), 'fetch("/user/__test__/faults",{method:"POST"})');
      expect(serverOnlyChunksIn(other)).toEqual([
        { file: join('assets', 'qa-d4.js'), library: 'mock test control API' },
        { file: join('assets', 'qa-e5.js'), library: 'mock test control API' },
      ]);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('names the chunk that carries zod, and only it (CSS and Vite’s own files are not scripts the browser runs)', () => {
    expect(serverOnlyChunksIn(dist)).toEqual([{ file: join('assets', 'params-c3.js'), library: 'zod' }]);
  });
});
