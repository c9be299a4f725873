import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import { DrivePage } from './DrivePage.tsx';
import { DEFAULT_DRIVE_VIEW, type DrivePageView } from './driveView.ts';
import type { DriveFake } from './testing/driveFixtures.ts';
import {
  driveFakeOf,
  PHONE_VIEWPORT,
  seedDrive,
  withDriveProviders,
} from './testing/driveStories.tsx';

/** The page as the app has it: the view changes as the person moves (the app keeps it in the URL). */
function DrivePageStory({ view }: { view: DrivePageView }) {
  const [current, setCurrent] = useState(view);
  return <DrivePage view={current} onViewChange={setCurrent} />;
}

/** A story that starts on a view of the seeded drive (a folder needs the fake's ids). */
function startOn(view: (fake: DriveFake) => Partial<DrivePageView>): Pick<Story, 'render'> {
  return {
    render: (_args, context) => (
      <DrivePageStory view={{ ...DEFAULT_DRIVE_VIEW, ...view(driveFakeOf(context)) }} />
    ),
  };
}

const meta = {
  title: 'Features/Drive/DrivePage',
  component: DrivePage,
  parameters: { layout: 'fullscreen' },
  loaders: [seedDrive()],
  decorators: [withDriveProviders],
  render: () => <DrivePageStory view={DEFAULT_DRIVE_VIEW} />,
} satisfies Meta<typeof DrivePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** My drive: folders first, then files; the left column with the storage used. */
export const MyDrive: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Projects' })).toBeVisible();
    await expect(await page.findByText(/of 10\sGB used$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'My drive' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Inside a folder: breadcrumbs from My drive, and its own folders and files. */
export const InFolder: Story = {
  ...startOn((fake) => ({ folder: fake.item('Projects/Logos').id })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Logos' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Folder path' });
    await userEvent.click(within(crumbs).getByRole('link', { name: 'Projects' }));
    await expect(await page.findByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  },
};

/** The grid: images show their thumbnail (here none loads: the kind's icon stands in). */
export const Grid: Story = {
  ...startOn(() => ({ layout: 'grid' })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const tiles = await page.findByRole('list', { name: 'Files and folders' });
    await expect(await within(tiles).findByText('Brand guidelines.pdf')).toBeVisible();
  },
};

/**
 * A row's menu: every action on the item; the focus goes back to its button when it closes
 * (an open modal menu hides the page from assistive tech, so the story ends with it closed).
 */
export const ItemMenu: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const name = { name: 'Actions for Budget 2026.xlsx' };
    await userEvent.click(await page.findByRole('button', name));
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Move to trash' })).toBeVisible(),
    );
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Open',
      'Download',
      'Rename',
      'Move',
      'Make a copy',
      'Add to Starred',
      'Share',
      'Get link',
      'Move to trash',
    ]);
    await userEvent.keyboard('{Escape}');
    // Read again: the menu's code replaces the button it stood in for while loading.
    await waitFor(() => expect(page.getByRole('button', name)).toHaveFocus());
  },
};

/** A search across everything the person may see. */
export const SearchResults: Story = {
  ...startOn(() => ({ q: 'logo' })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Logo.svg' })).toBeVisible();
    await expect(page.getByLabelText('Search in Drive')).toHaveValue('logo');
  },
};

/** A search that finds nothing offers to clear it. */
export const NoMatch: Story = {
  ...startOn(() => ({ q: 'zzz' })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Clear search' }));
    await expect(await page.findByRole('heading', { level: 1, name: 'My drive' })).toBeVisible();
  },
};

/** What others shared: the owner column says who. */
export const SharedWithMe: Story = {
  ...startOn(() => ({ view: 'shared' })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const brandKit = await page.findByRole('button', { name: 'Brand kit' });
    await expect(brandKit.closest('[role="row"]')).toHaveTextContent('Huda Saleh');
  },
};

/** A folder shared for viewing: no New folder, no change actions, and it says why. */
export const ReadOnlyFolder: Story = {
  ...startOn((fake) => ({ view: 'shared', folder: fake.item('Brand kit').id })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/Ask Huda Saleh if you need to edit it/)).toBeVisible();
    await expect(page.queryByRole('button', { name: 'New folder' })).toBeNull();
  },
};

/** The trash: when each item went there, Restore and Delete forever, and Empty trash. */
export const Trash: Story = {
  loaders: [seedDrive({ trashed: ['Team photo.jpg', 'Invoices', 'Budget 2026.xlsx'] })],
  ...startOn(() => ({ view: 'trash' })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Invoices' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Empty trash' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Empty the trash?' });
    await expect(confirm).toHaveTextContent('All 3 items in the trash are deleted forever.');
  },
};

/** Starred, with the star beside each name. */
export const Starred: Story = {
  loaders: [seedDrive({ starred: ['Projects', 'Brand guidelines.pdf'] })],
  ...startOn(() => ({ view: 'starred' })),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Projects' }),
    ).toBeVisible();
  },
};

/** Several items selected: the bulk bar moves them to the trash. */
export const Selection: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('checkbox', { name: 'Select Budget 2026.xlsx' }));
    await userEvent.click(page.getByRole('checkbox', { name: 'Select Team photo.jpg' }));
    await expect(page.getByRole('region', { name: 'Selected items' })).toHaveTextContent(
      '2 selected',
    );
  },
};

export const Loading: Story = {
  loaders: [seedDrive({ latencyMs: Infinity })],
};

export const LoadingGrid: Story = {
  loaders: [seedDrive({ latencyMs: Infinity })],
  ...startOn(() => ({ layout: 'grid' })),
};

/** Nothing yet: New folder, here and in the header. */
export const EmptyMyDrive: Story = {
  loaders: [seedDrive({ folders: [], files: [], shared: [], shares: {} })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Your drive is empty')).toBeVisible();
    await expect(page.getAllByRole('button', { name: 'New folder' })).toHaveLength(2);
  },
};

export const EmptyShared: Story = {
  loaders: [seedDrive({ shared: [] })],
  ...startOn(() => ({ view: 'shared' })),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nothing is shared with you yet'),
    ).toBeVisible();
  },
};

export const EmptyTrash: Story = {
  ...startOn(() => ({ view: 'trash' })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The trash is empty')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  loaders: [
    seedDrive({
      failWith: new ApiError({ kind: 'no-response', status: 0, url: '/api/drive/items' }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Your files could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A folder that is gone, or was never shared with this person. */
export const FolderNotFound: Story = {
  ...startOn(() => ({ folder: '00000000-0000-4000-8000-999999999999' })),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'This folder cannot be opened' }),
    ).toBeVisible();
  },
};

/** Storage nearly full: the bar turns amber and says so. */
export const NearlyFull: Story = {
  loaders: [seedDrive({ quotaBytes: 200 * 1024 * 1024 })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your storage is nearly full.'),
    ).toBeVisible();
  },
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  loaders: [seedDrive({ language: 'ar' })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'ملفاتي' })).toBeVisible();
    const row = (await page.findByText('دليل الهوية.pdf')).closest('[role="row"]');
    await expect(row).toHaveTextContent(/٢٫٤\sم\.ب/);
  },
};

export const ArabicFolder: Story = {
  globals: { locale: 'ar' },
  loaders: [seedDrive({ language: 'ar' })],
  ...startOn((fake) => ({ folder: fake.item('المشاريع').id, layout: 'grid' })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('فيديو الإطلاق.mp4')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Projects' }),
    ).toBeVisible();
  },
};

export const DarkGrid: Story = {
  globals: { theme: 'dark' },
  ...startOn(() => ({ layout: 'grid' })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Team photo.jpg')).toBeVisible();
  },
};

/**
 * A 390 px phone: the left column is a row of tabs that scrolls sideways (its edge fades), the
 * table is a list of cards, and the storage used is under the list.
 */
export const Phone: Story = {
  parameters: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const tabs = await page.findByRole('tablist', { name: 'Drive' });
    await expect(within(tabs).getByRole('tab', { name: 'My drive' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(tabs).toHaveAttribute('data-overflow-end'));
    await expect(await page.findByRole('list', { name: 'Files and folders' })).toBeVisible();
    await expect(page.queryByRole('grid')).toBeNull();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Trash' }));
    await expect(await page.findByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  },
};

export const PhoneFolder: Story = {
  parameters: PHONE_VIEWPORT,
  ...startOn((fake) => ({ folder: fake.item('Projects').id })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('navigation', { name: 'Folder path' })).toBeVisible();
    await expect(await page.findByRole('button', { name: 'Logos' })).toBeVisible();
  },
};

export const PhoneGrid: Story = {
  parameters: PHONE_VIEWPORT,
  ...startOn(() => ({ layout: 'grid' })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Team photo.jpg')).toBeVisible();
  },
};

export const PhoneArabic: Story = {
  parameters: PHONE_VIEWPORT,
  globals: { locale: 'ar' },
  loaders: [seedDrive({ language: 'ar' })],
  play: async ({ canvasElement }) => {
    const tabs = await within(canvasElement).findByRole('tablist', { name: 'الملفات' });
    await expect(within(tabs).getByRole('tab', { name: 'ملفاتي' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const PhoneDark: Story = {
  parameters: PHONE_VIEWPORT,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Projects' }),
    ).toBeVisible();
  },
};
