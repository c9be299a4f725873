import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { DriveItem, DriveVersion } from '@atrium/api';
import { DriveDetailsDialog } from './DriveDetailsDialog.tsx';
import { PHONE_VIEWPORT, seedDrive, withDriveProviders } from './testing/driveStories.tsx';
import { createMemoryUploader } from './testing/memoryUploader.ts';
import { storyContentUrl } from './testing/storyContent.ts';
import { STORY_PEOPLE, storyItem } from './testing/storyItems.ts';
import { DriveUploadsProvider } from './uploads/DriveUploadsProvider.tsx';

const VERSIONS: DriveVersion[] = [
  {
    id: '00000000-0000-4000-8000-00000000ee03',
    name: 'Brand guidelines.pdf',
    size: 2_516_582,
    mime_type: 'application/pdf',
    created_at: '2026-11-20T09:12:00Z',
    created_by: STORY_PEOPLE.RANA,
    current: true,
  },
  {
    id: '00000000-0000-4000-8000-00000000ee02',
    name: 'Brand guidelines.pdf',
    size: 2_401_100,
    mime_type: 'application/pdf',
    created_at: '2026-11-12T15:40:00Z',
    created_by: STORY_PEOPLE.HUDA,
    current: false,
  },
  {
    id: '00000000-0000-4000-8000-00000000ee01',
    name: 'Brand guidelines.pdf',
    size: 1_982_464,
    mime_type: 'application/pdf',
    created_at: '2026-11-02T10:05:00Z',
    created_by: null,
    current: false,
  },
];

/** A short clip recorded in the browser (a moving square), for the video preview. */
async function recordVideo(): Promise<string> {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 6; frame += 1) {
      context.fillStyle = '#1d3557';
      context.fillRect(0, 0, 320, 180);
      context.fillStyle = '#e9c46a';
      context.fillRect(20 + frame * 40, 60, 60, 60);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    recorder.stop();
    await stopped;
    return URL.createObjectURL(new Blob(chunks, { type: 'video/webm' }));
  } catch {
    return '';
  }
}

let video: Promise<string> | undefined;

/**
 * A file's details: its preview (images, video, audio, PDF, text; an icon for the rest), Download,
 * what the drive knows of it and its versions.
 */
const meta = {
  title: 'Features/Drive/DriveDetailsDialog',
  component: DriveDetailsDialog,
  loaders: [
    async (context) => {
      const loaded = await seedDrive(context.globals.locale === 'ar' ? { language: 'ar' } : {})();
      // The fake keeps one version per file; the stories show a history.
      Object.assign(loaded.driveFake.api.drive, {
        versions: async () => ({ items: VERSIONS }),
        restoreVersion: async (id: string) => storyItem({ id, name: 'Brand guidelines.pdf' }),
      });
      video ??= recordVideo();
      return { ...loaded, video: await video };
    },
  ],
  decorators: [withDriveProviders],
  args: {
    item: storyItem({ name: 'Brand guidelines.pdf', size: 2_516_582, shared: true }),
    onClose: fn(),
    contentUrl: storyContentUrl,
  },
} satisfies Meta<typeof DriveDetailsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A PDF in the browser's own viewer, the Download link and three versions. */
export const File: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Brand guidelines.pdf' });
    await expect(dialog).toHaveTextContent('TypePDFapplication/pdf');
    await expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'Brand guidelines.pdf',
    );
    const versions = await within(dialog).findByRole('region', { name: 'Versions' });
    await expect(within(versions).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(versions).getAllByRole('button', { name: /^Restore/ })).toHaveLength(2);
  },
};

export const Image: Story = {
  args: { item: storyItem({ name: 'Team photo.jpg', mime_type: 'image/jpeg', size: 3_250_585 }) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Team photo.jpg' });
    await expect(within(dialog).getByRole('img', { name: 'Team photo.jpg' })).toBeInTheDocument();
  },
};

export const Video: Story = {
  args: {
    item: storyItem({ name: 'Launch video.webm', mime_type: 'video/webm', size: 192_937_984 }),
  },
  render: (args, context) => {
    const url = (context.loaded as { video: string }).video;
    return <DriveDetailsDialog {...args} contentUrl={(item) => url || storyContentUrl(item)} />;
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Launch video.webm' });
    await expect(dialog.querySelector('video[controls]')).not.toBeNull();
  },
};

export const Audio: Story = {
  args: { item: storyItem({ name: 'Interview.wav', mime_type: 'audio/wav', size: 8_044 }) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Interview.wav' });
    await expect(dialog.querySelector('audio[controls]')).not.toBeNull();
  },
};

/** The first 100 KB of a text file, in its own direction per paragraph. */
export const Text: Story = {
  args: { item: storyItem({ name: 'Meeting notes.txt', mime_type: 'text/plain', size: 214 }) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Meeting notes.txt' });
    const text = await within(dialog).findByRole('region', { name: 'Text of Meeting notes.txt' });
    await expect(text).toHaveTextContent('Launch date confirmed');
  },
};

/** A kind the browser cannot show: its icon, and the Download link. */
export const NoPreview: Story = {
  args: {
    item: storyItem({
      name: 'Budget 2026.xlsx',
      mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: 49_152,
    }),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Budget 2026.xlsx' });
    await expect(dialog).toHaveTextContent('There is no preview of this kind of file');
  },
};

/** The person may edit: Restore on earlier versions and Upload new version. */
export const UploadNewVersion: Story = {
  render: (args) => (
    <DriveUploadsProvider uploader={createMemoryUploader({ stepMs: 200 }).uploader}>
      <DriveDetailsDialog {...args} />
    </DriveUploadsProvider>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Brand guidelines.pdf' });
    await expect(
      await within(dialog).findByRole('button', { name: 'Upload new version' }),
    ).toBeInTheDocument();
    const versions = await within(dialog).findByRole('region', { name: 'Versions' });
    await userEvent.click(within(versions).getAllByRole('button', { name: /^Restore/ })[0]!);
    await expect(await within(dialog).findByText(/is current again/)).toBeInTheDocument();
  },
};

/** Someone else's folder, shared for viewing: it says what the person may do. */
export const ViewOnlyFolder: Story = {
  args: {
    item: storyItem({
      name: 'Brand kit',
      kind: 'folder',
      owner: STORY_PEOPLE.HUDA,
      access: 'viewer',
      shared: true,
    }),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Brand kit' });
    await expect(dialog).toHaveTextContent('You can view this item but not change it');
  },
};

/** A viewer sees the versions but restores none. */
export const ViewOnlyFile: Story = {
  args: {
    item: storyItem({
      name: 'Brand guidelines.pdf',
      owner: STORY_PEOPLE.HUDA,
      access: 'viewer',
      shared: true,
    }),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Brand guidelines.pdf' });
    const versions = await within(dialog).findByRole('region', { name: 'Versions' });
    await expect(within(versions).queryAllByRole('button')).toHaveLength(0);
  },
};

export const InTrash: Story = {
  args: {
    item: storyItem({
      name: 'Old logo.png',
      mime_type: 'image/png',
      trashed_at: '2026-11-21T16:40:00Z',
    }),
  },
};

const arabicPhoto: DriveItem = storyItem({
  name: 'صورة الفريق.jpg',
  mime_type: 'image/jpeg',
  size: 3_250_585,
});

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  args: { item: arabicPhoto },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'صورة الفريق.jpg' });
    await expect(within(dialog).getByRole('link', { name: 'تنزيل' })).toBeInTheDocument();
    await expect(await within(dialog).findByRole('region', { name: 'النُّسخ' })).toBeInTheDocument();
  },
};

export const ArabicText: Story = {
  globals: { locale: 'ar' },
  args: { item: storyItem({ name: 'ملاحظات.txt', mime_type: 'text/plain', size: 214 }) },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkImage: Story = { ...Image, globals: { theme: 'dark' } };

export const Phone: Story = { ...Image, parameters: PHONE_VIEWPORT };
