import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { PageHeader } from './PageHeader';
import { pageHeaderCopy, sampleBreadcrumbs } from './pageHeaderStory';

describeConformance(PageHeader, {
  name: 'PageHeader',
  props: { title: 'Users' },
  refType: HTMLDivElement,
});

describe('PageHeader', () => {
  it('shows title, description and actions', async () => {
    const onAdd = vi.fn();
    renderWithUi(
      <PageHeader
        title="Users"
        description="Invite colleagues."
        actions={<button onClick={onAdd}>Add user</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByText('Invite colleagues.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(onAdd).toHaveBeenCalled();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('renders breadcrumbs as a labelled nav with an ordered list, the last one current', () => {
    renderWithUi(
      <PageHeader
        title="Users"
        breadcrumbs={sampleBreadcrumbs('en')}
        breadcrumbsLabel="Breadcrumb"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.parentElement!.tagName).toBe('OL');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/main/home',
      '/admin',
      '/admin/users',
    ]);
    expect(links[2]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).not.toHaveAttribute('aria-current');
    expect(links[1]).not.toHaveAttribute('aria-current');
    // a separator between crumbs, hidden from assistive tech, none before the first
    expect(items[0]!.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(items[1]!.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });

  it('renders a crumb without href as text, current when last', () => {
    renderWithUi(
      <PageHeader
        title="Edit"
        breadcrumbsLabel="Breadcrumb"
        breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Settings' }, { label: 'Edit' }]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(within(nav).getByText('Settings')).not.toHaveAttribute('aria-current');
    expect(within(nav).getByText('Edit')).toHaveAttribute('aria-current', 'page');
  });

  it('renders links through renderLink so the app can plug its router', async () => {
    const navigate = vi.fn();
    renderWithUi(
      <PageHeader
        title="Users"
        breadcrumbsLabel="Breadcrumb"
        breadcrumbs={sampleBreadcrumbs('en')}
        renderLink={({ href, children, ...props }) => (
          <a
            {...props}
            href={href}
            data-router=""
            onClick={(event) => {
              event.preventDefault();
              navigate(href);
            }}
          >
            {children}
          </a>
        )}
      />,
    );
    const admin = screen.getByRole('link', { name: 'Administration' });
    expect(admin).toHaveAttribute('data-router');
    await userEvent.click(admin);
    expect(navigate).toHaveBeenCalledWith('/admin');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  });

  it('takes an h2 title', () => {
    renderWithUi(<PageHeader title="Members" titleAs="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Members' })).toBeInTheDocument();
  });

  it('renders Arabic crumbs in an RTL root', () => {
    const t = pageHeaderCopy.ar;
    renderWithUi(
      <PageHeader
        title={t.title}
        breadcrumbs={sampleBreadcrumbs('ar')}
        breadcrumbsLabel={t.breadcrumbsLabel}
      />,
      { language: 'ar' },
    );
    const nav = screen.getByRole('navigation', { name: t.breadcrumbsLabel });
    expect(nav.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(within(nav).getByRole('link', { name: 'المستخدمون' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
