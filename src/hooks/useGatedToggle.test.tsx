import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MessageId } from '@/locales/types.ts';
import zhCN from '@/locales/zh-CN/index.ts';
import { RequestError } from '@/services/request/errors.ts';
import { useGatedToggle, type GatedToggleOptions } from './useGatedToggle.ts';
import { appWrapper } from '@/test/AppProviders.tsx';

const wrapper = appWrapper();

function setup(overrides: Partial<GatedToggleOptions<{ followed: boolean }>> = {}, initial = false) {
  const options = {
    gate: vi.fn(() => true),
    turnOn: vi.fn(async () => ({ followed: true })),
    turnOff: vi.fn(async () => ({ followed: false })),
    successId: (on: boolean): MessageId => (on ? 'company.follow.done' : 'company.follow.undone'),
    ...overrides,
  };
  const hook = renderHook((props: { initial: boolean }) => useGatedToggle({ ...options, initial: props.initial }), { wrapper, initialProps: { initial } });
  return { ...hook, options };
}

describe('useGatedToggle', () => {
  it('asks the gate first and does nothing when it refuses (a visitor is sent to sign in)', async () => {
    const { result, options } = setup({ gate: vi.fn(() => false) });
    await act(async () => result.current.toggle());
    expect(options.turnOn).not.toHaveBeenCalled();
    expect(result.current.on).toBe(false);
  });

  it('flips once the API agrees, with aria-pressed and a toast', async () => {
    const { result, options } = setup();
    expect(result.current.buttonProps['aria-pressed']).toBe(false);
    await act(async () => result.current.toggle());
    expect(options.turnOn).toHaveBeenCalledTimes(1);
    expect(result.current.on).toBe(true);
    expect(result.current.buttonProps['aria-pressed']).toBe(true);
    expect(await screen.findByText(zhCN['company.follow.done'])).toBeTruthy();
    await act(async () => result.current.toggle());
    expect(options.turnOff).toHaveBeenCalledTimes(1);
    expect(result.current.on).toBe(false);
  });

  it('keeps the state when the API refuses', async () => {
    const { result } = setup({ turnOn: vi.fn(() => Promise.reject(new RequestError(500, 'boom'))) });
    await act(async () => result.current.toggle());
    expect(result.current.on).toBe(false);
    expect(result.current.busy).toBe(false);
  });

  it('is busy while the request runs and ignores a second click', async () => {
    let finish: (v: { followed: boolean }) => void = () => {};
    const turnOn = vi.fn(() => new Promise<{ followed: boolean }>((resolve) => (finish = resolve)));
    const { result } = setup({ turnOn });
    act(() => result.current.toggle());
    expect(result.current.busy).toBe(true);
    expect(result.current.buttonProps.loading).toBe(true);
    act(() => result.current.toggle());
    expect(turnOn).toHaveBeenCalledTimes(1);
    await act(async () => finish({ followed: true }));
    expect(result.current.busy).toBe(false);
    expect(result.current.on).toBe(true);
  });

  it('believes the API’s answer over the state asked for, and reports it', async () => {
    const onChange = vi.fn();
    const { result } = setup({ turnOn: vi.fn(async () => ({ followed: false })), stateOf: (r) => r.followed, onChange });
    await act(async () => result.current.toggle());
    expect(result.current.on).toBe(false);
    expect(onChange).toHaveBeenCalledWith({ followed: false }, false);
  });

  it('follows the page’s data when it changes', async () => {
    const { result, rerender } = setup();
    await act(async () => result.current.toggle());
    expect(result.current.on).toBe(true);
    rerender({ initial: true });
    expect(result.current.on).toBe(true);
    rerender({ initial: false });
    expect(result.current.on).toBe(false);
  });
});
