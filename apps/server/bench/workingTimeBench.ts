import { sql } from 'drizzle-orm';
/**
 * The working-time figures of issue 23 (`tsx --conditions=source apps/server/bench/workingTimeBench.ts`;
 * `npm run bench` runs it through scripts/bench-working-time.mjs): 500 people in 25 teams on a
 * Sunday–Thursday calendar with holidays, a fifth of them with leave this month (approved or
 * pending), a fifth working now; timed one request at a time over loopback as a people manager
 * (the User and Calendar rights: every team):
 *   - Latest Attendance: GET /api/user/status/users?size=-1 (everyone with their availability);
 *   - the team month calendar: GET /api/leave/team-calendar for a month with pending leave.
 * Budget: p95 ≤ 100 ms on PGlite for each. WORKING_TIME_BENCH_PG_URL (an admin URL) runs it on a
 * throw-away PostgreSQL database instead; WORKING_TIME_BENCH_REQUESTS sets the number of timed
 * requests (default 100); BENCH_JSON=1 adds a `BENCH_JSON {…}` line with the rows.
 */
import type { DatabaseHandle } from '../src/db/client.ts';
import { teamMembers, teamPermissions, teams, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import {
  freshDatabase,
  listeningApp,
  signedInHeaders,
  timeRequests,
  type BenchEngine,
  type Timings,
} from './benchParts.ts';

const PEOPLE = 500;
const TEAMS = 25;
const REQUESTS = Number(process.env.WORKING_TIME_BENCH_REQUESTS ?? 100);
const PASSWORD = 'bench horse battery staple';

export const WORKING_TIME_BENCH_BUDGET_MS = 100;

export interface WorkingTimeBenchResult {
  engine: BenchEngine;
  people: number;
  queries: ({ name: string; items: number } & Timings)[];
}

/** This month's first and last day (UTC), as the calendar page asks for them. */
function thisMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

async function seed(handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  // One hash for everyone: argon2 500 times would only time the seeding.
  const passwordHash = await hashPassword(PASSWORD);
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: PEOPLE }, (_, index) => ({
        username: index === 0 ? 'bench.manager' : `bench.person${index}`,
        fullName: `Bench Person ${index}`,
        role: 'user' as const,
        passwordHash,
      })),
    )
    .returning({ id: users.id });
  const teamRows = await db
    .insert(teams)
    .values(Array.from({ length: TEAMS }, (_, index) => ({ name: `Bench team ${index}` })))
    .returning({ id: teams.id });
  const teamIds = teamRows.map((team) => team.id);
  const [managers] = teamIds;
  if (!managers) throw new Error('no team rows');
  await db.insert(teamMembers).values(
    people.map((person, index) => ({
      teamId: teamIds[index % TEAMS] ?? managers,
      userId: person.id,
      isLead: index < TEAMS,
    })),
  );
  await db.insert(teamPermissions).values([
    { teamId: managers, permission: 'Users Management' },
    { teamId: managers, permission: 'Working Times' },
  ]);
  const { from } = thisMonth();
  await db.execute(sql`
    with calendar as (
      insert into work_calendars (name, time_zone, is_default)
      values ('Head office', 'Asia/Riyadh', true) returning id
    ), lines as (
      insert into work_calendar_lines (calendar_id, weekday, from_minute, to_minute)
      select calendar.id, weekday, 540, 1020 from calendar, unnest(array[7, 1, 2, 3, 4]) weekday
    )
    insert into holidays (calendar_id, name, date, rrule)
    select calendar.id, 'National day', ${from}::date + 10, 'FREQ=YEARLY' from calendar`);
  await db.execute(sql`
    insert into leave_types (name, color, paid, allowance_halves)
    values ('Annual', '#22c55e', true, 60)`);
  // A fifth of the people have leave in the month (half approved, half pending)…
  await db.execute(sql`
    insert into leave_requests (user_id, leave_type_id, start_date, end_date, halves, status)
    select u.id, t.id, ${from}::date + (n % 20), ${from}::date + (n % 20) + (n % 3), 2 * (1 + n % 3),
           case when n % 2 = 0 then 'approved' else 'pending' end
    from (select id, row_number() over (order by id)::int as n from users) u, leave_types t
    where u.n % 5 = 0`);
  // …and a fifth are working now.
  await db.execute(sql`
    insert into attendance_sessions (user_id, started_at, last_confirmed_at, time_zone)
    select id, now() - interval '2 hours', now() - interval '2 hours', 'Asia/Riyadh'
    from (select id, row_number() over (order by id)::int as n from users) u where u.n % 5 = 1`);
  await db.execute(sql`
    update users set is_available = true
    where id in (select user_id from attendance_sessions where ended_at is null)`);
  await db.execute(sql`analyze`);
}

export async function runWorkingTimeBench(): Promise<WorkingTimeBenchResult> {
  const { handle, engine, drop } = await freshDatabase(
    'working-time-bench',
    process.env.WORKING_TIME_BENCH_PG_URL,
  );
  try {
    await seed(handle);
    const { base, close } = await listeningApp(handle);
    try {
      const headers = await signedInHeaders(base, 'bench.manager', PASSWORD);
      const { from, to } = thisMonth();
      const queries = [
        ['Latest Attendance', '/api/user/status/users?size=-1', 'items'],
        [
          'team month calendar',
          `/api/leave/team-calendar?from_date=${from}&to_date=${to}&include_pending=true`,
          'people',
        ],
      ] as const;
      const results: WorkingTimeBenchResult['queries'] = [];
      for (const [name, url, listKey] of queries) {
        let items = 0;
        const timings = await timeRequests(async () => {
          const response = await fetch(`${base}${url}`, { headers });
          if (response.status !== 200) throw new Error(`${name} answered ${response.status}`);
          items = ((await response.json()) as Record<string, unknown[]>)[listKey]?.length ?? 0;
        }, REQUESTS);
        results.push({ name, items, ...timings });
      }
      return { engine, people: PEOPLE, queries: results };
    } finally {
      await close();
    }
  } finally {
    await drop();
  }
}

/** The bench's lines, budgets as ratios. */
export function workingTimeBenchRows(result: WorkingTimeBenchResult): [string, string][] {
  return result.queries.map((query) => {
    const ratio = query.p95 / WORKING_TIME_BENCH_BUDGET_MS;
    return [
      `${query.name}, ${result.people} people (${result.engine})`,
      `${query.items} listed; p50 ${query.p50} ms, p95 ${query.p95} ms (budget ${WORKING_TIME_BENCH_BUDGET_MS} ms) ratio ${ratio.toFixed(2)}${ratio > 1 ? '  OVER BUDGET' : ''}, p99 ${query.p99} ms`,
    ];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runWorkingTimeBench().then(
    (result) => {
      const rows = workingTimeBenchRows(result);
      for (const [label, value] of rows) process.stdout.write(`  ${label}  ${value}\n`);
      if (process.env.BENCH_JSON) {
        process.stdout.write(`BENCH_JSON ${JSON.stringify({ ...result, rows })}\n`);
      }
    },
    (error: unknown) => {
      process.stderr.write(
        `working-time bench failed: ${error instanceof Error ? error.stack : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
