/**
 * One entry of a mock state's request log, as the test control API answers it (`GET /user/__test__/requests`,
 * docs/API.md "Test-only"), and how a session token is masked in it. The mock writes the log
 * (mock/control/requestLog.ts) and the QA fixtures read it (tests/qa/fixtures.ts), which talk to the mock over
 * HTTP only: the shape and the mask live here, beside the rest of the contract, so the two cannot drift apart.
 * No zod and no imports: nothing in the app loads it.
 */
export interface LoggedRequest {
  no: number;
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  /** Lower-case names; `token` masked (maskToken), cookie and authorization dropped. */
  headers: Record<string, string>;
  /** The parsed body (form fields or JSON); null when none was read (GET, or refused before reading). */
  body: unknown;
  /** Whether apiSecret is sha256(sha256(timestamp + key + rand)) for the server's key (SPEC §7). */
  signatureValid: boolean;
  /** The user whose live session the token is (null: no token, or one that is not a live session). */
  sessionUserId: string | null;
  /** The id of the fault that answered it, if one did. */
  fault: string | null;
}

/** `abcd…(48)`: enough to tell which session, not enough to use it. */
export const maskToken = (token: string) => (token ? `${token.slice(0, 4)}…(${token.length})` : '');
