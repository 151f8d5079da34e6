import { expect, test } from './fixtures.ts';
import { DEMO, text } from './helpers.ts';

/** /onlinecv: the seeker's resume, module by module, with the score, drafts and the API's field reasons. */
const restoredHint = text['shared.draft.restored'].split('{time}')[0];
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
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
    await expect(work).toContainText('杭州云帆网络科技有限公司');
    await expect(work).toContainText(text['resume.present']);
    await expect(page.getByRole('region', { name: text['resume.module.links'] }).getByRole('link', { name: '个人技术博客' })).toHaveAttribute('rel', /noopener/);
  });

  test('a strengths edit survives a reload as a draft, then saves', async ({ page }) => {
    const section = page.getByRole('region', { name: moduleName('strengths') });
    await section.getByRole('button', { name: fill(text['resume.module.edit'], { module: moduleName('strengths') }) }).click();
    const box = section.getByLabel(text['resume.strengths.label']);
    const written = '十年前端经验，擅长性能优化与可访问性，带过 6 人团队，主导三次大型重构。';
    await box.fill(written);
    await page.reload();
    await section.getByRole('button', { name: fill(text['resume.module.edit'], { module: moduleName('strengths') }) }).click();
    await expect(section.getByTestId('form-draft')).toContainText(restoredHint);
    await expect(box).toHaveValue(written);
    await section.getByRole('button', { name: text['common.save'] }).click();
    await expect(page.getByText(fill(text['resume.module.saved'], { module: moduleName('strengths') }))).toBeVisible();
    await expect(section.getByText(written)).toBeVisible();
    await expect(section).toBeFocused();
    // Saved means sent: reloading shows the saved text and no draft to restore.
    await page.reload();
    await expect(section.getByText(written)).toBeVisible();
  });

  test('a finished job that ends before it began is refused by the API on that field, and nothing is saved', async ({ page }) => {
    const section = page.getByRole('region', { name: moduleName('work') });
    await section.getByRole('button', { name: fill(text['resume.module.edit'], { module: moduleName('work') }) }).click();
    const second = section.getByRole('group', { name: fill(text['resume.work.entry'], { n: 2 }) });
    await second.getByLabel(text['resume.work.end']).fill('2017-01');
    await second.getByLabel(text['resume.work.end']).press('Enter');
    await section.getByRole('button', { name: text['common.save'] }).click();
    await expect(second.getByText('离职时间不能早于开始时间')).toBeVisible();
    await section.getByRole('button', { name: text['common.cancel'] }).click();
    await expect(section).toContainText('2018.07 – 2021.05');
  });
});

test('the work editor passes an axe scan while open', async ({ page, signIn }) => {
  const { createRequire } = await import('node:module');
  await signIn(DEMO.seeker);
  await page.goto('/pc/onlinecv');
  const section = page.getByRole('region', { name: moduleName('work') });
  await section.getByRole('button', { name: fill(text['resume.module.edit'], { module: moduleName('work') }) }).click();
  await expect(section.getByRole('group', { name: fill(text['resume.work.entry'], { n: 1 }) })).toBeVisible();
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const serious = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Element, opts: object) => Promise<{ violations: Array<{ id: string; impact: string }> }> } }).axe;
    const result = await axe.run(document.querySelector('#resume-work')!, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
  expect(serious).toEqual([]);
});
