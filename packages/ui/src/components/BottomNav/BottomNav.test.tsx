import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { BottomNav } from './BottomNav';
import { bottomNavVariants } from './bottomNavVariants';
import { sampleOptions } from './bottomNavStory';

const options = sampleOptions();

describeConformance(BottomNav, {
  name: 'BottomNav',
  props: { label: 'Quick navigation', options },
  refType: HTMLElement,
});

const current = () =>
  screen.getAllByRole('navigation')[0]!.querySelectorAll('[aria-current="page"]');

describe('BottomNav', () => {
  it('is a labelled nav landmark with one selected option, following the current path', () => {
    renderWithUi(
      <BottomNav label="Quick navigation" options={options} currentPath="/main/drive" />,
    );
    expect(screen.getByRole('navigation', { name: 'Quick navigation' })).toBeInTheDocument();
    expect(current()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Drive' })).toHaveAttribute('aria-current', 'page');
  });

  it('selects another option, calls onSelect and navigates (push by default)', async () => {
    const onSelect = vi.fn();
    const onNavigate = vi.fn();
    renderWithUi(
      <BottomNav
        label="Nav"
        options={options}
        currentPath="/main/home"
        onSelect={onSelect}
        onNavigate={onNavigate}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Notifications 4' }));
    expect(onSelect).toHaveBeenCalledWith(
      'notifications',
      expect.objectContaining({ id: 'notifications' }),
    );
    expect(onNavigate).toHaveBeenCalledWith('/main/notification', { replace: false });
    expect(screen.getByRole('link', { name: 'Notifications 4' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(current()).toHaveLength(1);
  });

  it('does nothing when the selected option is chosen again', async () => {
    const onSelect = vi.fn();
    const onNavigate = vi.fn();
    renderWithUi(
      <BottomNav
        label="Nav"
        options={options}
        currentPath="/main/home"
        onSelect={onSelect}
        onNavigate={onNavigate}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('passes replace through and navigates to named routes', async () => {
    const onNavigate = vi.fn();
    renderWithUi(<BottomNav label="Nav" options={options} replace onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Calendar' }));
    expect(onNavigate).toHaveBeenCalledWith(
      { name: 'calendar', query: { view: 'month' } },
      { replace: true },
    );
  });

  it('ignores a failed navigation (thrown or rejected)', async () => {
    const throwing = vi.fn(() => {
      throw new Error('navigation aborted');
    });
    const { unmount } = renderWithUi(
      <BottomNav label="Nav" options={options} onNavigate={throwing} />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Drive' }));
    expect(throwing).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Drive' })).toHaveAttribute('aria-current', 'page');
    unmount();

    const rejecting = vi.fn(() => Promise.reject(new Error('guard refused')));
    renderWithUi(<BottomNav label="Nav" options={options} onNavigate={rejecting} />);
    await userEvent.click(screen.getByRole('link', { name: 'Drive' }));
    expect(rejecting).toHaveBeenCalled();
  });

  it('follows the route: by path, by route name and by id', () => {
    const { rerender } = renderWithUi(
      <BottomNav label="Nav" options={options} currentPath="/main/home" />,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    rerender(
      <BottomNav label="Nav" options={options} currentPath="/x" currentRouteName="calendar" />,
    );
    expect(screen.getByRole('button', { name: 'Calendar' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    rerender(
      <BottomNav label="Nav" options={options} currentPath="/y" currentRouteName="account" />,
    );
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    rerender(<BottomNav label="Nav" options={options} currentPath="/main/report/user" />);
    expect(screen.getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(current()).toHaveLength(2); // the parent and its selected child
  });

  it('can be controlled through value', async () => {
    const onSelect = vi.fn();
    renderWithUi(<BottomNav label="Nav" options={options} value="account" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(onSelect).toHaveBeenCalledWith('home', expect.anything());
    // the parent has not changed value: the selection stays
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  });

  it('curved: child items in a pop-up, 45 px each; Escape closes it', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderWithUi(
      <BottomNav label="Nav" variant="curved" options={options} onNavigate={onNavigate} />,
    );
    const reports = screen.getByRole('button', { name: 'Reports' });
    expect(reports).toHaveAttribute('aria-expanded', 'false');
    await user.click(reports);
    expect(reports).toHaveAttribute('aria-expanded', 'true');
    const popup = document.getElementById(reports.getAttribute('aria-controls')!)!;
    expect(popup).toHaveStyle({ blockSize: '90px' });
    const children = within(popup).getAllByRole('button');
    expect(children).toHaveLength(2);
    children.forEach((child) => expect(child).toHaveStyle({ blockSize: '45px' }));

    await user.keyboard('{Escape}');
    expect(reports).toHaveAttribute('aria-expanded', 'false');
    expect(reports).toHaveFocus();

    await user.click(reports);
    await user.click(within(popup).getByRole('button', { name: 'User Report 2' }));
    expect(onNavigate).toHaveBeenCalledWith('/main/report/user', { replace: false });
    expect(reports).toHaveAttribute('aria-current', 'page');
    expect(reports).toHaveAttribute('aria-expanded', 'false');
  });

  it.each(bottomNavVariants)('renders the %s style', (variant) => {
    renderWithUi(
      <BottomNav label="Nav" variant={variant} options={options} currentPath="/main/drive" />,
    );
    const nav = screen.getByRole('navigation');
    expect(nav).toHaveAttribute('data-variant', variant);
    expect(nav).toHaveAttribute('data-has-selection', 'true');
    // only the curved style has child pop-ups
    expect(nav.querySelectorAll('[aria-expanded]')).toHaveLength(variant === 'curved' ? 1 : 0);
  });

  it('uses per-style colour overrides and option colours', () => {
    renderWithUi(
      <BottomNav
        label="Nav"
        variant="grow"
        options={[{ ...options[0]!, color: 'rgb(200, 0, 100)' }]}
        colors={{ background: 'rgb(1, 2, 3)' }}
      />,
    );
    const nav = screen.getByRole('navigation');
    expect(nav.getAttribute('style')).toContain('rgb(1, 2, 3)');
    expect(nav.querySelector('li')!.getAttribute('style')).toContain('rgb(200, 0, 100)');
  });

  it("windows: the sliding tile takes the selected option's own colour", async () => {
    const coloured = options.map((option, index) => ({
      ...option,
      color: index === 1 ? 'rgb(10, 20, 30)' : 'rgb(40, 50, 60)',
    }));
    renderWithUi(
      <BottomNav label="Nav" variant="windows" options={coloured} currentPath="/main/drive" />,
    );
    const nav = screen.getByRole('navigation');
    expect(nav.getAttribute('style')).toContain('rgb(10, 20, 30)');
    expect(nav.getAttribute('style')).not.toContain('rgb(40, 50, 60)');
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(nav.getAttribute('style')).toContain('rgb(40, 50, 60)');
    expect(nav.getAttribute('style')).not.toContain('rgb(10, 20, 30)');
  });

  it('grow: marks the item of the selected option so it can take more room', async () => {
    renderWithUi(
      <BottomNav label="Nav" variant="grow" options={options} currentPath="/main/drive" />,
    );
    const items = () => [
      ...screen.getByRole('navigation').querySelectorAll('li[data-selected="true"]'),
    ];
    expect(items()).toEqual([screen.getByRole('link', { name: 'Drive' }).closest('li')]);
    await userEvent.click(screen.getByRole('link', { name: 'Account' }));
    expect(items()).toEqual([screen.getByRole('link', { name: 'Account' }).closest('li')]);
  });

  it('works in Arabic inside an RTL root', async () => {
    const onSelect = vi.fn();
    renderWithUi(
      <BottomNav label="التنقل السريع" options={sampleOptions('ar')} onSelect={onSelect} />,
      {
        language: 'ar',
      },
    );
    const nav = screen.getByRole('navigation', { name: 'التنقل السريع' });
    expect(nav.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(nav).toHaveAttribute('data-has-selection', 'false');
    await userEvent.click(screen.getByRole('link', { name: 'المستندات' }));
    expect(onSelect).toHaveBeenCalledWith('drive', expect.anything());
  });
});
