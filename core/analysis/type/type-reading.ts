import type { DocumentTypeResult } from './classify-document-type.ts';
import type { ReaderRule } from './reader-rules.ts';

/** Families of documents that share the same worries: who the reader is and what is at stake. */
export type DocumentGroup =
  'consumer' | 'employment' | 'lease' | 'loan' | 'nda' | 'commercial' | 'other';

/**
 * What the document's type tells the reading of the deal, from the type's profile: its group
 * (whether "you" is a consumer), and whom it is read for by default.
 */
export interface TypeReading {
  documentType: DocumentTypeResult;
  group: DocumentGroup;
  /** Null when any party may be the reader. */
  readerRule: ReaderRule | null;
}
