// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARTICLE_CATEGORIES, type ArticleCard, type ContentDoc, type Ticket, type TicketCreated } from '../src/contract/content.ts';
import { ALL_DOCS } from './db/content/index.ts';
import { data, startRecruitingMock, type Page } from './test/recruiting.ts';

/** /workplace and /richtext content, and /contactUs tickets, as the app uses them (the hostile side: abuse/content.test.ts). */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

const list = async (q: string) => data<Page<ArticleCard>>(await t.mock.call('GET', `/content/articles${q}`));

describe('articles', () => {
  it('holds at least 40 articles in every category, each with an English title and summary, a source and a past date', async () => {
    const all = ALL_DOCS.filter((d) => (d.kind ?? 'article') === 'article');
    expect(all.length).toBeGreaterThanOrEqual(40);
    for (const c of ARTICLE_CATEGORIES) expect(all.filter((d) => d.category === c).length, c).toBeGreaterThanOrEqual(5);
    for (const d of ALL_DOCS) {
      expect(d.titleEn, d.id).toMatch(/^[\x20-\x7E\u2018-\u201D¥–—]+$/);
      expect(d.summaryEn.length, d.id).toBeGreaterThan(30);
      expect(d.source.length, d.id).toBeGreaterThan(4);
      expect(Date.parse(d.publishedAt), d.id).toBeLessThan(Date.parse('2026-11-22'));
      expect(d.html, d.id).toMatch(/<h2/);
    }
    expect(new Set(ALL_DOCS.map((d) => d.id)).size).toBe(ALL_DOCS.length);
    const page = await list('');
    expect(page.total).toBe(all.length);
  });

  it('pages newest first and filters by category', async () => {
    const first = await list('?pageSize=9');
    const second = await list('?pageSize=9&current=2');
    expect(first.list).toHaveLength(9);
    expect(second.list[0].publishedAt <= first.list[8].publishedAt).toBe(true);
    expect(new Set([...first.list, ...second.list].map((a) => a.id)).size).toBe(18);
    const scam = await list('?category=scam&pageSize=50');
    expect(scam.total).toBeGreaterThanOrEqual(5);
    expect(scam.list.every((a) => a.category === 'scam')).toBe(true);
  });

  it('searches titles, summaries, tags and bodies, in Chinese or English, with several words', async () => {
    expect((await list(`?keyword=${encodeURIComponent('培训贷')}`)).list.map((a) => a.id)).toContain('a301');
    expect((await list(`?keyword=${encodeURIComponent('probation')}`)).list.map((a) => a.id)).toContain('a101');
    const both = await list(`?keyword=${encodeURIComponent('试用期 工资')}`);
    expect(both.list.map((a) => a.id)).toContain('a101');
    expect((await list(`?keyword=${encodeURIComponent('量子纠缠')}`)).total).toBe(0);
    // Notices and agreements are not articles: search never lists them.
    expect((await list(`?keyword=${encodeURIComponent('展位')}`)).list.map((a) => a.id)).not.toContain('n902');
  });

  it('counts a view once per reader in half an hour; the hot list follows the counts', async () => {
    const before = (await list('?pageSize=50')).list.find((a) => a.id === 'a705')!.views;
    const doc = data<ContentDoc>(await t.mock.call('GET', '/content/docs/a705'));
    expect(doc.views).toBe(before + 1);
    expect(data<ContentDoc>(await t.mock.call('GET', '/content/docs/a705')).views).toBe(before + 1);
    t.clock.now += 31 * 60_000;
    expect(data<ContentDoc>(await t.mock.call('GET', '/content/docs/a705')).views).toBe(before + 2);
    const token = await t.seeker();
    expect(data<ContentDoc>(await t.mock.call('GET', '/content/docs/a705', { token })).views).toBe(before + 3);

    const hot = data<ArticleCard[]>(await t.mock.call('GET', '/content/articles/hot'));
    expect(hot).toHaveLength(8);
    expect(hot.map((a) => a.views)).toEqual([...hot.map((a) => a.views)].sort((a, b) => b - a));
  });

  it('serves a document of any kind with its source, attachments of real size, and 404 for an unknown id', async () => {
    const report = data<ContentDoc>(await t.mock.call('GET', '/content/docs/a701'));
    expect(report.kind).toBe('article');
    expect(report.source).toContain('聚才平台');
    expect(report.attachments).toHaveLength(1);
    const file = await fetch(`${t.mock.base.replace(/\/user$/, '')}${report.attachments[0].url}`);
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBe(report.attachments[0].sizeBytes);
    expect(data<ContentDoc>(await t.mock.call('GET', '/content/docs/g901')).kind).toBe('agreement');
    for (const id of ['nope', 'a999', '..%2Fa101', '%3Cscript%3E']) {
      const res = await t.mock.call('GET', `/content/docs/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.errorCode).toBe('NOT_FOUND');
    }
  });
});

const message = {
  category: 'question',
  name: '林女士',
  mobile: '13912345678',
  email: 'lin@example.com',
  content: '想咨询一下试用期可以约定几个月，合同签的是两年。',
};

describe('contact tickets', () => {
  it('a visitor’s message becomes a numbered ticket, read back by number and mobile, whose status moves on', async () => {
    const created = data<TicketCreated>(await t.mock.call('POST', '/contact/tickets', { body: message }));
    expect(created.ticketNo).toMatch(/^LY\d{12}$/);
    expect(created).toMatchObject({ status: 'received', signedIn: false });
    const look = () => t.mock.call('GET', `/contact/tickets/lookup?ticketNo=${created.ticketNo.toLowerCase()}&mobile=${message.mobile}`);
    const ticket = data<Ticket>(await look());
    expect(ticket).toMatchObject({ ticketNo: created.ticketNo, status: 'received', mobile: '139****5678', reply: null });
    t.clock.now += 2 * 3600_000;
    expect(data<Ticket>(await look()).status).toBe('processing');
    t.clock.now += 24 * 3600_000;
    const replied = data<Ticket>(await look());
    expect(replied.status).toBe('replied');
    expect(replied.reply).toBeTruthy();
  });

  it('a signed-in author lists and opens their tickets in their account', async () => {
    const token = await t.seeker();
    const created = data<TicketCreated>(await t.mock.call('POST', '/contact/tickets', { token, body: message }));
    expect(created.signedIn).toBe(true);
    const mine = data<Page<Ticket>>(await t.mock.call('GET', '/me/contact/tickets', { token }));
    expect(mine.list.map((x) => x.ticketNo)).toEqual([created.ticketNo]);
    expect(data<Ticket>(await t.mock.call('GET', `/me/contact/tickets/${created.ticketNo}`, { token })).content).toBe(message.content);
  });

  it('refuses a message that is incomplete or malformed, field by field', async () => {
    const res = await t.mock.call('POST', '/contact/tickets', { body: { category: 'bogus', name: '', mobile: '1234', email: 'not-mail', content: '太短' } });
    expect(res.status).toBe(422);
    expect(res.body.errorCode).toBe('VALIDATION_FAILED');
    expect(res.body.errors!.map((e) => e.field).sort()).toEqual(['category', 'content', 'email', 'mobile', 'name']);
  });
});
