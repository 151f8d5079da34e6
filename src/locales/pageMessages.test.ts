import { describe, expect, it } from 'vitest';
import { ensurePageMessages, getPageMessages, loadPageMessages, setShownTextBundle, subscribePageMessages } from './pageMessages.ts';
import shell from './zh-CN/shell.ts';
import zhCN, { domains } from './zh-CN/index.ts';

describe('zh-CN split into shell and page messages', () => {
  it('a page showing English or Traditional text does not load them', async () => {
    setShownTextBundle('en-US');
    await ensurePageMessages();
    setShownTextBundle('zh-TW');
    await ensurePageMessages();
    expect(getPageMessages()).toBeNull();
  });

  it('loads the page messages once, for zh-CN text, and tells subscribers', async () => {
    let calls = 0;
    subscribePageMessages(() => calls++);
    expect(getPageMessages()).toBeNull();
    setShownTextBundle('zh-CN');
    await Promise.all([ensurePageMessages(), loadPageMessages()]);
    expect(calls).toBe(1);
    expect(getPageMessages()).toHaveProperty(['shared.list.retry']);
  });

  it('shell and pages together hold every message, each in exactly one part', async () => {
    await loadPageMessages();
    const pages = getPageMessages()!;
    const shellIds = Object.keys(shell);
    expect(shellIds.filter((id) => id in pages)).toEqual([]);
    expect({ ...shell, ...pages }).toEqual(zhCN);
    expect(Object.keys(domains).length).toBeGreaterThan(10);
  });
});
