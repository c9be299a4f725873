import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { Button } from '@atrium/ui';
import { LANGUAGES, currentLanguage } from '../i18n/languages.ts';

/**
 * The palette itself (the dialog, the sources, the result list) is downloaded on first use only:
 * neither the sign-in page nor the home page's first load carries it. What stays in the
 * signed-in shell is this button and one key listener.
 */
const loadPalette = () => import('./CommandPalette.tsx');
const CommandPalette = lazy(() =>
  loadPalette().then((module) => ({ default: module.CommandPalette })),
);

/** Hovering or focusing the button fetches the code ahead of the press. */
function preloadPalette() {
  loadPalette().catch(() => undefined); // offline: the press tries again
}

/** Ctrl+K, or ⌘K on a Mac; by key position too, so it works with an Arabic keyboard layout. */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  if (event.altKey || event.shiftKey || !(event.ctrlKey || event.metaKey)) return false;
  return event.key.toLowerCase() === 'k' || event.code === 'KeyK';
}

export interface CommandPaletteLauncherProps {
  /** Goes to a chosen result's path (the app's router). */
  onNavigate: (path: string) => void;
}

/**
 * The navbar's search button (for touch, and to show the feature exists) and the Ctrl+K / ⌘K
 * shortcut, anywhere in the signed-in app. The first use loads the palette's code and words,
 * and the menu's names in the other language, so that pages are found in both.
 */
export function CommandPaletteLauncher({ onNavigate }: CommandPaletteLauncherProps) {
  const { t, i18n } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);

  const openPalette = useCallback(() => {
    setOpen(true);
    const language = currentLanguage(i18n);
    const other = LANGUAGES.find((entry) => entry !== language);
    void Promise.all([
      loadPalette(),
      i18n.loadNamespaces('search'),
      // Best effort: without it, pages are found by their name in the current language only.
      other && !i18n.hasResourceBundle(other, 'layout')
        ? i18n.reloadResources([other], ['layout']).catch(() => undefined)
        : undefined,
    ]).then(
      () => setReady(true),
      // The download failed (offline): nothing opens; the next press tries again.
      () => setOpen(false),
    );
  }, [i18n]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault(); // the browser's own Ctrl+K (its search bar)
      openPalette();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openPalette]);

  return (
    <>
      <Button
        variant="ghost"
        tone="neutral"
        aria-label={t('search.open')}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        onClick={openPalette}
        onPointerEnter={preloadPalette}
        onFocus={preloadPalette}
      >
        <Search size={18} aria-hidden="true" />
      </Button>
      {/* rendered once its code and words are in: the lazy component then only waits for the module */}
      {ready ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} onNavigate={onNavigate} />
        </Suspense>
      ) : null}
    </>
  );
}
