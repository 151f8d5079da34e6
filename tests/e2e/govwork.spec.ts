import { expect, test } from './fixtures.ts';
import { chooseOption, DEMO, text, watchConsole } from './helpers.ts';

/**
 * /govwork: the announcement list with its filters in the URL, one announcement on the same route (sanitised
 * notice, searchable position table, exam timeline), "can I apply?" and a broken link.
 */
const fill = (id: keyof typeof text, values: Record<string, string | number>) =>
  Object.entries(values).reduce<string>((s, [k, v]) => s.replace(`{${k}}`, String(v)), text[id]);

test('filters by exam type and registration status; the URL keeps them across a reload', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/pc/govwork');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: text['menu.govwork'] })).toBeVisible();
  await expect(page.getByTestId('gov-item').first()).toBeVisible();

  const examRow = page.getByRole('group', { name: text['zone.gov.examType'] });
  const statusRow = page.getByRole('group', { name: text['zone.gov.status'] });
  await examRow.getByRole('button', { name: text['dict.govExam.provincial'], exact: true }).click();
  await statusRow.getByRole('button', { name: text['dict.govRegistration.closed'], exact: true }).click();
  await expect(page).toHaveURL(/\/govwork\?examType=provincial&status=closed$/);

  const check = async () => {
    const items = page.getByTestId('gov-item');
    await expect(items.first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const item of await items.all()) {
      await expect(item).toContainText(text['dict.govExam.provincial']);
      await expect(item.getByTestId('gov-status')).toHaveText(text['dict.govRegistration.closed']);
    }
    await expect(examRow.getByRole('button', { name: text['dict.govExam.provincial'], exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(statusRow.getByRole('button', { name: text['dict.govRegistration.closed'], exact: true })).toHaveAttribute('aria-pressed', 'true');
  };
  await check();
  await page.reload();
  await check();

  // The detail's way back restores the filtered list.
  await page.getByTestId('gov-item').first().getByRole('link').click();
  await expect(page).toHaveURL(/examType=provincial&status=closed&id=g\d+$/);
  await page.getByRole('link', { name: text['zone.gov.back'] }).click();
  await expect(page).toHaveURL(/\/govwork\?examType=provincial&status=closed$/);
  await check();
  console.expectClean();
});

test('an announcement renders its hostile notice harmlessly, with a searchable position table and the timeline', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/pc/govwork?id=g59');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('公告');

  // The notice: text kept, script, handlers, image and javascript: link gone.
  const notice = page.locator('.gov-notice');
  await expect(notice).toContainText('附件下载');
  await expect(notice).toContainText('点击查看报名系统操作指南');
  await expect(notice.locator('script, img, [onerror], [onclick], [style]')).toHaveCount(0);
  await expect(notice.getByText('岗位表.xlsx')).toBeVisible();
  await expect(notice.locator('a[href*="javascript:" i]')).toHaveCount(0);
  expect(await page.locator('[onerror]').count()).toBe(0);
  await notice.getByText('点击查看报名系统操作指南').click();
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);

  // The timeline: every stage, the current one marked.
  const timeline = page.getByTestId('gov-timeline');
  for (const stage of ['register', 'writtenExam', 'interview', 'publicNotice'] as const) await expect(timeline).toContainText(text[`dict.govStage.${stage}`]);
  await expect(timeline.locator('[aria-current="step"]')).toHaveCount(1);

  // The position table narrows as one types.
  const rows = page.getByTestId('gov-positions').locator('tbody tr.ant-table-row');
  const total = Number((await page.locator('.gov-table-count').textContent())!.match(/\/\s*(\d+)/)![1]);
  expect(total).toBeGreaterThan(5);
  await page.getByLabel(text['zone.gov.positionSearch']).fill('英语');
  await expect(page.locator('.gov-table-count')).not.toHaveText(fill('zone.gov.positionCount', { shown: total, total }));
  const shown = await rows.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(total);
  for (const row of await rows.all()) await expect(row).toContainText('英语');
  await page.getByLabel(text['zone.gov.positionSearch']).fill('没有这个岗位');
  await expect(page.getByTestId('gov-positions')).toContainText(text['zone.gov.positionSearch.empty']);

  // A visitor is asked to sign in for "can I apply?".
  await page.getByRole('button', { name: text['zone.gov.check.signInButton'] }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fgovwork%3Fid%3Dg59$/);
  expect(dialogs).toEqual([]);
});

test('"can I apply?" as the demo seeker gives a verdict per position, with reasons', async ({ page, signIn }) => {
  const console = watchConsole(page);
  await signIn(DEMO.seeker);
  await page.goto('/pc/govwork?id=g7');
  await chooseOption(page, text['zone.gov.check.education'], text['dict.education.bachelor']);
  await chooseOption(page, text['zone.gov.check.major'], text['dict.major.foreignLanguage']);
  await chooseOption(page, text['zone.gov.check.political'], text['dict.political.masses']);
  await page.getByRole('button', { name: text['zone.gov.check.submit'] }).click();

  const summary = page.getByTestId('gov-check-summary');
  await expect(summary).toBeVisible();
  const rows = page.getByTestId('gov-positions').locator('tbody tr.ant-table-row');
  await expect(rows.first().locator('[data-testid="gov-eligible"], [data-testid="gov-ineligible"]')).toBeVisible();
  for (const row of await rows.all()) await expect(row.locator('[data-testid="gov-eligible"], [data-testid="gov-ineligible"]')).toHaveCount(1);
  // An English graduate fits the English posts and not the maths ones, and is told why.
  await expect(
    rows
      .filter({ hasText: '英语教师' })
      .filter({ has: page.getByTestId('gov-eligible') })
      .first(),
  ).toBeVisible();
  const maths = rows.filter({ hasText: '数学教师' }).first().getByTestId('gov-ineligible');
  await expect(maths).toContainText(text['zone.gov.reason.major'].split('：')[0]);

  // Only eligible positions, on request.
  await page.getByRole('checkbox', { name: text['zone.gov.onlyEligible'] }).check();
  await expect(rows.first().getByTestId('gov-eligible')).toBeVisible();
  await expect(page.getByTestId('gov-positions').getByTestId('gov-ineligible')).toHaveCount(0);
  console.expectClean();
});

test('an unknown announcement id shows a not-found state with the way back', async ({ page }) => {
  await page.goto('/pc/govwork?id=g999&examType=national');
  await expect(page.getByText(text['zone.gov.notFound'])).toBeVisible();
  await page.getByRole('link', { name: text['zone.gov.back'] }).click();
  await expect(page).toHaveURL(/\/govwork\?examType=national$/);
  await expect(page.getByTestId('gov-item').first()).toBeVisible();
  await page.goto('/pc/govwork?id=%3Cscript%3E');
  await expect(page.getByText(text['zone.gov.notFound'])).toBeVisible();
});
