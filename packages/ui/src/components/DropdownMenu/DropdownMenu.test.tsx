import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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

describe('DropdownMenu', () => {
  it('has displayNames on its parts', () => {
    expect(DropdownMenu.Content.displayName).toBe('DropdownMenu.Content');
    expect(DropdownMenu.Item.displayName).toBe('DropdownMenu.Item');
    expect(DropdownMenu.Trigger.displayName).toBe('DropdownMenu.Trigger');
  });

  it("shows a stand-in trigger with the closed Radix trigger's markup until the menu code loads", async () => {
    // must stay the first test that renders: later ones find the lazily loaded module in place
    renderWithUi(<Menu />);
    const standIn = screen.getByRole('button', { name: 'Actions' });
    const attributes = (element: Element) =>
      Object.fromEntries(
        [...element.attributes].filter(({ name }) => name !== 'id').map((a) => [a.name, a.value]),
      );
    const before = attributes(standIn);
    expect(before).toMatchObject({
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': 'false',
      'data-state': 'closed',
    });
    // on idle the Radix trigger replaces it, with the same attributes
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions' })).not.toBe(standIn));
    expect(attributes(screen.getByRole('button', { name: 'Actions' }))).toEqual(before);
  });

  it('opens from the trigger, runs an item and closes, returning focus', async () => {
    const onDelete = vi.fn();
    renderWithUi(<Menu onDelete={onDelete} />);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveClass('menu-class');
    expect(menu).toHaveAttribute('data-extra', 'yes');
    const del = screen.getByRole('menuitem', { name: 'Delete' });
    expect(del).toHaveAttribute('data-tone', 'danger');
    await userEvent.click(del);
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    // queried again: the first click came before the lazy Radix menu had loaded, so the stand-in
    // trigger has been replaced by Radix's (same markup) — and the press was replayed on it
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
