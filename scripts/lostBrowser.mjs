// Used by scripts/browser-tests.mjs; a module of its own so that its test need not run the suites.

/**
 * Vitest's browser mode now and then loses its Chromium on a 2-core machine under load: "Browser
 * connection was closed while running tests", one file not run, every test that ran passed.
 * That is the browser going away, not a test failing, so such a step runs once more. Any failed
 * test or test file rules the retry out.
 */
export function lostBrowserOnly(output) {
  // eslint-disable-next-line no-control-regex -- colour codes in the captured output
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  return (
    plain.includes('Browser connection was closed') &&
    !/Tests?(?: Files)?\s+\d+ failed/.test(plain) &&
    !/^\s*(?:FAIL|×)\s/m.test(plain)
  );
}
