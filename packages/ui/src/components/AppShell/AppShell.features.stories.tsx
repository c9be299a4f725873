import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BottomNav } from '../BottomNav/BottomNav';
import { navLabel, sampleOptions } from '../BottomNav/bottomNavStory';
import type { BottomNavVariant } from '../BottomNav/bottomNavVariants';
import { AppShell } from './AppShell';
import { DemoShell, ShellPage, shellCopy } from './appShellStory';

const meta = {
  title: 'Layout/AppShell/Features',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: { labels: shellCopy.en.labels, overlayBreakpoint: 0, onNavCollapsedChange: fn() },
  render: (args, { globals }) => (
    <DemoShell {...args} language={globals.locale === 'ar' ? 'ar' : 'en'} />
  ),
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = { args: { layout: 'vertical' } };

export const VerticalCollapsed: Story = { args: { layout: 'vertical', navCollapsed: true } };

/** Top navigation inside a sticky navbar; the nav is always expanded. */
export const Horizontal: Story = {
  args: { layout: 'horizontal' },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await expect(within(header).getByRole('navigation')).toBeInTheDocument();
  },
};

export const FullWidthContent: Story = { args: { contentWidth: 'full' } };

export const SolidNavbar: Story = { args: { navbarBlur: false } };

/** Below the overlay breakpoint: vertical, a hamburger opens a focus-trapped drawer. */
export const SmallScreenDrawer: Story = {
  args: { layout: 'horizontal', overlayBreakpoint: 100_000 },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    // the drawer's code is loaded on demand (see AppShell), so wait for it
    const drawer = await body.findByRole('dialog', { name: 'Main navigation' });
    await expect(within(drawer).getByRole('link', { name: 'Users Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toHaveFocus();
  },
};

export const RTL: Story = {
  args: { labels: shellCopy.ar.labels },
  globals: { locale: 'ar' },
};

export const RTLHorizontal: Story = {
  args: { labels: shellCopy.ar.labels, layout: 'horizontal' },
  globals: { locale: 'ar' },
};

export const RTLSmallScreenDrawer: Story = {
  args: { labels: shellCopy.ar.labels, overlayBreakpoint: 100_000 },
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'افتح قائمة التنقل' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(drawer).toHaveAccessibleName('التنقل الرئيسي');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkHorizontal: Story = { args: { layout: 'horizontal' }, globals: { theme: 'dark' } };

export const LongLabels: Story = {
  args: {
    labels: {
      ...shellCopy.en.labels,
      skipToContent: 'Skip the navigation and go straight to the main content of this page',
    },
    children: <ShellPage language="en" paragraphs={12} />,
  },
};

export const LongArabicLabels: Story = {
  args: {
    labels: {
      ...shellCopy.ar.labels,
      skipToContent: 'تخطَّ قائمة التنقل وانتقل مباشرة إلى المحتوى الرئيسي لهذه الصفحة',
    },
    children: <ShellPage language="ar" paragraphs={12} />,
  },
  globals: { locale: 'ar' },
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

/**
 * Scrolled to the end, every style's bar (and what it raises above itself, like curved's circle)
 * sits below the page: the footer's last line is not under it.
 */
async function expectPageEndsAboveTheBar(canvasElement: HTMLElement, variant: BottomNavVariant) {
  const page = canvasElement.ownerDocument;
  page.scrollingElement?.scrollTo({ top: page.scrollingElement.scrollHeight });
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const footer = page.querySelector('footer')!.getBoundingClientRect();
  const nav = page.querySelector(`nav[data-variant="${variant}"]`)!;
  // the highest thing the bar draws: the bar itself or the shapes it raises above it
  // What is drawn only: a closed submenu keeps its box but is hidden, a hidden live region has
  // an empty box at the origin.
  const top = Math.min(
    ...[nav, ...nav.querySelectorAll('*')]
      .filter((node) => node.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((node) => node.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => box.top),
  );
  await expect(footer.bottom).toBeLessThanOrEqual(top + 0.5);
}

const withBottomNav = (variant: BottomNavVariant): Story => ({
  args: { overlayBreakpoint: 100_000 },
  parameters: phone,
  render: (args, { globals }) => {
    const language = globals.locale === 'ar' ? 'ar' : 'en';
    return (
      <DemoShell
        {...args}
        labels={shellCopy[language].labels}
        language={language}
        bottomNav={
          <BottomNav
            variant={variant}
            label={navLabel(language)}
            options={sampleOptions(language)}
            currentPath="/main/drive"
          />
        }
      >
        <ShellPage language={language} paragraphs={8} />
      </DemoShell>
    );
  },
  play: async ({ canvasElement }) => expectPageEndsAboveTheBar(canvasElement, variant),
});

/** Phone with the curved bar: its raised circle no longer covers the end of the page. */
export const PhoneCurvedBottomNav: Story = withBottomNav('curved');
export const PhoneHillBottomNav: Story = withBottomNav('hill');
export const PhoneRTLCurvedBottomNav: Story = {
  ...withBottomNav('curved'),
  globals: { locale: 'ar' },
};
export const PhoneDarkCurvedBottomNav: Story = {
  ...withBottomNav('curved'),
  globals: { theme: 'dark' },
};
/** A style that raises nothing keeps no extra room above its bar. */
export const PhoneSwipeBottomNav: Story = withBottomNav('swipe');
