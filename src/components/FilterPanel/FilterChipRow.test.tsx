import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import zhCN from '@/locales/zh-CN/index.ts';
import type { DictOption } from '@/dicts/types.ts';
import { FilterChipRow } from './index.tsx';

const OPTIONS: DictOption<'beijing' | 'hangzhou'>[] = [
  { value: 'beijing', labelId: 'dict.city.beijing' },
  { value: 'hangzhou', labelId: 'dict.city.hangzhou' },
];
const wrap = ({ children }: { children: React.ReactNode }) => (
  <IntlProvider locale="zh-CN" messages={zhCN}>
    {children}
  </IntlProvider>
);
const chip = (id: keyof typeof zhCN) => screen.getByRole('button', { name: zhCN[id] });
afterEach(cleanup);

/**
 * The value of a chip row lives in the URL, and the router renders a navigation as a transition (after the
 * click's paint): the chip must show the choice in the click's own render, before its owner passes it back.
 */
describe('FilterChipRow', () => {
  it('shows the chosen chip pressed at once, then follows the value its owner passes', () => {
    const onChange = vi.fn();
    const { rerender } = render(<FilterChipRow labelId="job.filter.city" options={OPTIONS} value={undefined} onChange={onChange} />, { wrapper: wrap });
    fireEvent.click(chip('dict.city.hangzhou'));
    expect(onChange).toHaveBeenCalledWith('hangzhou');
    // The owner has not re-rendered yet: the chip already says what was chosen.
    expect(chip('dict.city.hangzhou').getAttribute('aria-pressed')).toBe('true');
    expect(chip('shared.filter.any').getAttribute('aria-pressed')).toBe('false');
    // The navigation lands with another value (the URL was changed elsewhere too): the owner's value rules.
    rerender(<FilterChipRow labelId="job.filter.city" options={OPTIONS} value="beijing" onChange={onChange} />);
    expect(chip('dict.city.beijing').getAttribute('aria-pressed')).toBe('true');
    expect(chip('dict.city.hangzhou').getAttribute('aria-pressed')).toBe('false');
  });

  it('composes quick clicks in a multiple row from what is shown, not from the value still on its way', () => {
    const onChange = vi.fn();
    render(<FilterChipRow multiple labelId="job.filter.city" options={OPTIONS} value={undefined} onChange={onChange} />, { wrapper: wrap });
    fireEvent.click(chip('dict.city.beijing'));
    fireEvent.click(chip('dict.city.hangzhou'));
    expect(onChange).toHaveBeenLastCalledWith(['beijing', 'hangzhou']);
    fireEvent.click(chip('shared.filter.any'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(chip('dict.city.beijing').getAttribute('aria-pressed')).toBe('false');
  });
});
