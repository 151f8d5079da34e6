import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOCUS_REFRESH_TIMESPAN_MS } from '@/constants/index.ts';
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

  describe('applyLive (a change the live link brought)', () => {
    /** A server whose answers the test releases one by one; each answer is what the server held when asked. */
    function server() {
      const held = ['n1'];
      const pending: Array<() => void> = [];
      const service = vi.fn(() => {
        const snapshot = [...held];
        return new Promise<string[]>((resolve) => pending.push(() => resolve(snapshot)));
      });
      return { held, service, answerNext: () => act(async () => void pending.shift()?.()) };
    }
    const prepend = (id: string) => (list: string[] | undefined) => list && [id, ...list];

    it('changes the data held at once when no answer is on its way', async () => {
      const { service, answerNext } = server();
      const { result } = renderHook(() => useApiRequest(service));
      await answerNext();
      await waitFor(() => expect(result.current.data).toEqual(['n1']));
      act(() => result.current.applyLive(prepend('n2')));
      await waitFor(() => expect(result.current.data).toEqual(['n2', 'n1']));
      expect(service).toHaveBeenCalledTimes(1);
    });

    it('while a refresh is on its way, asks again, so the older answer does not erase the change', async () => {
      const { held, service, answerNext } = server();
      const { result } = renderHook(() => useApiRequest(service));
      await answerNext();
      await waitFor(() => expect(result.current.data).toEqual(['n1']));
      // A resync reads the list again; before its answer lands, a new notice is made and pushed live.
      act(() => result.current.refresh());
      held.unshift('n2');
      act(() => result.current.applyLive(prepend('n2')));
      await answerNext(); // the resync's answer, written before n2: dropped
      await answerNext();
      await waitFor(() => expect(result.current.data).toEqual(['n2', 'n1']));
      expect(service).toHaveBeenCalledTimes(3);
    });
  });

  describe('refresh on return (SPEC §9 focus refresh)', () => {
    const comeBack = () => act(() => void window.dispatchEvent(new Event('focus')));

    it('sends an opted-in request again when the window gets focus, and not a request that did not opt in', async () => {
      const live = vi.fn(async () => 'applicants');
      const still = vi.fn(async () => 'search results');
      const { result } = renderHook(() => [useApiRequest(live, { refreshOnReturn: true }), useApiRequest(still)]);
      await waitFor(() => expect(result.current.map((r) => r.data)).toEqual(['applicants', 'search results']));
      expect(live).toHaveBeenCalledTimes(1);
      comeBack();
      await waitFor(() => expect(live).toHaveBeenCalledTimes(2));
      expect(still).toHaveBeenCalledTimes(1);
    });

    it('at most once per timespan: focus and visibilitychange of one return send one request', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        const live = vi.fn(async () => 1);
        const { result } = renderHook(() => useApiRequest(live, { refreshOnReturn: true }));
        await waitFor(() => expect(result.current.data).toBe(1));
        comeBack();
        act(() => void document.dispatchEvent(new Event('visibilitychange')));
        await waitFor(() => expect(live).toHaveBeenCalledTimes(2));
        await waitFor(() => expect(result.current.loading).toBe(false));
        comeBack();
        expect(live).toHaveBeenCalledTimes(2);
        act(() => void vi.advanceTimersByTime(FOCUS_REFRESH_TIMESPAN_MS));
        comeBack();
        await waitFor(() => expect(live).toHaveBeenCalledTimes(3));
      } finally {
        vi.useRealTimers();
      }
    });

    it('is quiet: the data on screen stays, not loading, while the refresh is on its way, and a failed refresh leaves it there', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        let answer: (value: string) => void = () => {};
        let fail: (error: Error) => void = () => {};
        const live = vi
          .fn<() => Promise<string>>()
          .mockResolvedValueOnce('first')
          .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
          .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
        const { result } = renderHook(() => useApiRequest(live, { refreshOnReturn: true }));
        await waitFor(() => expect(result.current).toMatchObject({ data: 'first', loading: false }));
        comeBack();
        await waitFor(() => expect(live).toHaveBeenCalledTimes(2));
        // No skeleton, no dimming: nothing on screen changes until the answer does.
        expect(result.current).toMatchObject({ data: 'first', loading: false });
        await act(async () => answer('second'));
        await waitFor(() => expect(result.current).toMatchObject({ data: 'second', loading: false }));

        act(() => void vi.advanceTimersByTime(FOCUS_REFRESH_TIMESPAN_MS));
        comeBack();
        await waitFor(() => expect(live).toHaveBeenCalledTimes(3));
        expect(result.current).toMatchObject({ data: 'second', loading: false });
        await act(async () => fail(new Error('offline')));
        // The page keeps what it showed rather than an error state (the request module notifies the failure).
        expect(result.current).toMatchObject({ data: 'second', loading: false, error: undefined });
      } finally {
        vi.useRealTimers();
      }
    });

    it('a refresh the page asks for itself still shows loading', async () => {
      let answer: (value: string) => void = () => {};
      const live = vi
        .fn<() => Promise<string>>()
        .mockResolvedValueOnce('first')
        .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
      const { result } = renderHook(() => useApiRequest(live, { refreshOnReturn: true }));
      await waitFor(() => expect(result.current.data).toBe('first'));
      act(() => result.current.refresh());
      expect(result.current.loading).toBe(true);
      await act(async () => answer('second'));
      await waitFor(() => expect(result.current).toMatchObject({ data: 'second', loading: false }));
    });
  });
});
