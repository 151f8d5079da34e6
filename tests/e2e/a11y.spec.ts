import { expect, test } from './fixtures.ts';
import { scan } from './axe.ts';
import { DEMO } from './helpers.ts';

/** axe-core scans of key pages: no serious or critical violations. */
const PUBLIC_PAGES = [
  '/pc/',
  '/pc/login',
  '/pc/accept',
  '/pc/no-such-page',
  '/pc/exception/500',
  '/pc/original',
  '/pc/jobpost?city=beijing&salary=10-20k',
  '/pc/jobdetail?id=j1',
  '/pc/jobdetail?id=no-such-job',
  '/pc/company',
  '/pc/comdetail?id=c1',
  '/pc/comdetail?id=c1&tab=registration',
  '/pc/recommend',
  '/pc/graduate?tab=internship',
  '/pc/veterans',
  '/pc/govwork',
  '/pc/govwork?id=g7',
  '/pc/enterprise',
];

for (const path of PUBLIC_PAGES) {
  test(`no serious axe violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await scan(page)).toEqual([]);
  });
}

/** The pages people land on, at a phone's width (the sider is a drawer there, tabs scroll, filters stack). */
const PHONE_PAGES = ['/pc/', '/pc/jobpost', '/pc/jobdetail?id=j1', '/pc/login'];

test('no serious axe violations on the landing pages at a phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of PHONE_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await scan(page), path).toEqual([]);
  }
});

/** The job seeker's own pages, in groups small enough to scan well within one test's time. */
const SEEKER_PAGES = {
  'job seeking': ['/pc/recommend', '/pc/jobrecommend', '/pc/jobdetail?id=j2', '/pc/veterans?tab=identity'],
  resumes: ['/pc/onlinecv', '/pc/uploadcv', '/pc/cv?id=cv-u1-online'],
  'personal centre': ['/pc/percenter', '/pc/percenter?tab=views', '/pc/percenter?tab=account', '/pc/privacySet'],
  chat: ['/pc/communicate', '/pc/communicate?conversation=conv-c1-1'],
  notices: ['/pc/notify', '/pc/notify?category=application'],
};

for (const [group, paths] of Object.entries(SEEKER_PAGES)) {
  test(`no serious axe violations on the job seeker's own pages: ${group}`, async ({ page, signIn }) => {
    await signIn(DEMO.seeker);
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await scan(page), path).toEqual([]);
    }
  });
}

test('no serious axe violations on /perfect and as a signed-in user', async ({ page, signIn }) => {
  await signIn(DEMO.enterprise);
  await page.goto('/pc/');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await scan(page)).toEqual([]);
  // A resume as an employer reads it (masked, under the watermark), and the applicants.
  for (const path of ['/pc/cv?id=cv-u1-online', '/pc/position', '/pc/position?tab=applicants', '/pc/jobhunter?city=beijing']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await scan(page), `${path} as an employer`).toEqual([]);
  }
});

/** The recruiter's own pages, in groups like the seeker's. */
const EMPLOYER_PAGES = {
  company: ['/pc/enterprisecenter', '/pc/companyInformation', '/pc/enterprisevip'],
  hiring: ['/pc/interview', '/pc/position?state=rejected', '/pc/jobhunter?marked=saved', '/pc/communicat?conversation=conv-c1-1'],
  notices: ['/pc/message', '/pc/message?category=review'],
};

for (const [group, paths] of Object.entries(EMPLOYER_PAGES)) {
  test(`no serious axe violations on the recruiter's pages: ${group}`, async ({ page, signIn }) => {
    await signIn(DEMO.enterprise);
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await scan(page), path).toEqual([]);
    }
  });
}
