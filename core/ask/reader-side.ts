import type { Analysis } from '../../common/analysis/analysis-schema.ts';

const ASKS_ABOUT_ME = /\b(?:I|me|my|mine|myself)\b/;
// "Company may terminate", "the Landlord shall have the right to end": who a right belongs to.
const HOLDER_OF_RIGHT =
  /\b((?:[Ee]ither|[Ee]ach|[Aa]ny) [Pp]arty|[A-Z][\w.,&]*(?: [A-Z][\w.,&]*){0,3}) (?:may|can|shall have the right to|is entitled to|shall be entitled to)\b/;

/**
 * The other party, when a question asks what "I" may do and the passage gives that right to the
 * other side alone ("Can I cancel?" against "Company may terminate"): the reader is the party
 * the analysis is written for. Null when the question is not about the reader, the right is
 * either party's or the reader's, or the holder is not one of the document's parties.
 */
export function findOtherSideHolder(
  question: string,
  sentence: string,
  analysis: Analysis | null,
): string | null {
  const reader = analysis?.perspective;
  if (!reader || reader.isMutual || !ASKS_ABOUT_ME.test(question)) return null;
  const match = HOLDER_OF_RIGHT.exec(sentence);
  const holder = match?.[1];
  if (!match || !holder || /party$/i.test(holder)) return null;
  // "Either you or the Company may terminate": the right is both sides'.
  const before = sentence.slice(Math.max(0, match.index - 40), match.index);
  if (/\b(?:either|each|both|you or|or you)\b/i.test(before)) return null;
  const names = (party: { party: string; role: string }) => [party.party, party.role];
  const isNamed = (name: string) => holder === name || holder.endsWith(` ${name}`);
  if (names(reader).some(isNamed)) return null;
  const other = (analysis?.readers ?? []).find(
    (party) => party.party !== reader.party && names(party).some(isNamed),
  );
  return other ? holder.replace(/^(?:The|the) /, 'the ') : null;
}
