import { describe, expect, it } from 'vitest';

// A change to the public API must be deliberate: update the snapshot and add a changeset.
describe('@atrium/api public exports', () => {
  it('main entry', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toMatchSnapshot();
  });
  it('contracts entry', async () => {
    expect(Object.keys(await import('./contracts/index.ts')).sort()).toMatchSnapshot();
  });
  it('testing entry', async () => {
    expect(Object.keys(await import('./testing/index.ts')).sort()).toMatchSnapshot();
  });
});
