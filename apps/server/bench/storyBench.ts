import { sql } from 'drizzle-orm';
/**
 * The story list figure of issue 22 (`tsx --conditions=source apps/server/bench/storyBench.ts`;
 * bench.mjs may call `runStoryBench`): a database of 100,000 stories in 20 projects, seeded
 * straight into the tables, and the first page of GET /api/story with two filters, timed one at
 * a time over loopback as a staff member who is in every project (not an administrator: the
 * membership check is part of every query):
 *   - `project_id` + `state_group` (a project's column of the board, as a list);
 *   - `assignee=me` + `state_group` ("My stories" in progress).
 * Budgets: p95 ≤ 50 ms on PostgreSQL, ≤ 150 ms on PGlite. PGlite by default; STORY_BENCH_PG_URL
 * (an admin URL) runs it on a throw-away PostgreSQL database. STORY_BENCH_LISTS sets the number
 * of timed requests per query (default 200); BENCH_JSON=1 adds a `BENCH_JSON {…}` line.
 */
import type { DatabaseHandle } from '../src/db/client.ts';
import { teamMembers, teamPermissions, teams, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { freshDatabase, listeningApp, signedInHeaders, timeRequests } from './benchParts.ts';

const STORIES = 100_000;
const PROJECTS = 20;
const LISTS = Number(process.env.STORY_BENCH_LISTS ?? 200);
const PASSWORD = 'bench horse battery staple';

export const STORY_BENCH_BUDGETS = { postgres: 50, pglite: 150 } as const;

export interface StoryBenchResult {
  engine: 'pglite' | 'postgres';
  stories: number;
  queries: { name: string; total: number; p50: number; p95: number; p99: number }[];
}

async function seed(handle: DatabaseHandle): Promise<string[]> {
  const [user] = await handle.db
    .insert(users)
    .values({
      username: 'bench.stories',
      fullName: 'Story Bench',
      role: 'user',
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user row');
  const [team] = await handle.db.insert(teams).values({ name: 'Staff' }).returning();
  if (!team) throw new Error('no team row');
  await handle.db.insert(teamMembers).values({ teamId: team.id, userId: user.id });
  await handle.db
    .insert(teamPermissions)
    .values({ teamId: team.id, permission: 'Task Management' });
  const groups = ['backlog', 'unstarted', 'started', 'review', 'completed', 'cancelled'];
  const projectIds: string[] = [];
  for (let index = 0; index < PROJECTS; index += 1) {
    const key = `B${String.fromCharCode(65 + Math.floor(index / 26))}${String.fromCharCode(65 + (index % 26))}`;
    const rows = (await handle.db.execute(
      sql`insert into projects (key, name, lead_id, status, story_counter)
          values (${key}, ${`Bench ${index}`}, ${user.id}, 'active', ${STORIES / PROJECTS})
          returning id`,
    )) as unknown as { rows: { id: string }[] };
    const projectId = rows.rows[0]?.id;
    if (!projectId) throw new Error('no project row');
    projectIds.push(projectId);
    await handle.db.execute(
      sql`insert into project_members (project_id, user_id) values (${projectId}, ${user.id})`,
    );
    for (const [position, group] of groups.entries()) {
      await handle.db.execute(
        sql`insert into project_states (project_id, name, color, "group", position)
            values (${projectId}, ${group}, '#94a3b8', ${group}, ${position})`,
      );
    }
  }
  // 5,000 stories a project, spread over its states; one in 20 is assigned to the bench user
  // (a person's share of a 20-project organisation), updated over the last ~70 days.
  await handle.db.execute(sql`
    insert into stories (project_id, number, title, state_id, state_group, priority,
                         assignee_ids, due_date, position, updated_at, created_at)
    select p.id, g.n, 'Bench story ' || g.n, st.id, st."group",
           (array['urgent','high','medium','low','none'])[1 + (g.n % 5)],
           case when g.n % 20 = 0 then array[${user.id}::uuid] else '{}'::uuid[] end,
           date '2026-01-01' + (g.n % 300), g.n,
           now() - (g.n || ' minutes')::interval, now() - (g.n || ' minutes')::interval
    from projects p
    cross join generate_series(1, ${STORIES / PROJECTS}) as g(n)
    join lateral (select id, "group" from project_states s where s.project_id = p.id
                  order by position offset (g.n % 6) limit 1) st on true`);
  await handle.db.execute(sql`analyze`);
  return projectIds;
}

export async function runStoryBench(): Promise<StoryBenchResult> {
  const { handle, engine, drop } = await freshDatabase(
    'story-bench',
    process.env.STORY_BENCH_PG_URL,
  );
  try {
    const projectIds = await seed(handle);
    const { base, close } = await listeningApp(handle);
    try {
      const headers = await signedInHeaders(base, 'bench.stories', PASSWORD);
      const queries = [
        ['project + state group', `project_id=${projectIds[7]}&state_group=started`],
        ['assignee=me + state groups', 'assignee=me&state_group=started,review'],
      ] as const;
      const results: StoryBenchResult['queries'] = [];
      for (const [name, query] of queries) {
        let total = 0;
        const timings = await timeRequests(async () => {
          const response = await fetch(`${base}/api/story?${query}`, { headers });
          if (response.status !== 200) throw new Error(`list answered ${response.status}`);
          total = ((await response.json()) as { total: number }).total;
        }, LISTS);
        results.push({ name, total, ...timings });
      }
      return { engine, stories: STORIES, queries: results };
    } finally {
      await close();
    }
  } finally {
    await drop();
  }
}

/** The bench's lines, with the budget of the engine it ran on. */
export function storyBenchRows(result: StoryBenchResult): [string, string][] {
  const budget = STORY_BENCH_BUDGETS[result.engine];
  return result.queries.map((query) => {
    const ratio = query.p95 / budget;
    return [
      `story list ${result.stories.toLocaleString('en')} stories, ${query.name} (${result.engine})`,
      `first page of ${query.total} p50 ${query.p50} ms, p95 ${query.p95} ms (budget ${budget} ms) ratio ${ratio.toFixed(2)}${ratio > 1 ? '  OVER BUDGET' : ''}, p99 ${query.p99} ms`,
    ];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runStoryBench().then(
    (result) => {
      for (const [label, value] of storyBenchRows(result)) {
        process.stdout.write(`  ${label}  ${value}\n`);
      }
      if (process.env.BENCH_JSON) {
        const rows = storyBenchRows(result);
        process.stdout.write(`BENCH_JSON ${JSON.stringify({ ...result, rows })}\n`);
      }
    },
    (error: unknown) => {
      process.stderr.write(
        `story bench failed: ${error instanceof Error ? error.stack : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
