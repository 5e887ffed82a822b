import { parseArgs } from 'node:util';
import {
  AdminError,
  confirmUserEmail,
  createUserAsAdmin,
  generatePassword,
  setUserPasswordAsAdmin,
  setUserRole,
} from '../server/auth/admin.ts';
import { findUserByEmail, listUsers } from '../server/auth/user-queries.ts';
import { getUserRole, parseJsonObject, type UserRole } from '../server/auth/users.ts';
import { changeCredits } from '../server/credits/change-credits.ts';
import { resetAccount, setPlan } from '../server/credits/user-plan.ts';
import { PLAN_IDS, type PlanId } from '../common/plans/plans.ts';
import { migrateToLatest, openDatabase } from '../server/db/database.ts';
import { DataKeyError } from '../server/encryption/master-keys.ts';
import { rotateMasterKey } from '../server/encryption/rotate-master-key.ts';
import { loadEnv } from '../server/env.ts';
import { escapeForTerminal } from './terminal-text.ts';

export const ADMIN_USAGE = `Usage: legal-explainer admin <command>

Commands:
  create-user EMAIL [--password P] [--role user|admin]   a confirmed user (prints a password if none is given)
  set-password EMAIL [--password P]                      a new password (prints one if none is given),
                                                         signing the user out everywhere
  set-role EMAIL user|admin                              change a user's role
  confirm-email EMAIL                                    confirm a user's email address
  list-users                                             every user with role and status
  grant-credits EMAIL N [--note TEXT]                    add N analysis credits (without payments set up)
  set-plan EMAIL free|premium|pro|enterprise             change a user's plan
  reset-account EMAIL                                    back to the free plan with 0 credits
  rotate-key                                             re-wrap every document's key under a new
                                                         master key, while servers keep running`;

/**
 * `legal-explainer admin ...`: user administration on the configured database (the same
 * DATA_DIR or DATABASE_URL as the server), for operators without an admin screen.
 */
export async function runAdminCommand(args: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      password: { type: 'string' },
      role: { type: 'string', default: 'user' },
      note: { type: 'string' },
    },
  });
  const [command, email, role] = positionals;
  const env = loadEnv();
  const database = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDirectory: env.dataDirectory,
  });
  try {
    await migrateToLatest(database.db);
    const policy = {
      minLength: env.AUTH_PASSWORD_MIN_LENGTH,
      requiredCharacters: env.AUTH_PASSWORD_REQUIRED_CHARACTERS,
    };
    switch (command) {
      case 'create-user': {
        if (!email) return usage('create-user needs an EMAIL');
        if (values.role !== 'user' && values.role !== 'admin')
          return usage(`Unknown role ${values.role}; choose user or admin`);
        const password = values.password ?? generatePassword();
        const user = await createUserAsAdmin(
          database.db,
          { email, password, role: values.role as UserRole },
          policy,
        );
        print(`Created ${user.email} (${values.role}), id ${user.id}`);
        if (!values.password) print(`Password: ${password}`);
        return 0;
      }
      case 'set-password': {
        if (!email) return usage('set-password needs an EMAIL');
        const password = values.password ?? generatePassword();
        const user = await setUserPasswordAsAdmin(database.db, email, password, policy);
        print(`${user.email} has a new password; their sessions were signed out`);
        if (!values.password) print(`Password: ${password}`);
        return 0;
      }
      case 'set-role': {
        if (!email || !role) return usage('set-role needs an EMAIL and a role');
        const user = await setUserRole(database.db, email, role);
        print(`${user.email} is now ${role}`);
        return 0;
      }
      case 'confirm-email': {
        if (!email) return usage('confirm-email needs an EMAIL');
        const user = await confirmUserEmail(database.db, email);
        print(`${user.email} is confirmed`);
        return 0;
      }
      case 'rotate-key': {
        const result = await rotateMasterKey(database.db, {
          dataKey: env.DATA_KEY,
          dataDirectory: env.dataDirectory,
        });
        print(`Re-wrapped ${result.rewrapped} document keys under master key ${result.newKeyId}.`);
        print(
          result.keyFile
            ? `The new key is in ${result.keyFile}: back it up now; the old key is no longer needed.`
            : 'Now set DATA_KEY to the new key alone on every server.',
        );
        return 0;
      }
      case 'list-users': {
        // One field a column: each escaped on its own, so the tabs between them stay tabs.
        for (const user of await listUsers(database.db))
          console.log(
            [
              user.email,
              getUserRole(parseJsonObject(user.app_metadata)),
              user.email_confirmed_at ? 'confirmed' : 'unconfirmed',
            ]
              .map((field) => escapeForTerminal(field))
              .join('\t'),
          );
        return 0;
      }
      case 'grant-credits': {
        const amount = Number(role);
        if (!email || !Number.isInteger(amount) || amount <= 0)
          return usage('grant-credits needs an EMAIL and a whole number of credits above 0');
        const userId = await requireUserId(database.db, email);
        const { entry } = await changeCredits(database.db, {
          userId,
          amount,
          reason: 'grant',
          // Each run is its own grant; the time tells two apart in the history.
          idempotencyKey: `admin-grant:${new Date().toISOString()}`,
          reference: values.note ?? null,
        });
        print(`${email} now has ${entry.balance_after} credits`);
        return 0;
      }
      case 'set-plan': {
        if (!email || !role || !(PLAN_IDS as readonly string[]).includes(role))
          return usage(`set-plan needs an EMAIL and one of ${PLAN_IDS.join(', ')}`);
        const plan = await setPlan(
          database.db,
          await requireUserId(database.db, email),
          role as PlanId,
        );
        print(`${email} is now on the ${plan.plan} plan`);
        return 0;
      }
      case 'reset-account': {
        if (!email) return usage('reset-account needs an EMAIL');
        await resetAccount(database.db, await requireUserId(database.db, email));
        print(`${email} is back on the free plan with 0 credits`);
        return 0;
      }
      default:
        return usage(command ? `Unknown admin command: ${command}` : '');
    }
  } catch (error) {
    if (error instanceof AdminError || error instanceof DataKeyError) {
      console.error(escapeForTerminal(error.message));
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

async function requireUserId(db: Parameters<typeof findUserByEmail>[0], email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AdminError(`No user with ${email.trim().toLowerCase()}`);
  return user.id;
}

/** One line of output naming what a user typed or stored, escaped (issue 29). */
function print(line: string): void {
  console.log(escapeForTerminal(line));
}

function usage(problem: string): number {
  if (problem) console.error(escapeForTerminal(problem));
  console.error(ADMIN_USAGE);
  return 2;
}
