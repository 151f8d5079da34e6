import { defineConfig } from 'vitest/config';

/**
 * The API contract checks (contract/*.test.ts): `npm run contract` (config/scripts/contract.ts) runs them against
 * the mock it starts, or `npm run contract -- --api https://host/user` against any backend. Kept apart from the
 * unit tests: these speak HTTP to a server and know nothing of its inside.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['contract/**/*.test.ts'],
    globalSetup: ['contract/globalSetup.ts'],
    // One server, one seed: the files run one after another so sign-ins and sign-outs do not interleave.
    fileParallelism: false,
    testTimeout: 20_000,
  },
});
