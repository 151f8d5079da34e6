import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_FILTERS } from '@/contract/filters/company.ts';
import zhCN from '@/locales/zh-CN/index.ts';
import { renderInApp } from '@/test/AppProviders.tsx';
import ListFilters from './ListFilters.tsx';

afterEach(cleanup);

const checkbox = () => screen.getByRole('checkbox', { name: zhCN['company.filter.veteranFriendly'] }) as HTMLInputElement;

/**
 * The panel's value is the URL's, which arrives a render later (navigations are transitions): a checkbox, like
 * a chip, must show the click at once, and then follow whatever value its owner passes.
 */
describe('ListFilters', () => {
  it('shows a ticked box in the click’s own render, then the value the owner passes', () => {
    const onChange = vi.fn();
    const { rerender } = renderInApp(<ListFilters defs={COMPANY_FILTERS} labelId="company.filter.title" value={{}} onChange={onChange} />);
    expect(checkbox().checked).toBe(false);
    fireEvent.click(checkbox());
    expect(onChange).toHaveBeenCalledWith({ veteranFriendly: true });
    // The owner has not passed the new value yet: the box already says what was chosen.
    expect(checkbox().checked).toBe(true);
    // The URL came back without it (the navigation was replaced by another): the owner's value rules.
    rerender(<ListFilters defs={COMPANY_FILTERS} labelId="company.filter.title" value={{ city: 'beijing' }} onChange={onChange} />);
    expect(checkbox().checked).toBe(false);
  });
});
