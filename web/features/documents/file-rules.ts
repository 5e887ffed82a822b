import type { DocumentResponse } from '../../../common/api/documents.ts';
import type { ErrorCode } from '../../../common/errors/error-codes.ts';

// The kinds the server reads (SPEC section 5). Plain text goes by several names: Markdown and
// ".text" files are text too, and the server judges every file by its content.
const ACCEPTED_EXTENSIONS = ['pdf', 'docx', 'txt', 'text', 'md', 'markdown'] as const;

/** The file picker's filter. */
export const ACCEPTED_FILE_TYPES = ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(
  ',',
);

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

const FILE_TYPE_LABELS: Record<DocumentResponse['fileType'], string> = {
  pdf: 'PDF',
  docx: 'Word (DOCX)',
  txt: 'Plain text',
};

/** The file type as people name it. */
export function formatFileType(fileType: DocumentResponse['fileType']): string {
  return FILE_TYPE_LABELS[fileType];
}
