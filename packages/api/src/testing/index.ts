export { createFakeApi, FAKE_ADMIN } from './createFakeApi.ts';
export type { FakeApi, FakeApiOptions, FakeUser } from './createFakeApi.ts';
