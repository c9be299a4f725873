import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Menu } from './Menu';
import { canOnly, sampleMenu } from './menuStory';
import { activeTrail, filterMenu } from './menuModel';

describeConformance(Menu, {
  name: 'Menu',
  props: { items: sampleMenu() },
  refType: HTMLUListElement,
});

const everything = () => true;

describe('Menu dropdown triggers before the dropdown is first opened', () => {
  // must stay the first block that renders a collapsed or horizontal menu: the lazily loaded
  // module stays in place for the tests after it
  it("are plain buttons with the closed Radix triggers' markup, until a dropdown is opened", async () => {
    const user = userEvent.setup();
    renderWithUi(
      <>
        <Menu mode="horizontal" items={sampleMenu()} aria-label="top" />
        <Menu
          mode="collapsed"
          items={sampleMenu()}
          currentPath="/main/report/user"
          aria-label="rail"
        />
      </>,
    );
    const triggers = () => [
      within(screen.getByRole('list', { name: 'top' })).getByRole('button', { name: 'Media' }),
      within(screen.getByRole('list', { name: 'rail' })).getByRole('button', { name: /Report/ }),
    ];
    const attributes = (element: Element) =>
      Object.fromEntries(
        [...element.attributes]
          .filter(({ name }) => !['id', 'data-state'].includes(name))
          .map((a) => [a.name, a.value]),
      );
    const before = triggers().map(attributes);
    for (const attrs of before)
      expect(attrs).toMatchObject({ 'aria-haspopup': 'menu', 'aria-expanded': 'false' });
    // pressed before its code has loaded: the dropdown opens once it is there
    await user.click(triggers()[0]!);
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    expect(within(menu).getByRole('menuitem', { name: 'Announcements' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    // Radix's trigger replaced the plain one, with the same markup; the other trigger is unchanged
    expect(triggers().map(attributes)).toEqual(before);
  });
});

describe('filterMenu and activeTrail', () => {
  it('hides forbidden items, then groups and sections left empty', () => {
    const visible = filterMenu(sampleMenu(), canOnly('Report'));
    expect(visible.map((entry) => entry.id)).toEqual(['home', 'notifications', 'work']);
    const work = visible[2]!;
    expect(work.children?.map((item) => item.id)).toEqual(['report']);
  });

  it('keeps everything without a predicate, and items without a permission always', () => {
    expect(filterMenu(sampleMenu()).length).toBe(4);
    expect(filterMenu(sampleMenu(), () => false).map((entry) => entry.id)).toEqual([
      'home',
      'notifications',
    ]);
  });

  it('prefers the exact match, then the longest path prefix', () => {
    expect(activeTrail(sampleMenu(), '/main/report/user')).toEqual([
      'work',
      'report',
      'user-report',
    ]);
    expect(activeTrail(sampleMenu(), '/main/user/7?tab=roles')).toEqual(['work', 'users']);
    expect(activeTrail(sampleMenu(), '/photo/template-category')).toEqual([
      'media',
      'photo',
      'templates',
      'template-category',
    ]);
    expect(activeTrail(sampleMenu(), '/elsewhere')).toEqual([]);
    expect(activeTrail(sampleMenu(), undefined)).toEqual([]);
  });
});

describe('Menu (vertical)', () => {
  it('renders only what can() allows', () => {
    renderWithUi(<Menu items={sampleMenu()} can={canOnly('Drive')} aria-label="Main" />);
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Drive' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Projects' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    // the Media section has nothing left: heading and list are gone
    expect(screen.queryByText('Media')).not.toBeInTheDocument();
    expect(screen.getByText('Work')).toBeInTheDocument();
  });

  it('marks the current item and expands its ancestors', () => {
    renderWithUi(<Menu items={sampleMenu()} can={everything} currentPath="/main/report/users" />);
    const current = screen.getByRole('link', { name: 'Users List Report' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('data-active');
    expect(screen.getByRole('button', { name: /Report/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Projects' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('link', { name: 'Stories' })).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('toggles sub-menus with the mouse and the keyboard', async () => {
    const user = userEvent.setup();
    renderWithUi(<Menu items={sampleMenu()} can={everything} />);
    const projects = screen.getByRole('button', { name: 'Projects' });
    expect(projects).toHaveAttribute('aria-expanded', 'false');
    await user.click(projects);
    expect(projects).toHaveAttribute('aria-expanded', 'true');
    const sub = document.getElementById(projects.getAttribute('aria-controls')!)!;
    expect(within(sub).getByRole('link', { name: 'Stories' })).toHaveAttribute(
      'href',
      '/main/story',
    );
    projects.focus();
    await user.keyboard('{Enter}');
    expect(projects).toHaveAttribute('aria-expanded', 'false');
    expect(sub).not.toBeVisible();
  });

  it('opens the new ancestors when the route changes, keeping what the user opened', async () => {
    const items = sampleMenu();
    const { rerender } = renderWithUi(
      <Menu items={items} can={everything} currentPath="/main/home" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Projects' }));
    rerender(<Menu items={items} can={everything} currentPath="/photo/template" />);
    expect(screen.getByRole('button', { name: 'Image Tool' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Template Editor' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Projects' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Template Editor' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('calls onNavigate on a plain click instead of following the link', async () => {
    const onNavigate = vi.fn();
    renderWithUi(<Menu items={sampleMenu()} onNavigate={onNavigate} />);
    const home = screen.getByRole('link', { name: 'Home' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    home.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onNavigate).toHaveBeenCalledWith('/main/home', expect.objectContaining({ id: 'home' }));
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    const onNavigate = vi.fn();
    renderWithUi(<Menu items={sampleMenu()} onNavigate={onNavigate} />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole('link', { name: 'Home' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('renders links through renderLink', () => {
    renderWithUi(
      <Menu
        items={sampleMenu()}
        currentPath="/main/home"
        renderLink={({ item, href, children, ...props }) => (
          <a {...props} href={`#${href}`} data-router={item.id}>
            {children}
          </a>
        )}
      />,
    );
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '#/main/home');
    expect(home).toHaveAttribute('data-router', 'home');
    expect(home).toHaveAttribute('aria-current', 'page');
  });

  it('shows badges in the accessible name', () => {
    renderWithUi(<Menu items={sampleMenu()} />);
    expect(screen.getByRole('link', { name: 'Notifications 3' })).toBeInTheDocument();
  });

  it('works in Arabic inside an RTL root', () => {
    renderWithUi(<Menu items={sampleMenu('ar')} can={everything} currentPath="/main/drive" />, {
      language: 'ar',
    });
    const drive = screen.getByRole('link', { name: 'المستندات' });
    expect(drive).toHaveAttribute('aria-current', 'page');
    expect(drive.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('points a closed group’s chevron to the inline end: left in Arabic, right in English', () => {
    const chevronOf = (name: RegExp) =>
      screen.getByRole('button', { name }).querySelector('svg[data-open]');
    const { unmount } = renderWithUi(<Menu items={sampleMenu('ar')} can={everything} />, {
      language: 'ar',
    });
    // Menu.css.ts turns a `data-dir="rtl"` chevron to point left (rotate 90° instead of -90°).
    expect(chevronOf(/^التقارير/)).toHaveAttribute('data-dir', 'rtl');
    unmount();
    renderWithUi(<Menu items={sampleMenu()} can={everything} />);
    expect(chevronOf(/^Report/)).toHaveAttribute('data-dir', 'ltr');
  });
});

describe('Menu (collapsed)', () => {
  it('keeps every label for assistive tech and opens groups as a menu', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderWithUi(
      <Menu
        mode="collapsed"
        items={sampleMenu()}
        can={everything}
        currentPath="/main/home"
        onNavigate={onNavigate}
      />,
    );
    expect(screen.getAllByRole('list')[0]).toHaveAttribute('data-mode', 'collapsed');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const report = screen.getByRole('button', { name: /Report/ });
    expect(report).toHaveAttribute('aria-haspopup', 'menu');
    report.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // opened from the keyboard: on its first item (the group's title above it is a label)
    expect(within(menu).getByRole('menuitem', { name: 'Story Report' })).toHaveFocus();
    await user.click(within(menu).getByRole('menuitem', { name: 'User Report' }));
    expect(onNavigate).toHaveBeenCalledWith(
      '/main/report/user',
      expect.objectContaining({ id: 'user-report' }),
    );
  });
});

describe('Menu (horizontal)', () => {
  it('shows top-level entries in a row and sub-menus as dropdowns', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderWithUi(
      <Menu
        mode="horizontal"
        items={sampleMenu()}
        can={everything}
        currentPath="/photo/template-category"
        onNavigate={onNavigate}
      />,
    );
    const media = screen.getByRole('button', { name: 'Media' });
    expect(media).toHaveAttribute('data-active-trail');
    expect(screen.getByRole('button', { name: 'Work' })).not.toHaveAttribute('data-active-trail');
    media.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const imageTool = within(menu).getByRole('menuitem', { name: 'Image Tool' });
    expect(imageTool).toHaveAttribute('aria-haspopup', 'menu');
    expect(within(menu).getByRole('menuitem', { name: 'Announcements' })).toHaveAttribute(
      'href',
      '/main/announcement',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Announcements' }));
    expect(onNavigate).toHaveBeenCalledWith(
      '/main/announcement',
      expect.objectContaining({ id: 'announcements' }),
    );
  });
});
