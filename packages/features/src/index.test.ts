import { describe, expect, it } from 'vitest';

// A change to the public API must be deliberate: update the snapshot and add a changeset.
describe('@atrium/features public exports', () => {
  it('main entry', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toMatchSnapshot();
  }, 60_000); // importing every page compiles the whole package on a cold cache
});
