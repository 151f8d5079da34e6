import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/services/request/errors.ts';
import { useSubmit } from './useSubmit.ts';
import { appWrapper } from '@/test/AppProviders.tsx';

const wrapper = appWrapper();

/** What follows a submit: onError sees the failure (after it is shown), a draft is forgotten only on success. */
describe('useSubmit callbacks', { timeout: 30_000 }, () => {
  it('hands every failure to onError, with the values, and keeps the draft', async () => {
    const refusal = new RequestError(409, '已投递过该职位', 'ALREADY_APPLIED');
    const onError = vi.fn();
    const onSuccess = vi.fn();
    const draft = { clear: vi.fn() };
    const { result } = renderHook(() => useSubmit((_v: string) => Promise.reject(refusal), { inlineErrors: true, onError, onSuccess, draft }), { wrapper });
    await act(async () => void (await result.current.submit('r1')));
    expect(onError).toHaveBeenCalledWith(refusal, 'r1');
    expect(result.current.error).toBe('已投递过该职位');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(draft.clear).not.toHaveBeenCalled();
  });

  it('forgets the draft once the submit succeeds, before onSuccess', async () => {
    const order: string[] = [];
    const draft = { clear: vi.fn(() => order.push('clear')) };
    const onError = vi.fn();
    const { result } = renderHook(() => useSubmit((v: string) => Promise.resolve(v.length), { draft, onError, onSuccess: (n) => order.push(`success ${n}`) }), {
      wrapper,
    });
    await act(async () => void (await result.current.submit('abc')));
    expect(order).toEqual(['clear', 'success 3']);
    expect(onError).not.toHaveBeenCalled();
  });
});
