import type { Page } from '@playwright/test';
import { flattenRoutes, type RouteConfig } from '../../config/routes.ts';
import { expect, test } from './fixtures.ts';
import { scan } from './axe.ts';
import enUS from '../../src/locales/en-US/index.ts';
import { DEMO, text as zhCN } from './helpers.ts';

/**
 * axe over every built route of config/routes.ts, as the role that may open it, in both finished languages
 * (issue 26 "done when": 0 serious or critical everywhere in zh-CN and en-US). One test per role and language
 * walks its routes, so the run stays one page load per route; each page must also have exactly one h1.
 * a11y.spec.ts keeps the deeper looks (tabs, filters, a phone's width) at chosen addresses.
 */
// The walks are independent (each starts from the seed): both workers share them.
test.describe.configure({ mode: 'parallel' });

const pages = flattenRoutes().filter((r) => r.component && r.path !== '*');

/** Detail pages open a real record; the rest open bare. */
const ADDRESS: Record<string, string> = {
  '/jobdetail': '/jobdetail?id=j1',
  '/comdetail': '/comdetail?id=c1',
  '/cv': '/cv?id=cv-u1-online',
  '/hourlydetail': '/hourlydetail?id=1',
  '/richtext': '/richtext?id=1',
};

const isSeekerRoute = (r: RouteConfig) => r.access === 'canSeekerAct' || r.access === 'isSignedIn';
const ROLES: Array<{ who: 'visitor' | 'seeker' | 'enterprise'; routes: RouteConfig[] }> = [
  { who: 'visitor', routes: pages.filter((r) => !r.access && r.path !== '/perfect') },
  { who: 'seeker', routes: pages.filter((r) => isSeekerRoute(r) && r.path !== '/perfect') },
  { who: 'enterprise', routes: pages.filter((r) => !!r.access && !isSeekerRoute(r)).concat(pages.filter((r) => r.path === '/cv')) },
];

/**
 * Opens one route, waits until it has drawn its data (no skeleton or spinner; not "network idle", which a
 * signed-in page's live stream never reaches), and returns its serious findings and a wrong h1 count.
 */
async function check(page: Page, address: string) {
  await page.goto(`/pc${address}`);
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.ant-skeleton, .ant-spin-spinning, .page-loading, #startup-page'), null, { timeout: 10_000, polling: 200 })
    .catch(() => undefined);
  const findings = await scan(page);
  const h1 = await page.locator('h1:visible').count();
  return [...findings, ...(h1 === 1 ? [] : [`${h1} visible h1 elements`])];
}

/** Signs a new number up by SMS through the form in the page's language; the app goes on to /perfect. */
async function signUpBySms(page: Page, mobile: string, t: Record<string, string>) {
  await page.goto('/pc/login');
  await page.getByLabel(t['account.field.mobile'], { exact: true }).fill(mobile);
  await page.getByTestId('send-code').click();
  await expect(page.getByText(t['account.login.codeSent'])).toBeVisible();
  await page.getByLabel(t['account.field.code'], { exact: true }).fill('123456');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t['account.login.submitSms'] }).click();
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  test.describe(`axe on every route, ${locale}`, () => {
    // The app takes the browser's language when none was chosen (src/locales/languages.ts).
    test.use({ locale });

    for (const { who, routes } of ROLES) {
      test(`every ${who} route: no serious or critical axe violation, one h1`, async ({ page, signIn }) => {
        test.setTimeout(420_000);
        if (who !== 'visitor') await signIn(DEMO[who]);
        const problems: Record<string, string[]> = {};
        for (const route of routes) {
          const address = ADDRESS[route.path] ?? route.path;
          const found = await check(page, address);
          if (found.length) problems[address] = found;
        }
        expect(problems).toEqual({});
      });
    }

    test('/perfect (a new user choosing a role): no serious or critical axe violation, one h1', async ({ page }) => {
      test.setTimeout(120_000);
      await signUpBySms(page, locale === 'zh-CN' ? '13700000461' : '13700000462', locale === 'zh-CN' ? zhCN : enUS);
      await expect(page).toHaveURL(/\/pc\/perfect/);
      expect(await check(page, '/perfect')).toEqual([]);
    });
  });
}
