import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Menu } from './Menu';
import { RoutedMenu, canOnly, longLabelMenu, sampleMenu } from './menuStory';

const meta = {
  title: 'Layout/Menu/Features',
  component: Menu,
  args: {
    items: sampleMenu(),
    currentPath: '/main/report/user',
    'aria-label': 'Main navigation',
    onNavigate: fn(),
  },
  render: (args) => <RoutedMenu {...args} />,
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = { args: { mode: 'vertical' } };

/** Icons only; labels are tooltips for sighted users and names for assistive tech. Groups fly out. */
export const Collapsed: Story = {
  args: { mode: 'collapsed' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Report/ }));
    // the dropdowns' code loads on demand (see Menu): wait for the menu to open
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'User Report' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** The collapsed menu's titles: tooltips whose code loads once the page has painted (see Menu). */
export const CollapsedTooltips: Story = {
  args: { mode: 'collapsed' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // The tooltips' code loads when the browser is idle; Radix marks the trigger when it is in.
    await waitFor(
      () => expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('data-state'),
      { timeout: 5000 },
    );
    const home = canvas.getByRole('link', { name: 'Home' });
    await userEvent.hover(home);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Home');
    await userEvent.unhover(home);
  },
};

/** A top bar; sections and groups open as dropdowns (arrow keys move, Escape closes). */
export const Horizontal: Story = {
  args: { mode: 'horizontal' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Media' }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('menu'); // loaded on demand (see Menu)
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(body.getByRole('menuitem', { name: 'Announcements' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      '/main/announcement',
      expect.objectContaining({ id: 'announcements' }),
    );
    // Closed at once (data-state="closed"); it leaves the page when its exit animation ends.
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

/** A user who may only manage Drive and Report: projects, media and the rest are gone. */
export const FilteredByPermissions: Story = {
  args: { can: canOnly('Drive', 'Report'), currentPath: '/main/drive' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Projects' })).toBeNull();
    await expect(canvas.queryByText('Media')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Drive' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const RTL: Story = {
  args: { items: sampleMenu('ar'), 'aria-label': 'التنقل الرئيسي' },
  globals: { locale: 'ar' },
};

export const RTLCollapsed: Story = {
  args: { items: sampleMenu('ar'), mode: 'collapsed', 'aria-label': 'التنقل الرئيسي' },
  globals: { locale: 'ar' },
};

export const RTLHorizontal: Story = {
  args: { items: sampleMenu('ar'), mode: 'horizontal', 'aria-label': 'التنقل الرئيسي' },
  globals: { locale: 'ar' },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const LongLabels: Story = {
  args: { items: longLabelMenu('en'), currentPath: '/main/report/users' },
};

export const LongArabicLabels: Story = {
  args: { items: longLabelMenu('ar'), currentPath: '/main/report/users', 'aria-label': 'التقارير' },
  globals: { locale: 'ar' },
};

/** Nothing allowed and no open items: only the items without a permission remain. */
export const NothingAllowed: Story = { args: { can: () => false, currentPath: '/main/home' } };
