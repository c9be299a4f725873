import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Request, Route } from '@playwright/test';
import { createFolder, uploadFile } from './driveApi.ts';
import { expect, signedInAs, test, uniqueName } from './fixtures.ts';

test.use(signedInAs('admin'));

const MIB = 1024 * 1024;
/** The 200 MB file; the list shows it as "200 MB" (sizes count 1024 to the next unit). */
const BIG_FILE_BYTES = 200 * MIB;

/** Each test works in a folder of its own: the admin's drive is shared by all of them. */
async function openOwnFolder(page: Page, prefix: string) {
  const folder = await createFolder(page.request, uniqueName(prefix));
  await page.goto(`/main/drive/${folder.id}`);
  await expect(page.getByRole('heading', { level: 1, name: folder.name })).toBeVisible();
  return folder;
}

/** The row of an item in the drive's table. */
const rowOf = (page: Page, name: string) =>
  page.getByRole('grid', { name: 'Files and folders' }).getByRole('row', { name });

async function chooseFiles(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Files' }).click();
  await (await chooser).setFiles(file);
}

test('a 200 MB upload shows its progress, survives a reload and resumes where it stopped', async ({
  page,
}) => {
  // Two 200 MB passes through the browser on a shared 2-core machine.
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-e2e-upload-'));
  try {
    // Random bytes, one MiB repeated: nothing on the way can shrink them, and writing is quick.
    const file = path.join(dir, `${uniqueName('big')}.bin`);
    const block = randomBytes(MIB);
    writeFileSync(file, Buffer.concat(Array.from({ length: BIG_FILE_BYTES / MIB }, () => block)));
    const name = path.basename(file);
    const folder = await openOwnFolder(page, 'upload');

    // The first 16 MiB part goes through; the second waits until the reload, so the reload
    // always comes in the middle of the upload whatever the machine's speed.
    let held: Route | undefined;
    await page.route('**/api/drive/uploads/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      if (route.request().headers()['upload-offset'] === '0') return route.continue();
      held = route;
    });
    await chooseFiles(page, file);

    const uploads = page.getByRole('region', { name: 'Uploads' });
    const progress = uploads.getByRole('progressbar', { name: `Upload of ${name}` });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuetext', /^16\sMB of 200\sMB$/);
    await expect.poll(() => held !== undefined).toBe(true);

    // The second part leaves, and the page reloads while it is on its way: the server keeps
    // what reached it (at least the first part, at most the second's end).
    void held?.continue().catch(() => {});
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const offsets: number[] = [];
    const recordOffset = (request: Request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/drive/uploads/'))
        offsets.push(Number(request.headers()['upload-offset']));
    };
    page.on('request', recordOffset);
    // Leaving while an upload is on its way asks first; the person confirms.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await expect(page.getByRole('heading', { level: 1, name: folder.name })).toBeVisible();

    // The same file picked again goes on from the server's offset, not from the start.
    await chooseFiles(page, file);
    await expect(uploads.getByText('1 upload finished')).toBeVisible({ timeout: 90_000 });
    expect(offsets[0]).toBeGreaterThanOrEqual(16 * MIB);
    expect(offsets[0]).toBeLessThanOrEqual(32 * MIB);

    const row = rowOf(page, name);
    await expect(row).toBeVisible();
    await expect(row).toContainText(/200\sMB/);
    const listed = await page.request.get(`/api/drive/items?parent_id=${folder.id}`);
    const items = ((await listed.json()) as { items: { name: string; size: number | null }[] })
      .items;
    expect(items.find((item) => item.name === name)?.size).toBe(BIG_FILE_BYTES);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a password link opens signed out, downloads the file, and its download counter rises', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const folder = await openOwnFolder(page, 'links');
  const bytes = randomBytes(300 * 1024);
  const name = `${uniqueName('report')}.bin`;
  await uploadFile(page.request, name, bytes, folder.id);
  await page.reload();

  await rowOf(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Get link' }).click();
  const dialog = page.getByRole('dialog', { name: `Links to “${name}”` });
  await expect(dialog.getByText('No links to this item yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'New link' }).click();
  await dialog.getByRole('switch', { name: 'Require a password' }).click();
  const password = `Link-${randomBytes(6).toString('hex')}`;
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog.getByText('Link created')).toBeVisible();
  const address = await dialog.getByRole('textbox', { name: 'Link', exact: true }).inputValue();
  expect(address).toMatch(/\/drive\/[\w-]+$/);
  await expect(dialog.getByText(/Downloads: 0/)).toBeVisible();

  // Someone without an account: a browser with no session at all.
  const stranger = await browser.newContext({ baseURL, locale: 'en-GB', acceptDownloads: true });
  try {
    const shared = await stranger.newPage();
    await shared.goto(address);
    await expect(shared.getByRole('heading', { name: 'This link is protected' })).toBeVisible();
    await shared.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await shared.getByRole('button', { name: 'Open' }).click();
    const downloadLink = shared.getByRole('link', { name: `Download ${name}` });
    await expect(downloadLink).toBeVisible();
    const download = shared.waitForEvent('download');
    await downloadLink.click();
    const saved = await (await download).path();
    expect((await download).suggestedFilename()).toBe(name);
    expect(statSync(saved).size).toBe(bytes.length);
  } finally {
    await stranger.close();
  }

  // The counter, as the person who made the link sees it (a fresh load, nothing cached).
  await page.reload();
  await rowOf(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Get link' }).click();
  await expect(page.getByRole('dialog').getByText(/Downloads: 1/)).toBeVisible();
});

test('an item moves into a folder and comes back from the trash', async ({ page }) => {
  const folder = await openOwnFolder(page, 'move');
  const target = await createFolder(page.request, 'Target', folder.id);
  const name = `${uniqueName('notes')}.txt`;
  await uploadFile(page.request, name, Buffer.from('Minutes of the meeting\n'), folder.id);
  await page.reload();

  // Move with the dialog (the keyboard's way; dragging is the next test).
  await rowOf(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Move', exact: true }).click();
  const move = page.getByRole('dialog', { name: `Move “${name}”` });
  // The picker starts at the root of My drive.
  await move.getByRole('button', { name: folder.name }).click();
  await move.getByRole('button', { name: target.name }).click();
  await move.getByRole('button', { name: 'Move here' }).click();
  await expect(page.getByText(`“${name}” was moved to ${target.name}.`)).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);

  // Into the trash from the target folder, back from the Trash view.
  await page.goto(`/main/drive/${target.id}`);
  await rowOf(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Move to trash' }).click();
  await expect(page.getByText(`“${name}” was moved to the trash.`)).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);

  await page.goto('/main/drive?view=trash');
  await rowOf(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Restore' }).click();
  await expect(page.getByText(`“${name}” was restored.`)).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);

  await page.goto(`/main/drive/${target.id}`);
  await expect(rowOf(page, name)).toBeVisible();
});

test('an item moves by drag and drop onto a folder, and onto a breadcrumb', async ({ page }) => {
  const folder = await openOwnFolder(page, 'drag');
  const target = await createFolder(page.request, 'Drop here', folder.id);
  const name = `${uniqueName('dragged')}.txt`;
  await uploadFile(page.request, name, Buffer.from('dragged\n'), folder.id);
  await page.reload();

  // Onto a folder's row: the item goes into it.
  await rowOf(page, name)
    .getByRole('button', { name, exact: true })
    .dragTo(rowOf(page, target.name).getByRole('link', { name: target.name }));
  await expect(page.getByText(`“${name}” was moved to ${target.name}.`)).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);

  // From inside that folder onto the breadcrumb of the folder above: back where it was.
  await page.goto(`/main/drive/${target.id}`);
  const path = page.getByRole('navigation', { name: 'Folder path' });
  await rowOf(page, name)
    .getByRole('button', { name, exact: true })
    .dragTo(path.getByRole('link', { name: folder.name }));
  await expect(page.getByText(`“${name}” was moved to ${folder.name}.`)).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
});
