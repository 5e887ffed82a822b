import type { DocumentResponse } from '../../../common/api/documents.ts';
import type { ErrorCode } from '../../../common/errors/error-codes.ts';

/** The file picker's filter: the kinds the server reads (SPEC section 5). */
export const ACCEPTED_FILE_TYPES = '.pdf,.docx,.txt';

const ACCEPTED_EXTENSIONS = ['pdf', 'docx', 'txt'] as const;

/**
 * Why a file cannot be uploaded, judged in the browser before any bytes are sent, or null when
 * it may go. The server checks again and has the last word (it judges the type from content).
 */
export function findFileProblem(
  file: Pick<File, 'name' | 'size'>,
  maxBytes: number,
): ErrorCode | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !(ACCEPTED_EXTENSIONS as readonly string[]).includes(extension)) {
    return 'UNSUPPORTED_FILE_TYPE';
  }
  if (file.size > maxBytes) return 'FILE_TOO_LARGE';
  if (file.size === 0) return 'INVALID_DOCUMENT';
  return null;
}

/** A size people read at a glance: "812 bytes", "48 KB", "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** The day a document was uploaded, in the reader's own date style ("3 May 2025"). */
export function formatUploadDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
}

const FILE_TYPE_LABELS: Record<DocumentResponse['fileType'], string> = {
  pdf: 'PDF',
  docx: 'Word (DOCX)',
  txt: 'Plain text',
};

/** The file type as people name it. */
export function formatFileType(fileType: DocumentResponse['fileType']): string {
  return FILE_TYPE_LABELS[fileType];
}

/** "1 page", "12 pages". */
export function formatPageCount(pageCount: number): string {
  return `${pageCount} ${pageCount === 1 ? 'page' : 'pages'}`;
}
