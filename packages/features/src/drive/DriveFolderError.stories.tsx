import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError, DRIVE_MESSAGES, ERROR_DETAILS } from '@atrium/api';
import { withFeatureProviders } from '../testing/storyDecorators.tsx';
import { DriveFolderError } from './DriveFolderError.tsx';

const url = '/api/drive/items/x';

/** A folder that cannot be opened: gone or not shared, in the trash, or not loaded. */
const meta = {
  title: 'Features/Drive/DriveFolderError',
  component: DriveFolderError,
  decorators: [withFeatureProviders()],
  args: {
    error: new ApiError({ kind: 'detail', status: 404, url, detail: ERROR_DETAILS.notFound }),
    onRetry: fn(),
    onGoTo: fn(),
  },
} satisfies Meta<typeof DriveFolderError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go to My drive' }));
    await expect(args.onGoTo).toHaveBeenCalledWith('my');
  },
};

export const InTrash: Story = {
  args: {
    error: new ApiError({ kind: 'detail', status: 409, url, detail: DRIVE_MESSAGES.inTrash }),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open Trash' }));
    await expect(args.onGoTo).toHaveBeenCalledWith('trash');
  },
};

export const Offline: Story = {
  args: { error: new ApiError({ kind: 'no-response', status: 0, url }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ArabicRtl: Story = { globals: { locale: 'ar' } };
