import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import type { Language } from '../../UiProvider/uiOptions';
import { DropdownMenu } from './DropdownMenu';

function Menu({
  onEdit,
  onDelete,
  language = 'en',
}: {
  onEdit?: () => void;
  onDelete?: () => void;
  language?: Language;
}) {
  const t =
    language === 'ar'
      ? { open: 'الإجراءات', edit: 'تعديل', del: 'حذف' }
      : { open: 'Actions', edit: 'Edit', del: 'Delete' };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>{t.open}</DropdownMenu.Trigger>
      <DropdownMenu.Content className="menu-class" data-extra="yes">
        <DropdownMenu.Label>{t.open}</DropdownMenu.Label>
        <DropdownMenu.Item onSelect={onEdit}>{t.edit}</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="danger" onSelect={onDelete}>
          {t.del}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** The trigger's attributes but its generated id (the plain trigger has none). */
function attributes(element: Element) {
  return Object.fromEntries(
    [...element.attributes].filter(({ name }) => name !== 'id').map((a) => [a.name, a.value]),
  );
}

describe('DropdownMenu', () => {
  it('has displayNames on its parts', () => {
    expect(DropdownMenu.Content.displayName).toBe('DropdownMenu.Content');
    expect(DropdownMenu.Item.displayName).toBe('DropdownMenu.Item');
    expect(DropdownMenu.Trigger.displayName).toBe('DropdownMenu.Trigger');
  });

  it("shows a plain trigger with the closed Radix trigger's markup, and opens the menu pressed before its code loaded", async () => {
    // must stay the first test that renders: later ones find the lazily loaded module in place
    renderWithUi(<Menu />);
    const plain = screen.getByRole('button', { name: 'Actions' });
    const before = attributes(plain);
    expect(before).toMatchObject({
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': 'false',
      'data-state': 'closed',
    });
    // the press opens the menu: Radix's menu mounts, open, once its code is there
    await userEvent.click(plain);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    // closed again, Radix's trigger has the plain trigger's markup
    const trigger = screen.getByRole('button', { name: 'Actions' });
    expect(trigger).not.toBe(plain);
    expect(attributes(trigger)).toEqual(before);
  });

  it('keeps the plain trigger after the code has loaded until the menu is opened, then opens at once', async () => {
    renderWithUi(<Menu />);
    const plain = screen.getByRole('button', { name: 'Actions' });
    // the code is in (the test above loaded it), yet nobody opened the menu: nothing to mount
    await new Promise((resolve) => setTimeout(resolve, 50));
    // hovering and focusing only load the code: the element stays the same
    await userEvent.hover(plain);
    act(() => plain.focus());
    expect(screen.getByRole('button', { name: 'Actions' })).toBe(plain);
    expect(plain).not.toHaveAttribute('aria-busy');
    await userEvent.click(plain);
    // no loading state: the menu is there with the press
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('tells a controlled owner about the press before its code is mounted', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <DropdownMenu.Root
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        >
          <DropdownMenu.Trigger>Actions</DropdownMenu.Trigger>
          <DropdownMenu.Content>
            <DropdownMenu.Item>Edit</DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      );
    }
    renderWithUi(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the trigger, runs an item and closes, returning focus', async () => {
    const onDelete = vi.fn();
    renderWithUi(<Menu onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveClass('menu-class');
    expect(menu).toHaveAttribute('data-extra', 'yes');
    const del = screen.getByRole('menuitem', { name: 'Delete' });
    expect(del).toHaveAttribute('data-tone', 'danger');
    await userEvent.click(del);
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    // queried again: Radix's trigger (same markup) replaced the plain one when the menu opened
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
  });

  it('works from the keyboard: Enter opens on the first item, arrows move, Escape closes', async () => {
    const onEdit = vi.fn();
    renderWithUi(<Menu onEdit={onEdit} />);
    act(() => screen.getByRole('button', { name: 'Actions' }).focus());
    // the first opening mounts Radix's menu: the first item takes the focus all the same
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('renders its content right to left in Arabic', async () => {
    renderWithUi(<Menu language="ar" />, { language: 'ar' });
    await userEvent.click(screen.getByRole('button', { name: 'الإجراءات' }));
    expect(await screen.findByRole('menu')).toHaveAttribute('dir', 'rtl');
  });
});
