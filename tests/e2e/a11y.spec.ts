import { expect, test } from './fixtures.ts';
import { scan } from './axe.ts';
import { DEMO } from './helpers.ts';

/**
 * axe-core scans of pages in a particular state: no serious or critical violations. Every route at its bare
 * address, as each role and in both languages, is a11yWalk.spec.ts's; these are the states it does not reach
 * (a filtered list, a tab, an unknown record, a phone's width, an open conversation).
 */
const PUBLIC_PAGES = [
  '/pc/no-such-page',
  '/pc/jobpost?city=beijing&salary=10-20k',
  '/pc/jobdetail?id=no-such-job',
  '/pc/comdetail?id=c1&tab=registration',
  '/pc/graduate?tab=internship',
  '/pc/govwork?id=g7',
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

/** The job seeker's own pages in a state the walk does not open, in groups small enough for one test's time. */
const SEEKER_PAGES = {
  'job seeking and resumes': ['/pc/jobdetail?id=j2', '/pc/veterans?tab=identity', '/pc/cv?id=cv-u1-online'],
  'personal centre': ['/pc/percenter?tab=views', '/pc/percenter?tab=account'],
  'chat and notices': ['/pc/communicate?conversation=conv-c1-1', '/pc/notify?category=application'],
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
  for (const path of ['/pc/cv?id=cv-u1-online', '/pc/position?tab=applicants', '/pc/jobhunter?city=beijing']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await scan(page), `${path} as an employer`).toEqual([]);
  }
});

/** The recruiter's own pages, in groups like the seeker's. */
const EMPLOYER_PAGES = {
  hiring: ['/pc/position?state=rejected', '/pc/jobhunter?marked=saved'],
  'chat and notices': ['/pc/communicat?conversation=conv-c1-1', '/pc/message?category=review'],
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
