// @vitest-environment node
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_USER } from '../../src/contract/chat.ts';
import { signatureHeaders } from '../../src/services/request/sign.ts';
import { findUserByMobile, SESSION_TTL_MS } from '../db/accounts.ts';
import { DEFAULT_SIGN_KEY } from '../server.ts';
import { data, startRecruitingMock } from '../test/recruiting.ts';
import { openStream } from '../test/stream.ts';

/**
 * A hostile (or merely stale) client against the end of a session: every way a session ends closes the live
 * streams opened with it and voids the tickets it bought; a user holds at most MAX_STREAMS_PER_USER streams; a
 * dead token is refused on public routes that read the viewer too; and a request that fails authentication
 * cannot make the server read an endless body.
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

const SUB_ACCOUNT_MOBILE = '13800000006';
const buyTicket = async (token: string) => {
  const res = await t.mock.call('POST', '/stream/ticket', { token });
  expect(res.status).toBe(200);
  return data<{ ticket: string }>(res).ticket;
};
const stream = (token: string) => openStream(t.mock.base, () => buyTicket(token));
/** Tries a ticket: the status of GET /stream (a stream that opens is dropped at once). */
async function redeem(ticket: string) {
  const abort = new AbortController();
  const res = await fetch(`${t.mock.base}/stream?ticket=${ticket}`, { signal: abort.signal });
  abort.abort();
  return { status: res.status };
}
const signedIn = async (token: string) => (await t.mock.call('GET', '/auth/current', { token })).status;

describe('ending a session ends its live stream', () => {
  it('sign-out closes that session’s stream at once and voids its unused ticket; another session of the user keeps its stream', async () => {
    const ending = await t.seeker();
    const other = await t.seeker();
    const closing = await stream(ending);
    const staying = await stream(other);
    const unused = await buyTicket(ending);
    try {
      expect((await t.mock.call('POST', '/auth/logout', { token: ending })).status).toBe(200);
      expect(await closing.closed()).toBe(true);
      expect(closing.closedBecause).toEqual({ type: 'closed', reason: 'sessionEnded' });
      expect((await redeem(unused)).status).toBe(401);
      expect(await staying.closed(300)).toBe(false);
      expect(await signedIn(other)).toBe(200);
    } finally {
      await closing.stop();
      await staying.stop();
    }
  });

  it('a password change signs out every other session (their streams close, their tickets are void); the current one stays', async () => {
    const current = await t.seeker();
    const elsewhere = await t.seeker();
    const mine = await stream(current);
    const theirs = await stream(elsewhere);
    const theirTicket = await buyTicket(elsewhere);
    try {
      const res = await t.mock.call('PUT', '/me/password', { token: current, json: true, body: { oldPassword: 'Jucai@2026', password: 'Jucai@2027x' } });
      expect(res.status).toBe(200);
      expect(await theirs.closed()).toBe(true);
      expect(theirs.closedBecause?.reason).toBe('sessionEnded');
      expect((await redeem(theirTicket)).status).toBe(401);
      expect(await signedIn(elsewhere)).toBe(401);
      expect(await signedIn(current)).toBe(200);
      expect(await mine.closed(300)).toBe(false);
    } finally {
      await mine.stop();
      await theirs.stop();
    }
  });

  it('stopping a sub-account closes its streams and voids its tickets', async () => {
    const main = await t.enterprise();
    const sub = await t.mock.login(SUB_ACCOUNT_MOBILE);
    const subId = findUserByMobile(t.db(), SUB_ACCOUNT_MOBILE)!.id;
    const live = await stream(sub);
    const ticket = await buyTicket(sub);
    try {
      expect((await t.mock.call('POST', `/enterprise/members/${subId}/disable`, { token: main })).status).toBe(200);
      expect(await live.closed()).toBe(true);
      expect((await redeem(ticket)).status).toBe(401);
      expect(await signedIn(sub)).toBe(401);
    } finally {
      await live.stop();
    }
  });

  it('an expired session closes its stream, and a ticket it bought cannot open one after the expiry', async () => {
    const token = await t.seeker();
    const expiresAt = t.db().sessions.get(token)!.expiresAt;
    const live = await stream(token);
    try {
      t.clock.now = expiresAt - 5000;
      const lateTicket = await buyTicket(token);
      t.clock.now = expiresAt + 1000;
      // The ticket itself is 6 s old (good for 30 s): only the session's end can refuse it.
      expect((await redeem(lateTicket)).status).toBe(401);
      // Any request to the mock is a moment it notices the expiry (on a real clock a timer does it at the time).
      await t.mock.call('GET', '/agreements/user');
      expect(await live.closed()).toBe(true);
      expect(live.closedBecause?.reason).toBe('sessionEnded');
      expect(await signedIn(token)).toBe(401);
    } finally {
      await live.stop();
    }
    expect(SESSION_TTL_MS).toBeGreaterThan(10_000);
  });

  it(`holds at most ${MAX_STREAMS_PER_USER} streams per user: one more closes the oldest, the rest stay`, async () => {
    const token = await t.seeker();
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await stream(token));
    const otherUser = await stream(await t.enterprise());
    try {
      const extra = await stream(token);
      streams.push(extra);
      expect(await streams[0].closed()).toBe(true);
      expect(streams[0].closedBecause?.reason).toBe('superseded');
      for (const s of streams.slice(1)) expect(await s.closed(100)).toBe(false);
      expect(await otherUser.closed(100)).toBe(false);
    } finally {
      for (const s of [...streams, otherUser]) await s.stop();
    }
  });
});

describe('a dead session on a public route', () => {
  const OPTIONAL = ['/jobs', '/search/suggest?q=java', '/jobs/j1', '/home', '/companies', '/recommend'];

  it('an unknown token gets 401 on the routes that read the viewer, where no token gets the visitor’s answer', async () => {
    for (const path of OPTIONAL) {
      expect((await t.mock.call('GET', path)).status, path).toBe(200);
      const res = await t.mock.call('GET', path, { token: 'f'.repeat(48) });
      expect(res.status, path).toBe(401);
      expect(res.body.errorCode, path).toBe('UNAUTHENTICATED');
    }
  });

  it('a token signed out on the server, or expired, gets 401 there too; signing out again with it is still fine', async () => {
    const ended = await t.seeker();
    expect((await t.mock.call('GET', '/jobs', { token: ended })).status).toBe(200);
    await t.mock.call('POST', '/auth/logout', { token: ended });
    expect((await t.mock.call('GET', '/jobs', { token: ended })).status).toBe(401);
    expect((await t.mock.call('GET', '/search/suggest?q=java', { token: ended })).status).toBe(401);
    // The app tells the API after it has let the session go: a second sign-out must not fail.
    expect((await t.mock.call('POST', '/auth/logout', { token: ended })).status).toBe(200);

    const expiring = await t.seeker();
    t.clock.now = t.db().sessions.get(expiring)!.expiresAt + 1;
    expect((await t.mock.call('GET', '/jobs', { token: expiring })).status).toBe(401);
    // Routes that never read the viewer stay open to anyone (the sign-in page sends whatever token it has).
    expect((await t.mock.call('GET', '/agreements/user', { token: expiring })).status).toBe(200);
  });
});

describe('a request that fails authentication is not read past the body limit', () => {
  const MiB = 1024 * 1024;
  /** Signature headers on the mock's clock (which the tests hold), with a rand no other request uses. */
  let rand = 0;
  const signed = () => signatureHeaders(DEFAULT_SIGN_KEY, t.clock.now, () => (99_998 - ++rand) / 99_999);

  /**
   * Sends a request declaring a 64 MiB body and keeps writing it (up to 24 MiB) while the server reads; reports
   * what the server answered and whether it closed the connection without waiting for the rest.
   */
  function flood(method: string, path: string, headers: Record<string, string>) {
    const port = Number(new URL(t.mock.base).port);
    return new Promise<{ text: string; closedByServer: boolean; sent: number }>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      let sent = 0;
      let done = false;
      const finish = (closedByServer: boolean) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        socket.destroy();
        resolve({ text, closedByServer, sent });
      };
      const timer = setTimeout(() => finish(false), 4000);
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => finish(true));
      socket.on('end', () => finish(true));
      const head = { Host: `127.0.0.1:${port}`, 'Content-Type': 'application/json', 'Content-Length': String(64 * MiB), ...headers };
      socket.write(
        `${method} /user${path} HTTP/1.1\r\n${Object.entries(head)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\r\n')}\r\n\r\n`,
      );
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (!done && sent < 24 * MiB) {
          sent += chunk.length;
          if (!socket.write(chunk)) return void socket.once('drain', pump);
        }
      };
      pump();
    });
  }

  it('no token on a route that needs a user: 401 at once, and the connection closes after at most the limit', async () => {
    const res = await flood('PUT', '/me/password', { ...signed(), token: '' });
    expect(res.text).toMatch(/^HTTP\/1\.1 401/);
    expect(res.text).toContain('"errorCode":"UNAUTHENTICATED"');
    expect(res.closedByServer).toBe(true);
    expect(res.sent).toBeLessThan(24 * MiB);
  });

  it('an unknown token: the same', async () => {
    const res = await flood('POST', '/conversations/conv-c1-1/files', { ...signed(), token: 'f'.repeat(48) });
    expect(res.text).toMatch(/^HTTP\/1\.1 401/);
    expect(res.closedByServer).toBe(true);
  });

  it('a bad signature: 403 at once, and the same', async () => {
    const res = await flood('PUT', '/me/password', { ...signed(), apiSecret: '0'.repeat(64), token: '' });
    expect(res.text).toMatch(/^HTTP\/1\.1 403/);
    expect(res.closedByServer).toBe(true);
  });

  it('a small body that fails authentication keeps the connection for the next request', async () => {
    const agentless = await t.mock.call('PUT', '/me/password', { json: true, body: { password: 'x'.repeat(100) } });
    expect(agentless.status).toBe(401);
    expect((await t.mock.call('GET', '/agreements/user')).status).toBe(200);
  });
});
