import { lazyWhenIdle, useLazyPart } from '@atrium/ui';
import type { AttendancePromptController } from './useAttendancePrompt.ts';

export interface AttendancePromptProps {
  /** What `useAttendancePrompt` returns. */
  prompt: AttendancePromptController;
  /** Clock for the countdown (tests, stories); default Date.now. */
  now?: () => number;
}

/**
 * The prompt's dialog with the dialog stack (focus trap, scroll lock, Radix Themes' portal
 * theme), so the signed-in shell's first JavaScript does without it. `load()` fetches it ahead.
 */
export const attendancePromptDialog = lazyWhenIdle(() => import('./AttendancePromptDialog.tsx'));

/**
 * The persistent "Confirm attendance" dialog with a 5-minute countdown (spec sections 4 and 9),
 * shown while `prompt.event` is set. The dialog's code is fetched when the browser is idle after
 * the first paint, long before the first prompt, and at once if a prompt arrives first; the
 * dialog mounts with the first prompt.
 */
export function AttendancePrompt(props: AttendancePromptProps) {
  const open = props.prompt.event !== null;
  const dialog = useLazyPart(attendancePromptDialog, open ? 'now' : 'prefetch');
  return dialog ? <dialog.AttendancePromptDialog {...props} /> : null;
}
