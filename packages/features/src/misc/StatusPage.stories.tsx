import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { LoadingPage, StatusPage } from './StatusPage.tsx';

const meta = {
  title: 'Features/Misc/StatusPage',
  component: StatusPage,
  parameters: { layout: 'fullscreen' },
  args: { status: 404, onHome: fn() },
  decorators: [withFeatureProviders()],
} satisfies Meta<typeof StatusPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const NotAuthorized: Story = { args: { status: 401 } };
export const ServerError: Story = { args: { status: 500 } };
export const NotFoundArabic: Story = { name: 'Not found (Arabic)', globals: { locale: 'ar' } };
export const Loading: Story = { render: () => <LoadingPage /> };
