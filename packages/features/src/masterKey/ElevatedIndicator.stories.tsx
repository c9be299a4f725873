import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { ElevatedIndicator } from './ElevatedIndicator.tsx';
import { MasterKeyProvider } from './MasterKeyProvider.tsx';
import { createMasterKeyStore } from './masterKeyStore.ts';

/** An in-memory elevation that ends `minutes` from now. */
function elevatedFor(minutes: number): Decorator {
  return function Elevated(Story) {
    const [store] = useState(() => {
      const created = createMasterKeyStore({ storage: undefined });
      created.set('story-token', new Date(Date.now() + minutes * 60_000));
      return created;
    });
    return (
      <MasterKeyProvider store={store}>
        <Story />
      </MasterKeyProvider>
    );
  };
}

const meta = {
  title: 'Features/MasterKey/ElevatedIndicator',
  component: ElevatedIndicator,
  decorators: [elevatedFor(12.5), withFeatureProviders({ signedInAs: 'admin' })],
} satisfies Meta<typeof ElevatedIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Elevated' })).toHaveTextContent(/12:(30|29)/);
    await userEvent.click(canvas.getByRole('button', { name: 'End elevated access' }));
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

export const AlmostOver: Story = {
  decorators: [elevatedFor(0.75)],
};

export const ArabicRtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'صلاحيات مرفوعة' }),
    ).toHaveTextContent(/١٢:(٣٠|٢٩)/);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
