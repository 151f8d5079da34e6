import { textPdf } from '../../mock/db/recruiting/resumeFiles.ts';
import type { JobCard } from '../../src/contract/job.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, fill, text } from './helpers.ts';

/** /uploadcv and /cv: attachment resumes, and a resume as the seeker and as an employer read it. */
const PDF = textPdf(['Li Ming - resume for e2e']);
/** A Windows program renamed to look like a PDF. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]);

test.describe('/uploadcv as the demo seeker', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(DEMO.seeker);
    await page.goto('/pc/uploadcv');
    await expect(page.getByRole('heading', { level: 1, name: text['resume.files.title'] })).toBeVisible();
  });

  test('uploads a PDF, previews it, makes it the default and applies with it on /jobdetail', async ({ page, api }) => {
    await page.locator('input[type=file]').setInputFiles({ name: '李明-简历-2026.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText(fill(text['resume.files.uploaded'], { name: '李明-简历-2026.pdf' }))).toBeVisible();
    const item = page.locator('.upload-cv-item', { hasText: '李明-简历-2026.pdf' });
    await expect(page.getByText(fill(text['resume.files.slots'], { used: 2, max: 5 }))).toBeVisible();

    await item.getByRole('button', { name: text['resume.files.preview'] }).click();
    const preview = page.getByRole('dialog', { name: '李明-简历-2026.pdf' });
    await expect(preview.locator('iframe')).toHaveAttribute('src', /^blob:/);
    await preview.getByRole('button', { name: 'Close' }).click();

    await item.getByRole('button', { name: text['resume.files.makeDefault'] }).click();
    await expect(item.getByText(text['resume.files.default'], { exact: true })).toBeVisible();
    await expect(page.locator('.upload-cv-item .ant-tag').getByText(text['resume.files.default'], { exact: true })).toHaveCount(1);

    const { list } = await api.data<{ list: JobCard[] }>('GET', '/jobs?city=kunming&category=logistics&pageSize=1');
    await page.goto(`/pc/jobdetail?id=${list[0].id}`);
    await page.getByRole('button', { name: text['job.apply.button'] }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.ant-radio-wrapper-checked')).toContainText('李明-简历-2026.pdf');
    await dialog.getByRole('button', { name: text['job.apply.submit'] }).click();
    await expect(page.getByText(text['job.apply.done'])).toBeVisible();
  });

  test('a renamed program and an unknown type are refused with their reasons, and nothing is stored', async ({ page }) => {
    await page.locator('input[type=file]').setInputFiles([
      { name: '简历.pdf', mimeType: 'application/pdf', buffer: EXE },
      { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: EXE },
    ]);
    const refused = page.getByRole('alert').filter({ hasText: text['resume.files.refusedTitle'] });
    await expect(refused).toContainText('可能是改了扩展名的其他文件');
    await expect(refused).toContainText(fill(text['resume.files.error.type'], { name: 'setup.exe' }));
    await expect(page.locator('.upload-cv-item')).toHaveCount(2);
    await page.reload();
    await expect(page.locator('.upload-cv-item')).toHaveCount(2);
  });

  test('deleting an attachment can be undone; the undo brings it back as the default it was', async ({ page }) => {
    const item = page.locator('.upload-cv-item', { hasText: '李明-前端开发-8年.pdf' });
    await item.getByRole('button', { name: text['resume.files.makeDefault'] }).click();
    await expect(item.getByText(text['resume.files.default'], { exact: true })).toBeVisible();
    await item.getByRole('button', { name: text['resume.files.delete'] }).click();
    await expect(page.locator('.upload-cv-item')).toHaveCount(1);
    await page.getByRole('button', { name: text['resume.files.undo'] }).click();
    await expect(page.getByText(fill(text['resume.files.restored'], { name: '李明-前端开发-8年.pdf' }))).toBeVisible();
    await expect(item.getByText(text['resume.files.default'], { exact: true })).toBeVisible();
  });
});

test.describe('/cv', () => {
  test('the seeker reads their own resume in full', async ({ page, signIn }) => {
    await signIn(DEMO.seeker);
    await page.goto('/pc/cv?id=cv-u1-online');
    await expect(page.getByRole('heading', { level: 1, name: '李明的在线简历' })).toBeVisible();
    await expect(page.getByText('13800000001')).toBeVisible();
    await expect(page.locator('.cv-document')).not.toHaveAttribute('data-watermark');
  });

  test('the demo employer sees the name masked, no contact details, and a watermark naming it', async ({ page, signIn }) => {
    await signIn(DEMO.enterprise);
    await page.goto('/pc/cv?id=cv-u1-online');
    await expect(page.getByRole('heading', { level: 1, name: '李先生的简历' })).toBeVisible();
    await expect(page.getByText(text['resume.read.contactHidden'])).toBeVisible();
    await expect(page.locator('main')).not.toContainText('李明');
    await expect(page.locator('main')).not.toContainText('13800000001');
    const document = page.locator('.cv-document');
    await expect(document).toHaveAttribute('data-watermark', '聚才示范科技有限公司 · 王芳');
    expect(await document.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('data:image/svg+xml');
  });

  for (const [who, id] of [
    ['the blocked company', 'cv-u1-online'],
    ['anyone, for a hidden resume', 'cv-u3-online'],
  ] as const) {
    test(`${who} gets nothing, in the words an unknown resume gets`, async ({ page, signIn }) => {
      await signIn(who === 'the blocked company' ? DEMO.blockedRecruiter : DEMO.enterprise);
      await page.goto(`/pc/cv?id=${id}`);
      await expect(page.getByText(text['resume.read.notFoundEmployer'])).toBeVisible();
      await expect(page.locator('main')).not.toContainText(who === 'the blocked company' ? '李' : '王');
    });
  }
});
