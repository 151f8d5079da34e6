import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload, LINKS_PER_TASK } from './preloadHelper.ts';

/** Links the helper added for files whose name contains `tag` (each test uses its own names: the helper remembers files). */
const linksFor = (tag: string) => [...document.head.querySelectorAll('link')].filter((link) => link.href.includes(tag));
const names = (links: HTMLLinkElement[]) => links.map((link) => link.href.split('/').pop());
const flushTasks = async () => {
  await vi.runAllTimersAsync();
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the batched preload helper', () => {
  it('adds the links a few per task, not all in the task that starts the import', async () => {
    const deps = Array.from({ length: 10 }, (_, i) => `assets/batch-${i}.js`);
    const load = vi.fn(async () => 'module');
    const imported = __vitePreload(load, deps);
    expect(linksFor('batch-')).toHaveLength(0);
    await vi.advanceTimersToNextTimerAsync();
    expect(linksFor('batch-')).toHaveLength(LINKS_PER_TASK);
    await flushTasks();
    expect(names(linksFor('batch-'))).toEqual(deps.map((dep) => dep.slice('assets/'.length)));
    const link = linksFor('batch-')[0];
    expect([link.rel, link.as, link.crossOrigin]).toEqual(['modulepreload', 'script', '']);
    expect(new URL(link.href).pathname).toBe(`${import.meta.env.BASE_URL}assets/batch-0.js`);
    // Scripts are not waited for.
    await expect(imported).resolves.toBe('module');
  });

  it('puts stylesheets first and imports once they have loaded', async () => {
    const load = vi.fn(async () => 'page');
    const imported = __vitePreload(load, ['assets/order-a.js', 'assets/order-b.js', 'assets/order-page.css']);
    await vi.advanceTimersToNextTimerAsync();
    expect(names(linksFor('order-'))).toEqual(['order-page.css', 'order-a.js', 'order-b.js']);
    const sheet = linksFor('order-page.css')[0];
    expect(sheet.rel).toBe('stylesheet');
    expect(load).not.toHaveBeenCalled();
    sheet.dispatchEvent(new Event('load'));
    await expect(imported).resolves.toBe('page');
  });

  it('links a file once, however many imports ask for it, and not at all when the document has it', async () => {
    const own = document.createElement('link');
    own.rel = 'modulepreload';
    own.href = `${import.meta.env.BASE_URL}assets/once-html.js`;
    document.head.appendChild(own);
    void __vitePreload(async () => 1, ['assets/once-shared.js', 'assets/once-html.js']);
    void __vitePreload(async () => 2, ['assets/once-shared.js']);
    await flushTasks();
    expect(names(linksFor('once-'))).toEqual(['once-html.js', 'once-shared.js']);
  });

  it('rejects the import when a stylesheet fails, tells the app (vite:preloadError), and asks again next time', async () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as Event & { payload?: unknown }).payload);
    window.addEventListener('vite:preloadError', listener);
    const load = vi.fn(async () => 'page');
    const failed = __vitePreload(load, ['assets/broken.css']);
    await vi.advanceTimersToNextTimerAsync();
    linksFor('broken.css')[0].dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(/Unable to preload CSS/);
    expect(load).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
    expect(linksFor('broken.css')).toHaveLength(0);

    // The retry button imports again: the stylesheet is asked for again, and this time it loads.
    const retried = __vitePreload(load, ['assets/broken.css']);
    await vi.advanceTimersToNextTimerAsync();
    linksFor('broken.css')[0].dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBe('page');
    window.removeEventListener('vite:preloadError', listener);
  });

  it('goes on with the import when the app handles the failure itself (the event cancelled)', async () => {
    const cancel = (event: Event) => event.preventDefault();
    window.addEventListener('vite:preloadError', cancel);
    const imported = __vitePreload(async () => 'page', ['assets/cancelled.css']);
    await vi.advanceTimersToNextTimerAsync();
    linksFor('cancelled.css')[0].dispatchEvent(new Event('error'));
    await expect(imported).resolves.toBe('page');
    window.removeEventListener('vite:preloadError', cancel);
  });
});
