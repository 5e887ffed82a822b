import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { buildAccountExportFileName } from '../../common/api/account-export.ts';
import { buildDownloadFileName, getSafeBaseName } from '../../common/files/file-names.ts';
import { chatToMarkdown } from '../../common/markdown/chat-markdown.ts';
import { REPORT_SECTIONS } from '../../common/reports/report-include.ts';
import { buildActivityCsv } from '../activity/activity-csv.ts';
import { readAccountActivity } from '../activity/list-activity.ts';
import { getStoredAnalysis } from '../analysis/stored-analysis.ts';
import { listChatMessages } from '../chat/chat-message-queries.ts';
import { presentChatMessage } from '../chat/present-chat-message.ts';
import { getCreditHistory } from '../credits/user-plan.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import { getReport } from '../reports/get-report.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { listExportedDocuments, type ExportedDocumentRow } from './account-export-queries.ts';
import { buildExportReadme } from './account-export-readme.ts';
import { createZipStream, type ZipEntry } from './zip-stream.ts';

/** The whole credit history, however long: its rows are small. */
const ALL_CREDIT_ENTRIES = 1_000_000;

/** What the export reads. */
export interface AccountExportDependencies {
  db: Kysely<Database>;
  blobStore: BlobStore;
  vault: DocumentVault;
}

/** The zip to send, and the name to save it under. */
export interface AccountExport {
  fileName: string;
  body: Readable;
}

/**
 * "Download all my data": a zip of the signed-in user's documents (each original, its
 * analysis as JSON and as the Markdown report, its chat as JSON and Markdown), their credit
 * history, their activity log and a README.txt saying what each file is. Every read is by this user's id, so no
 * other account's data can appear. The files are listed first and each is read or rendered
 * only when the zip reaches it (see createZipStream).
 */
export async function exportAccountData(
  dependencies: AccountExportDependencies,
  user: { id: string; email: string },
  now: Date,
): Promise<AccountExport> {
  const documents = await listExportedDocuments(dependencies.db, user.id);
  const entries: ZipEntry[] = [
    {
      name: 'README.txt',
      date: now,
      produce: async () => buildExportReadme({ email: user.email, exportedAt: now }),
    },
    ...documents.flatMap((document, index) =>
      listDocumentEntries(dependencies, user.id, document, {
        folder: numberedFolderName(index, document.file_name),
        now,
      }),
    ),
    {
      name: 'credit-history.json',
      date: now,
      produce: async () => {
        const history = await getCreditHistory(dependencies.db, user.id, ALL_CREDIT_ENTRIES);
        return toJson({ entries: history.entries.reverse() });
      },
    },
    {
      name: 'activity-log.csv',
      date: now,
      produce: async () => buildActivityCsv(await readAccountActivity(dependencies.db, user.id)),
    },
  ];
  return {
    fileName: buildAccountExportFileName(now),
    body: createZipStream(entries),
  };
}

/** The files of one document: the original always, the analysis and chat when it has them. */
function listDocumentEntries(
  dependencies: AccountExportDependencies,
  userId: string,
  document: ExportedDocumentRow,
  place: { folder: string; now: Date },
): ZipEntry[] {
  const date = new Date(document.created_at);
  const name = (file: string) => `${place.folder}/${file}`;
  const entries: ZipEntry[] = [
    {
      name: name(safeEntryName(buildDownloadFileName(document.file_name, document.file_type))),
      date,
      produce: async () => {
        const { db, blobStore, vault } = dependencies;
        const bytes = await vault.readFile(db, blobStore, document);
        // Deleted (by its owner or their automatic deletion) after the zip was begun.
        return bytes ?? new Uint8Array();
      },
    },
  ];
  if (isTrue(document.has_analysis)) {
    entries.push(
      {
        name: name('analysis.json'),
        date,
        produce: async () =>
          toJson(await getStoredAnalysis(dependencies.db, dependencies.vault, userId, document.id)),
      },
      {
        name: name('analysis.md'),
        date,
        produce: async () => {
          const report = await getReport(dependencies, userId, document.id, {
            format: 'md',
            include: [...REPORT_SECTIONS],
            now: place.now,
          });
          return report.body;
        },
      },
    );
  }
  if (isTrue(document.has_chat)) {
    const readChat = async () =>
      (await listChatMessages(dependencies.db, dependencies.vault, userId, document.id)).map(
        presentChatMessage,
      );
    entries.push(
      {
        name: name('chat.json'),
        date,
        produce: async () =>
          toJson({ documentName: document.file_name, messages: await readChat() }),
      },
      {
        name: name('chat.md'),
        date,
        produce: async () => chatToMarkdown(document.file_name, await readChat()),
      },
    );
  }
  return entries;
}

/** "documents/003 Lease": numbered, so two documents of one name never share a folder. */
function numberedFolderName(index: number, fileName: string): string {
  const number = String(index + 1).padStart(3, '0');
  return `documents/${number} ${safeEntryName(getSafeBaseName(fileName)) || 'Document'}`;
}

/**
 * A name safe as one path segment of a zip on every system: no separators, no dot-dot (its
 * hidden and control characters are already gone: getSafeBaseName).
 */
function safeEntryName(name: string): string {
  return name
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 120);
}

/** EXISTS comes back as 1, true or '1' depending on the database. */
function isTrue(value: number | string | boolean): boolean {
  return value === true || Number(value) === 1;
}

function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
