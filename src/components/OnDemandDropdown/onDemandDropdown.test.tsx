import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);
// Each test starts before the chunk has loaded (OnDemandDropdown keeps it in module state).
beforeEach(() => vi.resetModules());

const menu = { items: [{ key: 'one', label: 'First choice' }] };
/** Waits until the chunk has loaded and OnDemandDropdown's follow-up task (the swap, if allowed) has run. */
const chunkArrived = () =>
  act(async () => {
    await import('./antdDropdown.ts');
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
// The chunk is antd's Dropdown, imported afresh in each test (resetModules): slow under a busy machine.
const LOADED = { timeout: 4_000 }; // within the test's own 5 s

async function renderMenu(onClick = vi.fn(), allowOpen?: () => boolean) {
  const { OnDemandDropdown } = await import('./index.tsx');
  render(
    <OnDemandDropdown menu={{ ...menu, onClick }} allowOpen={allowOpen}>
      <button type="button">Open menu</button>
    </OnDemandDropdown>,
  );
  return screen.getByRole('button', { name: 'Open menu' });
}

describe('OnDemandDropdown: menus that load antd Dropdown on demand', () => {
  it('renders the trigger at once; a click before the chunk has arrived opens the menu when it does', async () => {
    const onClick = vi.fn();
    const trigger = await renderMenu(onClick);
    expect(screen.queryByText('First choice')).toBeNull();
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByText('First choice', undefined, LOADED));
    expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ key: 'one' }));
  });

  it('focusing the trigger fetches the chunk without opening the menu; a later click opens it', async () => {
    fireEvent.focus(await renderMenu());
    await chunkArrived();
    expect(screen.queryByText('First choice')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByText('First choice', undefined, LOADED)).toBeTruthy();
  });

  it('never swaps the trigger mid-press: the chunk arriving between press and release does not lose the click', async () => {
    const trigger = await renderMenu();
    fireEvent.pointerDown(trigger);
    await chunkArrived();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBe(trigger);
    fireEvent.click(trigger);
    expect(await screen.findByText('First choice', undefined, LOADED)).toBeTruthy();
  });

  it('a refused opening (allowOpen says no) leaves the menu closed, before and after the chunk has arrived', async () => {
    const allowOpen = vi.fn(() => false);
    const trigger = await renderMenu(vi.fn(), allowOpen);
    fireEvent.click(trigger);
    await chunkArrived();
    expect(allowOpen).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('First choice')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await chunkArrived();
    expect(allowOpen).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('First choice')).toBeNull();
  });
});
