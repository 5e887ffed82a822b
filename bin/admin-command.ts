import { parseArgs } from 'node:util';
import {
  AdminError,
  confirmUserEmail,
  createUserAsAdmin,
  generatePassword,
  listUsers,
  setUserRole,
} from '../server/auth/admin.ts';
import { getUserRole, parseJsonObject, type UserRole } from '../server/auth/users.ts';
import { migrateToLatest, openDatabase } from '../server/db/database.ts';
import { loadEnv } from '../server/env.ts';

export const ADMIN_USAGE = `Usage: legal-explainer admin <command>

Commands:
  create-user EMAIL [--password P] [--role user|admin]   a confirmed user (prints a password if none is given)
  set-role EMAIL user|admin                              change a user's role
  confirm-email EMAIL                                    confirm a user's email address
  list-users                                             every user with role and status`;

/**
 * `legal-explainer admin ...`: user administration on the configured database (the same
 * DATA_DIR or DATABASE_URL as the server), for operators without an admin screen.
 */
export async function runAdminCommand(args: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { password: { type: 'string' }, role: { type: 'string', default: 'user' } },
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
        console.log(`Created ${user.email} (${values.role}), id ${user.id}`);
        if (!values.password) console.log(`Password: ${password}`);
        return 0;
      }
      case 'set-role': {
        if (!email || !role) return usage('set-role needs an EMAIL and a role');
        const user = await setUserRole(database.db, email, role);
        console.log(`${user.email} is now ${role}`);
        return 0;
      }
      case 'confirm-email': {
        if (!email) return usage('confirm-email needs an EMAIL');
        const user = await confirmUserEmail(database.db, email);
        console.log(`${user.email} is confirmed`);
        return 0;
      }
      case 'list-users': {
        for (const user of await listUsers(database.db))
          console.log(
            [
              user.email,
              getUserRole(parseJsonObject(user.app_metadata)),
              user.email_confirmed_at ? 'confirmed' : 'unconfirmed',
              user.locked_until && user.locked_until > new Date().toISOString() ? 'locked' : '',
            ]
              .filter(Boolean)
              .join('\t'),
          );
        return 0;
      }
      default:
        return usage(command ? `Unknown admin command: ${command}` : '');
    }
  } catch (error) {
    if (error instanceof AdminError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

function usage(problem: string): number {
  if (problem) console.error(problem);
  console.error(ADMIN_USAGE);
  return 2;
}
