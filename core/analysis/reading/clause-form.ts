import { CONTENTS_HEADING, TABLE_OF_CONTENTS_LINE } from './structure/contents.ts';
import { DEFINITION } from './structure/definitions.ts';
import type { Segment } from '../text/segment.ts';

/** Part of a sentence that narrows or preserves instead of imposing. */
export interface CarveOut {
  kind: 'exception' | 'savings' | 'qualifier';
  start: number;
  end: number;
}

// "except for inventions developed entirely on your own time": the exception runs to the end of
// its clause.
const EXCEPTION =
  /\b(?:except(?:\s+(?:for|as|that|to\s+the\s+extent|in\s+the\s+case\s+of))?|excluding|other\s+than|with\s+the\s+exception\s+of|save\s+(?:for|as)|but\s+(?:not(?!\s+limited)|excluding)|(?:does|do|shall|will)\s+not\s+(?:include|apply\s+to|cover|extend\s+to))\b/gi;
// "nothing in this Agreement prevents you from reporting ...", "does not limit your rights
// under California law", and the federal trade-secret immunity notice: rights kept, to the end.
const SAVINGS =
  /\bnothing\s+(?:in|contained\s+in|herein|set\s+forth\s+in)\b[^.;]{0,120}?\b(?:prevents?|prohibits?|restricts?|limits?|precludes?|waives?|impairs?|interferes?|be\s+(?:deemed|construed|interpreted)\s+(?:to|as)\s+(?:prevent|prohibit|restrict|limit|preclude|waive)\w*|bars?\s+(?:you|employee|executive|consultant|contractor|either|any\s+(?:party|individual|person))|stops?)\b|\b(?:does|do|shall|will)\s+not\s+(?:purport\s+to\s+|intend\s+to\s+)?(?:limit|exclude|restrict|waive|affect|impair|diminish|prohibit|prevent|abridge|alter)\s+(?:[\w-]+\s+(?:[\w-]+\s+)?or\s+(?:limit|exclude|restrict|affect|alter)\s+)?(?:your|any|the\s+\w+['’]s|\w+['’]s)\s+(?:statutory\s+|legal\s+|consumer\s+)?(?:rights?|ability|protections?)\b|\bimmun\w*\s+from\s+(?:civil\s+or\s+criminal\s+|criminal\s+or\s+civil\s+)?liability\b|\b(?:shall|will)\s+not\s+be\s+held\s+(?:criminally\s+or\s+civilly\s+|civilly\s+or\s+criminally\s+)?liable\s+under\s+any\s+(?:federal|state)\b|\bdoes\s+not\s+apply\s+to\s+(?:an?\s+|any\s+)?inventions?\b/gi;
// "to the fullest extent permitted by law" qualifies the words after it; it imposes nothing.
const QUALIFIER =
  /\bto\s+the\s+(?:maximum\s+|fullest\s+|full\s+|greatest\s+)?extent\s+(?:not\s+)?(?:permitted|allowed|prohibited|required|enforceable)\s+(?:by|under)\s+(?:applicable\s+|governing\s+)?laws?\b/gi;

/** The carve-outs of a sentence, in sentence offsets. */
export function findCarveOuts(sentence: string): CarveOut[] {
  const clauseEnd = (from: number) => {
    const semicolon = sentence.indexOf(';', from);
    return semicolon < 0 ? sentence.length : semicolon;
  };
  return [
    ...[...sentence.matchAll(EXCEPTION)].map((match) => ({
      kind: 'exception' as const,
      start: match.index,
      end: isLeading(sentence, match.index)
        ? leadingPhraseEnd(sentence, match.index)
        : clauseEnd(match.index),
    })),
    ...[...sentence.matchAll(SAVINGS)].map((match) => ({
      kind: 'savings' as const,
      start: match.index,
      end: sentence.length,
    })),
    ...[...sentence.matchAll(QUALIFIER)].map((match) => ({
      kind: 'qualifier' as const,
      start: match.index,
      end: match.index + match[0].length,
    })),
  ];
}

/** "Except as otherwise provided, all fees are non-refundable": the exception opens the clause. */
function isLeading(sentence: string, offset: number): boolean {
  return (
    /^(?:\s*\(?[0-9a-z]{1,4}(?:\.[0-9]+)*[.)]?)?[\s,;:(]*$/i.test(sentence.slice(0, offset)) ||
    /[;:]\s*$/.test(sentence.slice(0, offset))
  );
}

/** A leading exception ends at its comma, before the clause it qualifies. */
function leadingPhraseEnd(sentence: string, offset: number): number {
  const comma = sentence.indexOf(',', offset);
  const semicolon = sentence.indexOf(';', offset);
  const ends = [comma, semicolon].filter((index) => index >= 0);
  return ends.length ? Math.min(...ends) : sentence.length;
}

// Half the words in exceptions make a clause an exception; a leading "To the extent permitted by
// law," does not, and neither does a closing "except as required by law" (a third made terms of
// service lose most of their unfair sentences: recall 0.86 to 0.39).
const CARVED_OUT_SHARE = 0.5;

/**
 * Whether matched words [from, to) stand mostly inside carve-outs: a pattern's words that start
 * in "except ..." do; a whole sentence the model scored that merely opens with "To the extent
 * permitted by law," does not.
 */
export function isInsideCarveOut(
  carveOuts: readonly CarveOut[],
  from: number,
  to: number,
): boolean {
  if (to <= from)
    return carveOuts.some((carveOut) => carveOut.start <= from && from < carveOut.end);
  let covered = 0;
  for (let offset = from; offset < to; offset++)
    if (carveOuts.some((carveOut) => carveOut.start <= offset && offset < carveOut.end)) covered++;
  return covered / (to - from) >= CARVED_OUT_SHARE;
}

/**
 * A sentence whose point is to keep a right ("Nothing in this Agreement prohibits you from
 * reporting to a government agency"): its savings words come early, before anything is imposed.
 */
export function findSavingsClause(
  sentence: string,
  carveOuts: readonly CarveOut[],
): CarveOut | null {
  return carveOuts.find((carveOut) => carveOut.kind === 'savings' && carveOut.start < 120) ?? null;
}

// "[  ] In perpetuity.": an option of a form that was not chosen.
const UNCHECKED_OPTION = /^\s*\[\s*\]/;
const BINDING_VERB = /\b(?:shall|will|may|must|can(?:not)?|agrees?|is|are)\b/i;
const RECITAL = /^\s*(?:[A-Z]\.\s+|\(\w\)\s+)?WHEREAS\b/;
const RECITALS_HEADING = /^\s*(?:recitals|background|preamble|witnesseth)\b/i;

/**
 * Headings, table-of-contents lines, definitions and recitals: they name or describe, they never
 * impose, so they are never a risk or an obligation.
 */
export function isNonOperative(segment: Segment): boolean {
  const text = segment.text.trim();
  return (
    // A contents heading is the last one some texts have: under it, only lines that say
    // nothing binding are contents.
    (CONTENTS_HEADING.test(segment.heading) && !BINDING_VERB.test(text)) ||
    RECITALS_HEADING.test(segment.heading) ||
    TABLE_OF_CONTENTS_LINE.test(text) ||
    UNCHECKED_OPTION.test(text) ||
    DEFINITION.test(text) ||
    RECITAL.test(text) ||
    isHeadingLike(text)
  );
}

/** "4.2 Covenant Not to Compete." or "CLASS ACTION WAIVER": a clause's name, not its words. */
export function isHeadingLike(text: string): boolean {
  if (text.length < 80 && text === text.toUpperCase() && /[A-Z]/.test(text)) return true;
  const words = text.split(/\s+/);
  if (words.length < 5) return true;
  return (
    words.length <= 8 &&
    words.every(
      (word) => /^[^a-z]/.test(word) || /^(?:of|to|and|or|the|for|in|on|a|an|not|by)$/.test(word),
    )
  );
}
