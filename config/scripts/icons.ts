// Run with tsx: npx tsx config/scripts/icons.ts (after changing the logo; the PNGs are committed in public/icons/).
/**
 * The install icons of the web app manifest (vite.config.ts), drawn from public/logo.svg's figure: two people and
 * a third joining them (聚才, "gathering talent") on the brand blue #4E8BF5.
 *   icon-192.png, icon-512.png       purpose "any": the rounded tile, transparent corners
 *   maskable-192.png, maskable-512.png  purpose "maskable": full-bleed blue, the figure inside the central 80 %
 *                                    circle every platform's mask keeps (the W3C safe zone)
 * Rendered by Debian's Chromium through Playwright, so the PNGs are exactly the SVG.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const BLUE = '#4E8BF5';
/** The logo's figure, in its 64×64 box (public/logo.svg without its tile). */
const FIGURE = `
  <circle cx="22" cy="24" r="7" fill="#fff"/>
  <circle cx="42" cy="24" r="7" fill="#fff" opacity=".85"/>
  <circle cx="32" cy="38" r="8" fill="#0F1B2D"/>
  <path d="M14 50c3-8 10-12 18-12s15 4 18 12" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`;

/** The rounded tile of the logo, the figure at full size. */
const tile = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BLUE}"/>${FIGURE}</svg>`;

/** Full bleed; the figure (its ink spans x 14–50, y 17–52.5) scaled to sit well inside the central circle. */
const fullBleed = (size: number, scale: number) => {
  const offset = 32 - 32 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BLUE}"/><g transform="translate(${offset} ${offset + 1.5 * scale}) scale(${scale})">${FIGURE}</g></svg>`;
};

const icons: Array<[string, string, number]> = [
  ['icon-192.png', tile(192), 192],
  ['icon-512.png', tile(512), 512],
  ['maskable-192.png', fullBleed(192, 0.78), 192],
  ['maskable-512.png', fullBleed(512, 0.78), 512],
];

const outDir = new URL('../../public/icons/', import.meta.url);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const [name, svg, size] of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`);
  writeFileSync(new URL(name, outDir), await page.locator('svg').screenshot({ omitBackground: true }));
  console.log(`public/icons/${name} (${size}×${size})`);
}
await browser.close();
