import {
  ERROR_DETAILS,
  INVITE_TOKEN_TTL_MS,
  USER_ERROR_DETAILS,
  USER_FIELD_MESSAGES,
  userPageSchema,
  userSchema,
} from '@atrium/api/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, passwordResetTokens, teamPermissions, users } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mail.ts';
import { hashToken } from '../../lib/tokens.ts';
import { testDatabases } from '../../test/databases.ts';
import {
  addressSequence,
  login,
  PASSWORD,
  seedUser,
  sessionCookie,
  useMailingTestApp,
} from '../../test/helpers.ts';
import {
  call,
  FORBIDDEN,
  grantMasterKey,
  INVALID_TOKEN,
  NEW_PASSWORD,
  NOT_FOUND,
  seedTeam,
  UNKNOWN_ID,
  type Caller,
} from '../../test/callers.ts';

const DAY = 24 * 60 * 60 * 1000;
const INVALID_LINK = { detail: USER_ERROR_DETAILS.invalidResetToken };

describe.each(testDatabases)('invitations by e-mail on $name', (testDatabase) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const { clock, mails } = useMailingTestApp(testDatabase, (opened) => ({ handle, app } = opened));

  /** Each sign-in and link use from its own address: the per-IP limits never interfere. */
  const nextAddress = addressSequence('10.41');
  const signIn = (username: string, password: string) =>
    login(app, { username, password }, {}, nextAddress());
  const accept = (token: string, password = NEW_PASSWORD) =>
    call(app, 'PUT', '/api/user/reset-password', {
      payload: { token, password },
      remoteAddress: nextAddress(),
    });

  async function signedIn(
    username: string,
    role: 'super_admin' | 'admin' | 'user',
    permissions: string[] = [],
  ): Promise<Caller> {
    const user = await seedUser(handle, { username, role, fullName: `${username} Example` });
    if (permissions.length > 0) {
      await seedTeam(handle, `rights-${username}`, [user.id], permissions);
    }
    return { user, token: sessionCookie(await signIn(username, PASSWORD)) };
  }
  const root = () => signedIn('root', 'super_admin');

  const invitation = {
    username: 'nadia',
    full_name: 'Nadia Karam',
    email: 'nadia@example.com',
    role: 'user',
  };
  const invite = (caller: Caller | undefined, payload: unknown) =>
    call(app, 'POST', '/api/user/invite', { token: caller?.token, payload });
  const resend = (caller: Caller | undefined, id: string) =>
    call(app, 'POST', `/api/user/${id}/invite/resend`, { token: caller?.token });

  function tokenOf(mail: MailMessage | undefined): string {
    const match = /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error('no token in the mail');
    return match[1];
  }

  async function auditActions(targetId: string): Promise<string[]> {
    const rows = await handle.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.targetId, targetId));
    return rows.map((row) => row.action);
  }

  it('makes an account that cannot sign in, mails a 7-day link in the invitee’s language, and the link sets the password once', async () => {
    const admin = await root();
    const teamId = await seedTeam(handle, 'Design');
    const response = await invite(admin, {
      ...invitation,
      job_title: 'Designer',
      language: 'ar',
      team_ids: [teamId],
    });
    expect(response.statusCode).toBe(201);
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({
      username: 'nadia',
      email: 'nadia@example.com',
      job_title: 'Designer',
      team_ids: [teamId],
      invited_at: '2026-03-01T08:00:00.000Z',
      must_change_password: false,
      last_sign_in_at: null,
    });
    expect(JSON.stringify(response.json())).not.toMatch(/password_hash|passwordHash|token/);

    // The mail: to the invitee, in Arabic, a link from the configured origin with the invite flag.
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('nadia@example.com');
    expect(mails[0]?.subject).toBe('دعوة للانضمام إلى Atrium');
    expect(mails[0]?.text).toContain('Nadia Karam');
    expect(mails[0]?.text).toContain('root Example');
    expect(mails[0]?.text).toContain('nadia');
    expect(mails[0]?.text).toMatch(
      /https:\/\/atrium\.example\/authentication\/reset-password\?token=[A-Za-z0-9_-]{43}&invite=1/,
    );
    const token = tokenOf(mails[0]);
    const [stored] = await handle.db.select().from(passwordResetTokens);
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)).toBe(
      INVITE_TOKEN_TTL_MS,
    );
    expect(INVITE_TOKEN_TTL_MS).toBe(7 * DAY);
    expect(await auditActions(user.id)).toEqual(['user_invited']);

    // No password opens it before the person has chosen one.
    for (const password of [PASSWORD, NEW_PASSWORD, 'nadia', token]) {
      const refused = await signIn('nadia', password);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ detail: ERROR_DETAILS.invalidCredentials });
    }

    // Six days later the link still works (a reset link would not); the policy applies.
    clock.advance(6 * DAY);
    const weak = await accept(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().errors)).toEqual(['password']);
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ ok: true });
    const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.invitedAt).toBeNull();
    expect(row?.passwordChangedAt).not.toBeNull();
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['user_invited', admin.user.id],
      ['user_invite_accepted', user.id],
    ]);

    // Once: the same link again is refused; the chosen password signs in.
    const again = await accept(token, 'another strong passphrase 7');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
    const welcome = await signIn('nadia', NEW_PASSWORD);
    expect(welcome.statusCode).toBe(200);
    expect(welcome.json()).toMatchObject({ username: 'nadia', must_change_password: false });
  });

  it('lists the pending invitation until it is accepted', async () => {
    const admin = await root();
    const created = userSchema.parse((await invite(admin, invitation)).json());
    const list = await call(app, 'GET', '/api/users?size=-1', { token: admin.token });
    const listed = userPageSchema.parse(list.json()).items.find((item) => item.id === created.id);
    expect(listed?.invited_at).toBe(clock.now().toISOString());
    const info = await call(app, 'GET', `/api/user/${created.id}/info`, { token: admin.token });
    expect(userSchema.parse(info.json()).invited_at).not.toBeNull();
  });

  it('refuses an expired link', async () => {
    const admin = await root();
    await invite(admin, invitation);
    const token = tokenOf(mails[0]);
    clock.advance(INVITE_TOKEN_TTL_MS + 1000);
    const response = await accept(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK);
    const refused = await signIn('nadia', NEW_PASSWORD);
    expect(refused.statusCode).toBe(401);
  });

  it('resends with a new link: the old one stops working, the new one works', async () => {
    const admin = await root();
    const created = userSchema.parse((await invite(admin, invitation)).json());
    const first = tokenOf(mails[0]);
    // Within the admin's idle timeout (30 minutes).
    clock.advance(10 * 60 * 1000);
    const response = await resend(admin, created.id);
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json()).invited_at).toBe(clock.now().toISOString());
    expect(mails).toHaveLength(2);
    expect(mails[1]?.to).toBe('nadia@example.com');
    expect(mails[1]?.subject).toBe('You are invited to Atrium');
    const second = tokenOf(mails[1]);
    expect(second).not.toBe(first);
    expect(await auditActions(created.id)).toEqual(['user_invited', 'user_invite_resent']);

    const old = await accept(first);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual(INVALID_LINK);
    expect((await accept(second)).statusCode).toBe(200);
    // Accepted: nothing is pending any more, so there is nothing to send again.
    const after = await resend(admin, created.id);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ detail: USER_ERROR_DETAILS.notInvited });
  });

  it('ends a pending invitation when an administrator sets the password instead', async () => {
    const admin = await root();
    const created = userSchema.parse((await invite(admin, invitation)).json());
    const token = tokenOf(mails[0]);
    const masterKey = await grantMasterKey(handle, admin);
    const reset = await call(app, 'PUT', '/api/user/password', {
      token: admin.token,
      masterKey,
      payload: { user_id: created.id, password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect((await accept(token)).json()).toEqual(INVALID_LINK);
    expect((await signIn('nadia', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers bad input in the spec’s field-error shape', async () => {
    const admin = await root();
    const cases: [unknown, Record<string, string[]> | string[]][] = [
      [{ ...invitation, email: undefined }, { email: [USER_FIELD_MESSAGES.required] }],
      [{ ...invitation, email: null }, { email: [USER_FIELD_MESSAGES.required] }],
      [{ ...invitation, email: 'not-an-address' }, { email: [USER_FIELD_MESSAGES.email] }],
      [{ ...invitation, username: 'has space' }, { username: [USER_FIELD_MESSAGES.usernameChars] }],
      [{ ...invitation, full_name: '   ' }, { full_name: [USER_FIELD_MESSAGES.required] }],
      // No password is taken (the person chooses it), nor any other unknown field: the
      // strict schema refuses them at the root ('_').
      [{ ...invitation, password: NEW_PASSWORD }, ['_']],
      [{ ...invitation, must_change_password: true }, ['_']],
      [{ ...invitation, is_active: true }, ['_']],
      [{ ...invitation, role: 'owner' }, ['role']],
    ];
    for (const [payload, expected] of cases) {
      const response = await invite(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json<{ errors: Record<string, string[]> }>();
      if (Array.isArray(expected)) expect(Object.keys(body.errors)).toEqual(expected);
      else expect(body).toEqual({ errors: expected });
    }
    const malformed = await call(app, 'POST', `/api/user/not-a-uuid/invite/resend`, {
      token: admin.token,
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(['id']);
    expect(mails).toEqual([]);
    expect(await handle.db.select().from(users)).toHaveLength(1);
  });

  it('refuses a username or an e-mail address another user has, regardless of case', async () => {
    const admin = await root();
    await seedUser(handle, { username: 'Nadia' });
    const taken = await invite(admin, invitation);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ errors: { username: [USER_FIELD_MESSAGES.usernameTaken] } });

    const other = await seedUser(handle, { username: 'someone' });
    await handle.db.update(users).set({ email: 'Nadia@Example.com' }).where(eq(users.id, other.id));
    const sameEmail = await invite(admin, { ...invitation, username: 'nadia2' });
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json()).toEqual({ errors: { email: [USER_FIELD_MESSAGES.emailTaken] } });
    expect(mails).toEqual([]);
  });

  it('needs the User permission (403), a session (401), and only a super admin invites a super admin', async () => {
    const admin = await root();
    const created = userSchema.parse((await invite(admin, invitation)).json());
    mails.length = 0;

    const plain = await signedIn('plain', 'user');
    const plainAdmin = await signedIn('plain-admin', 'admin');
    for (const caller of [plain, plainAdmin]) {
      const denied = await invite(caller, { ...invitation, username: 'x1', email: 'x1@a.test' });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual(FORBIDDEN);
      const deniedResend = await resend(caller, created.id);
      expect(deniedResend.statusCode).toBe(403);
      expect(deniedResend.json()).toEqual(FORBIDDEN);
    }

    const signedOut = await invite(undefined, { ...invitation, username: 'x2' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual(INVALID_TOKEN);
    const signedOutResend = await resend(undefined, created.id);
    expect(signedOutResend.statusCode).toBe(401);
    expect(signedOutResend.json()).toEqual(INVALID_TOKEN);

    const manager = await signedIn('manager', 'admin', ['Users Management']);
    const superAdmin = await invite(manager, {
      ...invitation,
      username: 'boss',
      email: 'boss@example.com',
      role: 'super_admin',
    });
    expect(superAdmin.statusCode).toBe(403);
    expect(superAdmin.json()).toEqual({ detail: USER_ERROR_DETAILS.superAdminOnly });
    // A team with more rights than the manager holds is not theirs to give.
    const powerTeam = await seedTeam(handle, 'Power');
    await handle.db.insert(teamPermissions).values({ teamId: powerTeam, permission: 'Drive' });
    const beyond = await invite(manager, {
      ...invitation,
      username: 'teamed',
      email: 'teamed@example.com',
      team_ids: [powerTeam],
    });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json()).toEqual({ detail: USER_ERROR_DETAILS.teamBeyondOwnPermissions });
    expect(mails).toEqual([]);

    // With the right: an invitation, and a resend of someone else's.
    const allowed = await invite(manager, {
      ...invitation,
      username: 'welcome',
      email: 'welcome@example.com',
    });
    expect(allowed.statusCode).toBe(201);
    expect((await resend(manager, created.id)).statusCode).toBe(200);
    expect((await resend(manager, UNKNOWN_ID)).json()).toEqual(NOT_FOUND);
    // Someone who never was invited has nothing pending.
    const notInvited = await resend(manager, plain.user.id);
    expect(notInvited.statusCode).toBe(409);
    expect(notInvited.json()).toEqual({ detail: USER_ERROR_DETAILS.notInvited });
  });

  it('refuses a bearer sign-in (non-browser clients) before the invitation is accepted', async () => {
    const admin = await root();
    await invite(admin, invitation);
    const response = await login(app, { username: 'nadia', password: PASSWORD, bearer: true });
    expect(response.statusCode).toBe(401);
  });
});
