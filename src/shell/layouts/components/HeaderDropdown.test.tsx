import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);
// Each test starts before the chunk has loaded (HeaderDropdown keeps it in module state).
beforeEach(() => vi.resetModules());

const menu = { items: [{ key: 'one', label: 'First choice' }] };
/** Waits until the chunk has loaded and HeaderDropdown's follow-up task (the swap, if allowed) has run. */
const chunkArrived = () =>
  act(async () => {
    await import('./antdDropdown.ts');
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
// The chunk is antd's Dropdown, imported afresh in each test (resetModules): slow under a busy machine.
const LOADED = { timeout: 4_000 }; // within the test's own 5 s

async function renderMenu(onClick = vi.fn()) {
  const { HeaderDropdown } = await import('./HeaderDropdown.tsx');
  render(
    <HeaderDropdown menu={{ ...menu, onClick }}>
      <button type="button">Open menu</button>
    </HeaderDropdown>,
  );
  return screen.getByRole('button', { name: 'Open menu' });
}

describe('HeaderDropdown: the header menus load antd Dropdown on demand', () => {
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
});
