/**
 * `@atrium/features/attendance-prompt-dialog`: the "Confirm attendance" dialog with the dialog
 * stack under it (focus trap, scroll lock, portal), which `AttendancePrompt` loads when the first
 * prompt arrives, so the signed-in shell's first JavaScript does without it; an app names this
 * entry to place its file (apps/web/firstLoad.ts).
 */
export { AttendancePromptDialog } from './attendance/AttendancePromptDialog.tsx';
