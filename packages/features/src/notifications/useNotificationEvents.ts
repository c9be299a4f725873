import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ATTENDANCE_PROMPT_TITLE, type Notification, type ServerEvent } from '@atrium/api';
import { useToast } from '@atrium/ui';
import { useApi } from '../app/ApiProvider.tsx';
import { storyRefetchMatcher } from '../stories/storyRefetch.ts';
import { isNotificationInboxKey } from './notificationsKeys.ts';
import { playNotificationSound } from './playNotificationSound.ts';

export type AttendancePromptEvent = Extract<ServerEvent, { type: 'attendance.prompt' }>;

export interface UseNotificationEventsOptions {
  /** The attendance prompt arrived: the app opens the AttendanceDialog (it is never toasted). */
  onConfirmAttendance?: (event: AttendancePromptEvent) => void;
  /** Listen only while true (e.g. signed in). Default true. */
  enabled?: boolean;
  /** The chime; tests pass a spy. Default: a short synthesised sound. */
  playSound?: () => void;
}

/** The stored twin of the attendance prompt: the live `attendance.prompt` event drives the dialog. */
function isAttendancePrompt(notification: Notification): boolean {
  return (
    notification.event === 'attendance.prompt' ||
    notification.title === ATTENDANCE_PROMPT_TITLE.en ||
    notification.title === ATTENDANCE_PROMPT_TITLE.ar
  );
}

/**
 * Listens to the server's live events while mounted (spec: "Other push: shows the toast New
 * Notification at bottom right, plays a sound, and flags that notifications need refetching").
 * Mount it once, in the signed-in layout, under ToastProvider.
 */
export function useNotificationEvents({
  onConfirmAttendance,
  enabled = true,
  playSound = playNotificationSound,
}: UseNotificationEventsOptions = {}): void {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const { t } = useTranslation('notifications');
  // The latest callbacks without re-opening the stream on every render.
  const latest = useRef({ onConfirmAttendance, playSound, toast, t, mutate });
  latest.current = { onConfirmAttendance, playSound, toast, t, mutate };

  useEffect(() => {
    if (!enabled) return undefined;
    const onEvent = (event: ServerEvent) => {
      const current = latest.current;
      switch (event.type) {
        case 'attendance.prompt':
          current.onConfirmAttendance?.(event);
          return;
        case 'notification':
          if (!isAttendancePrompt(event.notification)) {
            current.toast({
              title: current.t('toast.title'),
              description: event.notification.title,
              tone: 'info',
              position: 'bottom-end',
            });
            try {
              current.playSound();
            } catch {
              // Autoplay refused or no audio device: the toast is enough.
            }
          }
          void current.mutate(isNotificationInboxKey);
          return;
        case 'refetch':
          // `all`: the server may have missed events, so every cached answer may be stale.
          // A story's: the lists, boards and page that show it (the live board).
          void current.mutate(
            event.resource === 'all'
              ? () => true
              : (storyRefetchMatcher(event.resource) ?? isNotificationInboxKey),
          );
          return;
      }
    };
    try {
      return api.notification.subscribe(onEvent);
    } catch {
      // No EventSource here (old browser, server rendering): the inbox still works by fetching.
      return undefined;
    }
  }, [api, enabled]);
}
