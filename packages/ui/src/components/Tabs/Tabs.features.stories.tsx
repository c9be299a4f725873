import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { TabsDemo } from './Tabs.stories';

const meta = { title: 'Navigation/Tabs/Features', component: TabsDemo } satisfies Meta<
  typeof TabsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { size: 1 } };
export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { tabs: ['التفاصيل', 'أوقات العمل', 'الإجازات'], listLabel: 'الملف الشخصي' },
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: 'التفاصيل' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'أوقات العمل' })).toHaveFocus();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const LongLabels: Story = {
  render: () => (
    <div style={{ maxInlineSize: 420 }}>
      <TabsDemo
        tabs={[
          'Personal details and emergency contacts',
          'Working times and overtime',
          'أرصدة الإجازات والطلبات السابقة',
        ]}
      />
    </div>
  ),
};

/** A 390 × 844 phone, as the testers used. */
const phone = {
  viewport: {
    options: {
      phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
    },
    defaultViewport: 'phone',
  },
};
const settingsTabs = {
  en: ['Account', 'Security', 'Notifications', 'Preferences', 'Connected devices'],
  ar: ['الحساب', 'الأمان', 'الإشعارات', 'التفضيلات', 'الأجهزة المتصلة'],
};

/**
 * Tabs wider than a phone: the edge with hidden tabs fades out (the hint that the row scrolls),
 * and the selected tab, here the last, is scrolled into view.
 */
export const PhoneOverflow: Story = {
  parameters: phone,
  args: { tabs: settingsTabs.en, listLabel: 'Settings', defaultValue: '4' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await waitFor(() => expect(list).toHaveAttribute('data-overflow-start'));
    await expect(list).not.toHaveAttribute('data-overflow-end');
    const bounds = list.getBoundingClientRect();
    const active = canvas.getByRole('tab', { name: 'Connected devices' }).getBoundingClientRect();
    await expect(active.left).toBeGreaterThanOrEqual(bounds.left);
    await expect(active.right).toBeLessThanOrEqual(bounds.right + 0.5);
    // choosing the first tab scrolls back: now the end hides tabs
    await userEvent.click(canvas.getByRole('tab', { name: 'Security' }));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(list).toHaveAttribute('data-overflow-end'));
    await expect(list).not.toHaveAttribute('data-overflow-start');
  },
};

export const PhoneOverflowRTL: Story = {
  parameters: phone,
  globals: { locale: 'ar' },
  args: { tabs: settingsTabs.ar, listLabel: 'الإعدادات', defaultValue: '4' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await waitFor(() => expect(list).toHaveAttribute('data-overflow-start'));
    const bounds = list.getBoundingClientRect();
    const active = canvas.getByRole('tab', { name: 'الأجهزة المتصلة' }).getBoundingClientRect();
    // in Arabic the row runs right to left: the last tab is at the left, scrolled into view
    await expect(active.left).toBeGreaterThanOrEqual(bounds.left - 0.5);
    await expect(active.right).toBeLessThanOrEqual(bounds.right + 0.5);
  },
};

export const PhoneOverflowDark: Story = {
  parameters: phone,
  globals: { theme: 'dark' },
  args: { tabs: settingsTabs.en, listLabel: 'Settings' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('tablist')).toHaveAttribute('data-overflow-end'));
  },
};
