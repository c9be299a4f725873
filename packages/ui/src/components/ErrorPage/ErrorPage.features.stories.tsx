import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { ErrorPage } from './ErrorPage';
import { errorPageCopy } from './errorPageStory';

const en = errorPageCopy.en;
const ar = errorPageCopy.ar;

const meta = {
  title: 'Layout/ErrorPage/Features',
  component: ErrorPage,
  args: {
    variant: 'notFound',
    title: en.notFound.title,
    message: en.notFound.message,
    actionLabel: en.action,
    onAction: fn(),
  },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const NotAuthorized: Story = {
  args: {
    variant: 'notAuthorized',
    title: en.notAuthorized.title,
    message: en.notAuthorized.message,
  },
};

export const ServerError: Story = {
  args: {
    variant: 'serverError',
    title: en.serverError.title,
    message: en.serverError.message,
    secondaryAction: (
      <Button variant="soft" size={3}>
        {en.retry}
      </Button>
    ),
  },
};

/** The action as a link: an app router can take over the click in `onAction`. */
export const ActionAsLink: Story = {
  args: {
    actionHref: '#home',
    onAction: fn((event) => event.preventDefault()),
  },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Back to home' });
    await expect(link).toHaveAttribute('href', '#home');
    await userEvent.click(link);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { title: ar.notFound.title, message: ar.notFound.message, actionLabel: ar.action },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'العودة إلى الرئيسية' }).closest('[dir]'),
    ).toHaveAttribute('dir', 'rtl');
  },
};

export const RTLServerError: Story = {
  globals: { locale: 'ar' },
  args: {
    variant: 'serverError',
    title: ar.serverError.title,
    message: ar.serverError.message,
    actionLabel: ar.action,
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    variant: 'notAuthorized',
    title: en.notAuthorized.title,
    message: en.notAuthorized.message,
  },
};

export const LongLabels: Story = {
  args: {
    title: 'The page you followed a link to could not be found anywhere on this server',
    message:
      'It may have been renamed, moved to another team space, or removed by an administrator after the link was shared with you. Check the address or go back to the dashboard.',
    actionLabel: 'Back to the dashboard of your organisation',
    secondaryAction: (
      <Button variant="soft" size={3}>
        صفحة الدعم والمساعدة الخاصة بالمؤسسة
      </Button>
    ),
  },
};

export const WithoutCode: Story = { args: { showCode: false } };
