import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { readProvision } from '../analysis/reading/read-provision.ts';
import type { ParsedDocument } from '../parsing/parsed-document.ts';
import { readAsker } from './asker.ts';

/**
 * The other party, when a question asks what "I" may do and the passage gives that right to the
 * other side alone ("Can I cancel?" against "Company may terminate"): the passage is read as
 * the analysis reads every provision, with its sides, so "the Company" is whoever the document
 * says it is. Null when the question is not about the reader, the passage gives no right, or the
 * right is either party's or the reader's own.
 */
export function findOtherSideHolder(
  question: string,
  sentence: string,
  analysis: Analysis | null,
  document: ParsedDocument,
): string | null {
  const asker = readAsker(question, analysis, document);
  if (!asker || asker.role !== asker.readerRole) return null;
  const provision = readProvision(sentence, asker.sides);
  if (provision.modality !== 'may' && provision.modality !== 'entitled') return null;
  const [holder, ...others] = provision.actor;
  if (!holder || others.length > 0 || holder === asker.readerRole) return null;
  const side = asker.sides.find((candidate) => candidate.role === holder);
  if (!side) return null;
  if (side.role === side.name) return side.name;
  // As the document writes it: "Company may terminate", or "the Landlord may".
  const withArticle = new RegExp(`\\bthe\\s+${escapeRegExp(side.role)}\\b`, 'i');
  return withArticle.test(sentence) ? `the ${side.role}` : side.role;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
