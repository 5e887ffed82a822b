import type { Party } from '../../../../common/analysis/analysis-schema.ts';
import type { PartySource } from './registered-party.ts';

// A signatory's lines under a block: "By:", "Name:", "Signature", "Print Name".
const SIGNATORY_LINE = /^[ \t]*(?:By|Name|Print\s+Name|Signature|Signed|Title)\b/im;
// "Customer: Acme Ltd" on a cover page or order form; "Employer<tab>[Legal name]" in a table.
const LABEL_BEFORE = /^[ \t]*[A-Za-z][A-Za-z ()/]{1,40}?[ \t]*(:|\t)[ \t]*$/;
const RECITALS = /\b(?:WHEREAS|RECITALS|BACKGROUND)\b/;
const OPERATIVE_START = /\bNOW,?\s+THEREFORE\b|\n\s*(?:1\.|ARTICLE\s+1|SECTION\s+1)\s/;
const SIGNATURES = /\bIN\s+WITNESS\s+WHEREOF\b|\n\s*Signatures?\s*\n/gi;

/**
 * Where the document introduces a party, read from where its name stands: a labelled line of a
 * cover page or key-terms table, the recitals, the signature blocks, or the preamble; and the
 * signature block as well when the name is signed for there.
 */
export function findPartySources(text: string, party: Party): PartySource[] {
  const signaturesFrom = lastSignatureHeading(text);
  const lineStart = text.lastIndexOf('\n', party.start - 1) + 1;
  const before = text.slice(lineStart, party.start);
  const sources: PartySource[] = [];
  const label = LABEL_BEFORE.exec(before);
  if (party.start >= signaturesFrom || isAboveSignatory(text, party.end))
    sources.push('signature block');
  else if (label) sources.push(label[1] === '\t' ? 'key terms' : 'cover page');
  else if (isInRecitals(text, party.start)) sources.push('recitals');
  else sources.push(party.start < text.length / 2 ? 'preamble' : 'body');
  const signed = text.slice(signaturesFrom).toLowerCase();
  if (
    !sources.includes('signature block') &&
    party.status !== 'blank' &&
    signed.includes(party.name.toLowerCase())
  )
    sources.push('signature block');
  return sources;
}

function lastSignatureHeading(text: string): number {
  let at = text.length;
  for (const match of text.matchAll(SIGNATURES)) at = match.index;
  return at;
}

function isAboveSignatory(text: string, end: number): boolean {
  const below = text
    .slice(end, end + 160)
    .split('\n')
    .slice(1, 3)
    .join('\n');
  return SIGNATORY_LINE.test(below);
}

function isInRecitals(text: string, start: number): boolean {
  const head = text.slice(0, start);
  const recitals = RECITALS.exec(head);
  return recitals !== null && !OPERATIVE_START.test(head.slice(recitals.index));
}
