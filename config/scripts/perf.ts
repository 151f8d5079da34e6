// Run with tsx (npm run perf).
/**
 * `npm run perf`: builds the app, serves dist/ with `vite preview` (and the mock API), runs Lighthouse
 * (performance only, desktop and mobile presets) on the pages users land on, and prints one table of medians.
 *
 *   npm run perf                      build, then 3 runs per page and preset
 *   npm run perf -- --no-build        measure the dist/ already built
 *   npm run perf -- --runs 5 --preset desktop --readme
 *
 * --readme writes the table into README.md between the `perf:start` / `perf:end` markers.
 * Lighthouse drives the system Chromium (CHROME_PATH, default /usr/bin/chromium) through chrome-launcher; it
 * never downloads a browser. PERF_PORT picks the preview port (default 4180).
 *
 * Timings (score, LCP, TBT) depend on how busy the machine is, so the table also prints Lighthouse's
 * benchmark index (about 3,500 on an idle core here, lower when shared): compare runs taken under similar
 * load. CLS, bytes and request counts do not depend on load. Not part of `npm test` for that reason; the
 * layout-shift check that is part of it lives in tests/e2e/routes.spec.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

const PORT = Number(process.env.PERF_PORT ?? 4180);
const RUNS = Number(option('runs') ?? 3);
const PRESETS = (option('preset') ? [option('preset')] : ['desktop', 'mobile']) as Array<'desktop' | 'mobile'>;
/** The landing pages of issue 12: home, job search and a job (j1 is in the mock's deterministic seed). */
const PAGES = (option('pages')?.split(',') ?? ['/', '/jobpost', '/jobdetail?id=j1']).map((p) => p.trim());
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  requests: number;
  bytes: number;
  bench: number;
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function startPreview(): Promise<ChildProcess> {
  // node + the bin file rather than npx, so that kill() stops the server itself, not a wrapper around it.
  const server = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited (${server.exitCode}); is port ${PORT} taken?`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/pc/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  server.kill();
  throw new Error('vite preview did not start within 60 s');
}

function lighthouse(url: string, preset: 'desktop' | 'mobile', dir: string): Run {
  const out = join(dir, 'report.json');
  const res = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--only-categories=performance',
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
      `--chrome-flags=${CHROME_FLAGS}`,
      '--max-wait-for-load=60000',
      '--output=json',
      `--output-path=${out}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 240_000 },
  );
  if (res.status !== 0) throw new Error(`lighthouse failed on ${url} (${preset}): ${res.stderr?.toString().slice(-500)}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  if (report.runtimeError?.code) throw new Error(`lighthouse: ${report.runtimeError.code} on ${url}`);
  const audit = (id: string) => report.audits[id]?.numericValue as number;
  const total = report.audits['resource-summary'].details.items.find((i: { resourceType: string }) => i.resourceType === 'total');
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    requests: total.requestCount,
    bytes: total.transferSize,
    bench: report.environment.benchmarkIndex,
  };
}

function row(page: string, preset: string, runs: Run[]) {
  const m = (k: keyof Run) => median(runs.map((r) => r[k]));
  const scores = runs.map((r) => r.score).join('/');
  return [
    page,
    preset,
    `${m('score')} (${scores})`,
    `${(m('fcp') / 1000).toFixed(2)} s`,
    `${(m('lcp') / 1000).toFixed(2)} s`,
    `${Math.round(m('tbt'))} ms`,
    m('cls').toFixed(3),
    String(m('requests')),
    `${Math.round(m('bytes') / 1000)} KB`,
    String(Math.round(m('bench'))),
  ];
}

function table(rows: string[][]) {
  const head = ['page', 'preset', 'score (runs)', 'FCP', 'LCP', 'TBT', 'CLS', 'requests', 'transfer', 'benchmark'];
  return [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

function writeReadme(markdown: string) {
  const file = join(root, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const start = '<!-- perf:start -->';
  const end = '<!-- perf:end -->';
  if (!readme.includes(start) || !readme.includes(end)) throw new Error('README.md has no perf:start / perf:end markers');
  const stamp = `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run perf\` (Lighthouse 12, median of ${RUNS} runs, Chromium ${chromiumVersion()}):`;
  writeFileSync(file, readme.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${stamp}\n\n${markdown}\n${end}`));
}

function chromiumVersion() {
  return spawnSync(CHROME_PATH, ['--version']).stdout?.toString().match(/[\d.]+/)?.[0] ?? '?';
}

async function main() {
  if (!flag('no-build')) {
    const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = await startPreview();
  const dir = mkdtempSync(join(tmpdir(), 'jucai-perf-'));
  const rows: string[][] = [];
  try {
    for (const preset of PRESETS) {
      for (const page of PAGES) {
        const url = `http://127.0.0.1:${PORT}/pc${page}`;
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          runs.push(lighthouse(url, preset, dir));
          console.error(`[perf] ${preset} ${page} run ${i + 1}/${RUNS}: score ${runs.at(-1)!.score}, CLS ${runs.at(-1)!.cls.toFixed(3)}`);
        }
        rows.push(row(page, preset, runs));
      }
    }
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  const markdown = table(rows);
  console.log(markdown);
  if (flag('readme')) writeReadme(markdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
