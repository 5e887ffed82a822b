import { toDocumentType, type DocumentType } from '../../common/analysis/document-types.ts';
import type { CuadContract, TermsDocument } from './load-data.ts';

// CUAD's labellers typed the Schedule 13D/13G joint filing agreements among its exhibits as
// "Joint Venture": their file names (the CUAD ids) say "JOINT FILING AGREEMENT" or "JOINT
// FILING STATEMENT", and their text is an agreement to file one beneficial-ownership report
// together, not a venture. A lawyer names them joint filing agreements, and so do we.
const JOINT_FILING_ID = /joint filing/i;

/** The type a CUAD contract has: its label, joint filing agreements named as such. */
export function findTrueDocumentType(
  contract: Pick<CuadContract, 'id' | 'contractType'>,
): DocumentType {
  if (JOINT_FILING_ID.test(contract.id)) return 'Joint Filing Agreement';
  const type = toDocumentType(contract.contractType);
  if (!type) throw new Error(`Unknown CUAD contract type "${contract.contractType}"`);
  return type;
}

/**
 * Whether a typing is right: the true type, or an amendment of an agreement of the true type
 * (CUAD labels "Amendment No. 2 to the Distribution Agreement" a distributor agreement; we say
 * it is an amendment, of a distributor agreement).
 */
export function isTypeRight(
  typed: { type: DocumentType; amends: DocumentType | null },
  truth: DocumentType,
): boolean {
  return typed.type === truth || (typed.type === 'Amendment' && typed.amends === truth);
}

/** A terms-of-service document's text, its sentences joined as the evaluation joins them. */
export function buildTermsDocumentText(document: TermsDocument): string {
  return document.sentences.map((sentence) => sentence.text).join('\n\n');
}
