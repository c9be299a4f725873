import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditEntry } from '@atrium/api';

/** `user_profile_updated` → "User profile updated": an action this screen has no name for yet. */
export function humanize(name: string): string {
  const words = name.replace(/[_.-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const KNOWN_ACTIONS = new Set<string>(AUDIT_ACTIONS);
const KNOWN_TARGETS = new Set<string>(AUDIT_TARGET_TYPES);

/** One detail value as short text: lists joined, objects as JSON. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface AuditLabels {
  /** The action's name in the reader's language (its raw name, humanised, when unknown). */
  action: (action: string) => string;
  targetType: (type: string) => string;
  /** Who did it: the person's name, or "System". */
  actor: (entry: AuditEntry) => string;
  /** The details as `key: value; …`, or '' when there are none. */
  details: (details: Record<string, unknown>) => string;
}

/** The audit log's names in the reader's language, shared by the page and its tests. */
export function useAuditLabels(): AuditLabels {
  const { t } = useTranslation('audit');
  return useMemo(
    () => ({
      action: (action) => (KNOWN_ACTIONS.has(action) ? t(`actions.${action}`) : humanize(action)),
      targetType: (type) => (KNOWN_TARGETS.has(type) ? t(`targets.${type}`) : humanize(type)),
      // No actor: a job, an anonymous caller (a password reset by e-mail link), or a person
      // deleted since (the log's actor id is set null with them).
      actor: (entry) => (entry.actor ? entry.actor.full_name || entry.actor.username : t('system')),
      details: (details) =>
        Object.entries(details)
          .map(([key, value]) => `${key}: ${valueText(value)}`)
          .join('; '),
    }),
    [t],
  );
}
