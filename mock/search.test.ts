// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobAlert } from '../src/contract/alert.ts';
import type { CompanyCard } from '../src/contract/company.ts';
import type { GovAnnouncementSummary } from '../src/contract/gov.ts';
import type { JobCard, SearchSuggestion } from '../src/contract/job.ts';
import type { HomeData } from '../src/contract/recommend.ts';
import { data, startRecruitingMock, type Page } from './test/recruiting.ts';

/** Keyword search (whole Latin words, segmented Chinese, relevance order), suggestions, duplicate alerts, home counts. */

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());

const get = async <T>(path: string, token?: string) => data<T>(await t.mock.call('GET', path, { token }));
const search = (qs: string, token?: string) => get<Page<JobCard>>(`/jobs?${qs}`, token);
const wholeWord = (word: string) => new RegExp(`(^|[^a-z0-9])${word}($|[^a-z0-9+#])`, 'i');
const jobText = (job: JobCard) => `${job.title} ${job.tags.join(' ')} ${job.company.name} ${job.company.shortName}`;

describe('keyword search', () => {
  it('"Java" finds Java jobs and not JavaScript ones; case and full-width letters do not matter', async () => {
    const java = await search('keyword=Java&pageSize=50');
    expect(java.total).toBeGreaterThan(50);
    for (const job of java.list) expect(jobText(job)).toMatch(wholeWord('java'));
    // Every job of the whole result: none is there only because of "JavaScript".
    const all = t
      .db()
      .recruiting.jobs.filter(
        (j) =>
          /javascript/i.test(`${j.title} ${j.tags.join(' ')}`) &&
          !wholeWord('java').test(`${j.title} ${j.tags.join(' ')} ${j.duties.join(' ')} ${j.requirements.join(' ')}`),
      );
    expect(all.length).toBeGreaterThan(0);
    const ids = new Set<string>();
    for (let current = 1; current <= Math.ceil(java.total / 50); current++)
      for (const job of (await search(`keyword=Java&pageSize=50&current=${current}`)).list) ids.add(job.id);
    expect(ids.size).toBe(java.total);
    for (const job of all) expect(ids.has(job.id)).toBe(false);

    expect((await search('keyword=java')).total).toBe(java.total);
    expect((await search('keyword=%EF%BC%AA%EF%BD%81%EF%BD%96%EF%BD%81')).total).toBe(java.total); // Ｊａｖａ
    const js = await search('keyword=JavaScript&pageSize=50');
    expect(js.total).toBeGreaterThan(0);
    for (const job of js.list) expect(jobText(job).toLowerCase()).not.toMatch(/java(?!script)/);
  });

  it('a Latin word inside Chinese text is still a word: "java" matches "Java开发工程师"', async () => {
    const titled = t.db().recruiting.jobs.find((j) => /^Java[\u4e00-\u9fff]/.test(j.title) && t.isOpen(j) && !j.veteransOnly)!;
    expect(titled).toBeTruthy();
    const page = await search(`keyword=java&city=${titled.city}&pageSize=50`);
    expect(page.list.some((j) => /^Java[\u4e00-\u9fff]/.test(j.title))).toBe(true);
  });

  it('segments Chinese: every word of the query must appear, not the query as one string', async () => {
    // "前端工程师" is not a substring of "前端开发工程师", but both its words are in it.
    const titles = t
      .db()
      .recruiting.jobs.filter(
        (j) => t.isOpen(j) && !j.veteransOnly && j.title.includes('前端') && j.title.includes('工程师') && !j.title.includes('前端工程师'),
      );
    expect(titles.length).toBeGreaterThan(0);
    const page = await search(`keyword=${encodeURIComponent('前端工程师')}&pageSize=50`);
    const ids = new Set<string>();
    for (let current = 1; current <= Math.ceil(page.total / 50); current++)
      for (const job of (await search(`keyword=${encodeURIComponent('前端工程师')}&pageSize=50&current=${current}`)).list) ids.add(job.id);
    for (const job of titles) expect(ids.has(job.id)).toBe(true);
    // A word that is in no job finds nothing, even next to a common one.
    expect((await search(`keyword=${encodeURIComponent('前端 量子纠缠')}`)).total).toBe(0);
  });

  it('ranks title matches above tag matches above description matches, then the freshest first', async () => {
    // Python is in some titles (数据分析师（Python）…), in more jobs' skill tags, and in other jobs' requirements only.
    const page = await search('keyword=Python&pageSize=50');
    const rank = (job: JobCard) => (wholeWord('python').test(job.title) ? 3 : wholeWord('python').test(`${job.tags.join(' ')} ${job.company.name}`) ? 2 : 1);
    const all: JobCard[] = [];
    for (let current = 1; current <= Math.ceil(page.total / 50); current++) all.push(...(await search(`keyword=Python&pageSize=50&current=${current}`)).list);
    expect(all).toHaveLength(page.total);
    const ranks = all.map(rank);
    expect(new Set(ranks)).toEqual(new Set([1, 2, 3]));
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
    // Within the title matches, fresher first.
    const titled = all.filter((j) => rank(j) === 3).map((j) => Date.parse(j.refreshedAt));
    expect([...titled].sort((a, b) => b - a)).toEqual(titled);
    // 最新 ignores relevance.
    const newest = (await search('keyword=Python&pageSize=50&sort=newest')).list.map((j) => Date.parse(j.refreshedAt));
    expect([...newest].sort((a, b) => b - a)).toEqual(newest);
  });

  it('company search uses the same word rules', async () => {
    const page = await get<Page<CompanyCard>>(`/companies?keyword=${encodeURIComponent('聚才')}`);
    expect(page.total).toBeGreaterThan(0);
    for (const c of page.list) expect(`${c.name}${c.shortName}`).toContain('聚才');
  });
});

describe('GET /search/suggest', () => {
  it('suggests job titles that hold the words, then employers, each finding what it says', async () => {
    const list = await get<SearchSuggestion[]>(`/search/suggest?q=${encodeURIComponent('java')}`);
    const titles = list.filter((s) => s.kind === 'title');
    expect(titles.length).toBeGreaterThan(1);
    for (const s of titles) {
      expect(s.text).toMatch(wholeWord('java'));
      expect(s.count).toBeGreaterThan(0);
    }
    // Titles starting with what was typed come first.
    expect(titles[0].text.toLowerCase().startsWith('java')).toBe(true);
    expect(titles.some((s) => /javascript/i.test(s.text) && !wholeWord('java').test(s.text))).toBe(false);
    const first = await search(`keyword=${encodeURIComponent(titles[0].text)}`);
    expect(first.total).toBeGreaterThanOrEqual(titles[0].count);
  });

  it('offers employers for the company search, and nothing for an empty or unknown query', async () => {
    const list = await get<SearchSuggestion[]>(`/search/suggest?q=${encodeURIComponent('聚才')}&scope=company`);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((s) => s.kind === 'company' && s.companyId)).toBe(true);
    const found = await get<Page<CompanyCard>>(`/companies?keyword=${encodeURIComponent(list[0].text)}`);
    expect(found.list.map((c) => c.id)).toContain(list[0].companyId);
    expect(await get<SearchSuggestion[]>('/search/suggest?q=')).toEqual([]);
    expect(await get<SearchSuggestion[]>(`/search/suggest?q=${encodeURIComponent('量子纠缠')}`)).toEqual([]);
    const bad = await t.mock.call('GET', '/search/suggest?q=a&scope=people');
    expect(bad.status).toBe(422);
  });
});

describe('job alerts', () => {
  it('refuses to subscribe the same search twice, whatever the order of its parameters', async () => {
    const token = await t.seeker();
    const first = await t.mock.call('POST', '/me/alerts', { token, body: { name: '大连媒体', query: 'city=dalian&category=media,tech' } });
    expect(first.status).toBe(200);
    const again = await t.mock.call('POST', '/me/alerts', {
      token,
      body: { name: '再来一次', query: '?category=tech&category=media&city=dalian&sort=newest&current=2' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, errorCode: 'DUPLICATE_ALERT' });
    expect(String((again.body as { errorMessage: string }).errorMessage)).toContain('大连媒体');
    // Another search is fine.
    const other = await t.mock.call('POST', '/me/alerts', { token, body: { name: '大连技术', query: 'city=dalian&category=tech' } });
    expect(other.status).toBe(200);
    for (const alert of [first, other]) await t.mock.call('DELETE', `/me/alerts/${(alert.body as { data: JobAlert }).data.id}`, { token });
  });
});

describe('home counts', () => {
  it('are the totals of the lists they lead to, for visitors and for a seeker', async () => {
    for (const token of [undefined, await t.seeker()]) {
      const home = await get<HomeData>('/home', token);
      expect(home.totals.jobs).toBe((await search('pageSize=1', token)).total);
      expect(home.totals.companies).toBe((await get<Page<CompanyCard>>('/companies?pageSize=1', token)).total);
      expect(home.zones.graduate).toBe((await get<Page<JobCard>>('/campus/jobs?pageSize=1', token)).total);
      expect(home.zones.internship).toBe((await get<Page<JobCard>>('/campus/jobs?tab=internship&pageSize=1', token)).total);
      expect(home.zones.veterans).toBe((await get<Page<JobCard>>('/veterans/jobs?pageSize=1', token)).total);
      expect(home.zones.govwork).toBe((await get<Page<GovAnnouncementSummary>>('/gov/announcements?pageSize=1', token)).total);
    }
  });

  it('offers employers, not job keywords, as the company search’s hot searches, and each finds its employer', async () => {
    for (const city of ['', 'hangzhou']) {
      const home = await get<HomeData>(`/home${city ? `?city=${city}` : ''}`);
      expect(home.hotCompanySearches.length).toBeGreaterThan(3);
      for (const word of home.hotCompanySearches) {
        expect(home.hotSearches).not.toContain(word);
        const found = await get<Page<CompanyCard>>(`/companies?keyword=${encodeURIComponent(word)}${city ? `&city=${city}` : ''}`);
        expect(found.total).toBeGreaterThan(0);
      }
    }
  });
});
