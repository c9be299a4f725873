import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { DRIVE_MESSAGES } from '@atrium/api';
import { withFeatureProviders } from '../../testing/storyDecorators.tsx';
import { PHONE_VIEWPORT } from '../testing/driveStories.tsx';
import { UploadPanel } from './UploadPanel.tsx';
import type { QueuedUpload, UploadQueueSnapshot } from './uploadQueue.ts';

const MB = 1024 * 1024;

function upload(values: Partial<QueuedUpload> & Pick<QueuedUpload, 'id' | 'name'>): QueuedUpload {
  return {
    size: 4 * MB,
    sent: 0,
    status: 'queued',
    target: { onConflict: 'fail' },
    ...values,
  };
}

function snapshotOf(uploads: QueuedUpload[]): UploadQueueSnapshot {
  const counted = uploads.filter((entry) => entry.status !== 'cancelled');
  return {
    uploads,
    sent: counted.reduce((total, entry) => total + entry.sent, 0),
    total: counted.reduce((total, entry) => total + entry.size, 0),
  };
}

const UPLOADING = snapshotOf([
  upload({ id: 1, name: 'Site photos.zip', size: 48 * MB, sent: 21 * MB, status: 'uploading' }),
  upload({ id: 2, name: 'Launch video.mp4', size: 184 * MB, sent: 12 * MB, status: 'uploading' }),
  upload({ id: 3, name: 'Budget 2026.xlsx', size: 48 * 1024, status: 'queued' }),
]);

/** The uploads in progress at the end of the page: overall and per file, pause and cancel. */
const meta = {
  title: 'Features/Drive/UploadPanel',
  component: UploadPanel,
  decorators: [withFeatureProviders()],
  parameters: { layout: 'fullscreen' },
  args: {
    snapshot: UPLOADING,
    queue: { pause: fn(), resume: fn(), cancel: fn(), retry: fn(), clearFinished: fn() },
  },
} satisfies Meta<typeof UploadPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {
  play: async ({ args }) => {
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    await expect(panel).toHaveTextContent('Uploading 3 files');
    await expect(
      within(panel).getByRole('progressbar', { name: 'Upload of Site photos.zip' }),
    ).toHaveAttribute('aria-valuenow', '43');
    within(panel).getByRole('button', { name: 'Pause Site photos.zip' }).click();
    await expect(args.queue.pause).toHaveBeenCalledWith(1);
  },
};

export const Paused: Story = {
  args: {
    snapshot: snapshotOf([
      upload({ id: 1, name: 'Site photos.zip', size: 48 * MB, sent: 21 * MB, status: 'paused' }),
      upload({ id: 2, name: 'Notes.txt', size: 2048, status: 'queued' }),
    ]),
  },
  play: async () => {
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    await expect(
      within(panel).getByRole('button', { name: 'Resume Site photos.zip' }),
    ).toBeVisible();
    await expect(panel).toHaveTextContent('Paused at 43%');
  },
};

/** The name is taken in the folder: keep both (numbered), replace (a new version) or skip. */
export const NameTaken: Story = {
  args: {
    snapshot: snapshotOf([
      upload({
        id: 1,
        name: 'Budget 2026.xlsx',
        size: 48 * 1024,
        status: 'failed',
        error: { status: 409, detail: DRIVE_MESSAGES.nameTaken },
      }),
    ]),
  },
  play: async ({ args }) => {
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    within(panel).getByRole('button', { name: 'Keep both' }).click();
    await expect(args.queue.retry).toHaveBeenCalledWith(1, 'keep_both');
    await expect(within(panel).getByRole('button', { name: 'Replace' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Skip' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    snapshot: snapshotOf([
      upload({
        id: 1,
        name: 'Launch video.mp4',
        size: 184 * MB,
        sent: 90 * MB,
        status: 'failed',
        error: { detail: 'The connection was lost' },
      }),
      upload({ id: 2, name: 'Logo.png', size: 80 * 1024, sent: 80 * 1024, status: 'done' }),
    ]),
  },
  play: async () => {
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    await expect(within(panel).getByRole('alert')).toHaveTextContent('The connection was lost');
    await expect(
      within(panel).getByRole('button', { name: 'Try Launch video.mp4 again' }),
    ).toBeVisible();
  },
};

export const Done: Story = {
  args: {
    snapshot: snapshotOf([
      upload({ id: 1, name: 'Logo.png', size: 80 * 1024, sent: 80 * 1024, status: 'done' }),
      upload({ id: 2, name: 'Notes.txt', size: 2048, sent: 2048, status: 'done' }),
    ]),
  },
  play: async () => {
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    await expect(panel).toHaveTextContent('2 uploads finished');
    await expect(within(panel).getByRole('button', { name: 'Clear' })).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  args: {
    snapshot: snapshotOf([
      upload({ id: 1, name: 'صور الموقع.zip', size: 48 * MB, sent: 21 * MB, status: 'uploading' }),
      upload({ id: 2, name: 'فيديو الإطلاق.mp4', size: 184 * MB, status: 'paused', sent: 9 * MB }),
      upload({
        id: 3,
        name: 'ميزانية 2026.xlsx',
        size: 48 * 1024,
        status: 'failed',
        error: { status: 409, detail: DRIVE_MESSAGES.nameTaken },
      }),
    ]),
  },
  play: async () => {
    const panel = await screen.findByRole('region', { name: 'عمليات الرفع' });
    await expect(panel).toHaveTextContent('يجري رفع ملفين');
    await expect(within(panel).getByRole('button', { name: 'الاحتفاظ بالاثنين' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** On a phone the panel sits above the bottom navigation. */
export const Phone: Story = { parameters: PHONE_VIEWPORT };
