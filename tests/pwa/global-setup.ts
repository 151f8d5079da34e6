import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_A, BUILD_B, ROOT, VERSION_B } from './builds.ts';

const build = (outDir: string, env: NodeJS.ProcessEnv = {}) =>
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });

/**
 * Build A: a copy of dist/ (what `npm test` has just built and tested; built here when there is none), so the
 * specs never serve or change the main suite's files. Build B: the same code with another APP_VERSION, which is
 * all a new deployment needs to differ by (its chunks' hashes, and so its service worker's precache list, change).
 */
export default function globalSetup() {
  rmSync(join(ROOT, 'test-results/pwa-builds'), { recursive: true, force: true });
  const dist = join(ROOT, 'dist');
  if (existsSync(join(dist, 'sw.js'))) cpSync(dist, BUILD_A, { recursive: true });
  else build(BUILD_A);
  build(BUILD_B, { APP_VERSION: VERSION_B });
}
