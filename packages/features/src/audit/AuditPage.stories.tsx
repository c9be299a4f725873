import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError } from '@atrium/api';
import { FAKE_ADMIN } from '@atrium/api/testing';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { AuditPage } from './AuditPage.tsx';
import { DEFAULT_AUDIT_VIEW, type AuditView } from './auditQuery.ts';
import { AUDIT_FIXTURES } from './testing/auditFixtures.ts';

const signedIn = { users: [FAKE_ADMIN], signedInAs: FAKE_ADMIN.username };

/** The page as the app renders it: its view controlled, as the URL would hold it. */
function ControlledAuditPage({ initial = DEFAULT_AUDIT_VIEW }: { initial?: AuditView }) {
  const [view, setView] = useState(initial);
  return <AuditPage view={view} onViewChange={setView} />;
}

// Each story brings its own fake API, signed in as a super admin; the toolbar's locale and theme
// globals set language, direction and appearance.
const meta = {
  title: 'Features/Audit/AuditPage',
  component: ControlledAuditPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withFeatureProviders({ ...signedIn, audit: AUDIT_FIXTURES })],
} satisfies Meta<typeof ControlledAuditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Permissions changed')).toBeVisible();
    await expect(page.getByText('System')).toBeVisible();
    // An action this screen has no name for yet reads as words, not as an identifier.
    await expect(page.getByText('Report exported')).toBeVisible();
  },
};

/** Sorted by action, from the header's sort button. */
export const Sorted: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText('Permissions changed');
    // the column's sort button, not a row's "Actions for …" menu
    const table = page.getByRole('grid');
    await userEvent.click(within(table).getByRole('button', { name: /^Action(?!s for)/ }));
    await expect(await page.findByRole('columnheader', { name: 'Action' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

/** Filtered on a target type, with nothing matching: the empty state offers to clear. */
export const NoMatch: Story = {
  args: { initial: { ...DEFAULT_AUDIT_VIEW, target_type: 'team', action: 'user_deleted' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No entries match these filters'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [withFeatureProviders({ ...signedIn, audit: [] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No changes recorded yet')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withFeatureProviders({ ...signedIn, latencyMs: Infinity })],
};

export const ErrorState: Story = {
  name: 'Error',
  decorators: [
    withFeatureProviders({
      ...signedIn,
      failWith: new ApiError({
        kind: 'detail',
        status: 500,
        url: '/api/audit',
        detail: 'An error occurred',
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The audit log could not be loaded'),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('تغيير الصلاحيات')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** A phone: the table's rows as cards below the medium breakpoint. */
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
