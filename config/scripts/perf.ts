// Run with tsx (npm run perf).
/**
 * `npm run perf`: builds the app, serves dist/ with `vite preview` (and the mock API), runs Lighthouse
 * (performance only, desktop and mobile presets) on the pages users land on and on `/position` signed in as
 * the demo recruiter, then times three interactions at 4× CPU slowdown (config/scripts/inp.ts); prints the
 * medians and whether each budget of issue 31 holds.
 *
 *   npm run perf                      build, then 3 Lighthouse runs per page and preset, 5 per interaction
 *   npm run perf -- --no-build        measure the dist/ already built
 *   npm run perf -- --runs 5 --preset desktop --readme
 *   npm run perf -- --no-inp          Lighthouse only;  --inp-only: the interactions only
 *   npm run perf -- --reports DIR     also keep each Lighthouse report (JSON) in DIR, to read what a score is made of
 *
 * --readme writes the tables into README.md between the `perf:start` / `perf:end` markers.
 * Lighthouse drives the system Chromium (CHROME_PATH, default /usr/bin/chromium) through chrome-launcher, the
 * interactions drive it through Playwright; neither downloads a browser. PERF_PORT picks the preview port
 * (default 4180).
 *
 * Timings (score, LCP, TBT) depend on how busy the machine is, so the table also prints Lighthouse's
 * benchmark index (about 3,500 on an idle core here, lower when shared): compare runs taken under similar
 * load. CLS, bytes and request counts do not depend on load. Not part of `npm test` for that reason; the
 * layout-shift check that is part of it lives in tests/e2e/routes.spec.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouseApi, { desktopConfig } from 'lighthouse';
// Lighthouse's own driver (a dependency of lighthouse): its Node API takes a puppeteer page.
import puppeteer from 'puppeteer-core';
import { interactionBudgets, interactionTable, measureInteractions, type InteractionResult } from './inp.ts';
import { markdownTable, median } from './perfStats.ts';
import { DEMO, SESSION_DOOR, SESSION_DOOR_HTML, sessionEntries, signIn, storeSession, type Account } from './perfSession.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

type Preset = 'desktop' | 'mobile';

const PORT = Number(process.env.PERF_PORT ?? 4180);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(option('runs') ?? 3);
const PRESETS = (option('preset') ? [option('preset')] : ['desktop', 'mobile']) as Preset[];

interface PageSpec {
  path: string;
  /** Measured signed in as this account (a visitor without). */
  as?: { label: string; account: Account };
  presets: Preset[];
}
/**
 * The landing pages of issue 12 (home, job search and a job; j1 is in the mock's deterministic seed), and the
 * recruiter's job list, which issue 31 budgets on the desktop preset only.
 */
const ALL_PAGES: PageSpec[] = [
  { path: '/', presets: ['desktop', 'mobile'] },
  { path: '/jobpost', presets: ['desktop', 'mobile'] },
  { path: '/jobdetail?id=j1', presets: ['desktop', 'mobile'] },
  { path: '/position', as: { label: 'recruiter', account: DEMO.recruiter }, presets: ['desktop'] },
];
const PAGES = option('pages')
  ? option('pages')!
      .split(',')
      .map((p) => ALL_PAGES.find((s) => s.path === p.trim()) ?? { path: p.trim(), presets: ['desktop', 'mobile'] as Preset[] })
  : ALL_PAGES;

/** Issue 31's Lighthouse budgets (medians): desktop on every page, mobile on the visitor pages. */
const BUDGET: Record<Preset, { score: number; tbt?: number; cls?: number }> = { desktop: { score: 95, cls: 0.02, tbt: 150 }, mobile: { score: 80 } };
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

async function startPreview(): Promise<ChildProcess> {
  // node + the bin file rather than npx, so that kill() stops the server itself, not a wrapper around it.
  const server = spawn(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
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

function lighthouse(url: string, preset: Preset, dir: string): Run {
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
  return toRun(JSON.parse(readFileSync(out, 'utf8')), url);
}

/**
 * Lighthouse on a signed-in page. The CLI opens its own tab, whose sessionStorage is empty, and the app keeps its
 * session nowhere else; so this launches the same Chromium with the same flags through chrome-launcher (as the
 * CLI does), writes the session into a tab at the app's origin, and gives that tab to Lighthouse's Node API.
 * Lighthouse then loads the page cold as usual (about:blank, caches and service workers cleared; sessionStorage
 * is not among what it clears). The run fails unless the app stayed on the page: a visitor would have been sent
 * to /login, a refused session home.
 */
async function lighthouseSignedIn(url: string, preset: Preset, account: Account): Promise<Run> {
  const session = await signIn(ORIGIN, account);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS.split(' ') });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    const door = `${ORIGIN}${SESSION_DOOR}`;
    await page.setRequestInterception(true);
    page.on('request', (request) => (request.url() === door ? request.respond({ contentType: 'text/html', body: SESSION_DOOR_HTML }) : request.continue()));
    await page.goto(door);
    await page.setRequestInterception(false);
    page.removeAllListeners('request');
    await page.evaluate(storeSession, sessionEntries(session));
    const result = await lighthouseApi(
      url,
      { onlyCategories: ['performance'], maxWaitForLoad: 60_000, logLevel: 'error' },
      preset === 'desktop' ? desktopConfig : undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`lighthouse gave no result on ${url}`);
    const report = result.lhr as unknown as Report;
    if (report.finalDisplayedUrl !== url) throw new Error(`lighthouse on ${url} signed in ended on ${report.finalDisplayedUrl}: the session did not hold`);
    return toRun(report, url);
  } finally {
    chrome.kill();
  }
}

interface Report {
  finalDisplayedUrl: string;
  runtimeError?: { code: string };
  configSettings: { formFactor: string };
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items: { resourceType: string; requestCount: number; transferSize: number }[] } }>;
  environment: { benchmarkIndex: number };
}

let reportsKept = 0;
/** With --reports DIR, keeps the whole report (LCP element, long tasks, scripts' boot-up time) beside the medians. */
function keepReport(report: Report, url: string) {
  const dir = option('reports');
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  reportsKept += 1;
  const name = `${String(reportsKept).padStart(2, '0')}-${new URL(url).pathname.replace(/\W+/g, '_')}-${report.configSettings.formFactor}.json`;
  writeFileSync(join(dir, name), JSON.stringify(report));
}

function toRun(report: Report, url: string): Run {
  keepReport(report, url);
  if (report.runtimeError?.code) throw new Error(`lighthouse: ${report.runtimeError.code} on ${url}`);
  const audit = (id: string) => report.audits[id]?.numericValue as number;
  const total = report.audits['resource-summary'].details!.items.find((i) => i.resourceType === 'total')!;
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

/** Issue 31's verdict on one page and preset: "holds", or what is over. */
function verdict(spec: PageSpec, preset: Preset, runs: Run[]) {
  const m = (k: keyof Run) => median(runs.map((r) => r[k]));
  const over: string[] = [];
  const budget = preset === 'desktop' ? BUDGET.desktop : spec.as ? undefined : BUDGET.mobile;
  if (!budget) return '–';
  if (m('score') < budget.score) over.push(`score ${m('score')} < ${budget.score}`);
  if (budget.tbt !== undefined && m('tbt') > budget.tbt) over.push(`TBT ${Math.round(m('tbt'))} > ${budget.tbt} ms`);
  if (budget.cls !== undefined && m('cls') > budget.cls) over.push(`CLS ${m('cls').toFixed(3)} > ${budget.cls}`);
  return over.length ? `fails: ${over.join(', ')}` : 'holds';
}

const pageLabel = (spec: PageSpec) => (spec.as ? `${spec.path} (${spec.as.label})` : spec.path);

function row(spec: PageSpec, preset: Preset, runs: Run[]) {
  const m = (k: keyof Run) => median(runs.map((r) => r[k]));
  const scores = runs.map((r) => r.score).join('/');
  return [
    pageLabel(spec),
    preset,
    `${m('score')} (${scores})`,
    `${(m('fcp') / 1000).toFixed(2)} s`,
    `${(m('lcp') / 1000).toFixed(2)} s`,
    `${Math.round(m('tbt'))} ms`,
    m('cls').toFixed(3),
    String(m('requests')),
    `${Math.round(m('bytes') / 1000)} KB`,
    String(Math.round(m('bench'))),
    verdict(spec, preset, runs),
  ];
}

const table = (rows: string[][]) =>
  markdownTable(['page', 'preset', 'score (runs)', 'FCP', 'LCP', 'TBT', 'CLS', 'requests', 'transfer', 'benchmark', 'budget'], rows);

function writeReadme(markdown: string) {
  const file = join(root, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const start = '<!-- perf:start -->';
  const end = '<!-- perf:end -->';
  if (!readme.includes(start) || !readme.includes(end)) throw new Error('README.md has no perf:start / perf:end markers');
  writeFileSync(file, readme.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${markdown}\n${end}`));
}

function chromiumVersion() {
  return (
    spawnSync(CHROME_PATH, ['--version'])
      .stdout?.toString()
      .match(/[\d.]+/)?.[0] ?? '?'
  );
}

/**
 * Lighthouse's trace sometimes misses the navigation's start on a busy machine (NO_NAVSTART, NO_FCP): the page did
 * nothing wrong, the recorder did. Such a run is repeated, twice at most; any other error stops the measurement.
 */
const TRANSIENT_LIGHTHOUSE_ERRORS = /\b(NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT)\b/;

async function withRetry(measure: () => Run | Promise<Run>, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= attempts || !TRANSIENT_LIGHTHOUSE_ERRORS.test(message)) throw error;
      console.error(`[perf] ${message}: measuring again (attempt ${attempt + 1} of ${attempts})`);
    }
  }
}

async function measurePages(dir: string) {
  const rows: string[][] = [];
  const failures: string[] = [];
  for (const preset of PRESETS) {
    for (const spec of PAGES.filter((p) => p.presets.includes(preset))) {
      const url = `${ORIGIN}/pc${spec.path}`;
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        runs.push(await withRetry(() => (spec.as ? lighthouseSignedIn(url, preset, spec.as.account) : lighthouse(url, preset, dir))));
        console.error(
          `[perf] ${preset} ${pageLabel(spec)} run ${i + 1}/${RUNS}: score ${runs.at(-1)!.score}, TBT ${Math.round(runs.at(-1)!.tbt)} ms, CLS ${runs.at(-1)!.cls.toFixed(3)}`,
        );
      }
      rows.push(row(spec, preset, runs));
      if (rows.at(-1)!.at(-1)!.startsWith('fails')) failures.push(`${pageLabel(spec)} ${preset}: ${rows.at(-1)!.at(-1)!.slice('fails: '.length)}`);
    }
  }
  const stamp = `Lighthouse 12, median of ${RUNS} runs per page and preset, Chromium ${chromiumVersion()}:`;
  return { markdown: `${stamp}\n\n${table(rows)}`, failures };
}

async function main() {
  if (flag('readme') && (flag('no-inp') || flag('inp-only'))) throw new Error('--readme writes both tables: run without --no-inp / --inp-only');
  if (!flag('no-build')) {
    const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = await startPreview();
  const dir = mkdtempSync(join(tmpdir(), 'jucai-perf-'));
  const parts: string[] = [];
  const failures: string[] = [];
  try {
    if (!flag('inp-only')) {
      const pages = await measurePages(dir);
      parts.push(pages.markdown);
      failures.push(...pages.failures);
    }
    if (!flag('no-inp')) {
      const results: InteractionResult[] = await measureInteractions(ORIGIN);
      parts.push(interactionTable(results));
      failures.push(...interactionBudgets(results));
    }
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  const summary = failures.length
    ? `Budgets of issue 31 not met:\n${failures.map((f) => `- ${f}`).join('\n')}`
    : 'Every budget of issue 31 measured here holds.';
  const markdown = [`Measured ${new Date().toISOString().slice(0, 10)} by \`npm run perf\`.`, ...parts, summary].join('\n\n');
  console.log(markdown);
  if (flag('readme')) writeReadme(markdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
