import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { createStandaloneServer, standaloneOptions } from '../mock/standaloneServer.ts';
import type { Permission } from '../src/contract/permissions.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiBase: string;
    signKey: string;
  }
}

/**
 * Where the checks send their requests: CONTRACT_API (`npm run contract -- --api …`), or else the standalone mock
 * (`npm run mock`'s server), started here on a free loopback port and stopped afterwards.
 *
 * CONTRACT_BREAK_MOCK_RULE names a permission (src/contract/permissions.ts) the mock started here does not
 * check: the proof that the checks catch a backend that skips a tenant rule (config/scripts/contract.ts runs it
 * and expects the run to fail). It exists only in this set-up; no server a person starts has it.
 */
export default async function setup(project: TestProject) {
  const signKey = process.env.CONTRACT_SIGN_KEY || standaloneOptions().signKey;
  project.provide('signKey', signKey);
  const given = process.env.CONTRACT_API?.replace(/\/+$/, '');
  if (given) {
    project.provide('apiBase', given);
    return;
  }
  const broken = (process.env.CONTRACT_BREAK_MOCK_RULE || '').split(',').filter(Boolean) as Permission[];
  const server = createStandaloneServer({ ...standaloneOptions({}), signKey, uncheckedPermissions: broken });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('apiBase', `http://127.0.0.1:${port}/user`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
