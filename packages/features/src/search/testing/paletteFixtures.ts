import type { Profile } from '@atrium/api';
import type { FakeUser } from '@atrium/api/testing';
import { fakeProfile } from '@atrium/api/testing';

/** The session's profile for a fake user, so the ability and the role match the fake API's. */
export function fakeProfileFor(user: FakeUser): Profile {
  return fakeProfile({
    username: user.username,
    full_name: user.full_name ?? user.username,
    role: user.role ?? 'user',
    permissions: user.permissions ?? [],
  });
}
