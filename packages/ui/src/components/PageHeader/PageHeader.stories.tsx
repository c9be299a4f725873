import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageHeader } from './PageHeader';
import { pageHeaderTitleLevels } from './pageHeaderVariants';
import { SampleActions, pageHeaderCopy, sampleBreadcrumbs } from './pageHeaderStory';

const t = pageHeaderCopy.en;

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: t.title,
    description: t.description,
    breadcrumbs: sampleBreadcrumbs('en'),
    breadcrumbsLabel: t.breadcrumbsLabel,
    actions: <SampleActions language="en" />,
  },
  argTypes: {
    titleAs: { control: 'inline-radio', options: pageHeaderTitleLevels },
    actions: { control: false },
    renderLink: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          "The top of a page: breadcrumbs (a labelled `nav`, the last crumb is the current page), the title, a description and page actions. Plug the app router in with `renderLink`. Do keep one primary action; don't repeat the title in the last crumb's wording if it differs.",
      },
    },
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav.querySelectorAll('ol > li')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  },
};

export const Playground: Story = { args: { titleAs: 'h1' } };
