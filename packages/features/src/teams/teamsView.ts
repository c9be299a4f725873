import { DEFAULT_PAGE_SIZE, TEAM_NAME_MAX } from '@atrium/api';
import { pageAndSizeOf } from '../app/viewSearch.ts';

/** What the teams list shows: its name search and its page. It lives in the URL (teams.tsx). */
export interface TeamsView {
  page: number;
  size: number;
  /** Part of the name, any case. */
  name?: string;
}

export const DEFAULT_TEAMS_VIEW: TeamsView = { page: 1, size: DEFAULT_PAGE_SIZE };

/** The view a URL's query string describes; what the server would refuse is left out. */
export function parseTeamsSearch(search: string | URLSearchParams): TeamsView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const view: TeamsView = { ...DEFAULT_TEAMS_VIEW, ...pageAndSizeOf(params) };
  const name = params.get('name')?.trim();
  if (name && name.length <= TEAM_NAME_MAX) view.name = name;
  return view;
}

/** The URL query string of a view, without the defaults (`?` included, or ''). */
export function teamsSearchString(view: TeamsView): string {
  const params = new URLSearchParams();
  if (view.name) params.set('name', view.name);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.size !== DEFAULT_TEAMS_VIEW.size) params.set('size', String(view.size));
  const text = params.toString();
  return text ? `?${text}` : '';
}
