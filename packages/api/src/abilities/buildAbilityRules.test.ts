import { describe, expect, it } from 'vitest';
import { buildAbilityRules, createAppAbility } from './buildAbilityRules.ts';
import {
  PERMISSION_NAMES,
  PERMISSION_SUBJECTS,
  SUBJECTS,
  SUPER_ADMIN_SUBJECTS,
} from './subjects.ts';

const subjectsOf = (rules: ReturnType<typeof buildAbilityRules>) =>
  rules.map((rule) => rule.subject);

describe('buildAbilityRules (spec section 6)', () => {
  it('gives a super admin manage on every subject: the spec’s seventeen and the three it omits (ADR 0011)', () => {
    const rules = buildAbilityRules({ role: 'super_admin', permissions: [] });
    expect(subjectsOf(rules)).toEqual([...SUBJECTS]);
    expect(subjectsOf(rules)).toEqual(expect.arrayContaining([...SUPER_ADMIN_SUBJECTS]));
    expect(rules).toHaveLength(20);
    expect(rules.every((rule) => rule.action === 'manage')).toBe(true);
    const ability = createAppAbility(rules);
    for (const subject of ['VideoEditor', 'ImageEditor', 'External'] as const) {
      expect(ability.can('manage', subject)).toBe(true);
    }
  });

  it('gives everyone else Home plus the subject of each granted permission name', () => {
    const rules = buildAbilityRules({ role: 'user', permissions: ['Users Management', 'Drive'] });
    expect(subjectsOf(rules)).toEqual(['Home', 'User', 'Drive']);
  });

  it.each(Object.entries(PERMISSION_SUBJECTS))('maps "%s" to %s', (name, subject) => {
    const rules = buildAbilityRules({ role: 'admin', permissions: [name] });
    expect(subjectsOf(rules)).toEqual(['Home', subject]);
  });

  it('maps the names the spec leaves unmapped to their subjects', () => {
    const rules = buildAbilityRules({
      role: 'user',
      permissions: [
        'Announcements',
        'Brands',
        'Reports',
        'Roles',
        'PHO Template Category',
        'Voice Over',
        'Script Control',
      ],
    });
    expect(subjectsOf(rules)).toEqual([
      'Home',
      'Announcement',
      'Brand',
      'Report',
      'Role',
      'PHO Template Category',
      'Voice Over',
      'Script Control',
    ]);
  });

  it('has a permission name for every subject except Home (which everyone gets)', () => {
    const granted = new Set<string>(Object.values(PERMISSION_SUBJECTS));
    expect(SUBJECTS.filter((subject) => !granted.has(subject))).toEqual(['Home']);
    expect(PERMISSION_NAMES).toHaveLength(19);
  });

  it('grants nothing for unknown permission names, including prototype keys', () => {
    const rules = buildAbilityRules({
      role: 'user',
      permissions: ['Nope', 'toString', '__proto__', 'users management', 'Brand', 'Announcement'],
    });
    expect(subjectsOf(rules)).toEqual(['Home']);
  });

  it('denies everything to a missing or unknown role (deny by default)', () => {
    expect(buildAbilityRules({ role: null, permissions: ['Drive'] })).toEqual([]);
    expect(buildAbilityRules({ role: undefined, permissions: [] })).toEqual([]);
  });

  it('de-duplicates subjects granted twice', () => {
    const rules = buildAbilityRules({ role: 'user', permissions: ['Drive', 'Drive'] });
    expect(subjectsOf(rules)).toEqual(['Home', 'Drive']);
  });

  it('builds a CASL ability that answers can/cannot', () => {
    const ability = createAppAbility(
      buildAbilityRules({ role: 'user', permissions: ['Timesheet'] }),
    );
    expect(ability.can('manage', 'Timesheet')).toBe(true);
    expect(ability.can('manage', 'Home')).toBe(true);
    expect(ability.can('manage', 'User')).toBe(false);
  });
});
