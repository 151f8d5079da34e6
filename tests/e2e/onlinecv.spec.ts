import { expect, test } from './fixtures.ts';
import type { Locator } from '@playwright/test';
import { becomeSeeker, chooseOption, DEMO, fill, freshMobile, signInWithPassword, signInWithSms, text } from './helpers.ts';
import { injectAxe } from './axe.ts';

/** /onlinecv: the seeker's resume, module by module, with the score, drafts and the API's field reasons. */
const restoredHint = text['shared.draft.restored'].split('{time}')[0];
const savedHint = text['shared.draft.savedAt'].split('{time}')[0];
/** Types a month into a picker inside one entry, as a keyboard user can. */
async function fillMonthIn(scope: Locator, label: string, month: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(month);
  await input.press('Enter');
}
const moduleName = (module: 'strengths' | 'work') => text[`resume.module.${module}`];

test.describe('/onlinecv as the demo seeker', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(DEMO.seeker);
    await page.goto('/pc/onlinecv');
    await expect(page.getByRole('heading', { level: 1, name: text['resume.title'] })).toBeVisible();
  });

  test('shows the complete seeded resume with its score, and every module in its section', async ({ page }) => {
    const aside = page.getByRole('complementary', { name: text['resume.completeness.title'] });
    await expect(aside.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(aside).toContainText(text['resume.completeness.done']);
    const work = page.getByRole('region', { name: moduleName('work') });
    await expect(work.getByRole('listitem')).toHaveCount(2);
    await expect(work).toContainText('杭州峰达信息技术股份有限公司');
    await expect(work).toContainText(text['resume.present']);
    await expect(page.getByRole('region', { name: text['resume.module.links'] }).getByRole('link', { name: '个人技术博客' })).toHaveAttribute(
      'rel',
      /noopener/,
    );
  });

  test('a strengths edit survives a reload as a draft, then saves', async ({ page }) => {
    const section = page.getByRole('region', { name: moduleName('strengths') });
    await section.getByRole('button', { name: fill(text['resume.module.edit'], { module: moduleName('strengths') }) }).click();
    const box = section.getByLabel(text['resume.strengths.label']);
    const written = '十年前端经验，擅长性能优化与可访问性，带过 6 人团队，主导三次大型重构。';
    await box.fill(written);
    await page.reload();
    // Issue 26.18: the page opens the module with the kept draft and announces it (role=status), unasked.
    await expect(section.getByRole('status')).toContainText(restoredHint);
    await expect(box).toHaveValue(written);
    await section.getByRole('button', { name: text['common.save'] }).click();
    await expect(page.getByText(fill(text['resume.module.saved'], { module: moduleName('strengths') }))).toBeVisible();
    await expect(section.getByText(written)).toBeVisible();
    await expect(section).toBeFocused();
    // Saved means sent: reloading shows the saved text and no draft to restore.
    await page.reload();
    await expect(section.getByText(written)).toBeVisible();
  });

  test('the preview shows what an employer sees: the surname only, no phone or email', async ({ page }) => {
    await page.getByText(text['resume.mode.preview'], { exact: true }).click();
    const preview = page.getByRole('article', { name: text['resume.mode.preview'] });
    await expect(preview.getByText('李先生')).toBeVisible();
    await expect(preview).toContainText(text['resume.preview.contactHidden']);
    await expect(preview).not.toContainText('13800000001');
    await expect(preview).not.toContainText('李明');
    await expect(preview.getByRole('button')).toHaveCount(0);
  });

  test('a finished job that ends before it began is refused by the API on that field, and nothing is saved', async ({ page }) => {
    const section = page.getByRole('region', { name: moduleName('work') });
    await section.getByRole('button', { name: fill(text['resume.module.edit'], { module: moduleName('work') }) }).click();
    const second = section.getByRole('group', { name: fill(text['resume.entry'], { module: moduleName('work'), n: 2 }) });
    await second.getByLabel(text['resume.work.end']).fill('2017-01');
    await second.getByLabel(text['resume.work.end']).press('Enter');
    await section.getByRole('button', { name: text['common.save'] }).click();
    await expect(second.getByText('离职时间不能早于开始时间')).toBeVisible();
    // Cancelling with changes asks first; discarding puts the saved entries back.
    await section.getByRole('button', { name: text['common.cancel'] }).click();
    await page.getByRole('button', { name: text['resume.discard.ok'] }).click();
    await expect(section).toContainText('2018.07 – 2021.05');
  });
});

test('the work editor passes an axe scan while open', async ({ page, signIn }) => {
  await signIn(DEMO.seeker);
  await page.goto('/pc/onlinecv');
  const section = page.getByRole('region', { name: moduleName('work') });
  await section.getByRole('button', { name: fill(text['resume.module.edit'], { module: moduleName('work') }) }).click();
  await expect(section.getByRole('group', { name: fill(text['resume.entry'], { module: moduleName('work'), n: 1 }) })).toBeVisible();
  await injectAxe(page);
  const serious = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Element, opts: object) => Promise<{ violations: Array<{ id: string; impact: string }> }> } }).axe;
    const result = await axe.run(document.querySelector('#resume-work')!, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
  expect(serious).toEqual([]);
});

test('a new seeker builds the resume module by module, and the score follows', async ({ page }) => {
  test.slow();
  await signInWithSms(page, freshMobile(), '/pc/login?redirect=%2Fonlinecv');
  await becomeSeeker(page, '周婷');
  await expect(page).toHaveURL(/\/pc\/onlinecv$/);
  const score = page.getByRole('complementary', { name: text['resume.completeness.title'] }).getByRole('progressbar');
  // /perfect's basics are already the resume's (issue 26.18): a fresh graduate is not asked for work (20).
  await expect(score).toHaveAttribute('aria-valuenow', '20');

  // Basic information shows what /perfect and the account know; the email and city are what is missing.
  const basic = page.getByRole('region', { name: text['resume.module.basic'] });
  await expect(basic).toContainText('周婷');
  await basic.getByRole('button', { name: fill(text['resume.module.add'], { module: text['resume.module.basic'] }) }).click();
  await expect(basic.getByLabel(text['account.perfect.name'], { exact: true })).toHaveValue('周婷');
  await basic.getByLabel(text['resume.basic.email']).fill('zhouting@');
  await basic.getByRole('button', { name: text['common.save'] }).click();
  await expect(basic.getByText(text['resume.basic.emailInvalid'])).toBeVisible();
  await basic.getByLabel(text['resume.basic.email']).fill('zhouting@example.com');
  await chooseOption(basic, text['resume.basic.city'], text['dict.city.hangzhou'], { search: true });
  await basic.getByRole('button', { name: text['common.save'] }).click();
  await expect(basic).toContainText('zhouting@example.com');
  // Basic information (20), and a fresh graduate is not asked for work experience: that module counts too (20).
  await expect(score).toHaveAttribute('aria-valuenow', '40');
  const strengths = page.getByRole('region', { name: moduleName('strengths') });
  await strengths.getByRole('button', { name: fill(text['resume.module.add'], { module: moduleName('strengths') }) }).click();
  await strengths.getByLabel(text['resume.strengths.label']).fill('市场营销专业，做过两段新媒体运营实习，独立策划的活动带来 3000 名新用户。');
  await strengths.getByRole('button', { name: text['common.save'] }).click();
  await expect(score).toHaveAttribute('aria-valuenow', '50');

  const projects = page.getByRole('region', { name: text['resume.module.projects'] });
  await projects.getByRole('button', { name: fill(text['resume.module.add'], { module: text['resume.module.projects'] }) }).click();
  const entry = projects.getByRole('group', { name: fill(text['resume.entry'], { module: text['resume.module.projects'], n: 1 }) });
  await entry.getByLabel(text['resume.project.name']).fill('校园二手交易小程序');
  await entry.getByLabel(text['resume.project.role']).fill('产品负责人');
  await fillMonthIn(entry, text['resume.project.start'], '2024-03');
  await entry.getByLabel(text['resume.project.current']).check();
  await entry.getByLabel(text['resume.project.description']).fill('从调研到上线负责全流程，三个月内校内注册用户超过 2000 人。');
  await projects.getByRole('button', { name: text['common.save'] }).click();
  await expect(score).toHaveAttribute('aria-valuenow', '60');
  await expect(projects).toContainText(`2024.03 – ${text['resume.present']}`);
});

test('what was typed survives a 401: signed out, signed in again, the draft is back', async ({ page }) => {
  test.slow();
  await signInWithPassword(page, DEMO.seeker, '/pc/login?redirect=%2Fonlinecv');
  const section = page.getByRole('region', { name: moduleName('strengths') });
  await section.getByRole('button', { name: fill(text['resume.module.edit'], { module: moduleName('strengths') }) }).click();
  const written = '负责过日活百万的招聘产品前端，熟悉性能优化、无障碍和国际化，乐于带新人。';
  await section.getByLabel(text['resume.strengths.label']).fill(written);
  await expect(section.getByTestId('form-draft')).toContainText(savedHint);

  // The session ends behind the app's back: the save is answered 401, and the app signs out.
  await page.evaluate(() => sessionStorage.setItem('token', 'f'.repeat(48)));
  await section.getByRole('button', { name: text['common.save'] }).click();
  await expect(page.getByRole('link', { name: text['layout.signIn'] })).toBeVisible({ timeout: 30_000 });

  await signInWithPassword(page, DEMO.seeker, '/pc/login?redirect=%2Fonlinecv');
  await expect(section.getByRole('status')).toContainText(restoredHint);
  await expect(section.getByLabel(text['resume.strengths.label'])).toHaveValue(written);
});
