import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Forms/LanguageSwitch/Features',
  component: LanguageSwitch,
  args: { label: 'Language', value: 'en', onValueChange: () => {} },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { size: 1 } };
export const WithIcon: Story = { args: { showIcon: true } };
export const RTL: Story = { args: { label: 'اللغة', value: 'ar' }, globals: { locale: 'ar' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const LongLabels: Story = {
  args: { labels: { en: 'English (United Kingdom)', ar: 'العربية (المملكة العربية السعودية)' } },
};
