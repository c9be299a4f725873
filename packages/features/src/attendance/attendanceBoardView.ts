import { USERNAME_MAX } from '@atrium/api';
import { oneOf, UUID } from '../app/viewSearch.ts';
import { PRESENCE_STATES, type PresenceState } from './attendanceFormat.ts';

/**
 * What Latest Attendance shows: one team, one state (working, not started, off) and a name
 * search. It lives in the URL (attendance.tsx), so a filtered board can be shared and reloaded.
 */
export interface AttendanceBoardView {
  team_id?: string;
  presence?: PresenceState;
  /** Part of a name or username. */
  q?: string;
}

/** The view a URL's query string describes; what does not fit is left out. */
export function parseAttendanceBoardSearch(search: string | URLSearchParams): AttendanceBoardView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const view: AttendanceBoardView = {};
  const team = params.get('team_id');
  if (team && UUID.test(team)) view.team_id = team;
  const presence = params.get('presence');
  if (oneOf(PRESENCE_STATES, presence)) view.presence = presence;
  const q = params.get('q')?.trim();
  if (q && q.length <= USERNAME_MAX) view.q = q;
  return view;
}

/** The URL query string of a view (`?` included, or '' for the whole board). */
export function attendanceBoardSearchString(view: AttendanceBoardView): string {
  const params = new URLSearchParams();
  if (view.team_id) params.set('team_id', view.team_id);
  if (view.presence) params.set('presence', view.presence);
  if (view.q) params.set('q', view.q);
  const text = params.toString();
  return text ? `?${text}` : '';
}
