import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { DropdownMenu } from './DropdownMenu';

// The menu's code cannot be downloaded (offline).
vi.mock('./DropdownMenuParts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('DropdownMenu whose code cannot be downloaded', () => {
  it('closes again: the trigger stops being busy and can be pressed again', async () => {
    const onOpenChange = vi.fn();
    renderWithUi(
      <DropdownMenu.Root onOpenChange={onOpenChange}>
        <DropdownMenu.Trigger>Actions</DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item>Edit</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>,
    );
    const trigger = screen.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
    expect(trigger).not.toHaveAttribute('aria-busy');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    // the next press asks again (and fails again)
    await userEvent.click(trigger);
    expect(onOpenChange).toHaveBeenNthCalledWith(3, true);
    await waitFor(() => expect(onOpenChange).toHaveBeenNthCalledWith(4, false));
  });
});
