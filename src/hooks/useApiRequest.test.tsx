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
});
