import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      globals: false,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'mock/**/*.test.ts', 'config/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['src/test/setup.ts'],
      reporters: ['default'],
    },
  }),
);
