import type {
  AttendanceCorrection,
  AttendanceSession,
  AttendanceState,
  AttendanceSummary,
  CreateCorrectionRequest,
  DecideCorrectionRequest,
  StatusEvent,
  UserStatus,
} from '../../contracts/attendance.ts';
import type { attendanceEndpoints } from '../../contracts/attendance.ts';
import { ATTENDANCE_ROUTES } from '../../contracts/attendance.constants.ts';
import { routesOf, type Http } from '../http.ts';

export interface Page<TItem> {
  items: TItem[];
  total: number;
  page: number;
  size: number;
}

type PageInput = {
  page?: number;
  size?: number;
};

type DateRangeInput = {
  user_id?: string;
  from_date?: string;
  to_date?: string;
};

export interface AttendanceResource {
  /** Start Working (`true`) or Finish Working (`false`). */
  setStatus(isAvailable: boolean): Promise<AttendanceState>;
  /** Continue Session: answers the "Confirm attendance" prompt. */
  continueSession(): Promise<AttendanceState>;
  statusHistory(query?: PageInput & DateRangeInput): Promise<Page<StatusEvent>>;
  usersStatus(
    query?: PageInput & { team_id?: string; is_available?: 'true' | 'false' },
  ): Promise<Page<UserStatus>>;
  sessions(
    query?: PageInput & DateRangeInput & { needs_review?: 'true' | 'false' },
  ): Promise<Page<AttendanceSession>>;
  summary(query: {
    user_id?: string;
    from_date: string;
    to_date: string;
  }): Promise<AttendanceSummary>;
  createCorrection(body: CreateCorrectionRequest): Promise<AttendanceCorrection>;
  corrections(
    query?: PageInput & {
      status?: AttendanceCorrection['status'];
      user_id?: string;
    },
  ): Promise<Page<AttendanceCorrection>>;
  decideCorrection(id: string, body: DecideCorrectionRequest): Promise<AttendanceCorrection>;
}

export function attendanceResource(http: Http): AttendanceResource {
  const endpoints = routesOf<typeof attendanceEndpoints>(ATTENDANCE_ROUTES);
  return {
    setStatus: (isAvailable) =>
      http.call(endpoints.setStatus, { body: { is_available: isAvailable } }),
    continueSession: () => http.call(endpoints.continueSession, { body: {} }),
    statusHistory: (query = {}) => http.call(endpoints.statusHistory, { query }),
    usersStatus: (query = {}) => http.call(endpoints.usersStatus, { query }),
    sessions: (query = {}) => http.call(endpoints.sessions, { query }),
    summary: (query) => http.call(endpoints.summary, { query }),
    createCorrection: (body) => http.call(endpoints.createCorrection, { body }),
    corrections: (query = {}) => http.call(endpoints.corrections, { query }),
    decideCorrection: (id, body) => http.call(endpoints.decideCorrection, { params: { id }, body }),
  };
}
