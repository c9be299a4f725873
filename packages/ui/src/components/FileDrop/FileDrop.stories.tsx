import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fieldSizes } from '../Field/fieldVariants';
import { FileDrop } from './FileDrop';
import { fileDropLabels, sampleFiles } from './fileDropFixtures';

const meta = {
  title: 'Forms/FileDrop',
  component: FileDrop,
  args: {
    label: 'Attachments',
    labels: fileDropLabels,
    files: sampleFiles,
    accept: '.pdf,image/*',
    maxSize: 5_000_000,
    onFilesAdded: fn(),
    onFilesRejected: fn(),
    onCancel: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: fieldSizes } },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof FileDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel passport-scan.png' }));
    await expect(args.onCancel).toHaveBeenCalledWith('2');
    const input = canvas.getByRole('group', { name: 'Attachments' }).querySelector('input')!;
    await userEvent.upload(input, new File(['%PDF'], 'offer.pdf', { type: 'application/pdf' }));
    await expect(args.onFilesAdded).toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 file added');
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: {
    hint: 'PDF or images, up to 5 MB',
    error: '',
    required: false,
    disabled: false,
    multiple: true,
    size: 2,
  },
};
