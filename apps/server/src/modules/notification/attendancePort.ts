import { ATTENDANCE_PROMPT_TITLE } from '@atrium/api/contracts';
import type { EventBus } from '../../events/bus.ts';
import type { NotificationService } from './notification.service.ts';

/** What the attendance module tells the rest of the app when it asks a user to confirm. */
export interface AttendancePrompt {
  message: string;
  timestamp: Date | string;
  /** The attendance session the prompt is about. */
  sessionId: string;
}

export interface AttendanceEventsPort {
  promptSent(userId: string, prompt: AttendancePrompt): Promise<void>;
}

/**
 * Spec section 4: a prompt becomes the `attendance.prompt` live event (message + timestamp;
 * always sent, it drives the Confirm-attendance dialog), a stored notification and an urgent
 * push, both titled "Confirm attendance" in the user's language (these two follow the user's
 * preferences).
 */
export function createAttendanceEventsPort({
  notifications,
  events,
}: {
  notifications: NotificationService;
  events: EventBus;
}): AttendanceEventsPort {
  return {
    async promptSent(userId, { message, timestamp, sessionId }) {
      const at = typeof timestamp === 'string' ? timestamp : timestamp.toISOString();
      await events.publish(userId, { type: 'attendance.prompt', message, timestamp: at });
      await notifications.notify({
        recipientIds: [userId],
        event: 'attendance.prompt',
        title: ATTENDANCE_PROMPT_TITLE,
        body: message,
        data: { message, timestamp: at, attendance_session_id: sessionId },
        urgent: true,
      });
    },
  };
}
