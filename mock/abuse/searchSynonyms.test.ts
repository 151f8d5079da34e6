// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobCard } from '../../src/contract/job.ts';
import { data, startRecruitingMock, type Page } from '../test/recruiting.ts';

/**
 * Issue 26, item 9 (the synonyms part): a seeker types what people say — PM, Web前端, 服务端 — and finds the posts
 * written the long way (产品经理, 前端开发工程师, 后端开发工程师), in both directions, without the short word
 * matching inside an unrelated word (a PM is not "npm" or "6PM").
 */

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());

const search = async (keyword: string, extra = '') =>
  data<Page<JobCard>>(await t.mock.call('GET', `/jobs?keyword=${encodeURIComponent(keyword)}&pageSize=50${extra}`));

describe('search synonyms', () => {
  it('PM finds 产品经理 posts, as many as 产品经理 does', async () => {
    const long = await search('产品经理');
    expect(long.total).toBeGreaterThan(20);
    const short = await search('PM');
    expect(short.total).toBe(long.total);
    for (const job of short.list) expect(`${job.title} ${job.tags.join(' ')}`).toMatch(/产品经理|\bPM\b/i);
    // With a city it narrows the same way.
    expect((await search('pm', '&city=shanghai')).total).toBe((await search('产品经理', '&city=shanghai')).total);
  });

  it('前端 ↔ Web前端: either finds the other’s posts', async () => {
    const plain = await search('前端');
    expect(plain.total).toBeGreaterThan(20);
    expect((await search('Web前端')).total).toBe(plain.total);
    expect((await search('web 前端')).total).toBe(plain.total);
    expect((await search('H5')).total).toBeGreaterThanOrEqual(plain.total);
  });

  it('服务端 finds 后端 posts; 测试 and QA find each other', async () => {
    expect((await search('服务端')).total).toBe((await search('后端')).total);
    expect((await search('后端')).total).toBeGreaterThan(0);
    expect((await search('QA')).total).toBe((await search('测试')).total);
  });

  it('a synonym is a whole word: npm, 6PM or PMP do not count as PM', async () => {
    const pm = new Set((await search('PM')).list.map((j) => j.id));
    const npm = await search('npm');
    // npm is its own word (a tool in front-end tags): its hits are not the 产品经理 posts.
    for (const job of npm.list) expect(`${job.title}`).not.toMatch(/产品经理/);
    expect(npm.list.every((j) => !pm.has(j.id) || /npm/i.test(j.tags.join(' ')))).toBe(true);
  });
});
