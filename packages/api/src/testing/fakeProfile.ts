import { buildAbilityRules } from '../abilities/buildAbilityRules.ts';
import type { Profile } from '../contracts/user.ts';

export type FakeProfileInput = Partial<Omit<Profile, 'userAbilityRules'>>;

/**
 * A complete profile for stories and tests: everything not given has a plain default, and the
 * ability rules are the ones the server would build for the role and permissions.
 */
export function fakeProfile(input: FakeProfileInput = {}): Profile {
  const role = input.role ?? 'user';
  const permissions = input.permissions ?? [];
  return {
    id: '6f1c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
    username: 'layla',
    full_name: 'Layla Haddad',
    email: null,
    phone: null,
    job_title: null,
    time_zone: 'UTC',
    avatar: null,
    is_available: false,
    language: 'en',
    ...input,
    role,
    permissions,
    userAbilityRules: buildAbilityRules({ role, permissions }),
  };
}
