import type { JobSearchResult } from '../../src/contract/job.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, fill, text } from './helpers.ts';

/** /privacySet: settings saved at once and enforced by the API — blocking, and hiding agency jobs on /jobpost. */
const totalText = (total: number) => text['job.list.total'].replace('{total, number}', total.toLocaleString('zh-CN'));

test('a company blocked on /privacySet can no longer open the resume; unblocking lets it back', async ({ page, signIn }) => {
  await signIn(DEMO.seeker);
  await page.goto('/pc/privacySet');
  const blocked = page.getByRole('list', { name: text['center.privacy.blockedList'] });
  await expect(blocked).toContainText('杭州峰达信息技术股份有限公司');
  await expect(blocked).toContainText('杭州聚森网络科技有限公司');

  await page.getByRole('combobox', { name: text['center.privacy.search'] }).fill('聚才示范');
  await page.locator('.ant-select-item-option').filter({ hasText: '聚才示范科技有限公司' }).click();
  await expect(page.getByText(fill(text['center.privacy.blocked'], { name: '聚才示范科技有限公司' }))).toBeVisible();
  await expect(blocked.getByRole('listitem')).toHaveCount(2);

  await signIn(DEMO.enterprise);
  await page.goto('/pc/cv?id=cv-u1-online');
  await expect(page.getByText(text['resume.read.notFoundEmployer'])).toBeVisible();

  await signIn(DEMO.seeker);
  await page.goto('/pc/privacySet');
  await blocked.getByRole('listitem').filter({ hasText: '聚才示范科技有限公司' }).getByRole('button', { name: text['center.privacy.unblock'] }).click();
  await expect(blocked.getByRole('listitem')).toHaveCount(1);
  await signIn(DEMO.enterprise);
  await page.goto('/pc/cv?id=cv-u1-online');
  await expect(page.getByRole('heading', { level: 1, name: '李先生的简历' })).toBeVisible();
});

test('hiding agency jobs by default applies on /jobpost, and one search can show them again', async ({ page, signIn, api }) => {
  const { token } = await signIn(DEMO.seeker);
  await page.goto('/pc/privacySet');
  await page.getByRole('switch', { name: text['center.privacy.hideAgencies'] }).click();
  await expect(page.getByText(text['center.privacy.saved'])).toBeVisible();

  await page.goto('/pc/jobpost?city=shanghai');
  await expect(page.getByTestId('agencies-hidden')).toContainText(text['job.list.agenciesHidden']);
  await expect(page.getByRole('checkbox', { name: text['job.filter.hideAgencies'] })).toBeChecked();
  const hidden = await api.data<JobSearchResult>('GET', '/jobs?city=shanghai', { token });
  await expect(page.getByRole('heading', { name: totalText(hidden.total) })).toBeVisible();

  await page.getByTestId('agencies-hidden').getByRole('button', { name: text['job.list.showAgencies'] }).click();
  await expect(page).toHaveURL(/hideAgencies=0/);
  await expect(page.getByRole('checkbox', { name: text['job.filter.hideAgencies'] })).not.toBeChecked();
  const all = await api.data<JobSearchResult>('GET', '/jobs?city=shanghai&hideAgencies=false', { token });
  await expect(page.getByRole('heading', { name: totalText(all.total) })).toBeVisible();
  expect(all.total).toBeGreaterThan(hidden.total);
});
