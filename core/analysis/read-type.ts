import type { ParsedDocument } from '../parsing/parsed-document.ts';
import { classifyDocumentType } from './type/classify-document-type.ts';
import type { TypeReading } from './type/type-reading.ts';
import { findDocumentGroup, findReaderRule } from './playbooks/profiles/profiles.ts';
import type { Segment } from './text/segment.ts';

/** The document's type, and what its profile tells the reading: its group and default reader. */
export function readType(document: ParsedDocument, segments: Segment[]): TypeReading {
  const documentType = classifyDocumentType(document, segments);
  return {
    documentType,
    group: findDocumentGroup(documentType.type),
    readerRule: findReaderRule(documentType.type, document.text),
  };
}
