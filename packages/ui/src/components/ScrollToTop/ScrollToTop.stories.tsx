import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ScrollToTop } from './ScrollToTop';
import { TallPage } from './scrollToTopStory';

const meta = {
  title: 'Layout/ScrollToTop',
  component: ScrollToTop,
  args: { label: 'Scroll to top', onClick: fn() },
  render: (args) => (
    <>
      <TallPage text="Paragraph" />
      <ScrollToTop {...args} />
    </>
  ),
} satisfies Meta<typeof ScrollToTop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = canvasElement.ownerDocument.querySelector('button[aria-label="Scroll to top"]');
    await expect(button).toHaveAttribute('data-visible', 'false');
    window.scrollTo({ top: 400, behavior: 'instant' });
    await waitFor(() => expect(button).toHaveAttribute('data-visible', 'true'));
    await userEvent.click(button!);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(button).toHaveAttribute('data-visible', 'false'));
  },
};

export const Playground: Story = { args: { threshold: 100 } };
