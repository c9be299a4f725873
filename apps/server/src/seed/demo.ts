import { PERMISSION_NAMES } from '@atrium/api';
import { inArray, like } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  attendanceCorrections,
  attendanceSessions,
  notifications,
  statusEvents,
  teamMembers,
  teamPermissions,
  teams,
  users,
} from '../db/schema/index.ts';
import { usernameSkeleton } from '../modules/user/usernameSkeleton.ts';

/** Every demo account's username starts with this, so the seed can tell it already ran. */
export const DEMO_USERNAME_PREFIX = 'demo.';

interface DemoTeam {
  name: string;
  description: string;
  color: string;
  permissions: string[];
}

const DEMO_TEAMS: DemoTeam[] = [
  {
    name: 'Management',
    description: 'Leadership and operations — الإدارة والعمليات',
    color: '#2c8be9',
    permissions: [...PERMISSION_NAMES],
  },
  {
    name: 'Design',
    description: 'Brand, photo templates and image work — التصميم',
    color: '#8e4ec6',
    permissions: ['Home', 'Drive', 'Image Editing', 'PHO Template Editor', 'PHO Image Tool'],
  },
  {
    name: 'Video Production',
    description: 'Video editing and voice-over — إنتاج الفيديو',
    color: '#e5484d',
    permissions: ['Home', 'Drive', 'Video Editing', 'Voice Over', 'Script Control'],
  },
  {
    name: 'Marketing',
    description: 'Campaigns, announcements and brands — التسويق',
    color: '#30a46c',
    permissions: ['Home', 'Drive', 'Announcements', 'Brands', 'Task Management'],
  },
  {
    name: 'Human Resources',
    description: 'People, working times and timesheets — الموارد البشرية',
    color: '#f76b15',
    permissions: ['Home', 'Users Management', 'Working Times', 'Timesheet', 'Reports'],
  },
  {
    name: 'Engineering',
    description: 'Internal tools and integrations — الهندسة',
    color: '#12a594',
    permissions: ['Home', 'Drive', 'Task Management', 'External'],
  },
];

/** Thirty colleagues: Arabic and English names, spread over the teams (index into DEMO_TEAMS). */
const DEMO_PEOPLE: ReadonlyArray<{ name: string; team: number; lead?: boolean; zone: string }> = [
  { name: 'ليلى حداد', team: 0, lead: true, zone: 'Asia/Riyadh' },
  { name: 'Omar Farouk', team: 0, zone: 'Asia/Riyadh' },
  { name: 'Sarah Mitchell', team: 1, lead: true, zone: 'Europe/London' },
  { name: 'يوسف العلي', team: 1, zone: 'Asia/Riyadh' },
  { name: 'Noor Al-Hashimi', team: 1, zone: 'Asia/Dubai' },
  { name: 'مريم الشمري', team: 1, zone: 'Asia/Riyadh' },
  { name: 'Daniel Okafor', team: 1, zone: 'Africa/Lagos' },
  { name: 'خالد المنصور', team: 2, lead: true, zone: 'Asia/Riyadh' },
  { name: 'Emma Schneider', team: 2, zone: 'Europe/Berlin' },
  { name: 'هدى القحطاني', team: 2, zone: 'Asia/Riyadh' },
  { name: 'Karim Nasser', team: 2, zone: 'Africa/Cairo' },
  { name: 'فاطمة الزهراني', team: 2, zone: 'Asia/Riyadh' },
  { name: 'James Carter', team: 3, lead: true, zone: 'Europe/London' },
  { name: 'سلمى يوسف', team: 3, zone: 'Africa/Cairo' },
  { name: 'Aisha Rahman', team: 3, zone: 'Asia/Dubai' },
  { name: 'عبدالله الحربي', team: 3, zone: 'Asia/Riyadh' },
  { name: 'Lucas Moreau', team: 3, zone: 'Europe/Paris' },
  { name: 'ريم العتيبي', team: 4, lead: true, zone: 'Asia/Riyadh' },
  { name: 'Hannah Lee', team: 4, zone: 'Asia/Dubai' },
  { name: 'طارق السيد', team: 4, zone: 'Africa/Cairo' },
  { name: 'Priya Sharma', team: 4, zone: 'Asia/Dubai' },
  { name: 'أحمد البكري', team: 5, lead: true, zone: 'Asia/Riyadh' },
  { name: 'Michael Chen', team: 5, zone: 'Asia/Dubai' },
  { name: 'نورة الدوسري', team: 5, zone: 'Asia/Riyadh' },
  { name: 'Tom Wilson', team: 5, zone: 'Europe/London' },
  { name: 'جود الغامدي', team: 5, zone: 'Asia/Riyadh' },
  { name: 'Sofia Rossi', team: 5, zone: 'Europe/Rome' },
  { name: 'ماجد الرشيد', team: 3, zone: 'Asia/Riyadh' },
  { name: 'Grace Thompson', team: 2, zone: 'Europe/London' },
  { name: 'سارة الفيصل', team: 1, zone: 'Asia/Riyadh' },
];

/** A small deterministic generator, so two seeds of an empty database look the same. */
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The UTC instant of a wall-clock time in a time zone (e.g. 09:00 in Asia/Riyadh). */
function zonedTime(day: Date, hour: number, minute: number, timeZone: string): Date {
  const guess = new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute),
  );
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(guess);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const asIfUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
  );
  return new Date(guess.getTime() - (asIfUtc - guess.getTime()));
}

function usernameOf(index: number): string {
  return `${DEMO_USERNAME_PREFIX}${String(index + 1).padStart(2, '0')}`;
}

export interface DemoSeedOptions {
  now: Date;
  /** An argon2id hash every demo account shares (hashing 30 times would only be slow). */
  passwordHash: string;
  seed?: number;
}

export interface DemoSeedResult {
  created: boolean;
  users: number;
  teams: number;
  attendanceSessions: number;
  usernames: string[];
}

/**
 * A living demo organisation (issue 4): six teams with their permissions, thirty colleagues with
 * Arabic and English names, two weeks of attendance (some sessions the server had to end, a few
 * corrections waiting for approval), a handful of people working right now, and notifications.
 * Runs once: a database that already has demo accounts is left alone.
 */
export async function seedDemo(db: Database, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.username, `${DEMO_USERNAME_PREFIX}%`))
    .limit(1);
  if (existing.length > 0) {
    return { created: false, users: 0, teams: 0, attendanceSessions: 0, usernames: [] };
  }
  const random = mulberry32(options.seed ?? 2026);

  return db.transaction(async (tx) => {
    const insertedTeams = await tx
      .insert(teams)
      .values(DEMO_TEAMS.map(({ name, description, color }) => ({ name, description, color })))
      .onConflictDoNothing()
      .returning();
    const teamIdByName = new Map(insertedTeams.map((team) => [team.name, team.id]));
    const permissionRows = DEMO_TEAMS.flatMap((team) => {
      const teamId = teamIdByName.get(team.name);
      return teamId ? team.permissions.map((permission) => ({ teamId, permission })) : [];
    });
    if (permissionRows.length > 0) await tx.insert(teamPermissions).values(permissionRows);

    const insertedUsers = await tx
      .insert(users)
      .values(
        DEMO_PEOPLE.map((person, index) => ({
          username: usernameOf(index),
          usernameSkeleton: usernameSkeleton(usernameOf(index)),
          fullName: person.name,
          email: `${usernameOf(index)}@atrium.example`,
          role: index === 0 ? ('admin' as const) : ('user' as const),
          passwordHash: options.passwordHash,
          language: /[\u0600-\u06ff]/.test(person.name) ? ('ar' as const) : ('en' as const),
          timeZone: person.zone,
          jobTitle: DEMO_TEAMS[person.team]?.name ?? null,
        })),
      )
      .returning();

    const memberRows = insertedUsers.flatMap((user, index) => {
      const person = DEMO_PEOPLE[index];
      const teamId = person ? teamIdByName.get(DEMO_TEAMS[person.team]?.name ?? '') : undefined;
      return person && teamId ? [{ teamId, userId: user.id, isLead: person.lead === true }] : [];
    });
    if (memberRows.length > 0) await tx.insert(teamMembers).values(memberRows);

    // Two weeks of working days (Sunday to Thursday), in each person's own time zone.
    const sessionRows: (typeof attendanceSessions.$inferInsert)[] = [];
    const statusRows: (typeof statusEvents.$inferInsert)[] = [];
    const today = new Date(
      Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate()),
    );
    insertedUsers.forEach((user, index) => {
      const zone = DEMO_PEOPLE[index]?.zone ?? 'UTC';
      for (let daysAgo = 14; daysAgo >= 1; daysAgo -= 1) {
        const day = new Date(today.getTime() - daysAgo * 86_400_000);
        const weekday = day.getUTCDay();
        if (weekday === 5 || weekday === 6) continue;
        if (random() < 0.08) continue; // a day off now and then
        const startedAt = zonedTime(
          day,
          8 + Math.floor(random() * 2),
          Math.floor(random() * 60),
          zone,
        );
        const timedOut = random() < 0.06;
        const endedAt = new Date(
          startedAt.getTime() + (timedOut ? 3 : 7.5 + random() * 2) * 3_600_000,
        );
        sessionRows.push({
          userId: user.id,
          startedAt,
          endedAt,
          endReason: timedOut ? 'timeout' : 'finish',
          needsReview: timedOut,
          lastConfirmedAt: timedOut ? endedAt : new Date(endedAt.getTime() - 600_000),
          timeZone: zone,
        });
        statusRows.push(
          { userId: user.id, isAvailable: true, source: 'user', at: startedAt },
          {
            userId: user.id,
            isAvailable: false,
            source: timedOut ? 'system' : 'user',
            reason: timedOut ? 'No answer to Confirm attendance' : null,
            at: endedAt,
          },
        );
      }
    });

    // A third of the organisation is working right now.
    const workingNow = insertedUsers.filter((_user, index) => index % 3 === 0);
    for (const user of workingNow) {
      const startedAt = new Date(options.now.getTime() - (1 + random() * 3) * 3_600_000);
      sessionRows.push({
        userId: user.id,
        startedAt,
        lastConfirmedAt: new Date(options.now.getTime() - 20 * 60_000),
        timeZone: user.timeZone,
      });
      statusRows.push({ userId: user.id, isAvailable: true, source: 'user', at: startedAt });
    }
    const insertedSessions = await tx.insert(attendanceSessions).values(sessionRows).returning();
    await tx.insert(statusEvents).values(statusRows);
    if (workingNow.length > 0) {
      await tx
        .update(users)
        .set({ isAvailable: true })
        .where(
          inArray(
            users.id,
            workingNow.map((user) => user.id),
          ),
        );
    }

    // Corrections waiting for approval on sessions the server ended.
    const reviewable = insertedSessions.filter((session) => session.needsReview).slice(0, 4);
    if (reviewable.length > 0) {
      await tx.insert(attendanceCorrections).values(
        reviewable.map((session) => ({
          userId: session.userId,
          sessionId: session.id,
          requestedStart: session.startedAt,
          requestedEnd: new Date(session.startedAt.getTime() + 8 * 3_600_000),
          reason: 'I was in a meeting away from my desk and missed the prompt.',
        })),
      );
    }

    await tx.insert(notifications).values(
      insertedUsers.slice(0, 12).map((user, index) => ({
        recipientId: user.id,
        event: index % 2 === 0 ? 'team.member_added' : 'system',
        title: index % 2 === 0 ? 'You joined a team' : 'Welcome to Atrium',
        body:
          index % 2 === 0
            ? 'Your team lead added you to your team.'
            : 'Start Working from the top bar when your day begins.',
        createdAt: new Date(options.now.getTime() - index * 3_600_000),
      })),
    );

    return {
      created: true,
      users: insertedUsers.length,
      teams: insertedTeams.length,
      attendanceSessions: insertedSessions.length,
      usernames: insertedUsers.map((user) => user.username),
    };
  });
}
