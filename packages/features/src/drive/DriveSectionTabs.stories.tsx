import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DriveView } from '@atrium/api';
import { Text } from '@atrium/ui';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { DriveSectionTabs } from './DriveSectionTabs.tsx';
import { PHONE_VIEWPORT } from './testing/driveStories.tsx';

function Tabs() {
  const [current, setCurrent] = useState<DriveView>('my');
  return (
    <DriveSectionTabs current={current} onSelect={setCurrent}>
      <Text as="p" mt="4">
        {current}
      </Text>
    </DriveSectionTabs>
  );
}

/**
 * The left column on a phone: tabs in one row that scrolls sideways; the edge where tabs are
 * hidden fades, and the chosen tab scrolls into view.
 */
const meta = {
  title: 'Features/Drive/DriveSectionTabs',
  component: DriveSectionTabs,
  decorators: [withFeatureProviders()],
  args: { current: 'my', onSelect: () => undefined, children: null },
  render: () => <Tabs />,
} satisfies Meta<typeof DriveSectionTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  parameters: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getByRole('tablist', { name: 'Drive' });
    await waitFor(() => expect(tabs).toHaveAttribute('data-overflow-end'));
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Starred' }));
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent('starred');
  },
};

/** Scrolled to the end: the start edge fades instead. */
export const PhoneScrolled: Story = {
  parameters: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getByRole('tablist', { name: 'Drive' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'My drive' }));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(tabs).toHaveAttribute('data-overflow-start'));
  },
};

export const PhoneArabic: Story = {
  parameters: PHONE_VIEWPORT,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getByRole('tablist', { name: 'الملفات' });
    await waitFor(() => expect(tabs).toHaveAttribute('data-overflow-end'));
  },
};
