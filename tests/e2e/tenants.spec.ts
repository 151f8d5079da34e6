import { textPdf } from '../../mock/db/recruiting/resumeFiles.ts';
import { RESUME_FILE_MAX_COUNT } from '../../src/contract/resumeFileValues.ts';
import type { Resume } from '../../src/contract/seeker.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, text } from './helpers.ts';

/**
 * What the permission map (src/contract/permissions.ts) shows on the pages: a sub-account sees the plan and its
 * own uses but neither plans nor orders, reads the company without changing it, and is told why each time. And
 * the answers a hostile request gets in the browser: an undo past the attachment cap, a malformed address.
 */
test.describe('a sub-account (刘洋) and the main account (王芳)', () => {
  test('on /enterprisevip the sub-account sees the plan and its own uses, no plans or orders, and why', async ({ page, signIn }) => {
    await signIn(DEMO.subAccount);
    await page.goto('/pc/enterprisevip');
    await expect(page.getByTestId('membership-plan')).toBeVisible();
    await expect(page.getByTestId('plans-denied')).toContainText(text['shared.access.plansMainOnly']);
    await expect(page.getByText(text['hiring.vip.plans.title'], { exact: true })).toHaveCount(0);
    await expect(page.getByText(text['hiring.vip.orders.title'], { exact: true })).toHaveCount(0);
    await expect(page.locator('[data-order-id]')).toHaveCount(0);
    await expect(page.getByText(text['hiring.vip.usage.ownTitle'], { exact: true })).toBeVisible();
    const rows = page.locator('.vip-usage tbody tr');
    await expect(rows.first()).toContainText('（刘洋）');
    for (const note of await rows.locator('td:last-child').allTextContents()) expect(note).toContain('（刘洋）');
  });

  test('on /companyInformation the sub-account reads the profile and certification, cannot change them, and is told why', async ({ page, signIn }) => {
    await signIn(DEMO.subAccount);
    await page.goto('/pc/companyInformation');
    await expect(page.getByTestId('company-denied')).toContainText(text['shared.access.companyMainOnly']);
    await expect(page.getByTestId('cert-status')).toHaveText(text['dict.certificationStatus.verified']);
    await expect(page.getByLabel(text['hiring.company.profile.shortName'])).toBeDisabled();
    await expect(page.getByRole('button', { name: text['hiring.company.profile.save'] })).toHaveCount(0);
  });

  test('the main account sees the plans, its orders and the whole log, and edits the company', async ({ page, signIn }) => {
    await signIn(DEMO.enterprise);
    await page.goto('/pc/enterprisevip');
    // The seeded order: OD, its date and a running serial (issue 26.20).
    await expect(page.locator('[data-order-id^="OD"]').first()).toBeVisible();
    await expect(page.locator('[data-plan="flagship"]')).toBeVisible();
    await expect(page.getByTestId('plans-denied')).toHaveCount(0);
    await page.goto('/pc/companyInformation');
    await expect(page.getByLabel(text['hiring.company.profile.shortName'])).toBeEnabled();
    await expect(page.getByTestId('company-denied')).toHaveCount(0);
  });
});

test('/uploadcv: an undo that would make a sixth attachment is refused, and the page says why', async ({ page, signIn, api }) => {
  const { token } = await signIn(DEMO.seeker);
  const upload = (fileName: string) =>
    api.data<Resume>('POST', '/me/resume-files', { token, json: { fileName, data: textPdf([fileName]).toString('base64') } });
  const stored = (await api.data<Resume[]>('GET', '/me/resumes', { token })).filter((r) => r.kind === 'attachment').length;
  for (let i = stored; i < RESUME_FILE_MAX_COUNT; i++) await upload(`备用简历${i}.pdf`);
  await page.goto('/pc/uploadcv');
  const item = page.locator('.upload-cv-item', { hasText: '备用简历4.pdf' });
  await item.getByRole('button', { name: text['resume.files.delete'] }).click();
  await expect(item).toHaveCount(0);
  // Another tab (here: the API) uploads into the freed place before the undo.
  await upload('新简历.pdf');
  await page.getByRole('button', { name: text['resume.files.undo'] }).click();
  await expect(page.getByTestId('undo-refused')).toHaveText(`最多保存 ${RESUME_FILE_MAX_COUNT} 份附件简历：请先删除一份，再撤销删除“备用简历4.pdf”`);
});

test('a malformed address is a 400 page (the API: its envelope), never a stack trace', async ({ page, request }) => {
  const response = await page.goto('/pc/%zz');
  expect(response!.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('400 请求地址有误');
  expect(await page.content()).not.toMatch(/URIError|node_modules/);
  const api = await request.get('/user/agreements/%zz');
  expect(api.status()).toBe(400);
  expect(await api.json()).toMatchObject({ success: false, errorCode: expect.stringMatching(/^BAD_/) });
});
