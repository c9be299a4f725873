import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { FileDrop, type FileDropProps } from './FileDrop';
import { FileDropForm } from './FileDropForm';
import { fileDropLabels, fileDropLabelsAr, sampleFiles, sampleFilesAr } from './fileDropFixtures';

const base = {
  label: 'Attachments',
  labels: fileDropLabels,
  files: [],
  onFilesAdded: () => {},
  onCancel: () => {},
};

const pdf = (name = 'a.pdf', size = 1000) =>
  new File(['x'.repeat(size)], name, { type: 'application/pdf' });

function fileInput(container: HTMLElement) {
  return container.querySelector('input[type="file"]') as HTMLInputElement;
}

describeConformance<FileDropProps, HTMLButtonElement>(FileDrop, {
  name: 'FileDrop',
  props: base,
  refType: HTMLButtonElement,
});

describe('FileDrop', () => {
  it('is a group named by its label with a keyboard-reachable file button', async () => {
    renderWithUi(<FileDrop {...base} hint="PDF or images" error="Attach a file" required />);
    const group = screen.getByRole('group', { name: 'Attachments' });
    expect(group).toHaveAccessibleDescription('Attach a file PDF or images');
    await userEvent.tab();
    expect(within(group).getByRole('button', { name: 'Choose files' })).toHaveFocus();
  });

  it('adds chosen files that pass accept and maxSize, reports the others and announces both', async () => {
    const onFilesAdded = vi.fn();
    const onFilesRejected = vi.fn();
    const { container } = renderWithUi(
      <FileDrop
        {...base}
        accept=".pdf,image/*"
        maxSize={2000}
        onFilesAdded={onFilesAdded}
        onFilesRejected={onFilesRejected}
      />,
    );
    const big = pdf('big.pdf', 3000);
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const ok = pdf('ok.pdf');
    const photo = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(container), [ok, big, text, photo], { applyAccept: false });
    expect(onFilesAdded).toHaveBeenCalledWith([ok, photo]);
    expect(onFilesRejected).toHaveBeenCalledWith([
      { file: big, reason: 'size' },
      { file: text, reason: 'type' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 files added big.pdf is too large notes.txt is not an accepted type',
    );
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('takes dropped files and shows the drag state', () => {
    const onFilesAdded = vi.fn();
    renderWithUi(<FileDrop {...base} onFilesAdded={onFilesAdded} multiple={false} />);
    const zone = screen.getByRole('group', { name: 'Attachments' });
    const files = [pdf('one.pdf'), pdf('two.pdf')];
    fireEvent.dragOver(zone, { dataTransfer: { files, dropEffect: 'none' } });
    expect(zone).toHaveAttribute('data-dragging');
    fireEvent.drop(zone, { dataTransfer: { files } });
    expect(zone).not.toHaveAttribute('data-dragging');
    // Without `multiple` only the first file is taken.
    expect(onFilesAdded).toHaveBeenCalledWith([files[0]]);
  });

  it('lists files with progress, a cancel button and an error each', async () => {
    const onCancel = vi.fn();
    renderWithUi(<FileDrop {...base} files={sampleFiles} onCancel={onCancel} />);
    const list = screen.getByRole('list', { name: 'Files' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveAttribute('data-status', 'done');
    expect(
      screen.getByRole('progressbar', { name: 'Uploading passport-scan.png' }),
    ).toHaveAttribute('aria-valuenow', '45');
    expect(items[2]).toHaveAttribute('data-status', 'error');
    expect(items[2]).toHaveAccessibleDescription('The server refused this file');
    expect(within(items[2]!).queryByRole('progressbar')).toBeNull();
    expect(within(items[0]!).getByText('2.4 MB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel passport-scan.png' }));
    expect(onCancel).toHaveBeenCalledWith('2');
  });

  it('ignores drops and disables the button when disabled', () => {
    const onFilesAdded = vi.fn();
    renderWithUi(<FileDrop {...base} disabled onFilesAdded={onFilesAdded} />);
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    fireEvent.drop(screen.getByRole('group', { name: 'Attachments' }), {
      dataTransfer: { files: [pdf()] },
    });
    expect(onFilesAdded).not.toHaveBeenCalled();
  });

  it('works right to left with Arabic labels and Arabic sizes', () => {
    renderWithUi(
      <FileDrop {...base} label="المرفقات" labels={fileDropLabelsAr} files={sampleFilesAr} />,
      {
        language: 'ar',
      },
    );
    const group = screen.getByRole('group', { name: 'المرفقات' });
    expect(group.closest('[dir="rtl"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'اختر ملفات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء عقد-2026.pdf' })).toBeInTheDocument();
    // Arabic-Indic digits, as every number in Arabic (plain `ar` gives Western ones in current ICU)
    expect(screen.getByText(/^٢٫٤ /)).toBeInTheDocument();
  });

  it('writes sizes in the digits the person chose', () => {
    renderWithUi(
      <FileDrop {...base} label="المرفقات" labels={fileDropLabelsAr} files={sampleFilesAr} />,
      { language: 'ar', digits: 'latn' },
    );
    expect(screen.getByText(/^2\.4 /)).toBeInTheDocument();
  });

  it('works in react-hook-form with a zod schema', async () => {
    const onValid = vi.fn();
    const { container } = renderWithUi(<FileDropForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Attach at least one file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveFocus();
    await userEvent.upload(fileInput(container), [pdf('cv.pdf', 10)]);
    expect(screen.getByRole('listitem')).toHaveTextContent('cv.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith(
        { attachments: [{ id: '1', name: 'cv.pdf', size: 10, progress: 100 }] },
        expect.anything(),
      ),
    );
  });
});
