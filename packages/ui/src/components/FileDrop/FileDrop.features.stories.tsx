import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FileDrop } from './FileDrop';
import { FileDropForm, type AttachmentsValues } from './FileDropForm';
import { fileDropLabels, fileDropLabelsAr, sampleFiles, sampleFilesAr } from './fileDropFixtures';

const meta = {
  title: 'Forms/FileDrop/Features',
  component: FileDrop,
  args: {
    label: 'Attachments',
    hint: 'PDF or images, up to 5 MB',
    labels: fileDropLabels,
    files: [],
    accept: '.pdf,image/*',
    maxSize: 5_000_000,
    onFilesAdded: fn(),
    onFilesRejected: fn(),
    onCancel: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof FileDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Uploading: Story = {
  args: {
    files: [
      { id: '1', name: 'contract-2026.pdf', size: 2_400_000, progress: 10 },
      { id: '2', name: 'passport-scan.png', size: 830_000, progress: 70 },
    ],
  },
};
export const Done: Story = {
  args: { files: [{ id: '1', name: 'contract-2026.pdf', size: 2_400_000, progress: 100 }] },
};
export const FileError: Story = {
  args: {
    files: [
      { id: '3', name: 'timesheet.xlsx', size: 12_000, error: 'The server refused this file' },
    ],
  },
};
export const Rejected: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('group', { name: 'Attachments' }).querySelector('input')!;
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(args.onFilesRejected).toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('notes.txt is not an accepted type');
  },
};
export const AllStates: Story = { args: { files: sampleFiles } };
export const WithError: Story = {
  args: { error: 'Attach at least one file', required: true },
};
export const Disabled: Story = { args: { disabled: true, files: sampleFiles.slice(0, 1) } };
export const RTL: Story = {
  args: {
    label: 'المرفقات',
    hint: 'ملفات PDF أو صور، حتى 5 ميغابايت',
    labels: fileDropLabelsAr,
    files: sampleFilesAr,
  },
  globals: { locale: 'ar' },
};
export const Dark: Story = {
  args: { files: sampleFiles, error: 'One file failed to upload' },
  globals: { theme: 'dark' },
};
export const LongLabels: Story = {
  args: {
    label:
      'Documents that prove your identity and your right to work in the country of your office',
    hint: 'Scans must be readable and in colour; your manager and the people team see them, nobody else.',
    error: 'Attach both sides of your identity card before you send the form.',
    files: [
      {
        id: '1',
        name: 'identity-card-front-and-back-scanned-at-the-office-on-the-first-day.pdf',
        size: 4_900_000,
        progress: 60,
      },
    ],
  },
};
export const LongArabicLabels: Story = {
  args: {
    label: 'المستندات التي تثبت هويتك وحقك في العمل في بلد مكتبك',
    hint: 'يجب أن تكون النسخ الممسوحة واضحة وملونة؛ يراها مديرك وفريق الموارد البشرية فقط.',
    error: 'أرفق وجهي بطاقة الهوية قبل إرسال النموذج.',
    labels: fileDropLabelsAr,
    files: [
      {
        id: '1',
        name: 'بطاقة-الهوية-الوجهان-ممسوحة-في-المكتب-في-اليوم-الأول.pdf',
        size: 4_900_000,
        progress: 60,
      },
    ],
  },
  globals: { locale: 'ar' },
};

/** FileDrop with react-hook-form and a zod schema: errors come from the schema. */
export const WithReactHookForm: StoryObj<{ onValid: (values: AttachmentsValues) => void }> = {
  args: { onValid: fn() },
  render: ({ onValid }) => <FileDropForm onValid={onValid} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Attach at least one file')).toBeVisible();
    const input = canvas.getByRole('group', { name: 'Attachments' }).querySelector('input')!;
    await userEvent.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(args.onValid).toHaveBeenCalledWith(
        { attachments: [expect.objectContaining({ name: 'cv.pdf', progress: 100 })] },
        expect.anything(),
      ),
    );
  },
};
