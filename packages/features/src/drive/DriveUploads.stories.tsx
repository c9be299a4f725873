import type { ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DrivePage } from './DrivePage.tsx';
import { DEFAULT_DRIVE_VIEW } from './driveView.ts';
import { PHONE_VIEWPORT, seedDrive, withDriveProviders } from './testing/driveStories.tsx';
import { createMemoryUploader, type MemoryUploaderOptions } from './testing/memoryUploader.ts';

const MB = 1024 * 1024;

function file(name: string, size: number, type = 'application/octet-stream') {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

/** Picks files with the page's file input, as the Upload menu's "Files" does. */
function pick(canvasElement: HTMLElement, files: File[]) {
  const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>(
    'input[type="file"][multiple]',
  )!;
  const transfer = new DataTransfer();
  for (const entry of files) transfer.items.add(entry);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The page with an in-memory uploader (progress by timer; some names taken or failing). */
function withUploader(options: MemoryUploaderOptions): { render: () => ReactElement } {
  return {
    render: () => (
      <DrivePage view={DEFAULT_DRIVE_VIEW} uploader={createMemoryUploader(options).uploader} />
    ),
  };
}

const THREE = () => [
  file('Site photos.zip', 48 * MB, 'application/zip'),
  file('Launch teaser.mp4', 120 * MB, 'video/mp4'),
  file('Notes.txt', 2048, 'text/plain'),
];

/**
 * Uploads on the drive page: the Upload menu beside New folder, drops on the list, and the
 * progress panel at the end of the page (above the bottom navigation on a phone).
 */
const meta = {
  title: 'Features/Drive/DriveUploads',
  component: DrivePage,
  parameters: { layout: 'fullscreen' },
  loaders: [seedDrive()],
  decorators: [withDriveProviders],
  // Stops at 40 %, so the story holds still for its checks and screenshots.
  ...withUploader({ stepMs: 60, steps: 10, stallAt: 0.4 }),
} satisfies Meta<typeof DrivePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Upload menu: files or a whole folder. */
export const UploadMenu: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Upload' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'Files' })).toBeInTheDocument();
    await expect(body.getByRole('menuitem', { name: 'Folder' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const Uploading: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('button', { name: 'Projects' });
    pick(canvasElement, THREE());
    const panel = await page.findByRole('region', { name: 'Uploads' });
    await waitFor(() => expect(panel).toHaveTextContent('40%'));
  },
};

/** A name already in the folder: keep both, replace or skip. */
export const NameTaken: Story = {
  ...withUploader({ stepMs: 60, taken: ['Budget 2026.xlsx'] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('button', { name: 'Projects' });
    pick(canvasElement, [file('Budget 2026.xlsx', 48 * 1024)]);
    const panel = await page.findByRole('region', { name: 'Uploads' });
    await expect(await within(panel).findByRole('button', { name: 'Keep both' })).toBeVisible();
  },
};

/** A file over the largest the server takes is refused at once, with the server's words. */
export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText(/of 10\sGB used$/);
    pick(canvasElement, [file('Disk image.iso', 3 * 1024 * MB)]);
    await expect(await page.findByText('Not uploaded')).toBeVisible();
  },
};

/** Files dragged over the list: a dashed outline and where they will go. */
export const DropHighlight: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const name = await page.findByRole('button', { name: 'Projects' });
    const transfer = new DataTransfer();
    transfer.items.add(file('Notes.txt', 2048, 'text/plain'));
    name.dispatchEvent(new DragEvent('dragenter', { bubbles: true, dataTransfer: transfer }));
    await expect(await page.findByText('Drop files to upload them to My drive')).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  loaders: [seedDrive({ language: 'ar' })],
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('button', { name: 'المشاريع' });
    pick(canvasElement, THREE());
    const panel = await page.findByRole('region', { name: 'عمليات الرفع' });
    await waitFor(() => expect(panel).toHaveTextContent('٤٠'));
  },
};

export const Dark: Story = { ...Uploading, globals: { theme: 'dark' } };

/** On a phone the panel sits above the bottom navigation. */
export const Phone: Story = { ...Uploading, parameters: PHONE_VIEWPORT };
