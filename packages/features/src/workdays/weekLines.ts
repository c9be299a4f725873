import {
  CALENDAR_RULE_MESSAGES,
  crossesMidnight,
  lineMinutes,
  lineProblems,
  parseClock,
  type CalendarLine,
  type IsoWeekday,
} from '@atrium/api';

/**
 * The weekly lines editor's rules. The lines stay one flat list in the order the person made
 * them, because the server names a refused line by its index (`lines.3`); the screen groups them
 * by weekday. Hours come from the shared rules in @atrium/api (the server's own).
 */

export const WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

export const WEEK_PRESETS = {
  /** Sunday to Thursday (a Friday–Saturday weekend). */
  sunThu: [7, 1, 2, 3, 4],
  /** Monday to Friday (a Saturday–Sunday weekend). */
  monFri: [1, 2, 3, 4, 5],
} as const satisfies Record<string, readonly IsoWeekday[]>;
export type WeekPreset = keyof typeof WEEK_PRESETS;

export const PRESET_FROM = '09:00';
export const PRESET_TO = '17:00';

/** A line being edited: a time may be missing while the person types it. */
export interface DraftLine {
  weekday: IsoWeekday;
  from: string | null;
  to: string | null;
}

/** The weekdays in the order a week is shown: from `firstDay` on. */
export function weekdaysFrom(firstDay: IsoWeekday): IsoWeekday[] {
  return WEEKDAYS.map((_, index) => (((firstDay - 1 + index) % 7) + 1) as IsoWeekday);
}

/** A preset week: one 09:00–17:00 range on each of its days. */
export function presetLines(preset: WeekPreset): DraftLine[] {
  return WEEK_PRESETS[preset].map((weekday) => ({ weekday, from: PRESET_FROM, to: PRESET_TO }));
}

/** The preset these lines are exactly, if any (to show which quick week is on). */
export function presetOf(lines: readonly DraftLine[]): WeekPreset | null {
  for (const preset of Object.keys(WEEK_PRESETS) as WeekPreset[]) {
    const days = WEEK_PRESETS[preset];
    if (
      lines.length === days.length &&
      lines.every(
        (line) =>
          (days as readonly number[]).includes(line.weekday) &&
          line.from === PRESET_FROM &&
          line.to === PRESET_TO,
      ) &&
      new Set(lines.map((line) => line.weekday)).size === days.length
    ) {
      return preset;
    }
  }
  return null;
}

function clockText(minutes: number): string {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`;
}

/** Indexes (into the flat list) of a weekday's lines, in order of start. */
export function indexesOn(lines: readonly DraftLine[], weekday: IsoWeekday): number[] {
  return lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.weekday === weekday)
    .sort(
      (a, b) =>
        (parseClock(a.line.from ?? '') ?? 1440) - (parseClock(b.line.from ?? '') ?? 1440) ||
        a.index - b.index,
    )
    .map(({ index }) => index);
}

/**
 * One more range on a weekday: 09:00–17:00 on a day off; after a working day's last range, a
 * four-hour range an hour after it ends (a split shift), so it never overlaps what is there.
 */
export function addRange(lines: readonly DraftLine[], weekday: IsoWeekday): DraftLine[] {
  const ends = lines
    .filter((line) => line.weekday === weekday)
    .map((line) => {
      const from = parseClock(line.from ?? '');
      const to = parseClock(line.to ?? '');
      if (from === null || to === null) return null;
      return to > from ? to : to + 1440;
    })
    .filter((end): end is number => end !== null);
  if (ends.length === 0) {
    const hasDraft = lines.some((line) => line.weekday === weekday);
    return [
      ...lines,
      hasDraft ? { weekday, from: null, to: null } : { weekday, from: PRESET_FROM, to: PRESET_TO },
    ];
  }
  const start = Math.max(...ends) + 60;
  return [...lines, { weekday, from: clockText(start), to: clockText(start + 240) }];
}

export function updateLine(
  lines: readonly DraftLine[],
  index: number,
  patch: Partial<Pick<DraftLine, 'from' | 'to'>>,
): DraftLine[] {
  return lines.map((line, at) => (at === index ? { ...line, ...patch } : line));
}

export function removeLine(lines: readonly DraftLine[], index: number): DraftLine[] {
  return lines.filter((_, at) => at !== index);
}

/** Makes a weekday a day off (removes its ranges). */
export function clearDay(lines: readonly DraftLine[], weekday: IsoWeekday): DraftLine[] {
  return lines.filter((line) => line.weekday !== weekday);
}

/** Gives every other working day the same ranges as `weekday` (days off stay off). */
export function copyToWorkingDays(lines: readonly DraftLine[], weekday: IsoWeekday): DraftLine[] {
  const source = indexesOn(lines, weekday).map((index) => lines[index] as DraftLine);
  const working = new Set(lines.map((line) => line.weekday));
  const next: DraftLine[] = [];
  for (const line of lines) {
    if (line.weekday === weekday || !working.has(line.weekday)) next.push(line);
  }
  for (const day of WEEKDAYS) {
    if (day === weekday || !working.has(day)) continue;
    for (const line of source) next.push({ ...line, weekday: day });
  }
  return next;
}

/** A line with both times as valid `HH:mm`. */
export function isWhole(line: DraftLine): line is CalendarLine {
  return parseClock(line.from ?? '') !== null && parseClock(line.to ?? '') !== null;
}

/** Crosses midnight: ends on the next day (a night shift). */
export function endsNextDay(line: DraftLine): boolean {
  return isWhole(line) && line.from !== line.to && crossesMidnight(line);
}

/** Wall-clock minutes of a line; 0 while it is incomplete or empty. */
export function draftMinutes(line: DraftLine): number {
  if (!isWhole(line) || line.from === line.to) return 0;
  return lineMinutes(line);
}

/** Nominal minutes of a weekday (its complete lines), as the server counts weekly hours. */
export function dayMinutes(lines: readonly DraftLine[], weekday: IsoWeekday): number {
  return lines
    .filter((line) => line.weekday === weekday)
    .reduce((sum, line) => sum + draftMinutes(line), 0);
}

/** Nominal minutes of the week. */
export function weekMinutes(lines: readonly DraftLine[]): number {
  return WEEKDAYS.reduce((sum, weekday) => sum + dayMinutes(lines, weekday), 0);
}

/** The weekdays without lines: the weekend. */
export function daysOff(lines: readonly DraftLine[]): IsoWeekday[] {
  const working = new Set(lines.map((line) => line.weekday));
  return WEEKDAYS.filter((weekday) => !working.has(weekday));
}

export type LineProblem = 'missing' | 'badTime' | 'emptyRange' | 'overlap';

/**
 * What is wrong with each line before asking the server, by index: a missing time, then the
 * server's own checks (`lineProblems`: bad time, empty range, overlap) on the complete lines.
 */
export function draftProblems(lines: readonly DraftLine[]): Map<number, LineProblem> {
  const problems = new Map<number, LineProblem>();
  const whole: { index: number; line: CalendarLine }[] = [];
  lines.forEach((line, index) => {
    if (line.from === null || line.to === null || line.from === '' || line.to === '')
      problems.set(index, 'missing');
    else if (!isWhole(line)) problems.set(index, 'badTime');
    else whole.push({ index, line });
  });
  const byMessage = new Map<string, LineProblem>(
    (Object.keys(CALENDAR_RULE_MESSAGES) as (keyof typeof CALENDAR_RULE_MESSAGES)[]).map((key) => [
      CALENDAR_RULE_MESSAGES[key],
      key,
    ]),
  );
  for (const [at, message] of lineProblems(whole.map((entry) => entry.line))) {
    const index = whole[at]?.index;
    if (index !== undefined && !problems.has(index))
      problems.set(index, byMessage.get(message) ?? 'badTime');
  }
  return problems;
}

/** The lines to send (only complete ones reach here: the form checks first). */
export function linesToSend(lines: readonly DraftLine[]): CalendarLine[] {
  return lines.filter(isWhole).map(({ weekday, from, to }) => ({ weekday, from, to }));
}
