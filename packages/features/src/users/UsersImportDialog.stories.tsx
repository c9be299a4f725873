import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError, ERROR_DETAILS } from '@atrium/api';
import { withUsersFake } from './testing/usersStoryDecorator.tsx';
import { UsersImportDialog } from './UsersImportDialog.tsx';

/** A file with two people ready and three rows with problems (taken, bad e-mail, no manager). */
const MIXED = [
  'username,full_name,email,phone,job_title,employee_number,manager,role,teams',
  'nadia,Nadia Karam,nadia@atrium.test,+966 50 123 4567,Designer,E-101,huda,,Design',
  'huda,Huda Again,,,,,,,',
  'rami,"Rami Odeh, Jr.",not-an-email,,,,,,',
  'tariq,Tariq Odeh,tariq@atrium.test,,Editor,E-102,nobody,,',
  'salma,Salma Aziz,,,,,,admin,',
].join('\r\n');

const MIXED_AR = [
  'username,full_name,email,job_title,manager',
  'nadia,نادية كرم,nadia@atrium.test,مصممة,huda',
  'huda,هدى مرة أخرى,,,',
  'rami,رامي عودة,بريد-غير-صالح,,',
].join('\r\n');

/** The dialog's file input: the drop zone's hidden input. */
async function upload(canvasElement: HTMLElement, text: string, name = 'people.csv') {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog');
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, new File([text], name, { type: 'text/csv' }));
  return within(dialog);
}

/** A phone's width, whatever the runner's viewport: the rows become cards. */
const phone: Decorator = (Story) => (
  <div style={{ maxInlineSize: 360 }}>
    <Story />
  </div>
);

/** "Import" on the users page: a CSV, the server's dry run row by row, then the import. */
const meta = {
  title: 'Features/Users/UsersImportDialog',
  component: UsersImportDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onClose: fn(), onImported: fn() },
  decorators: [withUsersFake()],
} satisfies Meta<typeof UsersImportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Choosing a file: the rules, the template and the drop zone. (Visibility is awaited: the dialog
 * fades in, and an element at opacity 0 is not visible yet.)
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Import users from a CSV file',
      }),
    );
    await waitFor(async () =>
      expect(dialog.getByRole('button', { name: 'Download the template' })).toBeVisible(),
    );
  },
};

/** The server is checking the file (the call never answers here). */
export const Loading: Story = {
  decorators: [withUsersFake({ latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    const dialog = await upload(canvasElement, MIXED);
    await waitFor(() =>
      expect(dialog.getByRole('progressbar', { name: /Checking people\.csv/ })).toBeVisible(),
    );
  },
};

/** The dry run: counts, then each row with its problems by column. */
export const PreviewWithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await upload(canvasElement, MIXED);
    await waitFor(async () =>
      expect(await dialog.findByText('2 ready, 3 with problems')).toBeVisible(),
    );
    await waitFor(async () =>
      expect(dialog.getByText('Username: A user with this username already exists')).toBeVisible(),
    );
    await waitFor(async () =>
      expect(dialog.getByText('Manager: Unknown user, or not active')).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Import 2 users' }));
    await waitFor(async () =>
      expect(await dialog.findByText(/2 users were created\./)).toBeVisible(),
    );
    await expect(args.onImported).toHaveBeenCalledWith(2);
  },
};

export const EmptyFile: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await upload(canvasElement, '', 'empty.csv');
    await waitFor(async () => expect(await dialog.findByText('The file is empty.')).toBeVisible());
  },
};

/** The server failed: the alert says so, the file can be chosen again. */
export const ServerError: Story = {
  decorators: [
    withUsersFake({
      failWith: new ApiError({
        kind: 'detail',
        status: 500,
        url: '/api/users/import/preview',
        detail: ERROR_DETAILS.generic,
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await upload(canvasElement, MIXED);
    await waitFor(async () =>
      expect(await dialog.findByText('The file could not be used')).toBeVisible(),
    );
  },
};

export const ArabicRTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const dialog = await upload(canvasElement, MIXED_AR);
    await waitFor(async () => expect(await dialog.findByText(/صف واحد جاهز/)).toBeVisible());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const dialog = await upload(canvasElement, MIXED);
    await waitFor(async () =>
      expect(await dialog.findByText('2 ready, 3 with problems')).toBeVisible(),
    );
  },
};

/** On a phone the rows are cards: the person, the row number, then each field and problem. */
export const Phone: Story = {
  decorators: [phone],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const dialog = await upload(canvasElement, MIXED);
    await waitFor(async () =>
      expect(await dialog.findByText('2 ready, 3 with problems')).toBeVisible(),
    );
  },
};
