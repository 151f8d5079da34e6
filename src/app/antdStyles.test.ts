import { afterEach, describe, expect, it } from 'vitest';
import { antdStaticStylesReady, STATIC_STYLES_ATTR } from './antdStyles.ts';

afterEach(() => document.head.querySelectorAll(`link[${STATIC_STYLES_ATTR}]`).forEach((link) => link.remove()));

/** The link as the build writes it (the script beside it, which switches it on or removes it, is played here by hand). */
function addSheetLink(media = 'print') {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = media;
  link.setAttribute(STATIC_STYLES_ATTR, '');
  document.head.append(link);
  return link;
}

const settled = (promise: Promise<void>) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20))]);

describe('antdStaticStylesReady: the first render waits for the prebuilt antd sheet, and only for it', () => {
  it('resolves at once without a sheet (dev server, or it failed and removed itself)', async () => {
    expect(await settled(antdStaticStylesReady())).toBe(true);
  });

  it('resolves at once when the sheet has already switched itself on', async () => {
    addSheetLink('all');
    expect(await settled(antdStaticStylesReady())).toBe(true);
  });

  it('waits while it is still loading, then resolves on load or on error', async () => {
    const loading = addSheetLink();
    const ready = antdStaticStylesReady();
    expect(await settled(ready)).toBe(false);
    loading.media = 'all';
    loading.dispatchEvent(new Event('load'));
    expect(await settled(ready)).toBe(true);

    const failing = addSheetLink();
    const afterError = antdStaticStylesReady();
    failing.dispatchEvent(new Event('error'));
    expect(await settled(afterError)).toBe(true);
  });
});
