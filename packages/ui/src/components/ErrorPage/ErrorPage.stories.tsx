import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorPage } from './ErrorPage';
import { errorPageVariants } from './errorPageVariants';
import { errorPageCopy } from './errorPageStory';

const t = errorPageCopy.en;

const meta = {
  title: 'Layout/ErrorPage',
  component: ErrorPage,
  args: {
    variant: 'notFound',
    title: t.notFound.title,
    message: t.notFound.message,
    actionLabel: t.action,
    onAction: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: errorPageVariants },
    secondaryAction: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          "The 404, 401 and 500 pages: an inline illustration, the status code, a title (h1), a message and a primary action. Pass translated labels; navigate in `onAction` or give `actionHref`. Do put it in `BlankLayout` or `AuthLayout`; don't use it for an empty list (use `EmptyState`).",
      },
    },
  },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to home' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: {
    variant: 'serverError',
    title: t.serverError.title,
    message: t.serverError.message,
    showCode: true,
  },
};
