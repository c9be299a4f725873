import { vi } from 'vitest';

/**
 * Test helper: jsdom lacks a few browser APIs Radix and Ariakit call (pointer capture, scrollIntoView,
 * ResizeObserver). Call it in beforeAll of a jsdom test file; not part of the package's exports.
 */
export function stubBrowserApis() {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  if (!('ResizeObserver' in globalThis)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
}
