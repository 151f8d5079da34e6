import { describe, expect, it } from 'vitest';
import { ensurePageMessages, getPageMessages, subscribePageMessages } from './pageMessages.ts';
import shell from './zh-CN/shell.ts';
import zhCN, { domains } from './zh-CN/index.ts';

describe('zh-CN split into shell and page messages', () => {
  it('loads the page messages once and tells subscribers', async () => {
    let calls = 0;
    subscribePageMessages(() => calls++);
    expect(getPageMessages()).toBeNull();
    await Promise.all([ensurePageMessages(), ensurePageMessages()]);
    expect(calls).toBe(1);
    expect(getPageMessages()).toHaveProperty(['shared.list.retry']);
  });

  it('shell and pages together hold every message, each in exactly one part', async () => {
    await ensurePageMessages();
    const pages = getPageMessages()!;
    const shellIds = Object.keys(shell);
    expect(shellIds.filter((id) => id in pages)).toEqual([]);
    expect({ ...shell, ...pages }).toEqual(zhCN);
    expect(Object.keys(domains).length).toBeGreaterThan(10);
  });
});
