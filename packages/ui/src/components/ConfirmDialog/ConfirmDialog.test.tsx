import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const base: ConfirmDialogProps = {
  title: 'Delete user?',
  message: 'Amal will lose access at once.',
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
  onConfirm: () => {},
};

describeConformance(ConfirmDialog, {
  name: 'ConfirmDialog',
  props: { ...base, open: true },
  refType: HTMLDivElement,
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by the title, described by the message, focus on Cancel', async () => {
    renderWithUi(<ConfirmDialog {...base} trigger={<button>Remove</button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete user?' });
    expect(dialog).toHaveAccessibleDescription('Amal will lose access at once.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms synchronously and closes', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    renderWithUi(
      <ConfirmDialog {...base} defaultOpen onConfirm={onConfirm} onOpenChange={onOpenChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('cancels with the button and with Escape', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    renderWithUi(
      <ConfirmDialog
        {...base}
        onCancel={onCancel}
        onConfirm={onConfirm}
        trigger={<button>Remove</button>}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('async confirm: busy while pending, no cancel or double submit, closes when resolved', async () => {
    const job = deferred();
    const onConfirm = vi.fn(() => job.promise);
    renderWithUi(<ConfirmDialog {...base} defaultOpen tone="danger" onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => job.resolve());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('async confirm that fails stays open and shows the error given', async () => {
    const job = deferred();
    const { rerender } = renderWithUi(
      <ConfirmDialog {...base} defaultOpen onConfirm={() => job.promise} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await act(async () => job.reject(new Error('network')));
    rerender(
      <ConfirmDialog
        {...base}
        defaultOpen
        onConfirm={() => job.promise}
        error="Could not delete."
      />,
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not delete.');
    expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-busy');
  });

  it('marks the destructive tone', () => {
    renderWithUi(<ConfirmDialog {...base} open tone="danger" />);
    expect(screen.getByRole('alertdialog')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-tone', 'danger');
  });

  it('renders Arabic right to left', () => {
    renderWithUi(
      <ConfirmDialog
        {...base}
        open
        title="حذف المستخدم؟"
        message="ستفقد أمل الوصول فورًا."
        confirmLabel="حذف"
        cancelLabel="إلغاء"
      />,
      { language: 'ar' },
    );
    const dialog = screen.getByRole('alertdialog', { name: 'حذف المستخدم؟' });
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
