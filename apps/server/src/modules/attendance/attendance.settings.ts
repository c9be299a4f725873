export const ATTENDANCE_DEFAULTS = {
  promptIntervalMinutes: 60,
  promptGraceSeconds: 60,
  autoCheckoutHour: 22,
  autoCheckoutToleranceMinutes: 60,
} as const;

export interface AttendanceSettings {
  /** Minutes between "Confirm attendance" prompts while working. */
  promptIntervalMinutes: number;
  /** Extra seconds after the 5-minute countdown before the server ends the session. */
  promptGraceSeconds: number;
  /** Local hour (0–23, the user's time zone) at which an open session is closed; null = never. */
  autoCheckoutHour: number | null;
  /** Minutes after the end of the working day (the person's calendar) before auto check-out. */
  autoCheckoutToleranceMinutes: number;
}

/** Called on every use rather than read once, so a changed setting applies to the next prompt. */
export type AttendanceSettingsReader = () => AttendanceSettings | Promise<AttendanceSettings>;

/** The attendance settings out of the server settings (read per use: a change applies at once). */
export function attendanceSettingsFrom(source: {
  getAll(): Promise<{
    attendancePromptIntervalMinutes: number;
    attendancePromptGraceSeconds: number;
    autoCheckoutHour: number | null;
    autoCheckoutToleranceMinutes: number;
  }>;
}): () => Promise<AttendanceSettings> {
  return async () => {
    const all = await source.getAll();
    return {
      promptIntervalMinutes: all.attendancePromptIntervalMinutes,
      promptGraceSeconds: all.attendancePromptGraceSeconds,
      autoCheckoutHour: all.autoCheckoutHour,
      autoCheckoutToleranceMinutes: all.autoCheckoutToleranceMinutes,
    };
  };
}
