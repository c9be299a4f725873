import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlankLayout } from './BlankLayout';
import { SampleContent, SampleFooter, SampleHeader } from './blankLayoutStory';

const meta = {
  title: 'Layout/BlankLayout/Features',
  component: BlankLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    header: <SampleHeader language="en" />,
    footer: <SampleFooter language="en" />,
    children: <SampleContent language="en" />,
  },
} satisfies Meta<typeof BlankLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Boxed: Story = { args: { contentWidth: 'boxed' } };
export const Full: Story = { args: { contentWidth: 'full' } };

/** Long pages start at the top instead of the centre. */
export const AlignStart: Story = { args: { align: 'start' } };

/** Content only: no header, no footer, still one `main` landmark filling the viewport. */
export const ContentOnly: Story = {
  args: { header: undefined, footer: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    header: <SampleHeader language="ar" />,
    footer: <SampleFooter language="ar" />,
    children: <SampleContent language="ar" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
    await expect(canvas.getByRole('main').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const LongLabels: Story = {
  args: {
    footer: (
      <>
        <span>© 2026 Atrium — the staff portal of the regional health and social care trust</span>
        <a href="#privacy">Privacy notice and processing of personal data</a>
        <a href="#terms">الشروط والأحكام الكاملة لاستخدام البوابة</a>
      </>
    ),
    children: (
      <p style={{ maxInlineSize: '60ch', overflowWrap: 'anywhere' }}>
        This page collects the terms under which every member of staff may use the portal, the
        retention periods of attendance records, and the contact points of the data protection
        officer of each organisation that shares the installation.
      </p>
    ),
  },
};
