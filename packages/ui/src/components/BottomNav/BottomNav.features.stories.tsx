import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BottomNav } from './BottomNav';
import { bottomNavVariants } from './bottomNavVariants';
import { barFrame, navLabel, sampleOptions } from './bottomNavStory';

const meta = {
  title: 'Layout/BottomNav/Features',
  component: BottomNav,
  args: {
    label: navLabel('en'),
    options: sampleOptions(),
    currentPath: '/main/drive',
    onSelect: fn(),
    onNavigate: fn(),
  },
  render: (args) => (
    <div style={{ ...barFrame, maxInlineSize: 480 }}>
      <BottomNav {...args} />
    </div>
  ),
} satisfies Meta<typeof BottomNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All seven styles, one under the other (each nav labelled with its style). */
const allStyles: Story['render'] = (args) => (
  <div style={{ maxInlineSize: 480 }}>
    {bottomNavVariants.map((variant) => (
      <div key={variant} style={barFrame}>
        <BottomNav {...args} variant={variant} label={`${args.label} (${variant})`} />
      </div>
    ))}
  </div>
);

export const Curved: Story = { args: { variant: 'curved' } };

/** Curved: an option with child items opens a pop-up above the bar, 45 px per child. */
export const CurvedChildItems: Story = {
  args: { variant: 'curved' },
  play: async ({ args, canvas }) => {
    const reports = canvas.getByRole('button', { name: 'Reports' });
    await userEvent.click(reports);
    await expect(reports).toHaveAttribute('aria-expanded', 'true');
    const popup = reports.ownerDocument.getElementById(reports.getAttribute('aria-controls')!)!;
    // it fades and scales in, so wait for the end of the transition; sizes are layout sizes
    await waitFor(() => expect(popup).toBeVisible());
    await expect(popup.offsetHeight).toBe(90);
    for (const child of within(popup).getAllByRole('button'))
      await expect(child.offsetHeight).toBe(45);
    await userEvent.click(within(popup).getByRole('button', { name: 'Story Report' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/main/report/story', { replace: false });
    await expect(reports).toHaveAttribute('aria-current', 'page');
  },
};

export const Grow: Story = { args: { variant: 'grow' } };
export const GrowWithOptionColours: Story = {
  args: {
    variant: 'grow',
    options: sampleOptions().map((option, index) => ({
      ...option,
      color: ['#0d74ce', '#a2006d', '#2a7e3b', '#8e4ec6', '#c2410c', '#0f766e'][index],
    })),
  },
};
export const Swipe: Story = { args: { variant: 'swipe' } };
export const Ring: Story = { args: { variant: 'ring' } };
export const Windows: Story = { args: { variant: 'windows' } };
/** Windows: the sliding tile takes the selected option's own colour. */
export const WindowsWithOptionColours: Story = {
  args: {
    variant: 'windows',
    options: sampleOptions().map((option, index) => ({
      ...option,
      color: ['#0d74ce', '#a2006d', '#2a7e3b', '#8e4ec6', '#c2410c', '#0f766e'][index],
    })),
  },
};
export const Hill: Story = { args: { variant: 'hill' } };
export const Flashlight: Story = { args: { variant: 'flashlight' } };

/** Choosing the selected option again does nothing. */
export const ReselectDoesNothing: Story = {
  args: { variant: 'swipe' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Drive' }));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const AllStyles: Story = { render: allStyles };

/** Arabic: indicators start at the right and slide leftwards. */
export const RTL: Story = {
  args: { label: navLabel('ar'), options: sampleOptions('ar') },
  globals: { locale: 'ar' },
  render: allStyles,
};

export const Dark: Story = { globals: { theme: 'dark' }, render: allStyles };

export const LongLabels: Story = {
  args: { variant: 'swipe', options: sampleOptions('en', { long: true }) },
};

export const LongArabicLabels: Story = {
  args: { variant: 'grow', label: navLabel('ar'), options: sampleOptions('ar', { long: true }) },
  globals: { locale: 'ar' },
};

/** No option matches the route: nothing is selected and no indicator shows. */
export const NothingSelected: Story = {
  args: { variant: 'flashlight', currentPath: '/elsewhere' },
};
