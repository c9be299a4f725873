import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { Menu } from './Menu';
import { sampleMenu } from './menuStory';

// A file of its own: the dropdowns' code (MenuFlyout, in @atrium/ui/overlays with the
// tooltips) arrives only when the test says so.
const download = vi.hoisted(() => {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish: () => finish() };
});
vi.mock('./MenuFlyout', async (importOriginal) => {
  await download.done;
  return importOriginal();
});

describe('Menu (collapsed) pressed before its dropdown code has loaded', () => {
  it('stays busy until the overlays arrive, then opens while the tooltips remount the items', async () => {
    const user = userEvent.setup();
    renderWithUi(<Menu mode="collapsed" items={sampleMenu()} currentPath="/main/home" />);
    await user.click(screen.getByRole('button', { name: /Report/ }));
    expect(screen.getByRole('button', { name: /Report/ })).toHaveAttribute('aria-busy', 'true');
    // The tooltips come in the same file as the dropdowns: not there yet.
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('data-state');
    download.finish();
    // The tooltips' code arrives (Radix marks the items) and every item is rendered anew; Menu
    // holds the open state, so the press is not lost with the old trigger (a press kept in the
    // trigger was lost here once: see the revert of 1777535).
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    expect(within(menu).getByRole('menuitem', { name: 'User Report' })).toBeInTheDocument();
    // The tooltips mark the items in a render of their own, which may come after the menu's.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-state'),
    );
  });
});
