import { availableParallelism } from 'node:os';
import {
  findPostgresBinaries,
  startThrowawayPostgres,
} from '../../tests/support/postgres.test-support.ts';
import { startSmtpCapture } from '../../tests/support/smtp-capture.test-support.ts';
import { createPostgresDatabase, printTable, type Row } from './bench-table.ts';
import {
  attackChatExport,
  attackClientErrorFlood,
  attackControlCharacters,
  attackDataAtRest,
  attackDownloadName,
  attackLockOut,
  attackMissingHeaders,
  attackReaderSwitches,
  attackRecoveryWithMail,
  attackRecoveryWithoutMail,
  attackSecretsInLog,
  attackStolenSession,
} from './security-attacks.ts';
import { SecuritySession } from './security-session.ts';

/**
 * `npm run bench security [-- --db sqlite|postgres|both]`: the eleven defects of issue 29's
 * attack review, attacked again against the real server (its own process, on loopback only) on
 * SQLite and on PostgreSQL when its binaries are installed. Each database gets a server with
 * the embedded defaults (no mailer, no language model) and one with a mailer on a loopback SMTP
 * capture. Prints one table (check, result, target, pass/fail); exits 0.
 */

type Attack = (session: SecuritySession) => Promise<void>;

/** The review's items in its order, on the install without a mailer, as the review found it. */
const ATTACKS: readonly Attack[] = [
  attackRecoveryWithoutMail,
  attackReaderSwitches,
  attackSecretsInLog,
  attackDownloadName,
  attackLockOut,
  attackClientErrorFlood,
  attackControlCharacters,
  attackStolenSession,
  attackMissingHeaders,
  attackDataAtRest,
  attackChatExport,
];

export async function reportSecurity(projectRoot: string, argv: readonly string[]): Promise<void> {
  const databaseFlag = argv[argv.indexOf('--db') + 1];
  const wanted = argv.includes('--db') ? databaseFlag : 'both';
  const binaries = findPostgresBinaries();
  const kinds = (['sqlite', 'postgres'] as const).filter(
    (kind) => wanted === 'both' || wanted === kind,
  );
  const rows: Row[] = [];
  const notes: string[] = [];
  const smtp = await startSmtpCapture();
  const postgres =
    kinds.includes('postgres') && binaries ? await startThrowawayPostgres(binaries) : null;
  if (kinds.includes('postgres') && !binaries)
    notes.push('PostgreSQL: skipped (no server binaries under /usr/lib/postgresql)');
  const started = performance.now();
  try {
    for (const kind of kinds) {
      if (kind === 'postgres' && !postgres) continue;
      const databaseUrl = () =>
        kind === 'postgres' && postgres
          ? createPostgresDatabase(postgres.url)
          : Promise.resolve(undefined);
      const plain = await SecuritySession.start(kind, projectRoot, await databaseUrl());
      try {
        for (const [index, attack] of ATTACKS.entries()) {
          console.log(`security: [${kind}] ${attack.name}`);
          await runAttack(plain, index + 1, attack);
        }
      } finally {
        rows.push(...plain.rows);
        await plain.close();
      }
      const mailed = await SecuritySession.start(kind, projectRoot, await databaseUrl(), {
        SMTP_URL: smtp.url,
      });
      try {
        console.log(`security: [${kind}] attackRecoveryWithMail`);
        const recoveryWithMail: Attack = (session) => attackRecoveryWithMail(session, smtp);
        await runAttack(mailed, 1, recoveryWithMail);
      } finally {
        rows.push(...mailed.rows);
        await mailed.close();
      }
    }
  } finally {
    postgres?.stop();
    await smtp.close();
  }
  rows.sort((a, b) => Number.parseInt(a.check, 10) - Number.parseInt(b.check, 10));
  console.log('');
  printTable(rows);
  console.log('');
  const failed = rows.filter((row) => row.pass === false).length;
  console.log(
    `security: ${failed} FAIL, ${rows.length - failed} pass; ran in ${((performance.now() - started) / 1000).toFixed(0)} s (${availableParallelism()} cores)`,
  );
  for (const note of notes) console.log(`  ${note}`);
}

/** One attack; one that throws is a failed line of the table, and the rest go on. */
async function runAttack(session: SecuritySession, item: number, attack: Attack): Promise<void> {
  try {
    await attack(session);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    session.report(
      item,
      attack.name,
      `the attack broke: ${message.slice(0, 200)}`,
      'runs to the end',
      false,
    );
  }
}
