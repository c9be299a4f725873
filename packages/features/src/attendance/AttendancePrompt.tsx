import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { AttendancePromptController } from './useAttendancePrompt.ts';

export interface AttendancePromptProps {
  /** What `useAttendancePrompt` returns. */
  prompt: AttendancePromptController;
  /** Clock for the countdown (tests, stories); default Date.now. */
  now?: () => number;
}

/**
 * The prompt's dialog with the dialog stack (focus trap, scroll lock, Radix Themes' portal
 * theme), in a file of its own, so the signed-in shell's first JavaScript does without it. It is
 * downloaded when the first prompt arrives (entry `@atrium/features/attendance-prompt-dialog`; the
 * web app puts it in the file of the shell's later parts, which is there long before).
 */
const loadDialog = () => import('../attendancePromptDialog.ts');

function NoDialog() {
  return null;
}

/**
 * The dialog as a lazy component. If its download fails (offline), nothing shows, and the next
 * render (the next prompt) asks for it again with a fresh lazy component: React keeps a lazy
 * component's failure for good.
 */
function lazyDialog(): ComponentType<AttendancePromptProps> {
  return lazy<ComponentType<AttendancePromptProps>>(() =>
    loadDialog().then(
      (module) => ({ default: module.AttendancePromptDialog }),
      () => {
        Dialog = lazyDialog();
        return { default: NoDialog };
      },
    ),
  );
}

let Dialog = lazyDialog();

/**
 * The persistent "Confirm attendance" dialog with a 5-minute countdown (spec sections 4 and 9),
 * shown while `prompt.event` is set. The dialog mounts with the first prompt (once its code is
 * there) and stays mounted, so it closes with its animation and the next prompt opens it at once.
 */
export function AttendancePrompt(props: AttendancePromptProps) {
  const open = props.prompt.event !== null;
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
