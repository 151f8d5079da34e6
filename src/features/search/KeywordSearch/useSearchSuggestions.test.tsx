import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SearchSuggestion } from '@/contract/job.ts';

const pending = new Map<string, (list: SearchSuggestion[]) => void>();
vi.mock('@/services/job.ts', () => ({
  suggestSearch: (q: string) => new Promise<SearchSuggestion[]>((resolve) => pending.set(q, resolve)),
}));
const { useSearchSuggestions } = await import('./useSearchSuggestions.tsx');

const suggestion = (text: string): SearchSuggestion => ({ kind: 'title', text, count: 3 }) as SearchSuggestion;
const offered = (options: Array<{ options: Array<{ value: string }> }>) => options.flatMap((group) => group.options.map((o) => o.value));

describe('useSearchSuggestions', () => {
  it('never offers the suggestions for words no longer in the box', async () => {
    const { result, rerender } = renderHook(({ draft }) => useSearchSuggestions('job', draft, () => {}), { initialProps: { draft: '产品经理' } });
    await waitFor(() => expect(pending.has('产品经理')).toBe(true));
    act(() => pending.get('产品经理')!([suggestion('产品经理'), suggestion('产品经理助理')]));
    await waitFor(() => expect(offered(result.current.options)).toEqual(['产品经理', '产品经理助理']));

    // New words typed: until their answer arrives, nothing is offered (Enter then searches for what was typed).
    rerender({ draft: '会计' });
    expect(offered(result.current.options)).toEqual([]);
    await waitFor(() => expect(pending.has('会计')).toBe(true));
    expect(offered(result.current.options)).toEqual([]);
    act(() => pending.get('会计')!([suggestion('会计')]));
    await waitFor(() => expect(offered(result.current.options)).toEqual(['会计']));
  });
});
