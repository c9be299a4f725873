import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Menu } from './Menu';
import { menuModes } from './menuVariants';
import { RoutedMenu, sampleMenu } from './menuStory';

const meta = {
  title: 'Layout/Menu',
  component: Menu,
  args: {
    items: sampleMenu(),
    currentPath: '/main/report/user',
    'aria-label': 'Main navigation',
    onNavigate: fn(),
  },
  argTypes: {
    mode: { control: 'inline-radio', options: menuModes },
    items: { control: false },
  },
  render: (args) => <RoutedMenu {...args} />,
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'User Report' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const projects = canvas.getByRole('button', { name: 'Projects' });
    await userEvent.click(projects);
    await expect(projects).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'Stories' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      '/main/story',
      expect.objectContaining({ id: 'stories' }),
    );
    await expect(canvas.getByRole('link', { name: 'Stories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Playground: Story = { args: { mode: 'vertical' } };
