import { buildAbilityRules, type Subject } from '@atrium/api';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../plugins/auth.ts';

/** Who is asking, as the projects' and stories' checks need them. */
export interface WorkCaller {
  id: string;
  /**
   * An administrator (role admin or super admin): sees and manages every project. Everyone
   * else with the Project subject sees the projects they are members of.
   */
  isAdmin: boolean;
  /** The subjects the caller may manage (Script Control and Voice Over guard content stages). */
  subjects: ReadonlySet<string>;
}

export function workCallerOf(request: FastifyRequest): WorkCaller {
  const { user, permissions } = requireAuth(request);
  const rules = buildAbilityRules({ role: user.role, permissions });
  return {
    id: user.id,
    isAdmin: user.role === 'super_admin' || user.role === 'admin',
    subjects: new Set(rules.map((rule) => rule.subject as Subject)),
  };
}

/** What a caller may do in one project. */
export interface ProjectStanding {
  /** A member (the lead is one). */
  member: boolean;
  /** See the project and its stories. */
  see: boolean;
  /** Create and change stories: members and administrators. */
  work: boolean;
  /** Change the project itself (fields, members, states, labels, delete): its lead or an administrator. */
  manage: boolean;
}

export function standingIn(
  caller: WorkCaller,
  project: { leadId: string | null },
  member: boolean,
): ProjectStanding {
  const lead = project.leadId === caller.id;
  return {
    member: member || lead,
    see: caller.isAdmin || member || lead,
    work: caller.isAdmin || member || lead,
    manage: caller.isAdmin || lead,
  };
}
