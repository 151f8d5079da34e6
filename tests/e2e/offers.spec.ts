import type { ConversationSummary } from '../../src/contract/chat.ts';
import { scan } from './axe.ts';
import { expect as baseExpect, test } from './fixtures.ts';
import { sendOffer } from './flows.ts';
import { DEMO, fill, text } from './helpers.ts';

/**
 * Issue 26, item 7, in two browsers: 王芳 sends 李明 an offer with its terms from /position; he accepts it from
 * the chat's offer card; she marks 已入职 on the start date; he confirms it on /percenter; her row then says 已入职,
 * and each timeline speaks in its reader's words.
 */

/** Two browsers on a dev server: each page's first load can take its time on a busy machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** 李明's application to the demo company (ap-u1-3), through an interview held and passed: ready for an offer. */
async function heldInterview(api: Parameters<Parameters<typeof test>[2]>[0]['api']) {
  const token = (
    await api.data<{ token: string }>('POST', '/auth/login', { form: { type: 'password', mobile: DEMO.enterprise.mobile, password: DEMO.enterprise.password } })
  ).token;
  const { id } = await api.data<{ id: string }>('POST', '/enterprise/interviews', {
    token,
    json: { applicationId: 'ap-u1-3', at: new Date(Date.now() + 30 * 60_000).toISOString(), format: 'onsite', place: '公司前台', interviewers: ['周工'] },
  });
  await api.data('POST', `/enterprise/interviews/${id}/checkin`, { token });
  await api.data('POST', `/enterprise/interviews/${id}/feedback`, { token, json: { result: 'pass', score: 4 } });
  return token;
}

test('an offer with terms, accepted from the chat card; 入职 marked by the company and confirmed by the seeker', async ({ page, signIn, openAs, api }) => {
  test.slow(); // two browsers, six steps
  const seeker = await signIn(DEMO.seeker);
  const enterpriseToken = await heldInterview(api);
  const recruiter = await openAs(DEMO.enterprise);
  await recruiter.goto('/pc/position?tab=applicants&status=interviewing');
  const row = recruiter.locator('[data-applicant-id="ap-u1-3"]');
  // The offer is not one click: it asks for its terms.
  await sendOffer(recruiter, row, { name: '李先生', pay: 23000, beforeSend: async () => expect(await scan(recruiter)).toEqual([]) });
  await expect(row).toHaveAttribute('data-status', 'offered');
  await expect(row.getByTestId('offer-stage')).toHaveText(text['offer.recruiter.pending']);
  await expect(row.getByTestId('offer-terms')).toContainText('23,000');

  // 李明 answers from the offer card in the chat with the company.
  const theirs = new Set((await api.data<ConversationSummary[]>('GET', '/conversations', { token: enterpriseToken })).map((c) => c.id));
  const conversation = (await api.data<ConversationSummary[]>('GET', '/conversations', { token: seeker.token })).find((c) => theirs.has(c.id))!.id;
  await page.goto(`/pc/communicate?conversation=${conversation}`);
  const card = page.locator('[data-testid="chat-card"][data-card="offer"]').last();
  await expect(card.getByTestId('offer-stage')).toHaveText(text['offer.seeker.pending']);
  expect(await scan(page)).toEqual([]);
  await card.getByRole('button', { name: text['offer.accept'] }).click();
  await expect(card.getByTestId('offer-stage')).toHaveText(text['offer.seeker.accepted']);

  // 王芳 sees it, in her words, and marks 已入职 (the start date is today).
  await recruiter.goto('/pc/position?tab=applicants&status=offered');
  await expect(row.getByTestId('offer-stage')).toHaveText(text['offer.recruiter.accepted']);
  await row.getByRole('button', { name: text['hiring.action.hired'] }).click();
  await expect(row.getByTestId('offer-stage')).toHaveText(text['offer.recruiter.hireMarked']);
  await expect(row).toHaveAttribute('data-status', 'offered');

  // 李明 confirms on /percenter.
  await page.goto('/pc/percenter');
  const mine = page
    .locator('.record-item[data-application-status="offered"]', { has: page.getByTestId('offer-terms') })
    .filter({ has: page.getByText(text['offer.seeker.hireMarked']) });
  await mine.getByRole('button', { name: text['offer.hire.confirm'] }).click();
  await expect(page.getByText(text['offer.hire.confirmed'])).toBeVisible();
  // His only hire: the seed gives 李明 none (his resume's current job is the one he still holds).
  await expect(page.locator('.record-item[data-application-status="hired"]', { has: page.getByText(text['offer.seeker.hired']) })).toHaveCount(1);

  // Her row now says 已入职, and her timeline is in the company's words.
  await recruiter.goto('/pc/position?tab=applicants&status=hired');
  const hired = recruiter.locator('[data-applicant-id="ap-u1-3"]');
  await expect(hired).toHaveAttribute('data-status', 'hired');
  await expect(hired.locator('.ant-tag').first()).toHaveText(text['dict.applicationStatus.hired']);
  await hired.getByRole('button', { name: text['hiring.showTimeline'] }).click();
  const timeline = hired.getByRole('list', { name: fill(text['hiring.timelineOf'], { name: '李先生' }) });
  for (const id of [
    'offer.step.recruiter.offered',
    'offer.step.recruiter.offerAccepted',
    'offer.step.recruiter.hireMarked',
    'offer.step.recruiter.hired',
  ] as const)
    await expect(timeline).toContainText(text[id]);
  await expect(timeline).not.toContainText(text['center.app.step.offered']);
  expect(await scan(recruiter)).toEqual([]);
});

test("李明's seeded offer waits for his answer on /percenter with its terms and deadline", async ({ page, signIn }) => {
  await signIn(DEMO.seeker);
  await page.goto('/pc/percenter');
  const waiting = page.locator('.record-item[data-application-status="offered"]').first();
  await expect(waiting.locator('.ant-tag').first()).toHaveText(text['offer.tag.offered']);
  await expect(waiting.getByTestId('offer-stage')).toHaveText(text['offer.seeker.pending']);
  await expect(waiting.getByRole('button', { name: text['offer.accept'] })).toBeVisible();
  await waiting.getByRole('button', { name: text['offer.decline'] }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: text['offer.decline'] }).click();
  await expect(waiting.getByTestId('offer-stage')).toHaveText(text['offer.seeker.declined']);
  await expect(waiting.getByRole('button', { name: text['offer.accept'] })).toHaveCount(0);
});
