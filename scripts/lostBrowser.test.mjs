import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lostBrowserOnly } from './lostBrowser.mjs';

// The end of the storybook step's output when Chromium went away (CI, 2026-11-25), shortened.
const LOST = `
Error: Failed to run the test /tmp/ciclone/packages/ui/src/components/FullPageLoader/FullPageLoader.stories.tsx.
Caused by: Error: [vitest] Browser connection was closed while running tests. Was the page closed unexpectedly?

 \u001b[2m Test Files \u001b[22m \u001b[1m\u001b[32m122 passed\u001b[39m\u001b[22m\u001b[90m (123)\u001b[39m
      Tests  708 passed (708)
     Errors  1 error
`;

test('a lost browser with every test passing is retried', () => {
  assert.equal(lostBrowserOnly(LOST), true);
});

test('a failing test is never retried, even when the browser went away too', () => {
  assert.equal(lostBrowserOnly(`${LOST}\n      Tests  1 failed | 707 passed (708)\n`), false);
  assert.equal(lostBrowserOnly(`${LOST}\n Test Files  1 failed | 121 passed (123)\n`), false);
  assert.equal(
    lostBrowserOnly(`${LOST}\n FAIL  storybook  src/Button.stories.tsx > Default\n`),
    false,
  );
  assert.equal(lostBrowserOnly(`${LOST}\n   × renders the label 12ms\n`), false);
});

test('any other failure is not a lost browser', () => {
  assert.equal(lostBrowserOnly('      Tests  3 failed | 705 passed (708)\n'), false);
  assert.equal(lostBrowserOnly('Error: Cannot find module'), false);
});
