export { createFakeApi, FAKE_ADMIN } from './createFakeApi.ts';
export { fakeProfile, type FakeProfileInput } from './fakeProfile.ts';
export type { FakeApi, FakeApiOptions, FakeUser } from './createFakeApi.ts';
export type { FakeDriveOptions, FakeDriveFile } from './fakeDrive.ts';
export type { FakeSharedLink } from './fakeDriveLinks.ts';
export type { FakeProjectSeed, FakeStoriesUser } from './fakeStories.ts';
export type { FakeTimesheetSeed } from './fakeTimesheet.ts';
