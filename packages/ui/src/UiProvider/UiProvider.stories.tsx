import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex, Text } from '@radix-ui/themes';
import { expect, waitFor } from 'storybook/test';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import { UiProvider } from './UiProvider';
import { useUi } from './useUi';
import * as styles from './UiProvider.stories.css';

const copy = {
  en: {
    title: 'Leave request',
    body: 'Primary actions, accent text and surfaces follow the primary colour and the skin.',
    field: 'Reason',
    hint: 'Shown to your team lead',
    save: 'Save',
    cancel: 'Cancel',
    alert: 'Your request was sent.',
  },
  ar: {
    title: 'طلب إجازة',
    body: 'تتبع الأزرار الرئيسية والنصوص المميزة والأسطح اللون الأساسي ونمط الواجهة.',
    field: 'السبب',
    hint: 'يظهر لقائد فريقك',
    save: 'حفظ',
    cancel: 'إلغاء',
    alert: 'تم إرسال طلبك.',
  },
} as const;

/** A small screen that uses the accent, the skin tokens and text in the current language. */
function Sample() {
  const { language, primaryColor, skin } = useUi();
  const t = copy[language];
  return (
    <div className={styles.surface}>
      <Flex direction="column" gap="3">
        <Text as="p" weight="bold" size="4">
          {t.title}
        </Text>
        <Text as="p" size="2" className={styles.accentText}>
          {t.body}
        </Text>
        <TextField label={t.field} hint={t.hint} />
        <Alert tone="success">{t.alert}</Alert>
        <Flex gap="2" wrap="wrap">
          <Button>{t.save}</Button>
          <Button variant="soft">{t.cancel}</Button>
          <Button variant="outline">{t.cancel}</Button>
        </Flex>
        <Text as="p" size="1" color="gray">
          {`primary ${primaryColor ?? 'radix'} · skin ${skin}`}
        </Text>
      </Flex>
    </div>
  );
}

const meta = {
  title: 'Getting started/UiProvider',
  component: UiProvider,
  args: { language: 'en', appearance: 'light', children: <Sample /> },
  argTypes: {
    language: { control: 'inline-radio', options: ['en', 'ar'] },
    appearance: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    skin: { control: 'inline-radio', options: ['default', 'bordered'] },
    primaryColor: { control: 'color' },
    children: { control: false },
  },
} satisfies Meta<typeof UiProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {
  args: { primaryColor: '#2c8be9', skin: 'default', appearance: 'light' },
};
/** Any `#rrggbb`: the scale is generated at run time, with AA text on the solid button. */
export const CustomPrimary: Story = {
  args: { primaryColor: '#c2185b' },
  // axe runs after play: wait for the generated scale so contrast is checked on it
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-accent-color="atrium-c2185b"]')).not.toBeNull(),
    );
  },
};
/** A light colour gets dark text on solid fills; accent text is darkened until it reads. */
export const LightYellowPrimary: Story = {
  args: { primaryColor: '#ffe66d' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-accent-color="atrium-ffe66d"]')).not.toBeNull(),
    );
  },
};
export const BorderedSkin: Story = { args: { skin: 'bordered' } };
export const DarkArabic: Story = {
  args: { language: 'ar', appearance: 'dark', skin: 'bordered', primaryColor: '#e91e63' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-accent-color="atrium-e91e63"]')).not.toBeNull(),
    );
  },
};
