import {
  PAGE_SIZE_ALL,
  PAGE_SIZE_ALL_CAP,
  type CreateTeamRequest,
  type Team,
  type TeamDetail,
  type TeamPage,
  type TeamsQuery,
} from '@atrium/api/contracts';
import type { Database } from '../../db/client.ts';
import type { TeamRow } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { PeopleEvents, TeamMembersChange } from '../notification/peopleEvents.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TeamPersonRow, TeamRepo } from './team.repo.ts';

export interface Actor {
  id: string;
  ip: string | null;
}

/** What went wrong, per field, in the shape of `{errors}` (spec section 8). */
export type FieldErrors = Record<string, string[]>;

export type TeamResult =
  | { kind: 'ok'; team: TeamDetail }
  | { kind: 'not_found' }
  | { kind: 'invalid'; errors: FieldErrors };

export const NAME_TAKEN = 'A team with this name already exists';

/** PostgreSQL unique_violation, whether or not the driver wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current && current.cause !== current ? current.cause : undefined;
  }
  return false;
}

function person(row: TeamPersonRow) {
  return { id: row.id, username: row.username, full_name: row.fullName };
}

export type TeamService = ReturnType<typeof createTeamService>;

/** Teams CRUD with members and leads; every change and its audit row in one transaction. */
export function createTeamService({
  db,
  repo,
  clock,
  people,
}: {
  db: Database;
  repo: TeamRepo;
  clock: Clock;
  /** Tells the members what changed for them, once the change has committed. */
  people: Pick<PeopleEvents, 'teamMembersChanged'>;
}) {
  /** List rows for these teams: member count, leads and permission names. */
  async function summaries(rows: readonly TeamRow[], tx: Database = db): Promise<Team[]> {
    const ids = rows.map((row) => row.id);
    const [leads, counts, permissions] = await Promise.all([
      repo.people(ids, { leadsOnly: true }, tx),
      repo.memberCounts(ids, tx),
      repo.permissions(ids, tx),
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      color: row.color,
      member_count: counts.get(row.id) ?? 0,
      leads: leads.filter((lead) => lead.teamId === row.id).map(person),
      permissions: permissions
        .filter((entry) => entry.teamId === row.id)
        .map((entry) => entry.permission),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }));
  }

  async function detail(row: TeamRow, tx: Database = db): Promise<TeamDetail> {
    const [[summary], members] = await Promise.all([
      summaries([row], tx),
      repo.people([row.id], { leadsOnly: false }, tx),
    ]);
    if (!summary) throw new Error('team summary missing');
    return {
      ...summary,
      members: members.map((member) => ({ ...person(member), is_lead: member.isLead })),
    };
  }

  return {
    async list(query: TeamsQuery): Promise<TeamPage> {
      const all = query.size === PAGE_SIZE_ALL;
      const limit = all ? PAGE_SIZE_ALL_CAP : query.size;
      const offset = all ? 0 : (query.page - 1) * query.size;
      const { rows, total } = await repo.page({ name: query.name || undefined, limit, offset });
      return { items: await summaries(rows), total, page: all ? 1 : query.page, size: query.size };
    },

    async get(id: string): Promise<TeamDetail | null> {
      const row = await repo.find(id);
      return row ? detail(row) : null;
    },

    async create(input: CreateTeamRequest, actor: Actor): Promise<TeamResult> {
      try {
        return await db.transaction(async (tx) => {
          const row = await repo.insert(tx, {
            name: input.name,
            description: input.description || null,
            color: input.color ?? null,
            now: clock.now(),
          });
          if (!row) return { kind: 'invalid', errors: { name: [NAME_TAKEN] } } as const;
          await writeAudit(tx, {
            actorId: actor.id,
            action: 'team_created',
            targetType: 'team',
            targetId: row.id,
            details: { name: row.name },
            ip: actor.ip,
          });
          return { kind: 'ok', team: await detail(row, tx) } as const;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'invalid', errors: { name: [NAME_TAKEN] } };
        throw error;
      }
    },

    async update(id: string, patch: Partial<CreateTeamRequest>, actor: Actor): Promise<TeamResult> {
      try {
        return await db.transaction(async (tx) => {
          const before = await repo.lock(tx, id);
          if (!before) return { kind: 'not_found' } as const;
          if (patch.name !== undefined && (await repo.nameTaken(tx, patch.name, id))) {
            return { kind: 'invalid', errors: { name: [NAME_TAKEN] } } as const;
          }
          const values = {
            ...(patch.name !== undefined ? { name: patch.name } : {}),
            ...(patch.description !== undefined ? { description: patch.description || null } : {}),
            ...(patch.color !== undefined ? { color: patch.color } : {}),
          };
          const row = await repo.update(tx, id, { ...values, updatedAt: clock.now() });
          if (!row) return { kind: 'not_found' } as const;
          const changes: Record<string, { from: unknown; to: unknown }> = {};
          for (const key of Object.keys(values) as Array<keyof typeof values>) {
            if (before[key] !== row[key]) changes[key] = { from: before[key], to: row[key] };
          }
          await writeAudit(tx, {
            actorId: actor.id,
            action: 'team_updated',
            targetType: 'team',
            targetId: id,
            details: { changes },
            ip: actor.ip,
          });
          return { kind: 'ok', team: await detail(row, tx) } as const;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'invalid', errors: { name: [NAME_TAKEN] } };
        throw error;
      }
    },

    /** Deletes the team; its members lose the permissions it granted on their next request. */
    async remove(id: string, actor: Actor): Promise<boolean> {
      let change = undefined as TeamMembersChange | undefined; // set by the committed transaction
      const removed = await db.transaction(async (tx) => {
        const row = await repo.lock(tx, id);
        if (!row) return false;
        const [permissions, members] = await Promise.all([
          repo.permissions([id], tx),
          repo.people([id], { leadsOnly: false }, tx),
        ]);
        await repo.delete(tx, id);
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'team_deleted',
          targetType: 'team',
          targetId: id,
          details: {
            name: row.name,
            permissions: permissions.map((entry) => entry.permission),
            members: members.map((member) => member.id),
          },
          ip: actor.ip,
        });
        change = {
          actorId: actor.id,
          teamId: id,
          teamName: row.name,
          removed: members.map((member) => member.id),
          teamDeleted: true,
        };
        return true;
      });
      if (change) await people.teamMembersChanged(change);
      return removed;
    },

    /**
     * Replaces the members and leads. Members gain or lose the team's permissions on their next
     * request, so this is an `authz_change`.
     */
    async setMembers(
      id: string,
      members: ReadonlyArray<{ user_id: string; is_lead: boolean }>,
      actor: Actor,
    ): Promise<TeamResult> {
      const errors: FieldErrors = {};
      const seen = new Set<string>();
      members.forEach((member, index) => {
        if (seen.has(member.user_id)) errors[`members.${index}.user_id`] = ['Listed twice'];
        seen.add(member.user_id);
      });
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };

      let change = undefined as TeamMembersChange | undefined; // set by the committed transaction
      const result = await db.transaction(async (tx) => {
        const row = await repo.lock(tx, id);
        if (!row) return { kind: 'not_found' } as const;
        const existing = await repo.existingUserIds(tx, [...seen]);
        members.forEach((member, index) => {
          if (!existing.has(member.user_id)) errors[`members.${index}.user_id`] = ['Unknown user'];
        });
        if (Object.keys(errors).length > 0) return { kind: 'invalid', errors } as const;

        const before = await repo.people([id], { leadsOnly: false }, tx);
        await repo.replaceMembers(
          tx,
          id,
          members.map((member) => ({ userId: member.user_id, isLead: member.is_lead })),
          clock.now(),
        );
        const beforeIds = new Set(before.map((member) => member.id));
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'authz_change',
          targetType: 'team',
          targetId: id,
          details: {
            members_added: [...seen].filter((userId) => !beforeIds.has(userId)),
            members_removed: [...beforeIds].filter((userId) => !seen.has(userId)),
            leads: members.filter((member) => member.is_lead).map((member) => member.user_id),
          },
          ip: actor.ip,
        });
        const wasLead = new Set(
          before.filter((member) => member.isLead).map((member) => member.id),
        );
        change = {
          actorId: actor.id,
          teamId: id,
          teamName: row.name,
          added: [...seen].filter((userId) => !beforeIds.has(userId)),
          removed: [...beforeIds].filter((userId) => !seen.has(userId)),
          madeLead: members
            .filter((member) => member.is_lead && !wasLead.has(member.user_id))
            .map((member) => member.user_id),
          unmadeLead: members
            .filter((member) => !member.is_lead && wasLead.has(member.user_id))
            .map((member) => member.user_id),
        };
        return { kind: 'ok', team: await detail(row, tx) } as const;
      });
      if (result.kind === 'ok' && change) await people.teamMembersChanged(change);
      return result;
    },
  };
}
