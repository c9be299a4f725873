// The one setup file for every jsdom unit-test project (ui, features, web).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Overlays (drawer, menus, toasts) are lazy chunks: on a busy CI machine the first dynamic import
// can take longer than Testing Library's default 1 s for findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; UiProvider uses it to resolve the 'system' appearance.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom lacks a few APIs Radix and Ariakit call (menus and checkboxes measure with ResizeObserver,
// Select and Combobox scroll their lists and capture the pointer). Browsers have all of them.
if (typeof window !== 'undefined') {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
}

afterEach(() => {
  // A file may run in Node instead (`// @vitest-environment node`: apps/web's build checks).
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
});

// The unit projects share one jsdom window and module graph between test files (isolate: false,
// several times faster than a fresh jsdom per file). This file runs again before each test file:
// give every file the page a fresh window would have.
if (typeof window !== 'undefined') {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
}
