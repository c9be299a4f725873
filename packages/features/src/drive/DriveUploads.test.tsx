import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DRIVE_MESSAGES, type DriveVersion } from '@atrium/api';
import { DriveDetailsDialog } from './DriveDetailsDialog.tsx';
import { DrivePage } from './DrivePage.tsx';
import { createDriveFake, type DriveFakeOptions } from './testing/driveFixtures.ts';
import { createMemoryUploader, uploadedItem } from './testing/memoryUploader.ts';
import { renderDrive } from './testing/renderDrive.tsx';

async function setup(options: DriveFakeOptions = {}) {
  const fake = await createDriveFake(options);
  // Driven by hand: each test says when progress, success or a refusal comes.
  const memory = createMemoryUploader({ steps: 0 });
  const rendered = renderDrive(fake, <DrivePage uploader={memory.uploader} />);
  // The usage is known before files are added (the size checks need it).
  await screen.findByText(/\sused$/);
  return { fake, memory, ...rendered };
}

function file(name: string, size = 1000, path?: string) {
  const made = new File(['x'], name, { type: 'text/plain' });
  Object.defineProperty(made, 'size', { value: size });
  if (path) Object.defineProperty(made, 'webkitRelativePath', { value: path });
  return made;
}

/** Picks files with the Upload menu's (hidden) file input. */
async function pick(user: ReturnType<typeof renderDrive>['user'], files: File[], folder = false) {
  await user.click(await screen.findByRole('button', { name: 'Upload' }));
  expect(await screen.findByRole('menuitem', { name: 'Files' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
  const input = [...inputs].find((node) => node.hasAttribute('webkitdirectory') === folder)!;
  fireEvent.change(input, { target: { files } });
}

describe('drive uploads', () => {
  it('starts the uploads of picked files and shows their progress', async () => {
    const { user, memory } = await setup();
    await pick(user, [file('notes.txt', 1000), file('plan.txt', 3000)]);
    await waitFor(() => expect(memory.started).toHaveLength(2));
    expect(memory.upload('notes.txt').target).toEqual({ onConflict: 'fail' });

    act(() => memory.upload('notes.txt').callbacks.onProgress(400, 1000));
    const panel = screen.getByRole('region', { name: 'Uploads' });
    expect(panel).toHaveTextContent('Uploading 2 files · 10%');
    const bar = within(panel).getByRole('progressbar', { name: 'Upload of notes.txt' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(panel).toHaveTextContent('1,000 B');
  });

  it('uploads files dropped on the list, showing where they go while dragged', async () => {
    const { memory } = await setup();
    const grid = await screen.findByRole('grid', { name: 'Files and folders' });
    const dataTransfer = { types: ['Files'], files: [file('dropped.txt')], items: [] };
    fireEvent.dragEnter(grid, { dataTransfer });
    expect(screen.getByText('Drop files to upload them to My drive')).toBeInTheDocument();
    fireEvent.drop(grid, { dataTransfer });
    await waitFor(() => expect(memory.started).toHaveLength(1));
    expect(memory.upload('dropped.txt').target).toEqual({ onConflict: 'fail' });
    expect(screen.queryByText('Drop files to upload them to My drive')).not.toBeInTheDocument();
  });

  it('refuses a file larger than the server takes, or over the quota, before sending it', async () => {
    // 190 MB of 200 MB used: 20 MB does not fit; 3 GB is over the largest file (2 GB).
    const { user, memory } = await setup({ quotaBytes: 200 * 1024 ** 2 });
    await pick(user, [file('disk.iso', 3 * 1024 ** 3), file('big.bin', 20 * 1024 ** 2)]);
    expect(await screen.findByText('Not uploaded')).toBeInTheDocument();
    expect(
      screen.getByText(`“disk.iso”: ${DRIVE_MESSAGES.tooLarge}`, { exact: false }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`“big.bin”: ${DRIVE_MESSAGES.overQuota}`, { exact: false }),
    ).toBeInTheDocument();
    expect(memory.started).toHaveLength(0);
  });

  it('offers keep both, replace or skip when the name is taken, and retries with keep both', async () => {
    const { user, memory } = await setup();
    await pick(user, [file('Budget 2026.xlsx')]);
    await waitFor(() => expect(memory.started).toHaveLength(1));
    act(() =>
      memory.started[0]!.callbacks.onError({ status: 409, detail: DRIVE_MESSAGES.nameTaken }),
    );
    const panel = screen.getByRole('region', { name: 'Uploads' });
    expect(within(panel).getByRole('alert')).toHaveTextContent(DRIVE_MESSAGES.nameTaken);
    expect(within(panel).getByRole('button', { name: 'Replace' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Keep both' }));
    expect(memory.started).toHaveLength(2);
    expect(memory.started[1]!.target).toEqual({ onConflict: 'keep_both' });
  });

  it('asks for the lists and the usage again when an upload is done', async () => {
    const { user, memory, fake } = await setup();
    await pick(user, [file('notes.txt')]);
    await waitFor(() => expect(memory.started).toHaveLength(1));
    const count = (name: string) => fake.api.calls.filter((call) => call === name).length;
    const [lists, usages] = [count('drive.list'), count('drive.usage')];
    const { file: sent, target } = memory.started[0]!;
    act(() => memory.started[0]!.callbacks.onSuccess(uploadedItem(sent, target)));
    await waitFor(() => expect(count('drive.list')).toBeGreaterThan(lists));
    await waitFor(() => expect(count('drive.usage')).toBeGreaterThan(usages));
    expect(screen.getByRole('region', { name: 'Uploads' })).toHaveTextContent('1 upload finished');
  });

  it('uploads a folder into the folders of the same name, making the missing ones', async () => {
    const { user, memory, fake } = await setup();
    await pick(
      user,
      [file('a.pdf', 10, 'Invoices/2026/a.pdf'), file('b.pdf', 10, 'Invoices/b.pdf')],
      true,
    );
    await waitFor(() => expect(memory.started).toHaveLength(2));
    const invoices = fake.item('Invoices').id;
    expect(memory.upload('b.pdf').target).toEqual({ parentId: invoices, onConflict: 'fail' });
    const inside = await fake.api.drive.list({ parent_id: invoices });
    const made = inside.items.find((item) => item.name === '2026');
    expect(made?.kind).toBe('folder');
    expect(memory.upload('a.pdf').target).toEqual({ parentId: made!.id, onConflict: 'fail' });
    expect(fake.api.calls.filter((call) => call === 'drive.createFolder')).toHaveLength(1);
  });
});

describe('file details', () => {
  it('previews an image and links its download', async () => {
    const fake = await createDriveFake();
    const photo = fake.item('Team photo.jpg');
    renderDrive(fake, <DriveDetailsDialog item={photo} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Team photo.jpg' });
    const image = within(dialog).getByRole('img', { name: 'Team photo.jpg' });
    expect(image).toHaveAttribute('src', `/api/drive/items/${photo.id}/content?disposition=inline`);
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', `/api/drive/items/${photo.id}/content`);
    expect(download).toHaveAttribute('download', 'Team photo.jpg');
  });

  it('lists the versions and restores an earlier one', async () => {
    const fake = await createDriveFake();
    const budget = fake.item('Budget 2026.xlsx');
    const person = { id: fake.userIds.get('huda')!, username: 'huda', full_name: 'Huda Saleh' };
    const version = (id: string, current: boolean, created_at: string): DriveVersion => ({
      id,
      name: budget.name,
      size: current ? 49_152 : 40_960,
      mime_type: budget.mime_type!,
      created_at,
      created_by: person,
      current,
    });
    vi.spyOn(fake.api.drive, 'versions').mockResolvedValue({
      items: [
        version('00000000-0000-4000-8000-00000000ee02', true, '2026-11-20T09:12:00Z'),
        version('00000000-0000-4000-8000-00000000ee01', false, '2026-11-10T08:00:00Z'),
      ],
    });
    // The listed versions are this test's own: the server's answer to restoring one is the file.
    const restore = vi
      .spyOn(fake.api.drive, 'restoreVersion')
      .mockResolvedValue({ ...budget, revision: budget.revision + 1 });
    const { user } = renderDrive(fake, <DriveDetailsDialog item={budget} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Budget 2026.xlsx' });
    const versions = await within(dialog).findByRole('region', { name: 'Versions' });
    expect(within(versions).getAllByRole('listitem')).toHaveLength(2);
    expect(versions).toHaveTextContent('Current');
    expect(versions).toHaveTextContent('Huda Saleh');
    const restoreButtons = within(versions).getAllByRole('button', {
      name: /^Restore the version/,
    });
    expect(restoreButtons).toHaveLength(1);
    await user.click(restoreButtons[0]!);
    expect(restore).toHaveBeenCalledWith(budget.id, '00000000-0000-4000-8000-00000000ee01');
    expect(await within(dialog).findByText(/is current again/)).toBeInTheDocument();
  });
});
