import type { OwnCompany } from '../../src/contract/companyProfile.ts';
import { creditCheckChar } from '../../src/contract/creditCode.ts';
import { REVIEW_MS } from '../../src/contract/postingValues.ts';
import { growthPost } from './posts.ts';
import type { startRecruitingMock } from './recruiting.ts';
import { data } from './recruiting.ts';

/**
 * The README's path of a recruiter new to the platform, through the API the way the app takes it: SMS sign-in,
 * enterprise on /perfect, the company page on /companyInformation, certification (the reviewer answers after
 * REVIEW_MS: the test clock is moved on). Each step is its own function so a test can stop at any of them
 * (a `pending-…` company, a page not yet certified, a certified one).
 */

type Mock = Awaited<ReturnType<typeof startRecruitingMock>>;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d605d40000000049454e44ae426082',
  'hex',
);

/** A valid credit code no seeded company holds (its 8th–16th characters come from `n`). */
export function freshCreditCode(n: number): string {
  const first17 = `91330106MA${String(n).padStart(7, '0')}`.slice(0, 17);
  return first17 + creditCheckChar(first17);
}

export const companyProfile = (over: Record<string, unknown> = {}) => ({
  shortName: '澄明光电',
  industry: 'electronics',
  size: '20-99',
  stage: 'angel',
  about: '澄明光电专注于工业视觉用光学镜头与光源模组，服务长三角的智能制造客户。',
  benefits: ['insurance'],
  workHours: '09:00-18:00',
  restSchedule: 'weekends',
  addresses: [{ district: 'hangzhou-binjiang', address: '江南大道3888号创新大厦9层' }],
  ...over,
});

/** Signed up by SMS and through /perfect as a recruiter of `companyName`: the company is `pending-…` until its page is made. */
export async function signUpEmployer(t: Mock, mobile: string, companyName: string, name = '孙悦') {
  const token = await t.mock.signInBySms(mobile);
  const res = await t.mock.call('POST', '/auth/perfect', {
    token,
    body: { role: 'enterprise', name, companyName, title: 'HR经理', email: 'hr@new-employer.example' },
  });
  if (res.status !== 200) throw new Error(`perfect failed: ${JSON.stringify(res.body)}`);
  return token;
}

/** The company page's first save, which creates the company. */
export async function createCompanyPage(t: Mock, token: string, over: Record<string, unknown> = {}) {
  const res = await t.mock.call('PUT', '/enterprise/company', { token, body: companyProfile(over), json: true });
  if (res.status !== 200) throw new Error(`company page failed: ${JSON.stringify(res.body)}`);
  return data<OwnCompany>(res);
}

export async function uploadLicence(t: Mock, token: string) {
  const res = await t.mock.call('POST', '/uploads', {
    token,
    body: { fileName: '营业执照.png', contentType: 'image/png', data: PNG.toString('base64') },
    json: true,
  });
  return data<{ path: string }>(res).path;
}

/** Sends the licence for review, without waiting for the answer. */
export async function requestCertification(t: Mock, token: string, legalName: string, creditCode: string) {
  return t.mock.call('POST', '/enterprise/company/certification', {
    token,
    body: { legalName, creditCode, licence: await uploadLicence(t, token) },
    json: true,
  });
}

/** Certifies the company and lets the reviewer answer; the company as its recruiter then reads it. */
export async function certify(t: Mock, token: string, legalName: string, creditCode: string) {
  const sent = await requestCertification(t, token, legalName, creditCode);
  if (sent.status !== 200) throw new Error(`certification failed: ${JSON.stringify(sent.body)}`);
  t.clock.now += REVIEW_MS;
  return data<OwnCompany>(await t.mock.call('GET', '/enterprise/company', { token }));
}

/**
 * A complete, lawful post: a 前端 role in 杭州 that 李明's first preference (前端, 杭州, 15–25k) matches (the growth
 * post's terms, with the role's own title, pay, place and text). `over` may hold anything, to send what a form never would.
 */
export const frontEndPost = (over: Record<string, unknown> = {}) => ({
  ...growthPost({
    title: '前端开发工程师',
    category: 'tech',
    experience: '3-5',
    salary: { min: 16000, max: 24000, unit: 'month', months: 13 },
    address: '江南大道3888号创新大厦9层',
    tags: ['React', 'TypeScript'],
    duties: ['负责工业视觉软件的 Web 端开发', '与算法团队协作交付可视化工具'],
    requirements: ['本科及以上学历，3-5年前端开发经验', '熟悉 React 与 TypeScript'],
    workHours: '09:00-18:00',
  }),
  ...over,
});
