import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../app/ApiProvider.tsx';
import { markShownInPlace } from '../i18n/errorMessage.ts';
import type { AttendancePromptEvent } from '../notifications/useNotificationEvents.ts';
import { isAttendanceKey } from './attendanceKeys.ts';

export interface UseAttendancePromptOptions {
  /** The session was ended (End Session or the countdown): the app reloads the page. */
  onSessionEnded: () => void;
}

export interface AttendancePromptController {
  /** The open prompt, or null. */
  event: AttendancePromptEvent | null;
  /** Give this to `useNotificationEvents({ onConfirmAttendance })`. */
  onConfirmAttendance: (event: AttendancePromptEvent) => void;
  /** Continue Session: closes the dialog and tells the server. */
  continueSession: () => Promise<void>;
  /** End Session or the countdown reached zero: Finish Working, then `onSessionEnded`. */
  endSession: () => Promise<void>;
}

/**
 * The "Confirm attendance" prompt (spec section 4). Failed calls are only logged (spec section
 * 8: "End session error", "Continue session error"); they are marked as shown so the app's error
 * toaster stays quiet too.
 */
export function useAttendancePrompt({
  onSessionEnded,
}: UseAttendancePromptOptions): AttendancePromptController {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [event, setEvent] = useState<AttendancePromptEvent | null>(null);
  const latest = useRef(onSessionEnded);
  latest.current = onSessionEnded;
  // One End Session per prompt, whether from the button or the countdown.
  const ending = useRef(false);

  const onConfirmAttendance = useCallback((next: AttendancePromptEvent) => {
    ending.current = false;
    setEvent(next);
  }, []);

  const continueSession = useCallback(async () => {
    setEvent(null);
    try {
      await api.attendance.continueSession();
    } catch (error) {
      markShownInPlace(error);
      console.error('Continue session error', error);
    }
    void mutate(isAttendanceKey);
  }, [api, mutate]);

  const endSession = useCallback(async () => {
    if (ending.current) return;
    ending.current = true;
    setEvent(null);
    try {
      await api.attendance.setStatus(false);
    } catch (error) {
      markShownInPlace(error);
      console.error('End session error', error);
    }
    latest.current();
  }, [api]);

  return { event, onConfirmAttendance, continueSession, endSession };
}
