import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AppShell } from './AppShell';
import { appShellContentWidths, appShellLayouts } from './appShellVariants';
import { DemoShell, shellCopy } from './appShellStory';

/**
 * Stories pin `overlayBreakpoint` so each shows the same layout at any canvas width: 0 keeps the
 * desktop layout; a huge value forces the small-screen drawer. The app leaves the default (1040 px).
 */
const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    labels: shellCopy.en.labels,
    layout: 'vertical',
    navbarBlur: true,
    navbarSticky: true,
    contentWidth: 'boxed',
    overlayBreakpoint: 0,
    onNavCollapsedChange: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: appShellLayouts },
    contentWidth: { control: 'inline-radio', options: appShellContentWidths },
    menu: { control: false },
    brand: { control: false },
    navbarActions: { control: false },
    footer: { control: false },
    bottomNav: { control: false },
  },
  render: (args, { globals }) => (
    <DemoShell {...args} language={globals.locale === 'ar' ? 'ar' : 'en'} />
  ),
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse navigation' }));
    await expect(args.onNavCollapsedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Expand navigation' })).toBeInTheDocument();
  },
};

export const Playground: Story = {};
