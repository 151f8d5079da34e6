// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MOBILE_LIMIT, CONTACT_RATE_LIMIT, TICKET_LOOKUP_LIMIT, type ContentDoc, type TicketCreated } from '../../src/contract/content.ts';
import { data, startRecruitingMock } from '../test/recruiting.ts';

/**
 * Issue 28 (Content): a contact ticket is readable only by its author — a signed-in author in their account, a
 * visitor by the ticket number together with the mobile it was filed with. A hostile client tries other people's
 * numbers, guesses, floods the desk and inflates view counts.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

let n = 0;
const message = (mobile: string, extra: Record<string, string> = {}) => ({
  category: 'complaint',
  name: '周先生',
  mobile,
  content: `某职位面试时要求先交押金，请核实处理（第 ${++n} 条）。`,
  ...extra,
});
const file = async (mobile: string, token?: string) => data<TicketCreated>(await t.mock.call('POST', '/contact/tickets', { token, body: message(mobile) }));
const lookup = (ticketNo: string, mobile: string, token?: string) =>
  t.mock.call('GET', `/contact/tickets/lookup?ticketNo=${ticketNo}&mobile=${mobile}`, { token });

describe('ticket tenancy', () => {
  it('a visitor’s ticket is not readable with another mobile, and the refusal does not tell a wrong mobile from an unknown number', async () => {
    const { ticketNo } = await file('13912340001');
    const wrongMobile = await lookup(ticketNo, '13912340002');
    const unknown = await lookup(ticketNo.replace(/\d{4}$/, '9999'), '13912340001');
    expect(wrongMobile.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrongMobile.body.errorMessage).toBe(unknown.body.errorMessage);
    expect(JSON.stringify(wrongMobile.body)).not.toContain('13912340001');
  });

  it('a signed-in author’s ticket is not readable by number + mobile, nor by another account', async () => {
    const seeker = await t.seeker();
    const { ticketNo } = await file('13800000001', seeker);
    expect((await lookup(ticketNo, '13800000001')).status).toBe(404);
    const other = await t.enterprise();
    expect((await t.mock.call('GET', `/me/contact/tickets/${ticketNo}`, { token: other })).status).toBe(404);
    const list = data<{ list: unknown[] }>(await t.mock.call('GET', '/me/contact/tickets', { token: other }));
    expect(list.list).toEqual([]);
    // Signed out, the account's list is not there at all.
    expect((await t.mock.call('GET', '/me/contact/tickets')).status).toBe(401);
  });

  it('a visitor’s ticket does not appear in any account, even one with the same mobile', async () => {
    const { ticketNo } = await file('13800000001');
    const seeker = await t.seeker();
    expect((await t.mock.call('GET', `/me/contact/tickets/${ticketNo}`, { token: seeker })).status).toBe(404);
    expect(data<{ list: unknown[] }>(await t.mock.call('GET', '/me/contact/tickets', { token: seeker })).list).toEqual([]);
  });

  it('guessing numbers or mobiles stops after a few misses (429 with retryAfter); the owner’s own look-ups are not counted', async () => {
    const { ticketNo } = await file('13912340003');
    for (let i = 0; i < 3; i++) expect((await lookup(ticketNo, '13912340003')).status).toBe(200);
    for (let i = 0; i < TICKET_LOOKUP_LIMIT.max; i++) expect((await lookup(ticketNo, `1391234${String(1000 + i)}`)).status).toBe(404);
    const blocked = await lookup(ticketNo, '13912349999');
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorCode).toBe('TICKET_LOOKUP_RATE_LIMITED');
    expect((blocked.body as { retryAfter?: number }).retryAfter).toBeGreaterThan(0);
    t.clock.now += TICKET_LOOKUP_LIMIT.windowS * 1000;
    expect((await lookup(ticketNo, '13912340003')).status).toBe(200);
  });

  it('malformed look-ups are 422 with the field, never 500', async () => {
    for (const q of ['ticketNo=LY1&mobile=13912340003', 'ticketNo=LY202611220001&mobile=abc', 'ticketNo=%00&mobile=', '']) {
      const res = await t.mock.call('GET', `/contact/tickets/lookup?${q}`);
      expect(res.status, q).toBe(422);
    }
  });
});

describe('flooding the desk', () => {
  it('one client may send a few messages in ten minutes, then 429 CONTACT_RATE_LIMITED; refusals cost no slot', async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) await file(`1391235${String(1000 + i)}`);
    const invalid = await t.mock.call('POST', '/contact/tickets', { body: message('bad') });
    expect(invalid.status).toBe(422);
    const res = await t.mock.call('POST', '/contact/tickets', { body: message('13912359999') });
    expect(res.status).toBe(429);
    expect(res.body.errorCode).toBe('CONTACT_RATE_LIMITED');
    expect(res.headers.get('retry-after')).toBeTruthy();
    t.clock.now += CONTACT_RATE_LIMIT.windowS * 1000;
    expect((await t.mock.call('POST', '/contact/tickets', { body: message('13912359999') })).status).toBe(200);
  });

  it('one mobile number gets at most a few tickets an hour, whoever sends them', async () => {
    const seeker = await t.seeker();
    for (let i = 0; i < CONTACT_MOBILE_LIMIT.max; i++) await file('13912360000', i % 2 ? seeker : undefined);
    const res = await t.mock.call('POST', '/contact/tickets', { token: seeker, body: message('13912360000') });
    expect(res.status).toBe(429);
  });

  it('the same message twice within minutes is one ticket (409 naming it)', async () => {
    const body = message('13912370000');
    const first = data<TicketCreated>(await t.mock.call('POST', '/contact/tickets', { body }));
    const again = await t.mock.call('POST', '/contact/tickets', { body });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('DUPLICATE_TICKET');
    expect(again.body.errorMessage).toContain(first.ticketNo);
  });

  it('invisible characters in the text are refused, not stored', async () => {
    const res = await t.mock.call('POST', '/contact/tickets', { body: message('13912380000', { name: '周\u202E先生' }) });
    expect(res.status).toBe(422);
    expect(res.body.errors!.map((e) => e.field)).toEqual(['name']);
    const long = await t.mock.call('POST', '/contact/tickets', { body: message('13912380000', { content: '长'.repeat(1001) }) });
    expect(long.status).toBe(422);
  });
});

describe('view counts', () => {
  it('reloading an article a hundred times counts one view', async () => {
    const first = data<ContentDoc>(await t.mock.call('GET', '/content/docs/a301'));
    for (let i = 0; i < 100; i++) await t.mock.call('GET', '/content/docs/a301');
    expect(data<ContentDoc>(await t.mock.call('GET', '/content/docs/a301')).views).toBe(first.views);
  });

  it('list queries out of range are 422, not 500', async () => {
    for (const q of ['category=hack', 'current=0', 'pageSize=500', `keyword=${'x'.repeat(41)}`]) {
      expect((await t.mock.call('GET', `/content/articles?${q}`)).status, q).toBe(422);
    }
  });
});
