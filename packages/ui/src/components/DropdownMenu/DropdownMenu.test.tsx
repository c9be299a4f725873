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

/** The trigger's attributes but its generated id (the stand-in has none). */
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

  it("shows a stand-in trigger with the closed Radix trigger's markup, and replays a press made before the menu code loaded", async () => {
    // must stay the first test that renders: later ones find the lazily loaded module in place
    renderWithUi(<Menu />);
    const standIn = screen.getByRole('button', { name: 'Actions' });
    const before = attributes(standIn);
    expect(before).toMatchObject({
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': 'false',
      'data-state': 'closed',
    });
    // the press asks for the code; when it arrives, Radix's trigger replaces the stand-in and
    // the press is replayed on it
    await userEvent.click(standIn);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    // closed again, Radix's trigger has the stand-in's markup
    const trigger = screen.getByRole('button', { name: 'Actions' });
    expect(trigger).not.toBe(standIn);
    expect(attributes(trigger)).toEqual(before);
  });

  it('keeps the stand-in after the code has loaded, until the trigger is focused or pressed', async () => {
    renderWithUi(<Menu />);
    const standIn = screen.getByRole('button', { name: 'Actions' });
    // the code is in (the test above loaded it), yet nobody reached for the menu: nothing to mount
    await new Promise((resolve) => setTimeout(resolve, 50));
    // hovering only loads the code: the element under the pointer stays the same
    await userEvent.hover(standIn);
    expect(screen.getByRole('button', { name: 'Actions' })).toBe(standIn);
    act(() => standIn.focus());
    const trigger = screen.getByRole('button', { name: 'Actions' });
    expect(trigger).not.toBe(standIn);
    expect(trigger).toHaveFocus();
    expect(attributes(trigger)).toEqual(attributes(standIn));
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
    // queried again: the press came before Radix's trigger was mounted, so the stand-in has been
    // replaced by Radix's (same markup), and the press was replayed on it
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
  });

  it('works from the keyboard: Enter opens, arrows move, Escape closes', async () => {
    const onEdit = vi.fn();
    renderWithUi(<Menu onEdit={onEdit} />);
    screen.getByRole('button', { name: 'Actions' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
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
