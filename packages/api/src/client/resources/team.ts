import type {
  CreateTeamRequest,
  Ok,
  SetTeamMembersRequest,
  TeamDetail,
  TeamPage,
  UpdateTeamRequest,
} from '../../contracts/index.ts';
import type { teamEndpoints } from '../../contracts/team.ts';
import { TEAM_ROUTES } from '../../contracts/team.constants.ts';
import { routesOf, type Http } from '../http.ts';

/** A type (not an interface) so it fits the query record. */
export type TeamListInput = {
  page?: number;
  /** One of PAGE_SIZES, or -1 for all. */
  size?: number;
  /** Part of the name, any case. */
  name?: string;
};

export interface TeamResource {
  list(query?: TeamListInput): Promise<TeamPage>;
  create(body: CreateTeamRequest): Promise<TeamDetail>;
  get(id: string): Promise<TeamDetail>;
  update(id: string, body: UpdateTeamRequest): Promise<TeamDetail>;
  remove(id: string): Promise<Ok>;
  /** Replaces members and leads; needs a master-key token. */
  setMembers(id: string, members: SetTeamMembersRequest['members']): Promise<TeamDetail>;
}

export function teamResource(http: Http): TeamResource {
  const endpoints = routesOf<typeof teamEndpoints>(TEAM_ROUTES);
  return {
    list: (query = {}) => http.call(endpoints.list, { query }),
    create: (body) => http.call(endpoints.create, { body }),
    get: (id) => http.call(endpoints.get, { params: { id } }),
    update: (id, body) => http.call(endpoints.update, { params: { id }, body }),
    remove: (id) => http.call(endpoints.remove, { params: { id } }),
    setMembers: (id, members) =>
      http.call(endpoints.setMembers, { params: { id }, body: { members } }),
  };
}
