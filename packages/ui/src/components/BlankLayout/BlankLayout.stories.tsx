import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlankLayout } from './BlankLayout';
import { blankLayoutAligns, blankLayoutContentWidths } from './blankLayoutVariants';
import { SampleContent, SampleFooter, SampleHeader } from './blankLayoutStory';

const meta = {
  title: 'Layout/BlankLayout',
  component: BlankLayout,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Public pages without app navigation (error pages, landing, terms): optional `header` (logo, language and theme switches) and `footer`, content centred, at least `100dvh` tall. Do use it for signed-out pages; use `AuthLayout` for sign-in forms and `AppShell` inside the app.',
      },
    },
  },
  args: {
    header: <SampleHeader language="en" />,
    footer: <SampleFooter language="en" />,
    children: <SampleContent language="en" />,
    contentWidth: 'boxed',
    align: 'center',
  },
  argTypes: {
    contentWidth: { control: 'inline-radio', options: blankLayoutContentWidths },
    align: { control: 'inline-radio', options: blankLayoutAligns },
    header: { control: false },
    footer: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof BlankLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Page not found' }),
    );
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 Atrium');
  },
};

export const Playground: Story = { args: { contentWidth: 'full', align: 'start' } };
