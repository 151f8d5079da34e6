#!/usr/bin/env node
/**
 * `npm test`: every check, in order, each one's output shown as it runs:
 *   typecheck, lint and format check (Prettier), side by side → unit tests (Vitest) → API contract checks against the mock, and
 *   their proof (they fail against a mock with a tenant rule broken) → production build → size budget → end-to-end
 *   tests (Playwright) → the end-to-end subset served by nginx (tests/playwright.nginx.config.ts: deploy/nginx.conf,
 *   headers, CSP) → the PWA update flow (two builds served in turn, tests/pwa.config.ts).
 * The last line is the totals of all suites, `N passed, N failed`: each unit and e2e test counts once, and
 * each of typecheck, lint, format check, build and size budget counts as one check. Exits non-zero if anything failed.
 * A failed build skips the size and e2e steps (counted as failed, not silently passed).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0 };
const summary = [];
/** What failed, by name, printed after the totals: CI shows only the tail of a long log. */
const failures = [];
/** Tests that failed once and passed on their retry: counted as passed, named so that they get fixed. */
const flaky = [];
mkdirSync('test-results', { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  summary.push(`${label}: ${res.status === 0 ? 'ok' : `FAILED (exit ${res.status})`} in ${seconds}s`);
  return res.status === 0;
}

function check(label, command, args) {
  const ok = run(label, command, args);
  results[ok ? 'passed' : 'failed'] += 1;
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The static checks side by side: each is one process on one core, so on CI's two cores the three take about as
 * long as the longest. Their output is held and printed whole, each under its own heading, in this order.
 */
function checkTogether(checks) {
  const started = Date.now();
  const finished = checks.map(
    ([label, command, args]) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (status) =>
          resolve({ label, command, args, status, output: Buffer.concat(output).toString(), seconds: (Date.now() - started) / 1000 }),
        );
      }),
  );
  return Promise.all(finished).then((done) => {
    for (const { label, command, args, status, output, seconds } of done) {
      console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
      process.stdout.write(output);
      summary.push(`${label}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${seconds.toFixed(1)}s`);
      results[status === 0 ? 'passed' : 'failed'] += 1;
    }
  });
}

await checkTogether([
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['format check', 'npx', ['prettier', '--check', '.']],
]);

rmSync('test-results/unit.json', { force: true });
const unitOk = run('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json']);
const unit = readJson('test-results/unit.json');
if (unit) {
  results.passed += unit.numPassedTests;
  results.failed += unit.numFailedTests + (unitOk || unit.numFailedTests ? 0 : 1);
  for (const file of unit.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`unit: ${file.name} › ${test.fullName}\n    ${firstLine(test.failureMessages?.[0])}`);
    }
  }
} else {
  results.failed += 1;
}

// Each contract check counts once; the proof that they catch a broken rule is one more check.
check('API contract', 'npx', ['tsx', 'config/scripts/contract.ts']);
check('API contract catches a broken rule', 'npx', ['tsx', 'config/scripts/contract.ts', '--prove-broken', 'canBuyPlans']);

const built = check('build', 'npx', ['vite', 'build']);
if (built) {
  check('size budget', 'npx', ['tsx', 'config/scripts/size.ts', '--check']);
  playwright('end-to-end tests', 'tests/playwright.config.ts', 'test-results/e2e.json');
  playwright('end-to-end tests behind nginx', 'tests/playwright.nginx.config.ts', 'test-results/e2e-nginx.json');
  // The PWA: offline and the update flow, with the service worker, on two builds served in turn.
  playwright('PWA end-to-end tests', 'tests/pwa.config.ts', 'test-results/pwa.json');
} else {
  results.failed += 4; // size budget and the three e2e runs could not run
}

/** A Playwright run whose JSON report is `report`: each of its tests counts once. */
function playwright(label, config, report) {
  rmSync(report, { force: true });
  const ok = run(label, 'npx', ['playwright', 'test', '-c', config], { E2E_RETRIES: process.env.E2E_RETRIES ?? '1' });
  const e2e = existsSync(report) ? readJson(report) : null;
  if (e2e?.stats) {
    results.passed += e2e.stats.expected + e2e.stats.flaky;
    results.failed += e2e.stats.unexpected + (ok || e2e.stats.unexpected ? 0 : 1);
    for (const line of specsWith('unexpected', e2e.suites ?? [])) failures.push(`${label}: ${line}`);
    for (const line of specsWith('flaky', e2e.suites ?? [])) flaky.push(`${label}: ${line}`);
  } else {
    results.failed += 1;
  }
}

/**
 * Each spec of a Playwright JSON report with this outcome: 'unexpected' (failed, on its retry too) or 'flaky'
 * (passed on its retry), with the first line of its first failure.
 */
function specsWith(outcome, suites) {
  const lines = [];
  for (const suite of suites) {
    lines.push(...specsWith(outcome, suite.suites ?? []));
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const failed = test.results?.find((result) => result.status !== 'passed');
        if (test.status === outcome && failed) {
          lines.push(`${spec.file}:${spec.line} › ${spec.title}\n    ${firstLine(failed.error?.message ?? failed.status)}`);
        }
      }
    }
  }
  return lines;
}

/** The first meaningful line of an error message, without terminal colour codes. */
function firstLine(text = '') {
  const plain = String(text).replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  return plain.split('\n').find((line) => line.trim()) ?? '';
}

console.log(`\n${summary.join('\n')}`);
if (flaky.length) console.log(`\nPassed only on retry (flaky):\n${flaky.join('\n')}`);
if (failures.length) console.log(`\nFailed:\n${failures.join('\n')}`);
console.log(`${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed ? 1 : 0);
