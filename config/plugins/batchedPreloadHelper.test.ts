// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { batchedPreloadHelper, VITE_PRELOAD_HELPER_ID } from './batchedPreloadHelper.ts';

describe('batchedPreloadHelper', () => {
  it("answers Vite's preload helper id with the app's helper, and nothing else", () => {
    const resolveId = batchedPreloadHelper().resolveId as { handler: (id: string) => string | null };
    const helper = resolveId.handler(VITE_PRELOAD_HELPER_ID);
    expect(helper).toMatch(/src\/shell\/preloadHelper\.ts$/);
    expect(existsSync(helper!)).toBe(true);
    expect(resolveId.handler('/src/main.tsx')).toBeNull();
  });

  it('uses the id and the function name the installed Vite gives its helper', () => {
    const viteDist = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'dist/node/chunks');
    const source = readdirSync(viteDist)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(viteDist, file), 'utf8'))
      .find((text) => text.includes('const preloadHelperId ='));
    // Vite's source spells the NUL character as the escape `\0`.
    expect(source).toContain(`const preloadHelperId = "${VITE_PRELOAD_HELPER_ID.replace('\0', '\\0')}"`);
    expect(source).toContain('const preloadMethod = `__vitePreload`');
  });
});
