import type { Decorator, Preview } from '@storybook/react-vite';
import { UiProvider, type DigitsPreference, type Language } from '@atrium/ui';
import '@atrium/ui/styles.css';
import { configure } from 'storybook/test';

// Overlays (menus, the drawer, toasts) are lazy chunks, and the stories run on Vite's dev server:
// on a busy CI machine the first dynamic import of one can take longer than Testing Library's
// default 1 s for findBy*/waitFor in a play function (as in the jsdom projects' setup).
configure({ asyncUtilTimeout: 5000 });

type Theme = 'light' | 'dark';

// Every story renders inside UiProvider: `locale` sets language and direction, `theme` the appearance,
// `digits` the digits of numbers and dates (`auto`: the language's). Stories pin their variant with
// `globals: { locale: 'ar' }`, `globals: { theme: 'dark' }` or `globals: { digits: 'latn' }`.
const withUi: Decorator = (Story, context) => {
  const language = (context.globals.locale as Language | undefined) ?? 'en';
  const theme = (context.globals.theme as Theme | undefined) ?? 'light';
  const digits = (context.globals.digits as DigitsPreference | undefined) ?? 'auto';
  return (
    <UiProvider language={language} appearance={theme} digits={digits} syncDocument>
      <div style={{ padding: context.parameters.layout === 'fullscreen' ? 0 : 16 }}>
        <Story />
      </div>
    </UiProvider>
  );
};

const preview: Preview = {
  decorators: [withUi],
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (LTR)', right: 'LTR' },
          { value: 'ar', title: 'العربية (RTL)', right: 'RTL' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Appearance',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    digits: {
      description: 'Digits of numbers and dates',
      toolbar: {
        title: 'Digits',
        icon: 'listordered',
        items: [
          { value: 'auto', title: 'The language’s digits' },
          { value: 'latn', title: 'Western (123)' },
          { value: 'arab', title: 'Arabic-Indic (١٢٣)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light', digits: 'auto' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' }, // axe violations fail `vitest --project storybook`
    controls: { expanded: true },
  },
};
export default preview;
