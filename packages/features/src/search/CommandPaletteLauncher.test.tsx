import { createFakeApi, FAKE_ADMIN } from '@atrium/api/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FeatureHarness } from '../testing/FeatureHarness.tsx';
import { CommandPaletteLauncher, isPaletteShortcut } from './CommandPaletteLauncher.tsx';

function renderLauncher() {
  const api = createFakeApi({ signedInAs: FAKE_ADMIN.username });
  render(
    <FeatureHarness api={api}>
      <CommandPaletteLauncher onNavigate={() => undefined} />
    </FeatureHarness>,
  );
}

describe('CommandPaletteLauncher', () => {
  it('has a visible, labelled button that names its shortcut', () => {
    renderLauncher();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the palette with the button', async () => {
    const user = userEvent.setup();
    renderLauncher();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('combobox', {}, { timeout: 5000 })).toHaveFocus();
  });

  it('opens the palette with Ctrl+K and with ⌘K', async () => {
    renderLauncher();
    const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'k', metaKey: true });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('knows the shortcut by key position (Arabic layout) and ignores other chords', () => {
    const key = (init: KeyboardEventInit) => isPaletteShortcut(new KeyboardEvent('keydown', init));
    expect(key({ key: 'ن', code: 'KeyK', ctrlKey: true })).toBe(true);
    expect(key({ key: 'k', metaKey: true })).toBe(true);
    expect(key({ key: 'k' })).toBe(false);
    expect(key({ key: 'k', ctrlKey: true, shiftKey: true })).toBe(false);
    expect(key({ key: 'j', ctrlKey: true })).toBe(false);
  });
});
