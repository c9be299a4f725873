import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { Menu } from '../Menu/Menu';
import { sampleMenu } from '../Menu/menuStory';
import { AppShell } from './AppShell';
import { DemoShell, shellCopy } from './appShellStory';

const labels = shellCopy.en.labels;

describeConformance(AppShell, { name: 'AppShell', props: { labels }, refType: HTMLDivElement });

/** Pretends the window is narrower than the overlay breakpoint (jsdom has no layout). */
function narrowWindow() {
  const queries: string[] = [];
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    queries.push(query);
    return {
      matches: query.startsWith('(max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as MediaQueryList;
  });
  return queries;
}

afterEach(() => vi.restoreAllMocks());

describe('AppShell (wide window)', () => {
  it('has the landmarks, labelled, and a skip link first in the tab order', async () => {
    const user = userEvent.setup();
    renderWithUi(<DemoShell />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Atrium');
    const main = screen.getByRole('main');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    await user.click(skip);
    expect(main).toHaveFocus();
  });

  it('collapses the vertical navigation to icons', async () => {
    const onNavCollapsedChange = vi.fn();
    const { container } = renderWithUi(<DemoShell onNavCollapsedChange={onNavCollapsedChange} />);
    const root = container.querySelector('[data-layout]')!;
    expect(root).toHaveAttribute('data-layout', 'vertical');
    expect(root).toHaveAttribute('data-nav-collapsed', 'false');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav.querySelector('[data-mode]')).toHaveAttribute('data-mode', 'vertical');

    await userEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(onNavCollapsedChange).toHaveBeenCalledWith(true);
    expect(root).toHaveAttribute('data-nav-collapsed', 'true');
    expect(nav.querySelector('[data-mode]')).toHaveAttribute('data-mode', 'collapsed');
    // labels stay available to assistive tech
    expect(within(nav).getByRole('link', { name: 'Users Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Expand navigation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('horizontal forces a sticky navbar and an expanded nav in the header', () => {
    const { container } = renderWithUi(
      <DemoShell layout="horizontal" navCollapsed navbarSticky={false} />,
    );
    const root = container.querySelector('[data-layout]')!;
    expect(root).toHaveAttribute('data-layout', 'horizontal');
    expect(root).toHaveAttribute('data-nav-collapsed', 'false');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-sticky', 'true');
    const nav = within(header).getByRole('navigation', { name: 'Main navigation' });
    expect(nav.querySelector('[data-mode]')).toHaveAttribute('data-mode', 'horizontal');
    expect(
      screen.queryByRole('button', { name: /Collapse navigation|Expand navigation/ }),
    ).toBeNull();
  });

  it('honours navbar blur, sticky and content width settings', () => {
    const { container } = renderWithUi(
      <AppShell labels={labels} navbarBlur={false} navbarSticky={false} contentWidth="full">
        page
      </AppShell>,
    );
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-blur', 'false');
    expect(header).toHaveAttribute('data-sticky', 'false');
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-content-width', 'full');
    // no menu, no navigation landmark, no footer
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows the bottom navigation on small screens only', () => {
    renderWithUi(<DemoShell bottomNav={<div data-testid="bottom" />} />);
    expect(screen.queryByTestId('bottom')).toBeNull();
  });
});

describe('AppShell (below the overlay breakpoint)', () => {
  it('asks for medium + 16 px by default', () => {
    const queries = narrowWindow();
    renderWithUi(<DemoShell />);
    expect(queries).toContain('(max-width: 1039.98px)');
  });

  it('forces the vertical layout with a drawer behind a hamburger button', async () => {
    narrowWindow();
    const user = userEvent.setup();
    const { container } = renderWithUi(
      <DemoShell layout="horizontal" bottomNav={<div data-testid="bottom" />} />,
    );
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'vertical');
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-overlay', 'true');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByTestId('bottom')).toBeInTheDocument();

    const hamburger = screen.getByRole('button', { name: 'Open navigation' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await user.click(hamburger);
    const drawer = await screen.findByRole(
      'dialog',
      { name: 'Main navigation' },
      { timeout: 5000 }, // the drawer is a lazy chunk: its first load may be slow on a busy machine
    );
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    expect(nav.querySelector('[data-mode]')).toHaveAttribute('data-mode', 'vertical');
    expect(drawer.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hamburger).toHaveFocus();
  });

  it('closes the drawer after navigating and keeps focus trapped while open', async () => {
    narrowWindow();
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderWithUi(
      <AppShell labels={labels} menu={<Menu items={sampleMenu()} onNavigate={onNavigate} />}>
        <button type="button">In the page</button>
      </AppShell>,
    );
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', {}, { timeout: 5000 });
    for (let index = 0; index < 12; index += 1) {
      await user.tab();
      expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await user.click(within(drawer).getByRole('link', { name: 'Home' }));
    expect(onNavigate).toHaveBeenCalledWith('/main/home', expect.objectContaining({ id: 'home' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its close button, in Arabic too', async () => {
    narrowWindow();
    const user = userEvent.setup();
    renderWithUi(<DemoShell language="ar" />, { language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'افتح قائمة التنقل' }));
    const drawer = await screen.findByRole('dialog', { name: 'التنقل الرئيسي' }, { timeout: 5000 });
    expect(drawer.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await user.click(within(drawer).getByRole('button', { name: 'أغلق قائمة التنقل' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('AppShell and the top-end toasts', () => {
  it('publishes the navbar height for the toasts to start below it, and withdraws it on unmount', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return { height: this.tagName === 'HEADER' ? 65 : 0 } as DOMRect;
    });
    const { unmount } = renderWithUi(<DemoShell />);
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--atrium-navbar-block-size')).toBe('65px');
    unmount();
    expect(root.style.getPropertyValue('--atrium-navbar-block-size')).toBe('');
  });
});
