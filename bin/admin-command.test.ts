import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasControlCharacters } from '../common/text/control-characters.ts';
import { verifyPassword } from '../server/auth/passwords.ts';
import { findUserByEmail, insertUser } from '../server/auth/user-queries.ts';
import { getUserRole, parseJsonObject } from '../server/auth/users.ts';
import { migrateToLatest, openDatabase } from '../server/db/database.ts';
import { runAdminCommand } from './admin-command.ts';

describe('legal-explainer admin', () => {
  let dataDirectory: string;
  beforeEach(() => {
    dataDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-admin-'));
    vi.stubEnv('DATA_DIR', dataDirectory);
    vi.stubEnv('DATABASE_URL', '');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  async function readUser(email: string) {
    const database = openDatabase({ dataDirectory });
    await migrateToLatest(database.db);
    const user = await findUserByEmail(database.db, email);
    await database.close();
    return user;
  }

  it('creates a confirmed user, changes the role and lists users', async () => {
    expect(await runAdminCommand(['create-user', 'Grace@Example.com'])).toBe(0);
    let user = await readUser('grace@example.com');
    expect(user?.email_confirmed_at).toBeTruthy();
    expect(getUserRole(parseJsonObject(user?.app_metadata ?? '{}'))).toBe('user');

    expect(await runAdminCommand(['set-role', 'grace@example.com', 'admin'])).toBe(0);
    user = await readUser('grace@example.com');
    expect(getUserRole(parseJsonObject(user?.app_metadata ?? '{}'))).toBe('admin');

    expect(await runAdminCommand(['list-users'])).toBe(0);
    expect(console.log).toHaveBeenCalledWith('grace@example.com\tadmin\tconfirmed');
  });

  it('refuses a weak password, an unknown role, a duplicate and an unknown command', async () => {
    expect(await runAdminCommand(['create-user', 'a@b.co', '--password', 'weak'])).toBe(1);
    expect(await readUser('a@b.co')).toBeUndefined();
    expect(await runAdminCommand(['create-user', 'a@b.co', '--role', 'owner'])).toBe(2);
    expect(await runAdminCommand(['create-user', 'a@b.co'])).toBe(0);
    expect(await runAdminCommand(['create-user', 'a@b.co'])).toBe(1);
    expect(await runAdminCommand(['set-role', 'nobody@b.co', 'admin'])).toBe(1);
    expect(await runAdminCommand(['frobnicate'])).toBe(2);
  });

  it('confirms an email', async () => {
    const database = openDatabase({ dataDirectory });
    await migrateToLatest(database.db);
    await insertUser(database.db, {
      email: 'new@b.co',
      passwordHash: null,
      userMetadata: {},
      confirmed: false,
    });
    await database.close();
    expect(await runAdminCommand(['confirm-email', 'new@b.co'])).toBe(0);
    expect((await readUser('new@b.co'))?.email_confirmed_at).toBeTruthy();
  });

  it('grants credits, sets the plan and resets an account', async () => {
    expect(await runAdminCommand(['create-user', 'ada@example.com'])).toBe(0);
    expect(
      await runAdminCommand(['grant-credits', 'ada@example.com', '12', '--note', 'pilot']),
    ).toBe(0);
    expect(console.log).toHaveBeenCalledWith('ada@example.com now has 12 credits');
    expect(await runAdminCommand(['grant-credits', 'ada@example.com', '3'])).toBe(0);
    expect(console.log).toHaveBeenCalledWith('ada@example.com now has 15 credits');
    expect(await runAdminCommand(['set-plan', 'ada@example.com', 'pro'])).toBe(0);
    expect(await runAdminCommand(['set-plan', 'ada@example.com', 'platinum'])).toBe(2);
    expect(await runAdminCommand(['grant-credits', 'ada@example.com', '0'])).toBe(2);
    expect(await runAdminCommand(['grant-credits', 'ada@example.com', 'many'])).toBe(2);
    expect(await runAdminCommand(['grant-credits', 'nobody@example.com', '4'])).toBe(1);

    const database = openDatabase({ dataDirectory });
    await migrateToLatest(database.db);
    const user = await findUserByEmail(database.db, 'ada@example.com');
    const readAccount = () =>
      database.db
        .selectFrom('accounts')
        .select(['plan', 'credits'])
        .where('user_id', '=', user?.id ?? '')
        .executeTakeFirstOrThrow();
    expect(await readAccount()).toEqual({ plan: 'pro', credits: 15 });
    expect(await runAdminCommand(['reset-account', 'ada@example.com'])).toBe(0);
    expect(await readAccount()).toEqual({ plan: 'free', credits: 0 });
    await database.close();
  });

  it('sets a password, so an installation without email can help someone back in', async () => {
    expect(await runAdminCommand(['create-user', 'lin@example.com'])).toBe(0);
    const database = openDatabase({ dataDirectory });
    await migrateToLatest(database.db);
    const user = await findUserByEmail(database.db, 'lin@example.com');
    await database.db
      .insertInto('auth_sessions')
      .values({
        id: '00000000-0000-4000-8000-000000000001',
        user_id: user?.id ?? '',
        aal: 'aal1',
        amr: '[]',
        created_at: new Date().toISOString(),
        refreshed_at: null,
      })
      .execute();
    await database.close();

    expect(
      await runAdminCommand(['set-password', 'Lin@Example.com', '--password', 'New-Passw0rd!x']),
    ).toBe(0);
    expect(console.log).toHaveBeenCalledWith(
      'lin@example.com has a new password; their sessions were signed out',
    );
    const changed = await readUser('lin@example.com');
    expect(await verifyPassword(changed?.encrypted_password ?? '', 'New-Passw0rd!x')).toBe(true);
    const check = openDatabase({ dataDirectory });
    const sessions = await check.db
      .selectFrom('auth_sessions')
      .select('id')
      .where('user_id', '=', user?.id ?? '')
      .execute();
    await check.close();
    expect(sessions).toEqual([]);

    // Without --password one is made and printed once.
    expect(await runAdminCommand(['set-password', 'lin@example.com'])).toBe(0);
    expect(console.log).toHaveBeenCalledWith(expect.stringMatching(/^Password: \S{20,}$/));
    expect(await runAdminCommand(['set-password', 'lin@example.com', '--password', 'weak'])).toBe(
      1,
    );
    expect(await runAdminCommand(['set-password', 'nobody@example.com'])).toBe(1);
    expect(await runAdminCommand(['set-password'])).toBe(2);
  });

  it('prints stored addresses with control characters escaped, and refuses new ones', async () => {
    const database = openDatabase({ dataDirectory });
    await migrateToLatest(database.db);
    await insertUser(database.db, {
      email: 'x@b.co',
      passwordHash: null,
      userMetadata: {},
      confirmed: false,
    });
    // Stored before addresses were checked, or by hand: it must still print safely.
    await database.db
      .updateTable('auth_users')
      .set({ email: 'old\u001b[2J\u009b\u202ex@b.co' })
      .where('email', '=', 'x@b.co')
      .execute();
    await database.close();

    expect(await runAdminCommand(['list-users'])).toBe(0);
    expect(console.log).toHaveBeenCalledWith(
      'old\\u001b[2J\\u009b\\u202ex@b.co\tuser\tunconfirmed',
    );

    expect(await runAdminCommand(['create-user', 'evil\u001b]0;owned\u0007@b.co'])).toBe(1);
    const printed = vi.mocked(console.error).mock.calls.flat().join('\n');
    expect(printed).toContain('evil\\u001b]0;owned\\u0007@b.co');
    expect(hasControlCharacters(printed.replaceAll('\n', ''))).toBe(false);
  });
});
