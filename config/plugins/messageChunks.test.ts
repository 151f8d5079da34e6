// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messageChunkOf } from './messageChunks.ts';

describe('messageChunkOf', () => {
  it("gives each lazy bundle's part a chunk of its own", () => {
    expect(messageChunkOf('/app/src/locales/zh-CN/parts/browse.ts')).toBe('zh-CN-browse');
    expect(messageChunkOf('/app/src/locales/en-US/parts/work.ts')).toBe('en-US-work');
    expect(messageChunkOf('/app/src/locales/en-US/shell.ts')).toBe('en-US-shell');
    expect(messageChunkOf('\0virtual:jucai-zh-TW/centers')).toBe('zh-TW-centers');
  });

  it("leaves alone zh-CN's shell (first load), the bundles' own modules and the domain modules (they follow their part)", () => {
    for (const id of [
      '/app/src/locales/zh-CN/shell.ts',
      '/app/src/locales/zh-CN/pages.ts',
      '/app/src/locales/en-US/index.ts',
      '\0virtual:jucai-zh-TW',
      '/app/src/locales/en-US/hiring.ts',
      '/app/src/locales/en-US/dict/zone.ts',
      '/app/src/locales/loaders.ts',
      '/app/src/pages/seeker/center/index.tsx',
    ])
      expect(messageChunkOf(id), id).toBeNull();
  });
});
