// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OwnJob } from '../../src/contract/applicants.ts';
import type { PostingValues } from '../../src/contract/posting.ts';
import { REVIEW_MS } from '../../src/contract/postingValues.ts';
import { data, startRecruitingMock } from '../test/recruiting.ts';

/**
 * Issue 26, item 8: a hostile (or careless) employer writing around the job-post wording rules. Each phrasing the
 * portals refuse is sent straight to the API, the way a client that skips the form would, and must come back as a
 * 422 on the field that holds it, with the reason; the lawful neighbours of each phrasing still pass.
 */

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

/** A complete, lawful post for the demo company (杭州滨江). */
const post = (over: Partial<PostingValues> = {}): PostingValues => ({
  title: '门店销售顾问',
  category: 'sales',
  jobType: 'fulltime',
  experience: 'any',
  education: 'any',
  salary: { min: 5000, max: 8000, unit: 'month', months: 12 },
  headcount: 3,
  district: 'hangzhou-binjiang',
  address: '江南大道588号恒鑫大厦1楼',
  tags: ['门店销售', '客户接待'],
  duties: ['接待进店顾客，介绍产品并促成成交', '维护老客户关系，做好回访'],
  requirements: ['有零售或门店销售经验者优先', '普通话流利，沟通表达清楚'],
  benefits: ['insurance'],
  restSchedule: 'shifts',
  workHours: '10:00-19:00',
  publisherType: 'direct',
  interview: { formats: ['onsite'], rounds: '1-2', notes: [] },
  validDays: 30,
  ...over,
});

type Errors = { errorCode?: string; errors?: Array<{ field: string; message: string }> };
const send = (token: string, body: PostingValues) => t.mock.call('POST', '/enterprise/jobs', { token, body, json: true });
const reasons = (res: { body: Errors }) => Object.fromEntries((res.body.errors ?? []).map((e) => [e.field, e.message]));

/** Sends the post and expects exactly a 422 whose reason on `field` contains each of `words`. */
async function refused(token: string, body: PostingValues, field: string, ...words: string[]) {
  const res = await send(token, body);
  expect(res.status, `${field}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(422);
  const reason = reasons(res)[field];
  expect(reason, `${field} in ${JSON.stringify(reasons(res))}`).toBeDefined();
  for (const w of words) expect(reason).toContain(w);
}

describe('job-post wording a hostile client tries', () => {
  it('age euphemisms: 95后/90后优先, 00后, 大龄勿扰, 年轻人优先', async () => {
    const token = await t.enterprise();
    await refused(token, post({ requirements: ['95后优先', '沟通能力强'] }), 'requirements.0', '年龄', '95后');
    await refused(token, post({ requirements: ['有经验', '团队氛围好，限90后'] }), 'requirements.1', '年龄', '90后');
    await refused(token, post({ duties: ['加入 00后 为主的年轻团队'] }), 'duties.0', '年龄');
    await refused(token, post({ requirements: ['大龄勿扰'] }), 'requirements.0', '年龄');
    await refused(token, post({ requirements: ['年轻人优先，有活力'] }), 'requirements.0', '年龄');
    await refused(token, post({ tags: ['90后团队'] }), 'tags.0', '年龄');
  });

  it('gendered titles and texts: 女销售, 男保安, 宝妈, 美女前台', async () => {
    const token = await t.enterprise();
    await refused(token, post({ title: '女销售' }), 'title', '性别', '女销售');
    await refused(token, post({ title: '男保安', category: 'service' }), 'title', '性别');
    await refused(token, post({ title: '宝妈兼职客服' }), 'title', '性别', '宝妈');
    await refused(token, post({ title: '美女前台' }), 'title', '性别');
    await refused(token, post({ requirements: ['招女服务员2名'] }), 'requirements.0', '性别');
    await refused(token, post({ duties: ['适合宝妈，时间自由'] }), 'duties.0', '性别');
  });

  it('急招 and its variants in the title (a paid 急聘 bypassed)', async () => {
    const token = await t.enterprise();
    for (const title of ['急招销售顾问', '销售顾问（急聘）', '急需门店店员', '紧急招聘导购']) {
      await refused(token, post({ title }), 'title', '急聘');
    }
  });

  it('income claims: 月入过万, 轻松过万, 年入百万, 日赚500, 收入上不封顶', async () => {
    const token = await t.enterprise();
    await refused(token, post({ title: '销售顾问月入过万' }), 'title', '收入');
    await refused(token, post({ duties: ['底薪加提成，轻松过万'] }), 'duties.0', '收入');
    await refused(token, post({ requirements: ['肯吃苦，年入百万不是梦'] }), 'requirements.0', '收入');
    await refused(token, post({ duties: ['日赚500，当天结算'] }), 'duties.0', '收入');
    await refused(token, post({ duties: ['提成高，收入上不封顶'] }), 'duties.0', '收入');
    await refused(token, post({ duties: ['月收入2万以上'] }), 'duties.0', '收入');
  });

  it('contact details in the text: mobile, landline, WeChat, QQ, e-mail, at submission and on the field', async () => {
    const token = await t.enterprise();
    await refused(token, post({ requirements: ['有意者请致电13912345678'] }), 'requirements.0', '联系方式');
    await refused(token, post({ requirements: ['电话 139-1234-5678'] }), 'requirements.0', '联系方式');
    await refused(token, post({ duties: ['咨询电话0571-88886666'] }), 'duties.0', '联系方式');
    await refused(token, post({ requirements: ['简历请加微信 hr_jucai2026'] }), 'requirements.0', '联系方式');
    await refused(token, post({ requirements: ['vx：jucaihr88'] }), 'requirements.0', '联系方式');
    await refused(token, post({ requirements: ['加V详聊'] }), 'requirements.0', '联系方式');
    await refused(token, post({ requirements: ['QQ 123456789 投简历'] }), 'requirements.0', '联系方式');
    await refused(token, post({ requirements: ['简历发送至 hr@jucai-demo.com'] }), 'requirements.0', '联系方式');
    await refused(token, post({ tags: ['vx:abc12345'] }), 'tags.0', '联系方式');
    await refused(token, post({ title: '销售13912345678' }), 'title', '联系方式');
  });

  it('full-time pay below the city’s minimum wage, per month, per day and per hour', async () => {
    const token = await t.enterprise();
    // 杭州 (浙江一档): 2,490 元/月 in 2025. 1,000–2,000 passed before.
    await refused(token, post({ salary: { min: 1500, max: 2000, unit: 'month', months: 12 } }), 'salary.min', '杭州', '最低工资', '2490');
    await refused(token, post({ salary: { min: 2400, max: 3000, unit: 'month', months: 12 } }), 'salary.min', '最低工资');
    // 上海 is higher than 杭州: 2,600 passes in 杭州 and not in 上海.
    expect((await send(token, post({ salary: { min: 2600, max: 3500, unit: 'month', months: 12 } }))).status).toBe(200);
    await refused(
      token,
      post({ title: '门店导购', district: 'shanghai-pudong', address: '浦东新区张杨路500号', salary: { min: 2600, max: 3500, unit: 'month', months: 12 } }),
      'salary.min',
      '上海',
      '2740',
    );
    // Paid by the day or the hour, a full-time post is held to the same month (21.75 days of 8 hours).
    await refused(token, post({ salary: { min: 60, max: 100, unit: 'day', months: 12 } }), 'salary.min', '最低工资');
    await refused(token, post({ salary: { min: 10, max: 15, unit: 'hour', months: 12 } }), 'salary.min', '最低工资');
    // Internships are not employment and part-time work has its own hourly floor: neither is held to the monthly one.
    expect((await send(token, post({ title: '门店销售实习生', jobType: 'internship', salary: { min: 80, max: 120, unit: 'day', months: 12 } }))).status).toBe(
      200,
    );
  });

  it('an edit is held to the same rules as a new post', async () => {
    const token = await t.enterprise();
    const created = data<OwnJob>(await send(token, post()));
    const res = await t.mock.call('PUT', `/enterprise/jobs/${created.id}`, { token, body: post({ title: '急招门店销售顾问' }), json: true });
    expect(res.status).toBe(422);
    expect(reasons(res).title).toContain('急聘');
  });

  it('lawful neighbours pass and are approved: 男女不限, 女装销售, 微信小程序, 过万粉丝, 3年后, 400 元提成', async () => {
    const token = await t.enterprise();
    const res = await send(
      token,
      post({
        title: '女装销售顾问',
        tags: ['微信小程序', '门店销售'],
        duties: ['负责女装门店的销售与陈列', '运营门店微信社群和小程序商城', '每单另有 400 元提成'],
        requirements: ['男女不限，年龄不限', '有抖音账号粉丝过万者优先', '入职满3年后可申请内部转岗'],
      }),
    );
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    t.clock.now += REVIEW_MS;
    const mine = data<OwnJob[]>(await t.mock.call('GET', '/enterprise/jobs', { token })).find((j) => j.id === data<OwnJob>(res).id)!;
    expect(mine.status).toBe('open');
  });
});
