import type { Segment } from '../../text/segment.ts';

/** A defined term and the words that define it, so a finding can follow "Confidential Information". */
export interface Definition {
  term: string;
  /** The definition's words: from the term to the end of what defines it. */
  start: number;
  end: number;
  /**
   * 'means': "“X” means ...", "X shall mean ..."; 'inline': "(the “Agreement”)", the term given
   * to the words before it; 'reference': "X (as defined in the Purchase Agreement)", defined
   * elsewhere.
   */
  kind: 'means' | 'inline' | 'reference';
}

/** A segment that opens with a definition: "“Affiliate” means", "(a) “Term” shall have the meaning". */
export const DEFINITION =
  /^\s*(?:\(?[0-9a-z]{1,4}(?:\.[0-9]+)*[.)]\s*)?["“][^"”]{1,80}["”](?:\s+(?:and|or)\s+["“][^"”]{1,80}["”])?\s*(?:,\s*)?(?:shall\s+|will\s+)?(?:mean|means|refers?\s+to|includes?|has\s+the\s+meaning|shall\s+have\s+the\s+meaning|is\s+defined)/i;

const DEFINING_VERB = String.raw`\s*,?\s*(?:shall\s+|will\s+)?(?:means?|refers?\s+to|has\s+the\s+meaning|shall\s+have\s+the\s+meaning|have\s+the\s+meanings?|is\s+defined\s+as)\b`;
// "“Confidential Information” means", anywhere in its sentence (after a heading "2.1 Definition.").
const QUOTED_MEANS = new RegExp(String.raw`["“]([^"”]{1,80})["”]${DEFINING_VERB}`, 'g');
// "Confidential Information shall mean": a capitalised term opening its sentence, unquoted.
// Case matters here: read without it, "of" would be both a capitalised word and a joining one,
// and a long sentence of them would take the matcher exponential time to refuse.
const TERM = String.raw`[A-Z][\w'’-]*(?:\s+(?:[A-Z][\w'’-]*|of|and|or|the|for|in|to))*`;
const UNQUOTED_MEANS = new RegExp(
  String.raw`^(?:\(?[0-9a-zA-Z]{1,4}(?:\.[0-9]+)*[.)]\s*)?(?:[Tt]he\s+)?(${TERM})\s+(?:[Ss]hall\s+[Mm]ean|[Mm]eans|MEANS|[Ss]hall\s+have\s+the\s+meaning|[Hh]as\s+the\s+meaning)\b`,
);
// "(the “Agreement”)", "(“Company”)", "(each a “Party”, collectively the “Parties”)".
const INLINE =
  /\(\s*(?:(?:the|each|collectively|together|hereinafter|individually|jointly|a|an|as|referred|to|herein|,)\s+)*["“]([^"”]{1,60})["”]/gi;
// "Affiliate (as defined in the Purchase Agreement)", "Losses, as defined in Section 9.1".
const REFERENCE = new RegExp(
  String.raw`(${TERM})\s*[,(]?\s*as\s+(?:such\s+terms?\s+(?:is|are)\s+)?defined\s+(?:in|under|by)\s+(?:(?:section|article|clause|exhibit|schedule|annex)\s+[\w.()]+|the\s+[A-Z][\w\s'’-]{0,60}?(?=[),.;]|$))`,
  'g',
);

/**
 * The document's definitions, in document order. A "means" definition runs to the end of its
 * paragraph (its list of inclusions and exclusions belongs to it) or to the next definition.
 */
export function findDefinitions(segments: readonly Segment[]): Definition[] {
  const found: Definition[] = [];
  const paragraphEnds = new Map<number, number>();
  for (const segment of segments) paragraphEnds.set(segment.paragraph, segment.end);
  for (const segment of segments) {
    const paragraphEnd = paragraphEnds.get(segment.paragraph) ?? segment.end;
    let hasMeans = false;
    for (const match of segment.text.matchAll(QUOTED_MEANS)) {
      found.push(definition(match[1], segment.start + match.index, paragraphEnd, 'means'));
      hasMeans = true;
    }
    const unquoted = hasMeans ? null : UNQUOTED_MEANS.exec(segment.text);
    if (unquoted?.[1]) {
      const offset = segment.text.indexOf(unquoted[1], unquoted.index);
      found.push(definition(unquoted[1], segment.start + offset, paragraphEnd, 'means'));
    }
    for (const match of segment.text.matchAll(INLINE))
      found.push(
        definition(
          match[1],
          segment.start,
          segment.start + match.index + match[0].length,
          'inline',
        ),
      );
    for (const match of segment.text.matchAll(REFERENCE)) {
      const start = segment.start + match.index;
      found.push(definition(match[1], start, start + match[0].length, 'reference'));
    }
  }
  found.sort((a, b) => a.start - b.start);
  // A "means" definition ends where the next one begins.
  const means = found.filter((item) => item.kind === 'means');
  means.forEach((item, index) => {
    const next = means[index + 1];
    if (next && next.start < item.end) item.end = next.start;
  });
  return found;
}

function definition(
  term: string | undefined,
  start: number,
  end: number,
  kind: Definition['kind'],
): Definition {
  return { term: (term ?? '').trim().replace(/[,.]$/, ''), start, end, kind };
}
