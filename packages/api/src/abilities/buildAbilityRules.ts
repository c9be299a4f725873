import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { AbilityRule } from '../contracts/abilities.ts';
import type { Role } from '../contracts/user.ts';
import { PERMISSION_SUBJECTS, SUBJECTS, type Action, type Subject } from './subjects.ts';

export interface AbilityInput {
  /** A null or unknown role gets nothing: deny by default (security.md, decision 1). */
  role: Role | null | undefined;
  permissions: readonly string[];
}

function isPermissionName(name: string): name is keyof typeof PERMISSION_SUBJECTS {
  return Object.hasOwn(PERMISSION_SUBJECTS, name);
}

/** The CASL rules of spec section 6, as the server enforces them and the profile returns them. */
export function buildAbilityRules({ role, permissions }: AbilityInput): AbilityRule[] {
  // Every subject, not only the spec's list: a super admin who cannot reach a screen (the video
  // and image editors, External) is a defect (ADR 0011).
  if (role === 'super_admin') {
    return SUBJECTS.map((subject) => ({ action: 'manage', subject }));
  }
  if (role !== 'admin' && role !== 'user') return [];

  const subjects = new Set<Subject>(['Home']);
  for (const name of permissions) {
    if (isPermissionName(name)) subjects.add(PERMISSION_SUBJECTS[name]);
  }
  return [...subjects].map((subject) => ({ action: 'manage', subject }));
}

export type AppAbility = MongoAbility<[Action, Subject]>;

/** A CASL ability from rules (from the profile on the client, from the database on the server). */
export function createAppAbility(rules: readonly AbilityRule[]): AppAbility {
  // The wire shape is CASL's raw rule with plain strings; the cast only narrows them to our unions.
  return createMongoAbility<AppAbility>(rules as RawRuleOf<AppAbility>[]);
}
