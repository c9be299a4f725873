import {
  SETTING_KEYS,
  settingsSchema,
  type SettingKey,
  type Settings,
} from '@atrium/api/contracts';
import type { Database } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { passwordProblem } from '../../lib/passwordPolicy.ts';
import type { Clock } from '../../lib/clock.ts';
import { settingsRepo } from './settings.repo.ts';

/** What a setting is when nobody has changed it. */
export const SETTINGS_DEFAULTS: Readonly<Settings> = Object.freeze({
  attendancePromptIntervalMinutes: 60,
  attendancePromptGraceSeconds: 60,
  autoCheckoutHour: 22,
  autoCheckoutToleranceMinutes: 60,
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
  driveMaxFileMegabytes: 2048,
  driveQuotaMegabytes: 10 * 1024,
  driveTrashRetentionDays: 30,
  driveLinkDefaultExpiryDays: 14,
  driveLinkMaxExpiryDays: 365,
});

/** The settings row holding the master password's argon2id PHC string (never sent out). */
export const MASTER_PASSWORD_KEY = 'masterPasswordHash';

export interface Actor {
  id: string;
  ip?: string | null;
}

export type SettingsService = ReturnType<typeof createSettingsService>;

export type SetMasterPasswordResult =
  | { kind: 'set' }
  | { kind: 'rotated' }
  /** The new password breaks the policy (the problem is a field message). */
  | { kind: 'weak'; problem: string }
  /** A rotation without `current_password`: changing it needs the current one. */
  | { kind: 'current_required' }
  /** `current_password` is not the master password. */
  | { kind: 'wrong_current' }
  /** A first set found one already set (by a concurrent request): a rotation is needed. */
  | { kind: 'already_set' };

/** A stored value that no longer fits its schema (hand edit, older bounds) reads as the default. */
function parseSetting<K extends SettingKey>(key: K, stored: unknown): Settings[K] {
  if (stored === undefined) return SETTINGS_DEFAULTS[key];
  const parsed = settingsSchema.shape[key].safeParse(stored);
  return parsed.success ? (parsed.data as Settings[K]) : SETTINGS_DEFAULTS[key];
}

/**
 * Typed server settings with defaults, plus the master password hash. Writers take an optional
 * transaction so callers can put the change next to their own audit row.
 */
export function createSettingsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async getAll(tx: Database = db): Promise<Settings> {
      const stored = await settingsRepo.read(tx, SETTING_KEYS);
      const result = {} as Record<SettingKey, unknown>;
      for (const key of SETTING_KEYS) result[key] = parseSetting(key, stored.get(key));
      return result as Settings;
    },

    async get<K extends SettingKey>(key: K, tx: Database = db): Promise<Settings[K]> {
      const stored = await settingsRepo.read(tx, [key]);
      return parseSetting(key, stored.get(key));
    },

    /**
     * Validates and stores a subset of the settings, with a `settings_changed` audit row in the
     * same transaction. Throws the zod error on an invalid value (routes validate first).
     */
    async update(patch: Partial<Settings>, actor: Actor): Promise<Settings> {
      const valid = settingsSchema.partial().parse(patch);
      const entries = SETTING_KEYS.filter((key) => key in valid).map((key) => ({
        key,
        value: valid[key],
      }));
      return db.transaction(async (tx) => {
        const before = await this.getAll(tx);
        await settingsRepo.write(tx, entries, { updatedBy: actor.id, at: clock.now() });
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        for (const { key, value } of entries) changes[key] = { from: before[key], to: value };
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'settings_changed',
          targetType: 'settings',
          details: { changes },
          ip: actor.ip ?? null,
        });
        return { ...before, ...valid };
      });
    },

    /** Sets one setting (same validation and audit as `update`). */
    async set<K extends SettingKey>(key: K, value: Settings[K], actor: Actor): Promise<Settings> {
      return this.update({ [key]: value } as Partial<Settings>, actor);
    },

    async hasMasterPassword(tx: Database = db): Promise<boolean> {
      return (await this.masterPasswordHash(tx)) !== null;
    },

    /** The stored PHC string, or null when no master password was set yet. */
    async masterPasswordHash(tx: Database = db): Promise<string | null> {
      const stored = (await settingsRepo.read(tx, [MASTER_PASSWORD_KEY])).get(MASTER_PASSWORD_KEY);
      return typeof stored === 'string' && stored.length > 0 ? stored : null;
    },

    /** False also when none is set; argon2 runs off the event loop. */
    async verifyMasterPassword(password: string): Promise<boolean> {
      const phc = await this.masterPasswordHash();
      return phc === null ? false : verifyPassword(phc, password);
    },

    /** Hashes and stores a new master password (argon2id). The caller audits and revokes tokens. */
    async storeMasterPassword(password: string, actor: Actor, tx: Database = db): Promise<void> {
      const phc = await hashPassword(password);
      await settingsRepo.write(tx, [{ key: MASTER_PASSWORD_KEY, value: phc }], {
        updatedBy: actor.id,
        at: clock.now(),
      });
    },

    /**
     * Sets the master password: the first time (`rotation: false`) or replacing it
     * (`rotation: true`, the caller checked the master-key token). A rotation ends every
     * master-key token. The change and its audit row commit together.
     */
    async setMasterPassword(
      input: { password: string; currentPassword?: string | undefined; rotation: boolean },
      actor: Actor,
    ): Promise<SetMasterPasswordResult> {
      const problem = passwordProblem(input.password);
      if (problem)
        return { kind: 'weak', problem: problem.charAt(0).toUpperCase() + problem.slice(1) };
      // A master-key token alone is not enough: it outlives the moment it was entered (15 minutes
      // on a device someone may have walked away from), so a rotation proves the current one too.
      if (input.rotation) {
        if (input.currentPassword === undefined) return { kind: 'current_required' };
        if (!(await this.verifyMasterPassword(input.currentPassword))) {
          return { kind: 'wrong_current' };
        }
      }
      // argon2 runs before the transaction, so no row lock is held while hashing.
      const phc = await hashPassword(input.password);
      const by = { updatedBy: actor.id, at: clock.now() };
      return db.transaction(async (tx) => {
        if (input.rotation) {
          await settingsRepo.readForUpdate(tx, MASTER_PASSWORD_KEY);
          await settingsRepo.write(tx, [{ key: MASTER_PASSWORD_KEY, value: phc }], by);
          await settingsRepo.revokeAllMasterKeyTokens(tx);
        } else if (!(await settingsRepo.insertIfAbsent(tx, MASTER_PASSWORD_KEY, phc, by))) {
          return { kind: 'already_set' } as const;
        }
        await writeAudit(tx, {
          actorId: actor.id,
          action: input.rotation ? 'master_password_changed' : 'master_password_set',
          targetType: 'settings',
          targetId: MASTER_PASSWORD_KEY,
          ip: actor.ip ?? null,
        });
        return { kind: input.rotation ? 'rotated' : 'set' } as const;
      });
    },
  };
}
