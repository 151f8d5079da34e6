import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      globals: false,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'mock/**/*.test.ts', 'config/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['src/test/setup.ts'],
      // Vitest's 5 s default is met with room on a quiet machine, but a few tests (the whole seed, eslint's
      // boundaries rule, property runs of the CSS shim) take 5–10 s when CI shares the cores; a hung test still fails.
      testTimeout: 20_000,
      // Vitest keeps a core for itself by default (cores - 1): one worker on CI's two cores, the unit step then
      // took six minutes. The main process mostly waits on its workers, so every core runs tests.
      maxWorkers: availableParallelism(),
      reporters: ['default'],
    },
  }),
);
