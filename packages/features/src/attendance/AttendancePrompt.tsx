import { useEffect, useState } from 'react';
import { afterFirstContentfulPaint } from '@atrium/ui';
import type { AttendancePromptController } from './useAttendancePrompt.ts';

export interface AttendancePromptProps {
  /** What `useAttendancePrompt` returns. */
  prompt: AttendancePromptController;
  /** Clock for the countdown (tests, stories); default Date.now. */
  now?: () => number;
}

type DialogModule = typeof import('./AttendancePromptDialog.tsx');

let dialogModule: DialogModule | undefined;
let loadingDialog: Promise<DialogModule> | undefined;

/**
 * Loads the prompt's dialog (once; a failed download is retried by the next call). Layouts need
 * not call it: AttendancePrompt prefetches it when the browser is idle after the first paint.
 */
export function loadAttendancePromptDialog(): Promise<DialogModule> {
  loadingDialog ??= import('./AttendancePromptDialog.tsx').then(
    (module) => (dialogModule = module),
    (error: unknown) => {
      loadingDialog = undefined;
      throw error;
    },
  );
  return loadingDialog;
}

/** Prefetches the dialog once the first page has painted and the browser is idle. */
function usePrefetchDialog(): void {
  useEffect(() => {
    let cancelled = false;
    void afterFirstContentfulPaint().then(() => {
      if (cancelled) return;
      const load = () => void loadAttendancePromptDialog().catch(() => undefined);
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(load, { timeout: 5000 });
      } else {
        window.setTimeout(load, 1000);
      }
    });
    return () => {
      cancelled = true;
    };
  }, []);
}

/**
 * The persistent "Confirm attendance" dialog with a 5-minute countdown (spec sections 4 and 9),
 * shown while `prompt.event` is set. The dialog's code (AttendancePromptDialog.tsx) is fetched
 * when the browser is idle, long before the first prompt, and at the latest when one arrives.
 */
export function AttendancePrompt(props: AttendancePromptProps) {
  const open = props.prompt.event !== null;
  const [module, setModule] = useState(dialogModule);
  usePrefetchDialog();
  useEffect(() => {
    if (module || !open) return undefined;
    let cancelled = false;
    loadAttendancePromptDialog().then(
      (loaded) => {
        if (!cancelled) setModule(loaded);
      },
      // The download failed: the session goes on; the next prompt tries again.
      (error: unknown) => console.error('Failed to load the attendance prompt', error),
    );
    return () => {
      cancelled = true;
    };
  }, [module, open]);
  const Dialog = (module ?? dialogModule)?.AttendancePromptDialog;
  return Dialog ? <Dialog {...props} /> : null;
}
