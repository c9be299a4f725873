import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PageHeader } from './PageHeader';
import { SampleActions, pageHeaderCopy, sampleBreadcrumbs } from './pageHeaderStory';

const en = pageHeaderCopy.en;
const ar = pageHeaderCopy.ar;

const meta = {
  title: 'Layout/PageHeader/Features',
  component: PageHeader,
  args: {
    title: en.title,
    description: en.description,
    breadcrumbs: sampleBreadcrumbs('en'),
    breadcrumbsLabel: en.breadcrumbsLabel,
    actions: <SampleActions language="en" />,
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  args: { breadcrumbs: undefined, description: undefined, actions: undefined },
};

export const WithoutActions: Story = { args: { actions: undefined } };

/** Section header inside a page: an h2. */
export const SectionHeading: Story = { args: { titleAs: 'h2', breadcrumbs: undefined } };

/** A crumb without href is plain text (a grouping with no page of its own). */
export const CrumbWithoutLink: Story = {
  args: {
    breadcrumbs: [
      { label: 'Home', href: '/main/home' },
      { label: 'Administration' },
      { label: 'Users', href: '/admin/users' },
    ],
  },
};

const navigate = fn();

/** The app plugs its router: crumbs render through `renderLink`. */
export const RouterLinks: Story = {
  args: {
    renderLink: ({ href, children, ...props }) => (
      <a
        {...props}
        href={href}
        data-router-link=""
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Administration' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/admin');
  },
};

/** Arabic: the trail reads right to left and the chevrons point left. */
export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    title: ar.title,
    description: ar.description,
    breadcrumbs: sampleBreadcrumbs('ar'),
    breadcrumbsLabel: ar.breadcrumbsLabel,
    actions: <SampleActions language="ar" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'مسار التنقل' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'المستخدمون' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const LongLabels: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: 520 }}>
      <PageHeader {...args} />
    </div>
  ),
  args: {
    title: 'Working hours and overtime of every member of the support team this quarter',
    description:
      'Approved and pending entries of all members, grouped by week; exports include the break times and the cost centre of each entry.',
    breadcrumbs: [
      { label: 'Home', href: '/main/home' },
      { label: 'Reports of the customer support organisation', href: '/reports' },
      { label: 'تقارير ساعات العمل الإضافية لجميع أعضاء الفريق', href: '/reports/overtime' },
    ],
  },
};
