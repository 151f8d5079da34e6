// Run with tsx (npm run contract).
/**
 * `npm run contract`: the API contract checks (contract/*.test.ts, docs/API.md "Contract checks") against a `/user`
 * host.
 *   npm run contract                                  against the standalone mock, started for the run
 *   npm run contract -- --api https://host/user       against any backend (seeded with the demo accounts)
 *   npm run contract -- --sign-key KEY                the backend's sign key (default: VITE_API_SIGN_KEY or the mock's)
 *   npm run contract -- --prove-broken canBuyPlans    the proof the checks bite: the mock started for the run skips
 *                                                     that permission (a tenant rule), and this command succeeds only
 *                                                     if the checks then fail, on that rule's test
 * Other arguments go to vitest (`-t signature`, `--reporter=verbose`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const env: NodeJS.ProcessEnv = { ...process.env };
const passOn: string[] = [];
let prove = '';
for (let i = 0; i < args.length; i += 1) {
  const [flag, inline] = args[i].split(/=(.*)/s, 2);
  const value = () => inline ?? args[++i] ?? '';
  if (flag === '--api') env.CONTRACT_API = value();
  else if (flag === '--sign-key') env.CONTRACT_SIGN_KEY = value();
  else if (flag === '--prove-broken') prove = value();
  else passOn.push(args[i]);
}

/** The test a broken permission must fail (contract/tenant.test.ts); the one rule the proof breaks so far. */
const CAUGHT_BY: Record<string, RegExp> = { canBuyPlans: /what a sub-account may do/ };

const vitest = (extra: string[], runEnv: NodeJS.ProcessEnv) =>
  spawnSync('npx', ['vitest', 'run', '-c', 'vitest.contract.config.ts', ...extra, ...passOn], { stdio: 'inherit', env: runEnv }).status ?? 1;

if (!prove) process.exit(vitest([], env));

if (env.CONTRACT_API) {
  console.error('--prove-broken breaks the mock this command starts: it cannot be combined with --api');
  process.exit(2);
}
const expected = CAUGHT_BY[prove];
if (!expected) {
  console.error(`--prove-broken: no check is named for ${prove}; known: ${Object.keys(CAUGHT_BY).join(', ')}`);
  process.exit(2);
}
const dir = mkdtempSync(join(tmpdir(), 'contract-'));
const report = join(dir, 'report.json');
console.log(`The mock skips the permission ${prove}: the checks must fail.`);
const status = vitest(['--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { ...env, CONTRACT_BREAK_MOCK_RULE: prove });
const results = JSON.parse(readFileSync(report, 'utf8')) as { testResults: Array<{ assertionResults: Array<{ fullName: string; status: string }> }> };
rmSync(dir, { recursive: true, force: true });
const failed = results.testResults.flatMap((file) => file.assertionResults.filter((t) => t.status === 'failed').map((t) => t.fullName));
const caught = status !== 0 && failed.length > 0 && failed.every((name) => expected.test(name));
console.log(
  caught
    ? `\nProved: with ${prove} unchecked the contract fails (${failed.length} failed: ${failed.join('; ')}).`
    : `\nNOT proved: with ${prove} unchecked the contract ${status === 0 ? 'still passes' : `fails elsewhere: ${failed.join('; ')}`}.`,
);
process.exit(caught ? 0 : 1);
