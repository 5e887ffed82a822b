import type {
  Duration,
  KeyDate,
  KeyTerm,
  Obligation,
  Party,
  RedFlag,
} from '../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import { verifyQuotes, type QuotedFinding } from '../text/verify-quotes.ts';
import { locateQuote } from './locate-quote.ts';
import type { ChunkFindings } from './schema.ts';
import type { Chunk } from './split-into-chunks.ts';

/** One chunk's findings in the Analysis's shapes, every quote verified against the document. */
export interface LocatedFindings {
  parties: Party[];
  keyDates: KeyDate[];
  keyTerms: KeyTerm[];
  redFlags: RedFlag[];
  obligations: Obligation[];
  /** Findings whose quote is not the document's words, left out. */
  droppedCount: number;
}

/**
 * A red flag the built-in engine did not also raise. The model gives no calibrated probability
 * of its own (what it says about its certainty is not measured), so this is a judgement, not a
 * measurement: somewhat sure, below the built-in engine's pattern flags.
 */
export const UNCONFIRMED_RED_FLAG_CONFIDENCE = 0.6;

/**
 * Turns the model's answer for a chunk into located findings: each quote is looked up in the
 * text (see locateQuote), then everything goes through verifyQuotes, which keeps only findings
 * whose quote is the document's text at their offsets and counts the rest.
 */
export function locateFindings(
  document: ParsedDocument,
  chunk: Chunk,
  answer: ChunkFindings,
  guidanceRedFlags: readonly RedFlag[],
): LocatedFindings {
  const place = (quote: string): QuotedFinding => {
    const range = locateQuote(document.text, quote, chunk);
    // Not found: a place verifyQuotes will reject, so it is dropped and counted there.
    if (range === null) return { quote, start: chunk.start, end: chunk.start, page: 1 };
    return { quote: document.text.slice(range.start, range.end), ...range, page: 1 };
  };

  const parties = verifyQuotes(
    document,
    answer.parties.map((party) => ({
      name: party.name.trim(),
      role: party.role.trim(),
      ...place(party.quote),
    })),
  );
  const keyDates = verifyQuotes(
    document,
    answer.keyDates.map((date) => ({
      kind: date.kind,
      label: date.label.trim(),
      date: toIsoDate(date.date),
      duration: toDuration(date.duration),
      ...place(date.quote),
    })),
  );
  const keyTerms = verifyQuotes(
    document,
    answer.keyTerms.map((term) => ({
      kind: term.kind,
      label: term.label.trim(),
      value: term.value.trim(),
      ...place(term.quote),
    })),
  );
  const redFlags = verifyQuotes(
    document,
    answer.redFlags.map((flag) => ({
      id: '',
      category: toCategory(flag.category),
      title: flag.title.trim(),
      severity: flag.severity,
      explanation: flag.explanation.trim(),
      suggestion: flag.suggestion.trim(),
      confidence: UNCONFIRMED_RED_FLAG_CONFIDENCE,
      burdens: flag.burdens?.trim() ? [flag.burdens.trim()] : [],
      favours: [],
      occurrences: 1,
      alsoAt: [],
      ...place(flag.quote),
    })),
  );
  const obligations = verifyQuotes(
    document,
    answer.obligations.map((obligation) => ({
      id: '',
      party: obligation.party.trim(),
      action: obligation.action.trim(),
      type: obligation.type,
      deadline: obligation.deadline && {
        text: obligation.deadline.text.trim(),
        date: toIsoDate(obligation.deadline.date),
        duration: toDuration(obligation.deadline.duration),
        recurrence: obligation.deadline.recurrence,
        trigger: obligation.deadline.trigger,
      },
      burdens: [obligation.party.trim()],
      favours: [],
      ...place(obligation.quote),
    })),
  );

  return {
    parties: parties.verified.map(asStated),
    keyDates: keyDates.verified.map(asStated),
    keyTerms: keyTerms.verified.map(asStated),
    // Ids from the verified place, in the built-in engine's style, so they are stable per text.
    redFlags: redFlags.verified.map((flag) => ({
      ...flag,
      id: `${flag.category}-${flag.start}`,
      confidence: Math.max(flag.confidence, findConfirmedConfidence(flag, guidanceRedFlags)),
    })),
    obligations: obligations.verified.map((obligation) => ({
      ...obligation,
      id: `obligation-${obligation.start}`,
    })),
    droppedCount:
      parties.droppedCount +
      keyDates.droppedCount +
      keyTerms.droppedCount +
      redFlags.droppedCount +
      obligations.droppedCount,
  };
}

/** Both engines flag the same words for the same reason: the built-in, measured confidence. */
function findConfirmedConfidence(flag: RedFlag, guidance: readonly RedFlag[]): number {
  const confirming = guidance.filter(
    (other) => other.category === flag.category && other.start < flag.end && flag.start < other.end,
  );
  return Math.max(0, ...confirming.map((other) => other.confidence));
}

function toCategory(category: string): string {
  const slug = category
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug.length > 0 ? slug : 'other';
}

// The model is told the format, but a wrong value must not fail the whole analysis.
function toIsoDate(value: string | null): string | null {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : null;
}

function toDuration(value: Duration | null): Duration | null {
  return value !== null && Number.isFinite(value.value) && value.value > 0 ? value : null;
}

/** What the model quoted is stated in the words; blanks and gaps are judged afterwards. */
function asStated<Fact extends object>(fact: Fact): Fact & { status: 'stated' } {
  return { ...fact, status: 'stated' };
}
