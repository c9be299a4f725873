import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Dialog, type DialogContentProps } from './Dialog';
import { overlayZIndex } from './dialogVariants';

describeConformance(Dialog.Content, {
  name: 'Dialog.Content',
  props: { children: <Dialog.Title>Title</Dialog.Title>, 'aria-describedby': undefined },
  refType: HTMLDivElement,
  wrap: (element) => <Dialog.Root open>{element}</Dialog.Root>,
});

function Example(props: Partial<DialogContentProps> & { onOpenChange?: (open: boolean) => void }) {
  const { onOpenChange, ...content } = props;
  return (
    <Dialog.Root onOpenChange={onOpenChange}>
      <Dialog.Trigger>Open</Dialog.Trigger>
      <Dialog.Content closeLabel="Close" {...content}>
        <Dialog.Title>Edit profile</Dialog.Title>
        <Dialog.Description>Changes are saved at once.</Dialog.Description>
        <Dialog.Close>Done</Dialog.Close>
      </Dialog.Content>
    </Dialog.Root>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, is labelled and described, and moves focus inside', async () => {
    renderWithUi(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
    expect(dialog).toHaveAccessibleDescription('Changes are saved at once.');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape, outside click, the × button and Close', async () => {
    const onOpenChange = vi.fn();
    renderWithUi(<Example onOpenChange={onOpenChange} />);
    const open = () => userEvent.click(screen.getByRole('button', { name: 'Open' }));

    await open();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('persistent: Escape and outside clicks do not close it, its buttons do', async () => {
    const onEscapeKeyDown = vi.fn();
    renderWithUi(<Example persistent onEscapeKeyDown={onEscapeKeyDown} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('data-persistent');

    await userEvent.keyboard('{Escape}');
    expect(onEscapeKeyDown).toHaveBeenCalledTimes(1);
    // the overlay is outside the content
    await userEvent.click(dialog.parentElement!, { pointerEventsCheck: 0 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('non-persistent dialogs close on an outside click', async () => {
    renderWithUi(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('dialog').parentElement!, { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stacks at the dialog layer (2400) unless told otherwise', async () => {
    const { rerender } = renderWithUi(
      <Dialog.Root open>
        <Dialog.Content aria-describedby={undefined}>
          <Dialog.Title>T</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>,
    );
    expect(screen.getByRole('dialog').parentElement).toHaveStyle({ zIndex: '2400' });
    rerender(
      <Dialog.Root open>
        <Dialog.Content aria-describedby={undefined} zIndex={overlayZIndex.dialog + 10}>
          <Dialog.Title>T</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>,
    );
    expect(screen.getByRole('dialog').parentElement).toHaveStyle({ zIndex: '2410' });
  });

  it('has no × button without closeLabel', () => {
    renderWithUi(
      <Dialog.Root open>
        <Dialog.Content aria-describedby={undefined}>
          <Dialog.Title>T</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('carries direction, language and theme into the portal (Arabic RTL)', () => {
    renderWithUi(
      <Dialog.Root open>
        <Dialog.Content closeLabel="إغلاق" aria-describedby={undefined}>
          <Dialog.Title>تعديل الملف الشخصي</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>,
      { language: 'ar', appearance: 'dark' },
    );
    const layer = screen
      .getByRole('dialog', { name: 'تعديل الملف الشخصي' })
      .closest('[data-atrium-layer]');
    expect(layer).toHaveAttribute('dir', 'rtl');
    expect(layer).toHaveAttribute('lang', 'ar');
    expect(layer).toHaveClass('radix-themes', 'dark');
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });
});
