import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { DropdownMenu } from './DropdownMenu';

// A file of its own: the menu's code (DropdownMenuParts) arrives only when the test says so.
const download = vi.hoisted(() => {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish: () => finish() };
});
vi.mock('./DropdownMenuParts', async (importOriginal) => {
  await download.done;
  return importOriginal();
});

describe('DropdownMenu pressed before its code has loaded', () => {
  it('shows the trigger busy until the menu opens; Escape gives up', async () => {
    const onOpenChange = vi.fn();
    renderWithUi(
      <DropdownMenu.Root onOpenChange={onOpenChange}>
        <DropdownMenu.Trigger>Actions</DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item>Edit</DropdownMenu.Item>
          <DropdownMenu.Item>Delete</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>,
    );
    const trigger = screen.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    // no replayed event: the open state waits for the code, and the trigger says it is busy
    expect(trigger).toHaveAttribute('aria-busy', 'true');
    expect(trigger).toHaveAttribute('data-pending');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).not.toHaveAttribute('aria-busy');
    // from the keyboard this time: once the code is there the menu opens on its first item
    await userEvent.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-busy', 'true');
    download.finish();
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    // (aria-hidden behind the open modal menu)
    const radixTrigger = screen.getByRole('button', { name: 'Actions', hidden: true });
    expect(radixTrigger).toHaveAttribute('aria-expanded', 'true');
    expect(radixTrigger).not.toHaveAttribute('aria-busy');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(radixTrigger).toHaveFocus();
  });
});
