import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApiRequest } from './useApiRequest.ts';

describe('useApiRequest', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a failure in `error` for the page to show, without logging it again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useApiRequest(() => Promise.reject(new Error('boom'))));
    await waitFor(() => expect(result.current.error?.message).toBe('boom'));
    expect(log).not.toHaveBeenCalled();
  });

  it('lets a page pass its own options, which win', async () => {
    const onError = vi.fn();
    const { result } = renderHook(() => useApiRequest(() => Promise.reject(new Error('nope')), { onError }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(result.current.loading).toBe(false);
  });

  it('is not loading before a manual request runs, however often the component renders', () => {
    const seen: boolean[] = [];
    const { rerender } = renderHook(() => {
      const { loading } = useApiRequest(() => Promise.resolve(1), { manual: true });
      seen.push(loading);
    });
    for (let i = 0; i < 3; i += 1) rerender();
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.every((loading) => !loading)).toBe(true);
  });

  it('shows initial data (a prefetched response) from the first render, never loading, and then the answer', async () => {
    const prefetched = { title: '前端工程师' };
    let answer: (value: { title: string }) => void = () => {};
    const service = vi.fn(() => new Promise<{ title: string }>((resolve) => (answer = resolve)));
    const seen: [string | undefined, boolean][] = [];
    const { result } = renderHook(() => {
      const request = useApiRequest(service, { initialData: prefetched });
      seen.push([request.data?.title, request.loading]);
      return request;
    });
    // The request is still sent (it takes the same prefetched response), but nothing shows it loading.
    expect(service).toHaveBeenCalledTimes(1);
    answer(prefetched);
    await waitFor(() => expect(result.current.data).toBe(prefetched));
    expect(seen.every(([title, loading]) => title === '前端工程师' && !loading)).toBe(true);
  });

  it('shows a failure of the first request instead of the initial data', async () => {
    const { result } = renderHook(() => useApiRequest(() => Promise.reject(new Error('gone')), { initialData: { title: 'stale' } }));
    await waitFor(() => expect(result.current.error?.message).toBe('gone'));
    expect(result.current.data).toBeUndefined();
  });
});
