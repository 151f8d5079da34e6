import type { Page } from '@playwright/test';
import { flattenRoutes, type RouteConfig } from '../../config/routes.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { DEMO, text, watchConsole } from '../e2e/helpers.ts';
import { cspViolations, recordCspViolations } from './csp.ts';

/**
 * Every route of the route table, opened through nginx as the audience that may use it: the page shows its
 * title, and neither the browser's CSP (no violation reported) nor the console complains. A script the policy
 * refused (the build's two inline scripts, were their hashes wrong) or a style, image or connection it does
 * not allow would show here.
 */
const pages = flattenRoutes().filter((r) => r.component && r.path !== '*' && r.path !== '/perfect' && r.path !== '/login');
const titleOf = (r: RouteConfig) => text[`menu.${r.name}` as keyof typeof text];

const groups: Array<{ who: 'visitor' | 'seeker' | 'enterprise'; routes: RouteConfig[] }> = [
  { who: 'visitor', routes: pages.filter((r) => !r.access) },
  { who: 'seeker', routes: pages.filter((r) => r.access === 'canSeekerAct' || r.access === 'isSignedIn') },
  { who: 'enterprise', routes: pages.filter((r) => !!r.access && r.access !== 'canSeekerAct' && r.access !== 'isSignedIn') },
];

/** Client-side navigation: the router follows the address on popstate, as on the browser's back button. */
async function openInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

for (const { who, routes } of groups) {
  test(`every ${who} page opens through nginx with no CSP violation`, async ({ page, signIn }) => {
    test.setTimeout(120_000);
    await recordCspViolations(page);
    const console = watchConsole(page);
    if (who !== 'visitor') await signIn(DEMO[who]);
    for (const [index, route] of routes.entries()) {
      await test.step(route.path, async () => {
        // The first page is a full load through nginx (index.html, its inline scripts, the first-load files);
        // the others are opened by the app's router, as a click in the menu would (each loads its own chunk,
        // styles, data and images under the same policy), which keeps the walk short.
        if (index === 0) await page.goto(`/pc${route.path}`);
        else await openInApp(page, `/pc${route.path}`);
        await expect(page).toHaveTitle(new RegExp(`^${titleOf(route).replace(/[()/]/g, '.')} - `));
        expect(await cspViolations(page), route.path).toEqual([]);
      });
    }
    console.expectClean();
  });
}
