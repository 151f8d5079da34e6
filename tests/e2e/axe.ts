import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core into the page. Evaluated by the test driver, not added as a <script>: the page's
 * Content-Security-Policy (config/securityHeaders.ts) refuses inline scripts, as it should.
 */
export async function injectAxe(page: Page) {
  await page.evaluate(`${axeSource}\n;0`);
}

/** The page's serious and critical axe-core violations, one line each (none is a pass). */
export async function scan(page: Page) {
  // A list refreshing (a live catch-up) is dimmed for a moment: scan the page at rest, not mid-refresh.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 10_000 }).catch(() => undefined);
  // Nor mid-motion: a dialog zooming in or out is half transparent, and axe reads its text as low contrast.
  // Endless animations (spinners, skeletons) are not waited for.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), null, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  await injectAxe(page);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> };
      }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
