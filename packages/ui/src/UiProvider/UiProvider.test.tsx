import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext } from 'react';
import { ThemeContext } from '@radix-ui/themes';
import { UiProvider } from './UiProvider';
import { useUi } from './useUi';
import { generateAccentScale } from '../theme/primaryScale';
import { Dialog } from '../components/Dialog/Dialog';
import { DropdownMenu } from '../components/DropdownMenu/DropdownMenu';
import { Tooltip } from '../components/Tooltip/Tooltip';

function Probe() {
  const { language, dir, appearance, resolvedAppearance } = useUi();
  return <output>{`${language} ${dir} ${appearance} ${resolvedAppearance}`}</output>;
}

function RadixContextProbe({ label }: { label: string }) {
  const theme = useContext(ThemeContext);
  const handlers = Object.entries(theme ?? {}).flatMap(([key, value]) =>
    typeof value === 'function' ? [key] : [],
  );
  return (
    <output aria-label={label}>{theme ? JSON.stringify({ ...theme, handlers }) : 'none'}</output>
  );
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
    expect(root).toHaveAttribute('data-accent-color', 'atrium');
  });

  it('renders the attributes of a Radix root theme, light and dark', () => {
    const { container, rerender } = render(<UiProvider language="en" appearance="light" />);
    const root = container.firstElementChild!;
    const rootAttributes = {
      'data-is-root-theme': 'true',
      'data-accent-color': 'atrium',
      'data-gray-color': 'slate',
      'data-has-background': 'true',
      'data-panel-background': 'translucent',
      'data-radius': 'medium',
      'data-scaling': '100%',
      'data-atrium-root': '',
      'data-skin': 'default',
    };
    expect(root.className).toBe('radix-themes light');
    for (const [name, value] of Object.entries(rootAttributes)) {
      expect(root).toHaveAttribute(name, value);
    }
    rerender(<UiProvider language="en" appearance="dark" />);
    expect(root.className).toBe('radix-themes dark');
    for (const [name, value] of Object.entries(rootAttributes)) {
      expect(root).toHaveAttribute(name, value);
    }
  });

  it("hands the root's values to Radix Themes' context in portalled content only", async () => {
    render(
      <UiProvider language="en" appearance="dark" primaryColor={null} accentColor="indigo">
        <RadixContextProbe label="outside" />
        <Dialog.Root>
          <Dialog.Trigger>Open</Dialog.Trigger>
          <Dialog.Content closeLabel="Close" aria-describedby={undefined}>
            <Dialog.Title>Dialog</Dialog.Title>
            <RadixContextProbe label="portal" />
          </Dialog.Content>
        </Dialog.Root>
      </UiProvider>,
    );
    // the root is no Radix Theme: that would bring Radix's tooltip provider onto every page
    expect(screen.getByRole('status', { name: 'outside' })).toHaveTextContent('none');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const theme: unknown = JSON.parse(screen.getByRole('status', { name: 'portal' }).textContent!);
    expect(theme).toEqual({
      appearance: 'dark',
      accentColor: 'indigo',
      grayColor: 'slate',
      resolvedGrayColor: 'slate',
      panelBackground: 'translucent',
      radius: 'medium',
      scaling: '100%',
      handlers: [
        'onAppearanceChange',
        'onAccentColorChange',
        'onGrayColorChange',
        'onPanelBackgroundChange',
        'onRadiusChange',
        'onScalingChange',
      ],
    });
  });

  it('portalled Dialog, DropdownMenu and Tooltip content nest under the root theme (dark, accent)', async () => {
    render(
      <UiProvider language="ar" appearance="dark" primaryColor={null} accentColor="indigo">
        <Dialog.Root>
          <Dialog.Trigger>Open dialog</Dialog.Trigger>
          <Dialog.Content closeLabel="Close">
            <Dialog.Title>Dialog</Dialog.Title>
            <Dialog.Description>In a portal.</Dialog.Description>
          </Dialog.Content>
        </Dialog.Root>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger>Open menu</DropdownMenu.Trigger>
          <DropdownMenu.Content>
            <DropdownMenu.Item>Edit</DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Root>
        <Tooltip content="Tip" open>
          <button type="button">Hint</button>
        </Tooltip>
      </UiProvider>,
    );
    const nestedTheme = (element: HTMLElement) => {
      const layer = element.closest('.radix-themes')!;
      expect(layer).not.toHaveAttribute('data-atrium-root');
      expect(layer).toHaveClass('radix-themes', 'dark');
      expect(layer).not.toHaveClass('light');
      expect(layer).toHaveAttribute('data-is-root-theme', 'false');
      expect(layer).toHaveAttribute('data-accent-color', 'indigo');
      expect(layer).toHaveAttribute('data-gray-color', 'slate');
      expect(layer).toHaveAttribute('data-radius', 'medium');
    };

    nestedTheme(screen.getByRole('tooltip', { hidden: true }));

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    nestedTheme(await screen.findByRole('menu'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'Dialog' });
    nestedTheme(dialog);
    expect(dialog.closest('[data-atrium-layer]')).toHaveAttribute('dir', 'rtl');
  });

  it('Arabic is rtl on the theme root', () => {
    const { container } = render(
      <UiProvider language="ar" appearance="dark" primaryColor={null} accentColor="indigo">
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

  it('uses the precompiled default primary and the skin', () => {
    const { container, rerender } = render(<UiProvider language="en" appearance="light" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('data-accent-color', 'atrium');
    expect(root).toHaveAttribute('data-skin', 'default');
    expect(root.querySelector('style')).toBeNull();
    rerender(
      <UiProvider language="en" appearance="light" skin="bordered" primaryColor="#2C8BE9" />,
    );
    expect(root).toHaveAttribute('data-accent-color', 'atrium');
    expect(root).toHaveAttribute('data-skin', 'bordered');
  });

  it('generates a run-time primary colour for light and dark, keyed through the accent', async () => {
    const { container } = render(
      <UiProvider language="en" appearance="dark" primaryColor="#FFE66D">
        <Probe />
      </UiProvider>,
    );
    const root = container.firstElementChild as HTMLElement;
    await waitFor(() => expect(root).toHaveAttribute('data-accent-color', 'atrium-ffe66d'));
    const css = root.querySelector('style[data-atrium-primary="atrium-ffe66d"]')?.textContent ?? '';
    const light = generateAccentScale('#ffe66d', 'light');
    const dark = generateAccentScale('#ffe66d', 'dark');
    expect(css).toContain('@layer atrium{.radix-themes[data-accent-color="atrium-ffe66d"]{');
    expect(css).toContain(`--accent-11:${light.solid[10]}`);
    expect(css).toContain(`:where(.dark,.dark-theme){`);
    expect(css).toContain(`--accent-11:${dark.solid[10]}`);
    expect(css).toContain(`--accent-contrast:${dark.contrast}`);
    expect(screen.getByRole('status')).toHaveTextContent('en ltr dark dark');
  });

  it('falls back to the default primary for an invalid colour and to Radix for null', () => {
    const { container, rerender } = render(
      <UiProvider language="en" appearance="light" primaryColor="tomato" />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('data-accent-color', 'atrium');
    rerender(<UiProvider language="en" appearance="light" primaryColor={null} accentColor="red" />);
    expect(root).toHaveAttribute('data-accent-color', 'red');
    expect(root.querySelector('style')).toBeNull();
  });

  it('useUi outside the provider throws a helpful error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useUi must be used inside <UiProvider>');
  });
});
