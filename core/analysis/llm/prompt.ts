import type { Analysis } from '../../../common/analysis/analysis-schema.ts';
import { DOCUMENT_TYPES } from '../../../common/analysis/document-types.ts';
import { listFamilies } from '../findings/families/families.ts';
import type { Checklist } from './playbook-context.ts';
import type { Chunk } from './split-into-chunks.ts';

/**
 * The standing instructions. The product explains a document; it does not give legal advice,
 * and every finding must rest on words we can show the reader, so quotes must be exact (anything
 * we cannot find in the text is thrown away, which wastes the model's work).
 */
export const SYSTEM_PROMPT = `You explain legal documents to people without legal training.

Rules:
- Explain what the document says and what it means for the reader. Do not give legal advice,
  do not tell the reader what to decide, and do not guess at facts the text does not state.
- Plain English: short sentences, everyday words; explain any legal term you have to use.
- Every finding has a "quote": words copied exactly from the document part you are given,
  character for character, in the same order, without ellipses, added quotation marks or
  corrections. Quote the shortest passage that supports the finding (a sentence or clause, not
  a whole section). A finding you cannot support with an exact quote must be left out.
- Only report what is in the part you are given. Use empty lists when there is nothing.
- The reader is one party, named in the request. Red flags are terms that could hurt the
  reader (one-sided, costly, hard to get out of, or unusual). A term that burdens only the
  other side is never a red flag, and neither are exceptions or savings clauses that protect
  the reader ("except", "nothing in this agreement prevents you ..."). Give each a severity
  (high, medium or low), the role it burdens ("burdens"), an "explanation" of what it means for
  the reader, and a "suggestion" of what the reader could ask about or try to negotiate.
- Obligations are things a party must do or must not do: name the party, say the action in a
  few plain words, and give the deadline when the text sets one.
- Dates as YYYY-MM-DD only when the text names a full calendar date; otherwise null.`;

/** The built-in engine's findings that fall in one chunk, offered to the model as hints. */
export type ChunkGuidance = Pick<
  Analysis,
  'parties' | 'keyDates' | 'keyTerms' | 'redFlags' | 'obligations'
>;

/** What one chunk's request says besides the standing instructions. */
export interface ChunkPromptInput {
  chunk: Chunk;
  chunkCount: number;
  guidance: ChunkGuidance;
  /** Asked once, on the first chunk, where the document usually says what it is. */
  shouldAskDocumentType: boolean;
  /** The built-in engine's classification, offered as a hint with the question. */
  guidanceDocumentType: string;
  /** Whom the analysis is written for; null when no party could be chosen. */
  perspective: Analysis['perspective'];
  /** The document type's playbook, for the reader's side; null when the type has none. */
  checklist: Checklist | null;
}

/** The user message for one chunk: the task, the built-in engine's hints, then the text. */
export function buildChunkPrompt(input: ChunkPromptInput): string {
  const { chunk, chunkCount } = input;
  const sections = [
    `This is part ${chunk.index + 1} of ${chunkCount} of a document. Find in this part: key points ` +
      'for a summary, the parties, key dates, key terms, red flags and obligations' +
      (input.checklist ? ", and the answers to the checklist's items." : '.'),
    describeReader(input.perspective),
    describeDocumentTypeTask(input),
    `Red flag categories we use (prefer one of these; otherwise a short lowercase-hyphenated name): ${listFamilies()
      .map((family) => family.id)
      .join(', ')}.`,
    describeChecklist(input.checklist),
    describeGuidance(input.guidance),
    `Document part ${chunk.index + 1} of ${chunkCount}:\n<<<\n${chunk.text}\n>>>`,
  ];
  return sections.join('\n\n');
}

function describeReader(perspective: Analysis['perspective']): string {
  if (!perspective) return 'No party was chosen as the reader: report what could hurt any party.';
  return `The reader is the ${perspective.role} (${perspective.party}). Write every red flag and explanation for the ${perspective.role}.`;
}

function describeDocumentTypeTask(input: ChunkPromptInput): string {
  if (!input.shouldAskDocumentType) return 'Set "documentType" to null.';
  return (
    `Set "documentType" to the kind of document, exactly one of: ${DOCUMENT_TYPES.join('; ')}. ` +
    `An automatic classifier suggests "${input.guidanceDocumentType}"; it is often but not always right.`
  );
}

/**
 * The playbook as the model's checklist. The statuses are judged for the reader against each
 * item's market standard, so the model never has to know which way an item cuts: 'off-market'
 * and 'absent' are the risks, 'favourable' the protections, 'present' an ordinary term.
 */
function describeChecklist(checklist: Checklist | null): string {
  if (!checklist)
    return 'There is no checklist for this kind of document: set "itemResults" to [].';
  const parties = checklist.parties
    .map((party) => `${party.name} (${party.role})${party.isReader ? ', the reader' : ''}`)
    .join('; ');
  const items = checklist.items.map(
    (item) => `- ${item.id}: ${item.question} Market standard: ${item.marketStandard}`,
  );
  return [
    `Checklist: the points a lawyer checks in this kind of document. In it, the reader's side is "${checklist.side}".`,
    `Parties: ${parties || 'none found'}.`,
    'For each item this part of the document answers, add to "itemResults" its "itemId", a ' +
      '"status", a "quote" and an "explanation" of what it means for the reader. The status, ' +
      'judged for the reader against the market standard:',
    '- "off-market": the term is worse for the reader than the market standard, or should not be there at all;',
    '- "present": the term is there and ordinary: nothing to warn about;',
    '- "favourable": the term is better for the reader than the market standard;',
    '- "absent": the market standard expects a term on this point and this part has none (it counts only if no part has one); quote the clause where it would usually be, or give "" when there is none;',
    '- "blank": the term is left to be filled in ("____", "[●]"); quote the blank with the words around it;',
    '- "not-selected": the term offers options and none is chosen; quote the options.',
    'Leave out the items you cannot judge from this part. Items (id: question, and what is usual):',
    ...items,
  ].join('\n');
}

function describeGuidance(guidance: ChunkGuidance): string {
  const lines = [
    ...guidance.parties.map((party) => `- party (${party.role}): ${show(party.quote)}`),
    ...guidance.keyDates.map((date) => `- key date (${date.kind}): ${show(date.quote)}`),
    ...guidance.keyTerms.map(
      (term) => `- key term (${term.kind}, ${term.value}): ${show(term.quote)}`,
    ),
    ...guidance.redFlags.map(
      (flag) => `- red flag (${flag.category}, ${flag.severity}): ${show(flag.quote)}`,
    ),
    ...guidance.obligations.map(
      (obligation) =>
        `- obligation (${obligation.party}, ${obligation.type}): ${show(obligation.quote)}`,
    ),
  ];
  if (lines.length === 0) return 'An automatic first pass found nothing in this part.';
  return (
    'An automatic first pass (rules and small statistical models) found the following in this ' +
    'part. Treat them as hints: confirm, correct or leave out each one, and add what it missed.\n' +
    lines.join('\n')
  );
}

// Long clauses would crowd out the document itself; the hint only has to point at the place.
const MAX_HINT_QUOTE = 200;

function show(quote: string): string {
  const oneLine = quote.replace(/\s+/g, ' ');
  return JSON.stringify(
    oneLine.length > MAX_HINT_QUOTE ? `${oneLine.slice(0, MAX_HINT_QUOTE)}…` : oneLine,
  );
}
