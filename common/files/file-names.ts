import type { DocumentFileType } from '../api/documents.ts';

// Control characters, and format characters such as the bidirectional overrides (U+202E) that
// show "lease \u202efdp.bat" as "lease tab.pdf" and zero-width ones that hide a character;
// line and paragraph separators too. None belongs in a file name.
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
// The last extension of a name: "lease.final.pdf" -> ".pdf".
const EXTENSION = /\.[A-Za-z0-9]{1,5}$/;

/** The name as it shows, with nothing hidden in it. */
export function removeHiddenCharacters(fileName: string): string {
  return fileName.replace(HIDDEN_CHARACTERS, '');
}

/**
 * A document's name without its extension and without hidden characters, the start of every
 * name a download built from it gets (the original, its reports, the chat export).
 */
export function getSafeBaseName(fileName: string): string {
  return removeHiddenCharacters(fileName).trim().replace(EXTENSION, '').trim();
}

/**
 * The name an uploaded file is downloaded under: its own name with the extension of the type
 * its content was found to be, so a text file named "x.bat" arrives as "x.txt".
 */
export function buildDownloadFileName(fileName: string, fileType: DocumentFileType): string {
  return `${getSafeBaseName(fileName) || 'document'}.${fileType}`;
}
