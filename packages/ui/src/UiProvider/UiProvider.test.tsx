import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { UiProvider } from './UiProvider';
import { useUi } from './useUi';

function Probe() {
  const { language, dir, appearance, resolvedAppearance } = useUi();
  return <output>{`${language} ${dir} ${appearance} ${resolvedAppearance}`}</output>;
}

function mockColorScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query.includes('dark'),
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

describe('UiProvider', () => {
  it('English is ltr, with a Radix theme root', () => {
    const { container } = render(
      <UiProvider language="en" appearance="light">
        <Probe />
      </UiProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('en ltr light light');
    const root = container.firstElementChild!;
    expect(root).toHaveClass('radix-themes', 'light');
    expect(root).toHaveAttribute('dir', 'ltr');
    expect(root).toHaveAttribute('lang', 'en');
    expect(root).toHaveAttribute('data-accent-color', 'blue');
  });

  it('Arabic is rtl on the theme root', () => {
    const { container } = render(
      <UiProvider language="ar" appearance="dark" accentColor="indigo">
        <Probe />
      </UiProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('ar rtl dark dark');
    const root = container.firstElementChild!;
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveClass('dark');
    expect(root).toHaveAttribute('data-accent-color', 'indigo');
  });

  it('resolves system through prefers-color-scheme', () => {
    mockColorScheme(true);
    const { container } = render(
      <UiProvider language="en" appearance="system">
        <Probe />
      </UiProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('en ltr system dark');
    expect(container.firstElementChild).toHaveClass('dark');
  });

  it('syncs <html dir lang> only when asked', () => {
    const { rerender } = render(<UiProvider language="ar" appearance="light" />);
    expect(document.documentElement).not.toHaveAttribute('dir');
    rerender(<UiProvider language="ar" appearance="light" syncDocument />);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    rerender(<UiProvider language="en" appearance="light" syncDocument />);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('useUi outside the provider throws a helpful error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useUi must be used inside <UiProvider>');
  });
});
