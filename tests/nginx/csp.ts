import type { Page } from '@playwright/test';

/** Records, in each document of the page, every CSP violation it reports (the `securitypolicyviolation` event). */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sample})`));
  });
}

/** The violations of the page's current document. */
export const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
