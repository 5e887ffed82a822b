import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { findDocumentGroup } from '../analysis/playbooks/profiles/profiles.ts';
import { buildSides } from '../analysis/reading/perspective/sides.ts';
import { readProvision } from '../analysis/reading/read-provision.ts';

const ASKS_ABOUT_ME = /\b(?:I|me|my|mine|myself)\b/;

/**
 * The other party, when a question asks what "I" may do and the passage gives that right to the
 * other side alone ("Can I cancel?" against "Company may terminate"): the passage is read as
 * the analysis reads every provision, so "the Company" is whoever the document says it is.
 * Null when the question is not about the reader, the passage gives no right, or the right is
 * either party's or the reader's own.
 */
export function findOtherSideHolder(
  question: string,
  sentence: string,
  analysis: Analysis | null,
  text: string,
): string | null {
  const reader = analysis?.perspective;
  if (!analysis || !reader || reader.isMutual || !ASKS_ABOUT_ME.test(question)) return null;
  const isConsumer = findDocumentGroup(analysis.documentType.type) === 'consumer';
  const sides = buildSides(text, analysis.parties, isConsumer);
  const provision = readProvision(sentence, sides);
  if (provision.modality !== 'may' && provision.modality !== 'entitled') return null;
  const [holder, ...others] = provision.actor;
  if (!holder || others.length > 0) return null;
  const side = sides.find((candidate) => candidate.role === holder);
  const isReader = [holder, side?.name].some(
    (name) => name && (name === reader.role || name === reader.party),
  );
  if (isReader || !side) return null;
  if (side.role === side.name) return side.name;
  // As the document writes it: "Company may terminate", or "the Landlord may".
  const withArticle = new RegExp(`\\bthe\\s+${escapeRegExp(side.role)}\\b`, 'i');
  return withArticle.test(sentence) ? `the ${side.role}` : side.role;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
