import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { AttendanceState } from '@atrium/api';
import { useApi } from '../app/ApiProvider.tsx';
import { isAttendanceKey } from './attendanceKeys.ts';

export interface AttendanceActions {
  /** Start Working (`true`) or Finish Working (`false`); rejects with the ApiError. */
  setWorking: (working: boolean) => Promise<AttendanceState>;
  isPending: boolean;
}

/** Start / Finish Working, then every attendance answer (own state, boards) is refetched. */
export function useAttendanceActions(): AttendanceActions {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [isPending, setPending] = useState(false);
  const setWorking = async (working: boolean) => {
    setPending(true);
    try {
      return await api.attendance.setStatus(working);
    } finally {
      setPending(false);
      void mutate(isAttendanceKey);
    }
  };
  return { setWorking, isPending };
}
