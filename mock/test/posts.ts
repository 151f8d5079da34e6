import type { OwnJob } from '../../src/contract/applicants.ts';
import type { PostingValues } from '../../src/contract/posting.ts';
import { REVIEW_MS } from '../../src/contract/postingValues.ts';
import type { startRecruitingMock } from './recruiting.ts';
import { data } from './recruiting.ts';

/**
 * The job post the recruiting tests send for the demo company (王芳's 杭州滨江 company): one complete, lawful post,
 * so that a test states only what it changes (`growthPost({ title })`). The mock tests and the e2e specs (through
 * their `api` fixture) send the same body.
 */

type Mock = Awaited<ReturnType<typeof startRecruitingMock>>;

/** A complete, lawful 增长运营 post in 杭州滨江; `over` replaces whole fields. */
export const growthPost = (over: Partial<PostingValues> = {}): PostingValues => ({
  title: '增长运营专员',
  category: 'operations',
  jobType: 'fulltime',
  experience: '1-3',
  education: 'bachelor',
  salary: { min: 9000, max: 14000, unit: 'month', months: 13 },
  headcount: 2,
  district: 'hangzhou-binjiang',
  address: '世纪大道205号长河商务中心20层',
  tags: ['用户增长', '数据分析'],
  duties: ['负责 SaaS 产品的线上获客与转化', '策划并复盘增长实验'],
  requirements: ['本科及以上学历，1-3年互联网运营经验', '熟练使用 Excel 与 SQL 做数据分析'],
  benefits: ['insurance', 'bonus'],
  restSchedule: 'weekends',
  workHours: '09:30-18:30',
  publisherType: 'direct',
  interview: { formats: ['onsite'], rounds: '1-2', notes: [] },
  validDays: 30,
  ...over,
});

/**
 * Sends a post as the recruiter and lets the reviewer answer (the test clock moves REVIEW_MS on): the post as it
 * was created (`pending`); a refused post throws, so a test never goes on with an id that is not there.
 */
export async function postApproved(t: Mock, token: string, values: PostingValues = growthPost()): Promise<OwnJob> {
  const sent = await t.mock.call('POST', '/enterprise/jobs', { token, body: values, json: true });
  if (sent.status !== 200) throw new Error(`post refused: ${sent.status} ${JSON.stringify(sent.body)}`);
  t.clock.now += REVIEW_MS;
  return data<OwnJob>(sent);
}
