import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ChatMessage } from '../../common/api/chat.ts';
import { chatToMarkdown } from '../../common/markdown/chat-markdown.ts';
import { getSqlitePath } from '../../server/db/database.ts';
import { hashToken } from '../../server/auth/email/one-time-tokens.ts';
import type { SmtpCapture } from '../../tests/support/smtp-capture.test-support.ts';
import { median } from './bench-helpers.ts';
import { answerKey } from './bench-table.ts';
import { bearer, send, signIn, type Answer } from './reliability-server.ts';
import { contractText, PASSWORD, type SecuritySession } from './security-session.ts';

/**
 * The eleven defects of issue 29's attack review, each attacked again against a real server.
 * Every attack reports what it saw and whether the server held; none trusts the server's word
 * where it can look itself (the database's rows, the log's lines, the files' modes).
 */

const tally = (answers: readonly Answer[]) => {
  const counts = new Map<string, number>();
  for (const answer of answers)
    counts.set(answerKey(answer), (counts.get(answerKey(answer)) ?? 0) + 1);
  return [...counts].map(([key, count]) => `${count}× ${key}`).join(', ');
};

const hasSession = (answer: Answer) => typeof answer.json?.access_token === 'string';

async function countTokens(session: SecuritySession, userId: string): Promise<number> {
  const rows = await session.db
    .selectFrom('auth_one_time_tokens')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

// ---------------------------------------------------------------- 1. takeover without email

/** Without a mailer: no code is minted, so there is nothing to guess. */
export async function attackRecoveryWithoutMail(session: SecuritySession): Promise<void> {
  const victim = await session.signUp('victim');
  const attacker = '10.66.1.1';
  const recover = await session.auth('/recover', {
    body: { email: victim.email },
    address: attacker,
  });
  const magic = await session.auth('/otp', {
    body: { email: victim.email, create_user: false },
    address: attacker,
  });
  const minted = await countTokens(session, victim.id);
  // The old scheme's links: sha224(address + code). A few hundred guesses of a million.
  const guesses = await Promise.all(
    Array.from({ length: 200 }, (_, index) =>
      session.auth(
        `/verify?type=recovery&token=${hashToken(victim.email, String(index).padStart(6, '0'))}`,
        { address: `10.66.2.${index % 250}` },
      ),
    ),
  );
  const signedIn = guesses.filter((answer) =>
    String(answer.headers.location ?? '').includes('access_token='),
  ).length;
  const told = String(recover.json?.msg ?? recover.json?.message ?? recover.json?.error ?? '');
  session.report(
    1,
    'recovery without a mailer',
    `recover: ${answerKey(recover)}${told ? ` "${told.slice(0, 70)}"` : ''}; otp: ${answerKey(magic)}; codes minted: ${minted}; 200 link guesses signed in: ${signedIn}`,
    'no code minted; no guess signs in',
    minted === 0 && signedIn === 0,
  );
}

/** With a mailer: random link tokens, a code burned by wrong tries, verify limited per account. */
export async function attackRecoveryWithMail(
  session: SecuritySession,
  smtp: SmtpCapture,
): Promise<void> {
  // Sign-ups wait for their confirmation when mail is on; the bench confirms it directly.
  const victim = { email: `bench-victim-${randomUUID().slice(0, 12)}@example.com` };
  const signedUp = await session.auth('/signup', {
    body: { email: victim.email, password: PASSWORD },
  });
  if (signedUp.status !== 200) throw new Error(`Sign-up failed: ${answerKey(signedUp)}`);
  await session.db
    .updateTable('auth_users')
    .set({ email_confirmed_at: new Date().toISOString() })
    .where('email', '=', victim.email)
    .execute();
  const sentFrom = smtp.emails.length;
  const recover = await session.auth('/recover', { body: { email: victim.email } });
  const email = await smtp.waitForEmail(victim.email, { after: sentFrom, timeoutMs: 10_000 });
  const code = /\b(\d{6})\b/.exec(email.text)?.[1] ?? '';
  const linkToken = /[?&]token=([^&\s"]+)/.exec(email.text)?.[1] ?? '';
  const isDerived = linkToken === hashToken(victim.email, code) || linkToken.includes(code);
  const isLong = decodeURIComponent(linkToken).replace(/^pkce_/, '').length >= 32;

  // Wrong codes from many addresses, then the right one.
  const wrong = [];
  for (let index = 0; index < 8; index++) {
    const guess = String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0');
    wrong.push(
      await session.auth('/verify', {
        body: { type: 'recovery', email: victim.email, token: guess },
        address: `10.66.3.${index}`,
      }),
    );
  }
  const right = await session.auth('/verify', {
    body: { type: 'recovery', email: victim.email, token: code },
    address: '10.66.3.200',
  });
  // The link stays the owner's: nobody can guess it, and burning it too would let anyone
  // cancel a reset email with a few wrong codes.
  const link = await session.auth(`/verify?type=recovery&token=${linkToken}`, {
    address: '10.66.3.201',
  });
  const linkSignedIn = String(link.headers.location ?? '').includes('access_token=');
  const refused = wrong.filter((answer) => answer.status === 429 || answer.status === 403).length;
  session.report(
    1,
    'recovery with a mailer',
    `recover: ${answerKey(recover)}; link token ${isLong ? '≥32 chars' : 'short'}${isDerived ? ', derived from the code' : ', unrelated to the code'}; 8 wrong codes from 8 addresses: ${tally(wrong)}; then the right code: ${answerKey(right)}; the emailed link: ${linkSignedIn ? 'signs its owner in' : 'refused'}`,
    'random link; the code burned by wrong tries, whatever the address',
    !isDerived && isLong && !hasSession(right) && refused === wrong.length,
  );
}

// ---------------------------------------------------------------- 2. one user stalls everyone

/** The review's long document: 492 pages. */
const LONG_PAGES = 492;

/**
 * A services agreement of `pages` pages of text (3,000 characters each): its preamble names the
 * two parties once, its clauses follow again and again.
 */
function longContract(projectRoot: string, pages: number): Uint8Array {
  const text = readFileSync(
    path.join(projectRoot, 'tests/fixtures/contracts/two-sided-services.txt'),
    'utf8',
  );
  const clausesAt = text.indexOf('1. SERVICES');
  const parts = [text.slice(0, clausesAt)];
  let length = clausesAt;
  // Text is cut into pages of about 3,000 characters, a little less at paragraph ends.
  while (length < pages * 2_850 - text.length) {
    parts.push(text.slice(clausesAt));
    length += text.length - clausesAt;
  }
  return new TextEncoder().encode(parts.join('\n'));
}

export async function attackReaderSwitches(session: SecuritySession): Promise<void> {
  const heavy = await session.signUp('switcher');
  const bystander = await session.signUp('bystander');
  const heavyDocument = await session.uploadAndRead(
    heavy,
    'long.txt',
    'text/plain',
    longContract(session.projectRoot, LONG_PAGES),
  );
  const analysis = await session.analyse(heavy, heavyDocument);
  const roles = ((analysis.readers as { role: string }[] | undefined) ?? []).map(
    (reader) => reader.role,
  );
  const smallDocument = await session.uploadAnalysed(
    bystander,
    'nda.txt',
    contractText(session.projectRoot),
  );

  const ask = async () => {
    const started = performance.now();
    const answer = await session.api(bystander, `/api/documents/${smallDocument}/chat`, {
      body: { question: 'How long does confidentiality last?' },
    });
    return { ms: performance.now() - started, answer };
  };
  const alone = [];
  for (let run = 0; run < 3; run++) alone.push((await ask()).ms);

  const switchTo = (role: string) =>
    send(`${session.baseUrl}/api/documents/${heavyDocument}/perspective`, {
      method: 'POST',
      headers: { ...bearer(heavy), 'content-type': 'application/json' },
      body: JSON.stringify({ role }),
    });
  const invalid = [];
  for (let run = 0; run < 5; run++) invalid.push(await switchTo(`Nobody ${randomUUID()}`));

  const one = performance.now();
  const single = await switchTo(roles[0] ?? 'Company');
  const singleMs = performance.now() - one;

  const burst = Array.from({ length: 12 }, (_, index) =>
    switchTo(roles[index % roles.length] ?? 'Company'),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  const during = await ask();
  const switches = await Promise.all(burst);

  const aloneMs = median(alone);
  const invalidMs = median(invalid.map((answer) => answer.milliseconds));
  session.report(
    2,
    'reader switches against a bystander',
    `bystander's answer alone ${(aloneMs / 1000).toFixed(2)} s, during 12 parallel switches ${(during.ms / 1000).toFixed(2)} s (${answerKey(during.answer)}); one switch ${(singleMs / 1000).toFixed(2)} s (${answerKey(single)}); the 12: ${tally(switches)}; invalid role: ${tally(invalid)} in ${(invalidMs / 1000).toFixed(3)} s (median)`,
    'one switch a person at a time; the bystander waits at most one job; an invalid role refused at once',
    during.ms <= aloneMs + singleMs * 1.5 + 1000 &&
      switches.filter((answer) => answer.status === 200).length <= 2 &&
      invalid.every((answer) => answer.status >= 400 && answer.status < 500) &&
      invalidMs < 200,
  );
}

// ---------------------------------------------------------------- 3. secrets in the log

export async function attackSecretsInLog(session: SecuritySession): Promise<void> {
  const owner = await session.signUp('sharer');
  const documentId = await session.uploadAnalysed(
    owner,
    'nda.txt',
    contractText(session.projectRoot),
  );
  const logFrom = session.server.logLines.length;
  const { created, token } = await session.share(owner, documentId);
  const opened = [
    await send(`${session.baseUrl}/s/${token}`),
    await send(`${session.baseUrl}/api/public/shares/${token}`),
    await send(`${session.baseUrl}/api/public/shares/${token}/pages`),
    await send(`${session.baseUrl}/api/public/shares/${token}/file`),
    await send(`${session.baseUrl}/api/public/shares/${token}x`),
  ];
  const secret = `secret${randomUUID().replaceAll('-', '')}`;
  await session.auth(`/verify?type=recovery&token=${secret}&redirect_to=http://localhost/`);
  await send(`${session.baseUrl}/api/documents?access_token=${secret}&code=${secret}`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const lines = session.logSince(logFrom);
  const withToken = token ? lines.filter((line) => line.includes(token)).length : -1;
  const withSecret = lines.filter((line) => line.includes(secret)).length;
  const requestLines = lines.filter((line) => line.includes('"url"')).length;
  session.report(
    3,
    'share token and URL secrets in the log',
    `link ${answerKey(created)}; ${lines.length} log lines (${requestLines} with a URL) for a link opened 5 ways (${opened.map(answerKey).join(', ')}) and URLs carrying token, access_token, code: share token in ${withToken}, other secrets in ${withSecret}`,
    'no token or secret in any line',
    token.length > 0 && withToken === 0 && withSecret === 0,
  );
}

// ---------------------------------------------------------------- 4. the uploader's name

export async function attackDownloadName(session: SecuritySession): Promise<void> {
  const owner = await session.signUp('namer');
  const name = 'Signed lease \u202Efdp.bat';
  const documentId = await session.uploadAnalysed(owner, name, contractText(session.projectRoot));
  const own = await session.api(owner, `/api/documents/${documentId}/file`);
  const { token } = await session.share(owner, documentId);
  const shared = await send(`${session.baseUrl}/api/public/shares/${token}/file`);
  const verdicts = [own, shared].map((download) => {
    const disposition = decodeURIComponent(String(download.headers['content-disposition'] ?? ''));
    const names = [...disposition.matchAll(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/gi)].map(
      (m) => m[1] ?? '',
    );
    const safe =
      names.length > 0 &&
      names.every(
        (fileName) =>
          fileName.endsWith('.txt') &&
          !/[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u.test(fileName),
      );
    return {
      names,
      safe,
      nosniff: download.headers['x-content-type-options'] === 'nosniff',
      status: download.status,
    };
  });
  session.report(
    4,
    'download named by the uploader',
    verdicts
      .map(
        (verdict, index) =>
          `${index ? 'share link' : 'owner'}: ${verdict.status} ${JSON.stringify(verdict.names)}${verdict.nosniff ? ' nosniff' : ' no nosniff'}`,
      )
      .join('; '),
    "the detected type's extension, no control or bidi characters, nosniff",
    verdicts.every((verdict) => verdict.status === 200 && verdict.safe && verdict.nosniff),
  );
}

// ---------------------------------------------------------------- 5. lock anyone out

export async function attackLockOut(session: SecuritySession): Promise<void> {
  const victim = await session.signUp('owner');
  const attacker = '10.66.5.1';
  const wrong = [];
  for (let index = 0; index < 30; index++)
    wrong.push(
      await session.auth('/token?grant_type=password', {
        body: { email: victim.email, password: `Wrong!Passw0rd${index}` },
        address: attacker,
      }),
    );
  const owner = await session.auth('/token?grant_type=password', {
    body: { email: victim.email, password: PASSWORD },
    address: '10.66.5.2',
  });
  const attackerRight = await signIn(session.baseUrl, session.anonKey, victim.email, PASSWORD);
  session.report(
    5,
    'lock the owner out with 30 wrong passwords',
    `attacker: ${tally(wrong)}; the owner's right password from another address: ${answerKey(owner)}${hasSession(owner) ? ' signed in' : ''}; (from the bench's own address: ${answerKey(attackerRight)})`,
    'the owner signs in from an address that has not been failing',
    hasSession(owner) && !wrong.some(hasSession),
  );
}

// ---------------------------------------------------------------- 6. log flooding

export async function attackClientErrorFlood(session: SecuritySession): Promise<void> {
  const victim = await session.signUp('claimed');
  const logFrom = session.server.logLines.length;
  const report = (index: number, size: number) =>
    send(`${session.baseUrl}/api/client-errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.66.6.1' },
      body: JSON.stringify({
        id: `err-${index}`,
        timestamp: new Date().toISOString(),
        message: 'M'.repeat(Math.min(size, 5_000)),
        stack: 'S'.repeat(Math.min(size * 4, 20_000)),
        context: 'C'.repeat(Math.min(size, 2_000)),
        userAgent: 'U'.repeat(Math.min(size, 1_000)),
        url: `http://localhost/${'P'.repeat(Math.min(size, 1_900))}`,
        // Whoever the sender says they are.
        userId: victim.id,
      }),
    });
  // The review's reports (about 30 KB each, what the old schema let through), then small ones.
  const large = [];
  for (let index = 0; index < 60; index++) large.push(await report(index, 5_000));
  const small = [];
  for (let index = 0; index < 120; index++) small.push(await report(1000 + index, 40));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const lines = session.logSince(logFrom);
  const bytes = lines.reduce((sum, line) => sum + line.length, 0);
  const claimed = lines.filter((line) => line.includes(victim.id)).length;
  const accepted = [...large, ...small].filter((answer) => answer.status < 300).length;
  const largest = Math.max(0, ...lines.map((line) => line.length));
  session.report(
    6,
    'anonymous client-error flood',
    `from one address, 60 reports of ~30 KB: ${tally(large)}; then 120 small: ${tally(small)}; ${(bytes / 1024).toFixed(0)} KB logged, largest line ${(largest / 1024).toFixed(1)} KB; lines naming the claimed user: ${claimed}`,
    'limited per address, fields capped, no claimed user',
    accepted < 120 && largest < 8 * 1024 && claimed === 0,
  );
}

// ---------------------------------------------------------------- 7. control characters

export async function attackControlCharacters(session: SecuritySession): Promise<void> {
  const hostile = `evil\u001b]0;owned\u0007\u001b[2J${randomUUID().slice(0, 6)}@example.com`;
  const signUp = await session.auth('/signup', { body: { email: hostile, password: PASSWORD } });
  // An address stored before the rule (or by another provider) must still print safely.
  const legacy = await session.signUp('legacy');
  await session.db
    .updateTable('auth_users')
    .set({ email: `old\u001b[2J\u009b${legacy.email}` })
    .where('id', '=', legacy.id)
    .execute();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['bin/legal-explainer.js', 'admin', 'list-users'],
    {
      cwd: session.projectRoot,
      env: {
        ...process.env,
        DATA_DIR: session.server.dataDirectory,
        DATABASE_URL: session.server.settings.databaseUrl ?? '',
        LOG_LEVEL: 'warn',
      },
    },
  );
  const raw = [...stdout].filter(
    (character) => /[\p{Cc}]/u.test(character) && character !== '\n' && character !== '\t',
  ).length;
  const listed = stdout.includes(legacy.email);
  session.report(
    7,
    'control characters in addresses',
    `sign-up with ESC and BEL: ${answerKey(signUp)}; admin list-users: ${raw} raw control characters, the stored one ${listed ? 'listed escaped' : 'missing'}`,
    'refused at sign-up; every output escaped',
    signUp.status >= 400 && signUp.status < 500 && raw === 0 && listed,
  );
}

// ---------------------------------------------------------------- 8. a stolen session

export async function attackStolenSession(session: SecuritySession): Promise<void> {
  const victim = await session.signUp('stolen');
  const thief = victim.token;
  const password = await session.auth('/user', {
    method: 'PUT',
    body: { password: 'Thief!Passw0rd99' },
    token: thief,
  });
  const email = await session.auth('/user', {
    method: 'PUT',
    body: { email: `thief-${randomUUID().slice(0, 8)}@example.com` },
    token: thief,
  });
  const both = await session.auth('/user', {
    method: 'PUT',
    body: { email: `thief-${randomUUID().slice(0, 8)}@example.com`, password: 'Thief!Passw0rd99' },
    token: thief,
  });
  const owner = await signIn(session.baseUrl, session.anonKey, victim.email, PASSWORD);
  const withCurrent = await session.auth('/user', {
    method: 'PUT',
    body: { password: 'Owner!Passw0rd77', current_password: PASSWORD },
    token: thief,
  });
  session.report(
    8,
    'a stolen session changes the sign-in',
    `password alone: ${answerKey(password)}; email alone: ${answerKey(email)}; both: ${answerKey(both)}; the owner still signs in: ${hasSession(owner) ? 'yes' : 'no'}; with the current password: ${answerKey(withCurrent)}`,
    'refused without the current password or a nonce',
    password.status >= 400 &&
      email.status >= 400 &&
      both.status >= 400 &&
      hasSession(owner) &&
      withCurrent.status === 200,
  );
}

// ---------------------------------------------------------------- 9. headers everywhere

const REQUIRED_HEADERS = [
  'x-content-type-options',
  'x-frame-options',
  'content-security-policy',
  'referrer-policy',
];

export async function attackMissingHeaders(session: SecuritySession): Promise<void> {
  const owner = await session.signUp('headers');
  const documentId = await session.uploadAnalysed(
    owner,
    'nda.txt',
    contractText(session.projectRoot),
  );
  const { token } = await session.share(owner, documentId);
  const stream = (route: string) =>
    send(`${session.baseUrl}${route}`, { headers: bearer(owner), timeoutMs: 1500 });
  const checks: [string, Answer, string[]][] = [
    ['progress stream', await stream(`/api/documents/${documentId}/progress`), REQUIRED_HEADERS],
    [
      'analysis stream',
      await stream(`/api/documents/${documentId}/analysis-job/events`),
      REQUIRED_HEADERS,
    ],
    [
      'chat stream',
      await send(`${session.baseUrl}/api/documents/${documentId}/chat`, {
        method: 'POST',
        headers: { ...bearer(owner), 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'Who are the parties?' }),
      }),
      REQUIRED_HEADERS,
    ],
    [
      'malformed JSON 400',
      await send(`${session.baseUrl}/api/documents/${documentId}/chat`, {
        method: 'POST',
        headers: { ...bearer(owner), 'content-type': 'application/json' },
        body: '{"question":',
      }),
      REQUIRED_HEADERS,
    ],
    [
      '/S/<token>',
      await send(`${session.baseUrl}/S/${token}`),
      ['x-robots-tag', 'cache-control', 'referrer-policy', ...REQUIRED_HEADERS],
    ],
  ];
  const missing = checks.flatMap(([name, answer, required]) => {
    const absent = required.filter((header) => !answer.headers[header]);
    if (name === '/S/<token>') {
      if (answer.headers['cache-control'] !== 'no-store') absent.push('no-store');
      if (answer.headers['referrer-policy'] !== 'no-referrer') absent.push('no-referrer');
    }
    return absent.length ? [`${name} (${answerKey(answer)}) lacks ${absent.join(', ')}`] : [];
  });
  session.report(
    9,
    'security headers on streams, 400s and /S/',
    missing.length
      ? missing.join('; ')
      : `all ${checks.length} answers carry them (${checks.map(([name, answer]) => `${name} ${answer.status}`).join(', ')})`,
    'every answer has the headers',
    missing.length === 0,
  );
}

// ---------------------------------------------------------------- 10. the database at rest

export async function attackDataAtRest(session: SecuritySession): Promise<void> {
  const user = await session.signUp('deleted');
  const marker = `Zephyrine-${randomUUID()}`;
  await session.uploadAndRead(
    user,
    'nda.txt',
    'text/plain',
    contractText(session.projectRoot, marker),
  );
  await session.auth('/recover', { body: { email: user.email } });
  const deleted = await session.api(user, '/api/account', {
    method: 'DELETE',
    body: { confirm: user.email },
  });
  const windows = await session.db.selectFrom('auth_rate_limits').select('key').execute();
  const naming = windows.filter(
    (row) => row.key.includes(user.email) || row.key.includes(user.id),
  ).length;
  if (session.kind === 'postgres') {
    session.report(
      10,
      'a deleted account at rest',
      `deleted: ${answerKey(deleted)}; limiter rows naming it: ${naming}; files and free pages are PostgreSQL's own (decision 022)`,
      'no limiter row keeps the address',
      deleted.status === 204 && naming === 0,
    );
    return;
  }
  const file = getSqlitePath(session.server.dataDirectory);
  const modes = [file, `${file}-wal`, `${file}-shm`].map((part) => {
    try {
      return (statSync(part).mode & 0o777).toString(8);
    } catch {
      return 'absent';
    }
  });
  const directory = (statSync(session.server.dataDirectory).mode & 0o777).toString(8);
  const onDisk = [file, `${file}-wal`].some((part) => {
    try {
      return readFileSync(part).includes(marker);
    } catch {
      return false;
    }
  });
  session.report(
    10,
    'a deleted account at rest',
    `deleted: ${answerKey(deleted)}; folder ${directory}, file, -wal, -shm ${modes.join(', ')}; the contract's words on disk after: ${onDisk ? 'yes' : 'no'}; limiter rows naming it: ${naming}`,
    'owner-only files; nothing left on disk or in the limiter',
    deleted.status === 204 &&
      modes[0] === '600' &&
      modes.every((mode) => mode === '600' || mode === 'absent') &&
      !onDisk &&
      naming === 0 &&
      directory !== '',
  );
}

// ---------------------------------------------------------------- 11. the chat export

export async function attackChatExport(session: SecuritySession): Promise<void> {
  const user = await session.signUp('exporter');
  const hostile = '<img src=x onerror=alert(1)> [click](javascript:alert(2))';
  const documentId = await session.uploadAnalysed(
    user,
    'nda.txt',
    contractText(
      session.projectRoot,
      `The Recipient shall return ${hostile} all materials on request.`,
    ),
  );
  await session.api(user, `/api/documents/${documentId}/chat`, {
    body: { question: `${hostile} Must the Recipient return the materials?` },
  });
  // The export the browser makes, from the chat as the server keeps it.
  const history = await session.api(user, `/api/documents/${documentId}/chat`);
  const messages = (history.json?.messages ?? []) as ChatMessage[];
  const markdown = chatToMarkdown('nda.txt', messages);
  const quoted = messages.some((message) =>
    message.citations.some((c) => c.quote.includes('<img')),
  );
  // Escaped (`\\<img`) they are text; only a bare one is live.
  const liveTags = (markdown.match(/(?<!\\)<img/gi) ?? []).length;
  const liveLinks = (markdown.match(/(?<!\\)\]\(javascript:/gi) ?? []).length;
  session.report(
    11,
    'hostile words in the chat export',
    `${messages.length} messages (a quote ${quoted ? 'carries' : 'does not carry'} the tag): ${liveTags} live tags, ${liveLinks} live links in the Markdown`,
    'escaped as in the server report',
    messages.length >= 2 && liveTags === 0 && liveLinks === 0,
  );
}
