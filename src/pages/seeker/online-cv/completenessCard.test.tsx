import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import zhCN from '@/locales/zh-CN/index.ts';
import { CompletenessCard } from './CompletenessCard.tsx';

/** Issue 26.18: a completeness link opens its module's editor, not only scrolls to it. */
afterEach(cleanup);

describe('CompletenessCard', () => {
  it('opens the module a missing link names', () => {
    const onOpen = vi.fn();
    render(
      <IntlProvider locale="zh-CN" messages={zhCN}>
        <CompletenessCard completeness={{ score: 40, missing: ['work', 'projects'] }} onOpen={onOpen} />
      </IntlProvider>,
    );
    const label = zhCN['resume.completeness.add'].replace('{module}', zhCN['resume.module.work']);
    fireEvent.click(screen.getByRole('link', { name: label }));
    expect(onOpen).toHaveBeenCalledWith('work');
  });
});
