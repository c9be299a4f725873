import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, USERS_IMPORT_ERROR_DETAILS } from '@atrium/api';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { MasterKeyProvider } from '../masterKey/index.ts';
import { createUsersFake } from './testing/usersFixtures.ts';
import { UsersImportDialog } from './UsersImportDialog.tsx';
import { UsersPage } from './UsersPage.tsx';

const HEADER = 'username,full_name,email,job_title,manager,role';
const csvFile = (text: BlobPart, name = 'people.csv') =>
  new File([text], name, { type: 'text/csv' });

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

async function renderDialog(language: 'en' | 'ar' = 'en') {
  const fake = await createUsersFake();
  const onClose = vi.fn();
  const onImported = vi.fn();
  render(
    <FeatureHarness api={fake.api} session={fake.session} language={language}>
      <UsersImportDialog open onClose={onClose} onImported={onImported} />
    </FeatureHarness>,
  );
  return { ...fake, onClose, onImported, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('UsersImportDialog', { timeout: 30_000 }, () => {
  it('opens from the users page, previews each row, imports the valid ones and refreshes the list', async () => {
    const fake = await createUsersFake();
    render(
      <FeatureHarness api={fake.api} session={fake.session} language="en">
        <MasterKeyProvider store={fake.masterKey}>
          <UsersPage onOpenUser={vi.fn()} />
        </MasterKeyProvider>
      </FeatureHarness>,
    );
    const user = userEvent.setup();
    await screen.findByText('Showing 1 to 7 of 7 entries');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import users from a CSV file' });

    const preview = vi.spyOn(fake.api.user, 'importPreview');
    await user.upload(
      fileInput(),
      csvFile(
        `\uFEFF${HEADER}\r\n` +
          'nadia,Nadia Karam,nadia@atrium.test,Designer,huda,\r\n' +
          'huda,Huda Again,,,,\r\n' +
          'rami,"Rami, Jr.",not-an-email,,,\r\n' +
          'tariq,Tariq Odeh,,,,\r\n',
      ),
    );
    expect(await within(dialog).findByText('2 ready, 2 with problems')).toBeVisible();
    expect(preview).toHaveBeenCalledWith(expect.stringContaining('nadia,Nadia Karam'));
    const rows = within(dialog).getByRole('grid', { name: 'Rows of the file' });
    expect(
      within(rows).getByText('Username: A user with this username already exists'),
    ).toBeVisible();
    expect(within(rows).getByText('Email: Enter a valid e-mail address')).toBeVisible();
    expect(within(rows).getByText('Rami, Jr.')).toBeVisible();
    expect(within(rows).getAllByText('Ready')).toHaveLength(2);

    const importUsers = vi.spyOn(fake.api.user, 'importUsers');
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 users' }));
    expect(await within(dialog).findByText(/2 users were created\./)).toBeVisible();
    expect(within(dialog).getByText(/2 rows were not imported/)).toBeVisible();
    expect(importUsers).toHaveBeenCalledTimes(1);
    expect(within(dialog).getAllByText('Created')).toHaveLength(2);
    expect(await screen.findByText('2 users were imported.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Showing 1 to 9 of 9 entries')).toBeVisible();
    expect(screen.getByText('Nadia Karam')).toBeVisible();
  });

  it('says why a file is refused: empty, not UTF-8, or refused by the server', async () => {
    const { api, user } = await renderDialog();
    await user.upload(fileInput(), csvFile(''));
    expect(await screen.findByText('The file is empty.')).toBeVisible();

    // Windows-1252 "Café": 0xE9 alone is not UTF-8.
    await user.upload(fileInput(), csvFile(new Uint8Array([0x43, 0x61, 0x66, 0xe9])));
    expect(await screen.findByText(/The file is not UTF-8 text/)).toBeVisible();

    vi.spyOn(api.user, 'importPreview').mockRejectedValueOnce(
      new ApiError({
        kind: 'detail',
        status: 413,
        url: '/api/users/import/preview',
        detail: USERS_IMPORT_ERROR_DETAILS.tooManyRows,
      }),
    );
    await user.upload(fileInput(), csvFile(`${HEADER}\nx,X,,,,`));
    expect(
      await screen.findByText('A file may hold at most 1,000 people. Split it into smaller files.'),
    ).toBeVisible();
  });

  it('refuses a file without the required columns and offers the template', async () => {
    const { user } = await renderDialog();
    const createObjectURL = vi.fn((_: Blob) => 'blob:template');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await user.upload(fileInput(), csvFile('login,mail\namal,a@b.c'));
    expect(await screen.findByText(/The first row must name the columns/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Download the template' }));
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('users-import-template.csv');
    const file = createObjectURL.mock.calls[0]![0];
    expect((await file.text()).trim()).toBe(
      'username,full_name,email,phone,job_title,employee_number,manager,role,teams',
    );
  });

  it('disables the import when no row is ready, and goes back to choosing a file', async () => {
    const { user } = await renderDialog();
    await user.upload(fileInput(), csvFile(`${HEADER}\nhuda,Huda,,,,`));
    expect(await screen.findByText('0 ready, 1 with problems')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import 0 users' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(await screen.findByRole('button', { name: 'Download the template' })).toBeVisible();
  });

  it('speaks Arabic: counts, statuses and the catalogue messages', async () => {
    const { user } = await renderDialog('ar');
    await user.upload(fileInput(), csvFile(`${HEADER}\nnadia,نادية كرم,,,,\nhuda,هدى,,,,`));
    expect(await screen.findByText(/صف واحد جاهز/)).toBeVisible();
    expect(screen.getByText(/وصف واحد فيه مشكلات/)).toBeVisible();
    expect(screen.getByText('جاهز')).toBeVisible();
  });
});
