/**
 * Prints lines of the security scoreboard (security.md) in its own words, e.g.
 * `scoreboard | brute force from one IP: attempts accepted before 429 | 10`.
 * The suite's reporter ends the run with a plain "N passed, N failed" line.
 */
export function printScoreboard(suite: string, rows: ReadonlyArray<readonly [string, string]>) {
  const lines = rows.map(([check, figure]) => `scoreboard | ${check} | ${figure}  (${suite})`);
  console.log(lines.join('\n'));
}
