import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ScrollToTop } from './ScrollToTop';
import { TallPage } from './scrollToTopStory';

const meta = {
  title: 'Layout/ScrollToTop/Features',
  component: ScrollToTop,
  args: { label: 'Scroll to top' },
  render: (args) => (
    <>
      <TallPage text="Paragraph" />
      <ScrollToTop {...args} />
    </>
  ),
  play: async ({ args, canvasElement }) => {
    // The window keeps the previous story's scroll position, and scrolling to where it already is
    // fires no scroll event; so each retry scrolls somewhere new. Query inside the retry too: a
    // locale or theme change can remount the page and replace the button.
    let attempt = 0;
    await waitFor(() => {
      attempt += 1;
      window.scrollTo({ top: 600 + attempt, behavior: 'instant' });
      const button = canvasElement.ownerDocument.querySelector(
        `button[aria-label="${args.label}"]`,
      );
      expect(button).toHaveAttribute('data-visible', 'true');
    });
  },
} satisfies Meta<typeof ScrollToTop>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Visible after scrolling; sits at the bottom inline-end corner (bottom right). */
export const Visible: Story = {};

/** Arabic: the button moves to the bottom left. */
export const RTL: Story = {
  args: { label: 'العودة إلى الأعلى' },
  globals: { locale: 'ar' },
  render: (args) => (
    <>
      <TallPage text="فقرة" />
      <ScrollToTop {...args} />
    </>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** The label is the accessible name and the tooltip; long labels do not change the button. */
export const LongLabels: Story = {
  args: { label: 'Scroll back to the very top of this page and its main heading' },
};

export const LongArabicLabel: Story = {
  args: { label: 'العودة إلى أعلى هذه الصفحة وإلى عنوانها الرئيسي' },
  globals: { locale: 'ar' },
};
