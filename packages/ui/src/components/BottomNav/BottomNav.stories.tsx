import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BottomNav } from './BottomNav';
import { bottomNavVariants } from './bottomNavVariants';
import { barFrame, navLabel, sampleOptions } from './bottomNavStory';

const meta = {
  title: 'Layout/BottomNav',
  component: BottomNav,
  args: {
    label: navLabel('en'),
    options: sampleOptions(),
    variant: 'curved',
    currentPath: '/main/home',
    replace: false,
    onSelect: fn(),
    onNavigate: fn(),
  },
  argTypes: {
    variant: { control: 'select', options: bottomNavVariants },
    options: { control: false },
  },
  render: (args) => (
    <div style={{ ...barFrame, maxInlineSize: 480 }}>
      <BottomNav {...args} />
    </div>
  ),
} satisfies Meta<typeof BottomNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Drive' }));
    await expect(args.onSelect).toHaveBeenCalledWith(
      'drive',
      expect.objectContaining({ id: 'drive' }),
    );
    await expect(args.onNavigate).toHaveBeenCalledWith('/main/drive', { replace: false });
    await expect(canvas.getByRole('link', { name: 'Drive' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Playground: Story = { args: { variant: 'swipe', replace: true } };
