import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, waitFor, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/render';
import { describeConformance } from '../../test/conformance';
import { ScrollToTop } from './ScrollToTop';

describeConformance(ScrollToTop, {
  name: 'ScrollToTop',
  props: { label: 'Scroll to top' },
  refType: HTMLButtonElement,
});

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('ScrollToTop', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('is hidden (and out of the tab order) until the page is scrolled more than 200 px', () => {
    renderWithUi(<ScrollToTop label="Scroll to top" />);
    const button = screen.getByTitle('Scroll to top');
    expect(button).toHaveAttribute('data-visible', 'false');
    expect(button).toHaveAttribute('aria-hidden', 'true');
    expect(button).toHaveAttribute('tabindex', '-1');

    scrollWindowTo(200);
    expect(button).toHaveAttribute('data-visible', 'false');
    scrollWindowTo(201);
    expect(button).toHaveAttribute('data-visible', 'true');
    expect(button).not.toHaveAttribute('aria-hidden');
    expect(button).not.toHaveAttribute('tabindex');
    scrollWindowTo(10);
    expect(button).toHaveAttribute('data-visible', 'false');
  });

  it('shows on the first frame when the page opens already scrolled, without reading layout while rendering', async () => {
    const scrollY = vi.fn(() => 500);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: scrollY });
    renderWithUi(<ScrollToTop label="Scroll to top" />);
    const button = screen.getByTitle('Scroll to top');
    // Neither render nor commit asked for the scroll position (a forced layout).
    expect(scrollY).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveAttribute('data-visible', 'true'));
  });

  it('honours a custom threshold', () => {
    renderWithUi(<ScrollToTop label="Up" threshold={50} />);
    scrollWindowTo(60);
    expect(screen.getByRole('button', { name: 'Up' })).toHaveAttribute('data-visible', 'true');
  });

  it('scrolls smoothly to the top', async () => {
    preferReducedMotion(false);
    const onClick = vi.fn();
    renderWithUi(<ScrollToTop label="Scroll to top" onClick={onClick} />);
    scrollWindowTo(500);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('scrolls instantly when the user prefers reduced motion', async () => {
    preferReducedMotion(true);
    renderWithUi(<ScrollToTop label="Scroll to top" />);
    scrollWindowTo(500);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });

  it('lets onClick cancel the scroll', async () => {
    renderWithUi(<ScrollToTop label="Up" onClick={(event) => event.preventDefault()} />);
    scrollWindowTo(500);
    await userEvent.click(screen.getByRole('button', { name: 'Up' }));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('takes an Arabic label inside an RTL root', () => {
    renderWithUi(<ScrollToTop label="العودة إلى الأعلى" />, { language: 'ar' });
    scrollWindowTo(500);
    const button = screen.getByRole('button', { name: 'العودة إلى الأعلى' });
    expect(button.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
