import { useCallback } from 'react';
import type { WorkPerson } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { useProject } from '../projects/useProjects.ts';

/** A person the mention picker offers; `member`: of the story's project (only they are notified). */
export interface MentionCandidate {
  id: string;
  name: string;
  username: string;
  member: boolean;
}

/** How many people the picker lists at once. */
export const MENTION_LIMIT = 8;

export type MentionSearch = (query: string) => Promise<MentionCandidate[]>;

const nameOf = (person: Pick<WorkPerson, 'full_name' | 'username'>) =>
  person.full_name || person.username;

function matches(person: WorkPerson, query: string): boolean {
  const needle = query.toLocaleLowerCase();
  return (
    person.full_name.toLocaleLowerCase().includes(needle) ||
    person.username.toLocaleLowerCase().includes(needle)
  );
}

/**
 * The people an `@` offers in a story: the project's members who match first (the ones the
 * server notifies), then anyone else the people search finds on the server (`GET /users?minimal`).
 */
export function useMentionSearch(projectId: string): MentionSearch {
  const api = useApi();
  const { project } = useProject(projectId);
  const members = project?.members;
  return useCallback(
    async (query: string) => {
      const trimmed = query.trim();
      const fromMembers = (members ?? [])
        .filter((person) => person.is_active && (!trimmed || matches(person, trimmed)))
        .slice(0, MENTION_LIMIT)
        .map((person) => ({
          id: person.id,
          name: nameOf(person),
          username: person.username,
          member: true,
        }));
      if (fromMembers.length >= MENTION_LIMIT) return fromMembers;
      const page = await api.user.listMinimal({
        size: 10,
        ...(trimmed ? { username: trimmed } : {}),
      });
      const seen = new Set(fromMembers.map((person) => person.id));
      const others = page.items
        .filter((person) => !seen.has(person.id))
        .map((person) => ({
          id: person.id,
          name: person.full_name || person.username,
          username: person.username,
          member: false,
        }));
      return [...fromMembers, ...others].slice(0, MENTION_LIMIT);
    },
    [api, members],
  );
}
