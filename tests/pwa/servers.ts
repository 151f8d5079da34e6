import { spawn, type ChildProcess } from 'node:child_process';
import { PWA_PORT } from '../pwa.config.ts';
import { ROOT } from './builds.ts';

/**
 * `vite preview` of one build on the PWA specs' port, with the mock API, as the deployment of that build: the
 * update flow stops one and starts the other on the same port (the same origin, so the same service worker).
 */
export async function serve(outDir: string): Promise<() => Promise<void>> {
  const child: ChildProcess = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(PWA_PORT), '--strictPort'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite preview exited (${child.exitCode}): ${stderr}`);
    const up = await fetch(`http://127.0.0.1:${PWA_PORT}/pc/sw.js`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`vite preview did not answer within 30 s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      // Its own process group (detached): npx and the vite it started end together.
      process.kill(-child.pid!, 'SIGTERM');
    });
}
