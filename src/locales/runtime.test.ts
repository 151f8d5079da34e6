import type * as ReactIntl from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import enUS from './en-US/index.ts';
import zhCN from './zh-CN/index.ts';

const created = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-intl', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactIntl>();
  return { ...actual, createIntl: (...args: Parameters<typeof actual.createIntl>) => (created.count++, actual.createIntl(...args)) };
});

describe('translate (messages outside React)', () => {
  it('creates no intl instance until something is translated, then speaks the current language', async () => {
    const { setRuntimeIntl, translate } = await import('./runtime.ts');
    expect(created.count).toBe(0);

    expect(translate('request.error.network')).toBe(zhCN['request.error.network']);
    expect(translate('common.search')).toBe(zhCN['common.search']);
    expect(created.count).toBe(1);

    setRuntimeIntl('en-US', enUS);
    expect(created.count).toBe(1);
    expect(translate('request.error.network')).toBe(enUS['request.error.network']);
    expect(created.count).toBe(2);
  });
});
