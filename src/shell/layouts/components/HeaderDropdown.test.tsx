import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);
// Each test starts before the chunk has loaded (HeaderDropdown keeps it in module state).
beforeEach(() => vi.resetModules());

const menu = { items: [{ key: 'one', label: 'First choice' }] };
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

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
    fireEvent.click(await screen.findByText('First choice'));
    expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ key: 'one' }));
  });

  it('focusing the trigger fetches the chunk without opening the menu; a later click opens it', async () => {
    fireEvent.focus(await renderMenu());
    await tick();
    expect(screen.queryByText('First choice')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByText('First choice')).toBeTruthy();
  });

  it('never swaps the trigger mid-press: the chunk arriving between press and release does not lose the click', async () => {
    const trigger = await renderMenu();
    fireEvent.pointerDown(trigger);
    await tick(); // the chunk has arrived meanwhile
    expect(screen.getByRole('button', { name: 'Open menu' })).toBe(trigger);
    fireEvent.click(trigger);
    expect(await screen.findByText('First choice')).toBeTruthy();
  });
});
