import type { BrowserContext } from '@playwright/test';
import { creditCheckChar } from '../../src/contract/creditCode.ts';
import { ChatPage, JobsPage, PostingPage } from '../qa/fixtures.ts';
import { expect, test } from './fixtures.ts';
import { createCompanyPage, inviteToInterview, letReviewersAnswer, requestCertification, sendOffer, signUpNewEmployer } from './flows.ts';
import { DEMO, fill, text } from './helpers.ts';

/**
 * Issue 26's "done when": the README's whole path of an employer new to the platform, in two browsers, every
 * step in the UI but the reviewers' (the mock's clock is moved on for them). A recruiter signs up by SMS,
 * creates and certifies the company, posts; the demo seeker finds the post by keyword and applies; they chat
 * and the seeker reads who writes (the recruiter's name and title from /perfect); the interview's note reaches
 * the seeker; the offer is accepted; 入职 is marked and confirmed. Then the lists that include the new
 * company's post and application load, and no /user answer of the whole test was a 5xx (issue 26, item 1).
 */

const COMPANY = '杭州澄明视觉科技有限公司';
const FIRST17 = '91330106MA2K7H4W6';
const TITLE = '视觉平台运营专员';
const NOTE = '请携带作品集，到 9 层前台找孙悦';
const RECRUITER = { name: '孙悦', jobTitle: 'HR经理' };

test('a new employer signs up, certifies, posts and hires the demo seeker, who reads each step; no list answers 5xx', async ({ page, openAs, request }) => {
  test.slow(); // two browsers, a dozen steps
  const failures: string[] = [];
  const watch = (context: BrowserContext) =>
    context.on('response', (res) => {
      if (res.url().includes('/user/') && res.status() >= 500) failures.push(`${res.status()} ${res.request().method()} ${res.url()}`);
    });
  watch(page.context());

  // The recruiter: sign-up, the company page, certification, a post; the reviewers answer.
  await signUpNewEmployer(page, { company: COMPANY, ...RECRUITER });
  await expect(page).toHaveURL(/\/enterprisecenter$/);
  await createCompanyPage(page, { shortName: '澄明视觉' });
  await requestCertification(page, { legalName: COMPANY, creditCode: FIRST17 + creditCheckChar(FIRST17) });
  await letReviewersAnswer(request);
  await expect(page.getByTestId('cert-status')).toHaveText(text['dict.certificationStatus.verified']);
  const posting = new PostingPage(page);
  await posting.open();
  await posting.fill({ title: TITLE });
  await posting.submit();
  await expect(posting.drawer).toBeHidden();
  await letReviewersAnswer(request);

  // The seeker finds it by keyword, applies, and writes to the recruiter.
  const seeker = await openAs(DEMO.seeker);
  watch(seeker.context());
  await seeker.goto('/pc/jobpost');
  const keyword = seeker.getByRole('combobox', { name: text['job.list.keyword'] });
  await keyword.fill(TITLE);
  await keyword.press('Enter');
  const jobs = new JobsPage(seeker);
  await expect(jobs.results.filter({ hasText: TITLE })).toHaveCount(1);
  await jobs.results.filter({ hasText: TITLE }).getByRole('link', { name: TITLE }).first().click();
  await jobs.apply();
  await seeker.getByRole('button', { name: new RegExp(`${text['job.chat.start']}|${text['job.chat.continue']}`) }).click();
  await expect(seeker).toHaveURL(/\/communicate\?conversation=/);
  const conversation = new URL(seeker.url()).searchParams.get('conversation')!;

  // The recruiter answers; the seeker reads the recruiter's own name and title, not the company's.
  const recruiterChat = new ChatPage(page);
  const seekerChat = new ChatPage(seeker);
  await page.goto(`/pc/communicat?conversation=${conversation}`);
  await expect(recruiterChat.live).toHaveAttribute('data-mode', 'live');
  await expect(seekerChat.live).toHaveAttribute('data-mode', 'live');
  await recruiterChat.say('您好，简历已收到，方便这周面试吗？');
  const reply = seekerChat.message('方便这周面试吗');
  await expect(reply).toHaveCount(1);
  await expect(reply.getByTestId('chat-person')).toContainText(`${RECRUITER.name} · ${RECRUITER.jobTitle}`);
  // The thread is with that person, too: the header names the recruiter, not the company twice.
  await expect(seeker.locator('.chat-thread-head').getByTestId('chat-person')).toContainText(`${RECRUITER.name} · ${RECRUITER.jobTitle}`);

  // An interview in the next quarter hour, with a note for the candidate, who reads it on /percenter.
  await page.goto('/pc/position?tab=applicants');
  const row = page.locator('[data-applicant-id]', { hasText: '李先生' });
  await row.getByRole('button', { name: text['hiring.action.shortlisted'] }).click();
  await expect(row).toHaveAttribute('data-status', 'shortlisted');
  const applicationId = (await row.getAttribute('data-applicant-id'))!;
  const at = new Date(Math.ceil((Date.now() + 2 * 60_000) / (15 * 60_000)) * 15 * 60_000);
  await inviteToInterview(page, row, { at, notes: NOTE });
  await expect(row).toHaveAttribute('data-status', 'interviewing');
  await seeker.goto('/pc/percenter?tab=applications');
  const mine = seeker.locator(`[data-application-id="${applicationId}"]`);
  await expect(mine.getByTestId('interview-notes')).toHaveText(NOTE);
  await mine.getByRole('button', { name: text['center.app.answer.accepted'] }).click();
  await expect(seeker.getByText(text['center.app.answered.accepted'])).toBeVisible();

  // Held on /interview (checked in, passed), then the offer with its terms.
  await page.goto('/pc/interview');
  const interview = page.locator('[data-interview-id]', { hasText: '李先生' });
  await interview.getByRole('button', { name: text['hiring.interview.checkin'] }).click();
  await interview.getByRole('button', { name: text['hiring.interview.feedback'] }).click();
  const feedback = page.getByRole('dialog', { name: text['hiring.interview.feedbackTitle'] });
  await feedback.getByText(text['dict.interviewResult.pass'], { exact: true }).click();
  await feedback.getByRole('radio', { name: fill(text['hiring.interview.scoreStar'], { score: 4 }) }).click();
  await feedback.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(feedback).toHaveCount(0);
  await sendOffer(page, interview, { name: '李先生', pay: 18000 });

  // The seeker accepts; the company marks 入职; the seeker confirms.
  await seeker.reload();
  await mine
    .getByRole('group', { name: fill(text['offer.answerFor'], { title: TITLE }) })
    .getByRole('button', { name: text['offer.accept'] })
    .click();
  await expect(mine.getByTestId('offer-stage')).toHaveText(text['offer.seeker.accepted']);
  await page.goto('/pc/position?tab=applicants&status=offered');
  await row.getByRole('button', { name: text['hiring.action.hired'] }).click();
  await expect(row.getByTestId('offer-stage')).toHaveText(text['offer.recruiter.hireMarked']);
  await seeker.reload();
  await mine.getByRole('button', { name: text['offer.hire.confirm'] }).click();
  await expect(seeker.getByText(text['offer.hire.confirmed'])).toBeVisible();
  await expect(mine).toHaveAttribute('data-application-status', 'hired');

  // Every list that includes the new company's post or the application loads.
  for (const path of ['/jobpost?sort=newest', '/', '/recommend', '/percenter']) {
    await seeker.goto(`/pc${path}`);
    await expect(seeker.locator('h1').first()).toBeVisible();
    await seeker.waitForLoadState('networkidle');
    await expect(seeker.getByText(text['shared.detail.failed'])).toHaveCount(0);
  }
  expect(failures, failures.join('\n')).toEqual([]);
});
