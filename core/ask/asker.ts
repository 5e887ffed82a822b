import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { Side } from '../analysis/reading/perspective/sides.ts';
import type { ParsedDocument } from '../parsing/parsed-document.ts';
import { readForAnswers } from './read-for-answers.ts';

const ASKS_ABOUT_ME = /\b(?:I|me|my|mine|myself|we|us|our)\b/;
// The words after a question's modal name whom it asks about: "Can the Landlord enter ...?".
const SUBJECT =
  /^\s*(?:can|could|may|might|must|will|would|should|shall|does|do|is|are|has|have)\s+(.{1,60})/i;
const FIRST_PERSON = /^(?:i|we)\b/i;
const THIRD_PERSON = /^(?:they|their|them|the other (?:side|party)(?:['’]s)?)\b/i;

/** The document's sides as the analysis reads them, and which of them the question is about. */
export interface Asker {
  sides: Side[];
  /** The side the question asks about, by its role; null when it names none the reading knows. */
  role: string | null;
  /** The reader's side, by its role: the person asking. */
  readerRole: string;
}

/**
 * Who a question is about: "I", "me", "we" are the reader the analysis is written for; "they"
 * is the other side of a two-sided deal; a party named by its role ("Can the Landlord ...") is
 * that party. The sides are the analysis's own (readForAnswers), so the answer and the
 * analysis agree on who holds a right. Null for a mutual document, whose reader is either side.
 */
export function readAsker(
  question: string,
  analysis: Analysis | null,
  document: ParsedDocument,
): Asker | null {
  const reader = readForAnswers(document, analysis)?.reader;
  const readerSide = reader?.side;
  if (!reader || !readerSide || reader.isMutual) return null;
  const sides = reader.sides;
  const subject = SUBJECT.exec(question)?.[1] ?? '';
  const named = sides.find((side) =>
    side.terms.some((term) =>
      new RegExp(`^(?:the\\s+)?${escapeRegExp(term)}\\b`, 'i').test(subject),
    ),
  );
  const others = sides.filter((side) => side !== readerSide);
  const other = others.length === 1 ? (others[0]?.role ?? null) : null;
  const role = named
    ? named.role
    : FIRST_PERSON.test(subject)
      ? readerSide.role
      : THIRD_PERSON.test(subject)
        ? other
        : ASKS_ABOUT_ME.test(question)
          ? readerSide.role
          : null;
  return { sides, role, readerRole: readerSide.role };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
