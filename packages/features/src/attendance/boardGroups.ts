import type { TeamDetail, UserStatus } from '@atrium/api';
import { PRESENCE_STATES, presenceOf, type PresenceState } from './attendanceFormat.ts';

export interface BoardPerson extends UserStatus {
  presence: PresenceState;
}

export interface BoardGroup {
  /** Team id, or null for people in no team (or when teams cannot be read). */
  id: string | null;
  name: string | null;
  columns: Record<PresenceState, BoardPerson[]>;
  size: number;
}

export interface BoardFilters {
  teamId: string | null;
  presence: PresenceState | null;
  search: string;
}

function emptyColumns(): Record<PresenceState, BoardPerson[]> {
  return { working: [], notStarted: [], off: [] };
}

function byName(a: BoardPerson, b: BoardPerson): number {
  return (a.full_name || a.username).localeCompare(b.full_name || b.username);
}

/**
 * People grouped by team (a person in two teams shows in both), then split into working, not
 * started and off; filters by team, presence and a name search (full name or username).
 */
export function groupBoard(
  statuses: readonly UserStatus[],
  teams: readonly TeamDetail[],
  filters: BoardFilters,
  now: Date,
): BoardGroup[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  const people = statuses
    .map((status) => ({ ...status, presence: presenceOf(status, now) }))
    .filter((person) => !filters.presence || person.presence === filters.presence)
    .filter(
      (person) =>
        !needle ||
        person.full_name.toLocaleLowerCase().includes(needle) ||
        person.username.toLocaleLowerCase().includes(needle),
    );

  const groups: BoardGroup[] = [];
  const placed = new Set<string>();
  const fill = (id: string | null, name: string | null, members: BoardPerson[]) => {
    const columns = emptyColumns();
    for (const person of members) columns[person.presence].push(person);
    for (const state of PRESENCE_STATES) columns[state].sort(byName);
    if (members.length > 0) groups.push({ id, name, columns, size: members.length });
  };

  for (const team of teams) {
    if (filters.teamId && team.id !== filters.teamId) continue;
    const ids = new Set(team.members.map((member) => member.id));
    const members = people.filter((person) => ids.has(person.user_id));
    members.forEach((person) => placed.add(person.user_id));
    fill(team.id, team.name, members);
  }
  if (!filters.teamId) {
    fill(
      null,
      null,
      people.filter((person) => !placed.has(person.user_id)),
    );
  }
  return groups;
}
