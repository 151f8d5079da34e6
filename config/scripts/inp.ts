/**
 * The interaction part of `npm run perf` (issue 31): how long an interaction takes to paint, INP-style.
 *
 * For each interaction, 5 times: a fresh browser context (Playwright driving the system Chromium with the e2e
 * launch flags, tests/playwright.config.ts) with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate) from
 * before the page loads; signed in where the interaction needs it (config/scripts/perfSession.ts); the page
 * loaded and left to settle (its data shown, then 1 s without a long task); then a PerformanceObserver for
 * Event Timing entries (durationThreshold 16, the smallest the API allows) and one real input (a trusted mouse
 * click or key press at the control, found by role and label as the e2e tests find it). The value is the
 * longest entry of that interaction (entries with an interactionId): input delay + processing + the next
 * paint, which is what INP takes per interaction. Durations come rounded to 8 ms; an interaction with no
 * entry of 16 ms or more shows as "<16". The budget is on the median of the 5.
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import e2eConfig from '../../tests/playwright.config.ts';
import zhCN from '../../src/locales/zh-CN/index.ts';
import { DEMO, SESSION_DOOR, SESSION_DOOR_HTML, sessionEntries, signIn, storeSession, type Account } from './perfSession.ts';
import { markdownTable, median } from './perfStats.ts';

const text = zhCN;
const REPETITIONS = 5;
const CPU_SLOWDOWN = 4;

interface Interaction {
  name: string;
  path: string;
  as?: { label: string; account: Account };
  /** Issue 31's budget for the median, ms. */
  budget: number;
  /** After the page has loaded: waits for what the interaction needs, returns the control. */
  ready: (page: Page, rep: number) => Promise<Locator>;
  act: (page: Page, control: Locator) => Promise<void>;
  /** Waits until the interaction's own effect is on screen. */
  done: (page: Page, control: Locator, rep: number) => Promise<void>;
}

const chipIn = (page: Page, group: string, option: string) =>
  page.getByRole('group', { name: group, exact: true }).getByRole('button', { name: option, exact: true });
const notBusy = (page: Page) => page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });

/** A trusted click at the control's centre, with nothing of Playwright's in the page's event path. */
async function click(page: Page, control: Locator) {
  const box = (await control.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const chatLine = (rep: number) => `请问面试大概安排在哪一天？（${rep + 1}）`;

/**
 * Choosing 杭州 in a list's city filter: the list is loaded, the chip is clicked, and the interaction is done once
 * the chip shows pressed and the list has refreshed.
 */
function cityChip(path: string, filterLabel: string, listItem: string, as?: Interaction['as']): Interaction {
  return {
    name: 'filter chip 城市 · 杭州',
    path,
    as,
    budget: 150,
    async ready(page) {
      await page.locator(listItem).first().waitFor();
      await notBusy(page);
      return chipIn(page, filterLabel, text['dict.city.hangzhou']);
    },
    act: click,
    async done(page, chip) {
      await chip.and(page.locator('[aria-pressed="true"]')).waitFor();
      await notBusy(page);
    },
  };
}

const INTERACTIONS: Interaction[] = [
  cityChip('/jobpost', text['job.filter.city'], '[data-testid="job-card"]'),
  cityChip('/jobhunter', text['hiring.talent.city'], '[data-resume-id]', { label: 'recruiter', account: DEMO.recruiter }),
  {
    name: 'chat send (Enter)',
    path: '/communicate',
    as: { label: 'seeker', account: DEMO.seeker },
    budget: 100,
    async ready(page, rep) {
      await page.locator('[data-testid="chat-live"][data-mode="live"]').waitFor();
      await page.locator('.chat-conversation').first().click();
      await page.waitForURL(/conversation=/);
      const input = page.getByLabel(text['center.chat.input']);
      await input.fill(chatLine(rep));
      return input;
    },
    act: (page) => page.keyboard.press('Enter'),
    async done(page, _input, rep) {
      await page
        .locator('.chat-own', { hasText: chatLine(rep) })
        .first()
        .waitFor();
    },
  },
];

interface Measured {
  /** The interaction's longest entry, ms (0: none of 16 ms or more). */
  value: number;
  /** Its entries of 16 ms or more, each with its parts (ms), for the log: where the time went. */
  entries: { name: string; duration: number; delay: number; processing: number; paint: number }[];
}

export interface InteractionResult {
  interaction: Interaction;
  runs: Measured[];
  median: number;
}

/**
 * Resolves once the page has gone `quietMs` without a long task (at most `capMs`). Written without named inner
 * functions: tsx would wrap them in a helper that does not exist in the page.
 */
function settle(page: Page, quietMs = 1000, capMs = 20_000) {
  return page.evaluate(
    ([quiet, cap]) =>
      new Promise<void>((resolve) => {
        const start = performance.now();
        let lastBusy = start;
        const observer = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) lastBusy = Math.max(lastBusy, e.startTime + e.duration);
        });
        observer.observe({ type: 'longtask' });
        const poll = setInterval(() => {
          const now = performance.now();
          if (now - lastBusy < quiet && now - start < cap) return;
          clearInterval(poll);
          observer.disconnect();
          resolve();
        }, 100);
      }),
    [quietMs, capMs] as const,
  );
}

declare global {
  interface Window {
    __perfEvents?: { name: string; interactionId: number; duration: number; startTime: number; processingStart: number; processingEnd: number }[];
  }
}

function observeEvents(page: Page) {
  return page.evaluate(() => {
    window.__perfEvents = [];
    new PerformanceObserver((list) => {
      // interactionId is not in TypeScript's DOM types yet.
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
        if (e.interactionId)
          window.__perfEvents!.push({
            name: e.name,
            interactionId: e.interactionId,
            duration: e.duration,
            startTime: e.startTime,
            processingStart: e.processingStart,
            processingEnd: e.processingEnd,
          });
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
}

async function once(browser: Browser, origin: string, interaction: Interaction, rep: number): Promise<Measured> {
  const { viewport, locale, serviceWorkers } = e2eConfig.use ?? {};
  const context = await browser.newContext({ baseURL: origin, viewport, locale, serviceWorkers });
  try {
    const page = await context.newPage();
    if (interaction.as) {
      const session = await signIn(origin, interaction.as.account);
      await page.route(`**${SESSION_DOOR}`, (route) => route.fulfill({ contentType: 'text/html', body: SESSION_DOOR_HTML }));
      await page.goto(SESSION_DOOR);
      await page.unroute(`**${SESSION_DOOR}`);
      await page.evaluate(storeSession, sessionEntries(session));
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`/pc${interaction.path}`);
    const control = await interaction.ready(page, rep);
    await control.waitFor();
    await settle(page);
    await observeEvents(page);
    await interaction.act(page, control);
    await interaction.done(page, control, rep);
    // Entries are reported after the next paint: let the page paint and go quiet before reading them.
    await settle(page, 500);
    const entries = await page.evaluate(() => window.__perfEvents ?? []);
    if (new Set(entries.map((e) => e.interactionId)).size > 1)
      console.error(`[inp] note: ${entries.length} entries of several interactions; the longest counts`);
    return {
      value: Math.max(0, ...entries.map((e) => e.duration)),
      entries: entries.map((e) => ({
        name: e.name,
        duration: e.duration,
        delay: Math.round(e.processingStart - e.startTime),
        processing: Math.round(e.processingEnd - e.processingStart),
        paint: Math.round(e.startTime + e.duration - e.processingEnd),
      })),
    };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => (value ? `${Math.round(value)}` : '<16');

export async function measureInteractions(origin: string): Promise<InteractionResult[]> {
  const launch = e2eConfig.use?.launchOptions ?? {};
  const browser = await chromium.launch(launch);
  const results: InteractionResult[] = [];
  try {
    for (const interaction of INTERACTIONS) {
      const runs: Measured[] = [];
      for (let rep = 0; rep < REPETITIONS; rep += 1) {
        const run = await once(browser, origin, interaction, rep);
        runs.push(run);
        const parts = run.entries.map((e) => `${e.name} ${e.duration} = delay ${e.delay} + processing ${e.processing} + to paint ${e.paint}`).join('; ');
        console.error(`[inp] ${interaction.path} ${interaction.name} run ${rep + 1}/${REPETITIONS}: ${ms(run.value)} ms${parts && ` (${parts})`}`);
      }
      results.push({ interaction, runs, median: median(runs.map((r) => r.value)) });
    }
  } finally {
    await browser.close();
  }
  return results;
}

const who = (i: Interaction) => i.as?.label ?? 'visitor';

export function interactionTable(results: InteractionResult[]) {
  const rows = results.map(({ interaction: i, runs, median: m }) => [
    i.path,
    who(i),
    i.name,
    `${ms(m)} ms`,
    runs.map((r) => ms(r.value)).join(' · '),
    `≤ ${i.budget} ms`,
    m <= i.budget ? 'holds' : `fails by ${Math.round(m - i.budget)} ms`,
  ]);
  const stamp = `Interactions: the longest Event Timing entry of one interaction (input delay + processing + next paint), CPU slowed ${CPU_SLOWDOWN}×, median of ${REPETITIONS} page loads, Playwright:`;
  return `${stamp}\n\n${markdownTable(['page', 'as', 'interaction', 'median', 'runs (ms)', 'budget', 'verdict'], rows)}`;
}

/** The interactions over their budget, as lines for perf's summary. */
export function interactionBudgets(results: InteractionResult[]) {
  return results
    .filter((r) => r.median > r.interaction.budget)
    .map((r) => `${r.interaction.path} (${who(r.interaction)}) ${r.interaction.name}: median ${ms(r.median)} > ${r.interaction.budget} ms`);
}
