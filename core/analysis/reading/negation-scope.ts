/**
 * What a provision denies, and of whom: a reader who misses the scope of a "not" reads the
 * clause backwards ("Covered Inventions do not include Prior Inventions" keeps the earlier
 * inventions out; "Section 7 shall not apply to Affiliates" frees the affiliates, not the
 * parties). `cue` is the negating words as written; `scope` the words they deny (what is left
 * out, or the act forbidden); `covers` the subjects a "neither ... nor" or "no ..." sentence
 * denies it of, as written.
 */
export interface Negation {
  cue: string;
  scope: string;
  covers?: string[];
}

interface Cue {
  pattern: RegExp;
  read: (sentence: string, match: RegExpExecArray) => Negation;
}

// Where a negated clause ends: a semicolon, the sentence's end, or a comma before a new clause.
const CLAUSE_END = /;|\.\s|\.$|,\s+(?:and|or|but|provided|except|unless)\b/;

function toClauseEnd(sentence: string, from: number): string {
  const rest = sentence.slice(from);
  const stop = rest.search(CLAUSE_END);
  return (stop < 0 ? rest : rest.slice(0, stop)).replace(/[\s,:]+$/, '').trim();
}

// "Neither Company nor Consultant shall ...", "neither party nor its affiliates will ...".
const NEITHER_NOR =
  /\bneither\s+((?:(?!\bnor\b)[^.;]){1,80}?)\s+nor\s+((?:(?!\b(?:shall|will|may|must|can|is|are|does|do|has|have)\b)[^.;]){1,80}?)\s+((?:shall|will|may|must|can|is|are|does|do|has|have)\b)/i;
// "Neither party shall", "No party may", "No Joint Venturer shall", "No amendment shall".
const NO_SUBJECT =
  /(?:^|[,;:]\s*|\bthat\s+)((?:neither|no)\s+(?:[\w’'-]+\s+){0,3}?[\w’'-]+?)\s+((?:shall|will|may|must|can|is|are|does|do|has|have)\b)/i;
// "does not include", "shall not apply to", "do not cover", "shall not extend to", "excludes".
const EXCLUSION =
  /\b(?:(?:does|do|shall|will|did)\s+not\s+(?:include|apply\s+to|cover|extend\s+to|encompass)|(?:shall\s+)?exclude[sd]?)\b/i;
// "shall not", "will not", "may not", "must not", "cannot", "is not", "agrees not to".
const PLAIN =
  /\b(?:(?:shall|will|must|may|should|can|could|would|does|do|did|is|are|has|have)\s*(?:not|n[’']t)|cannot|never|agrees?\s+not\s+to|(?:in\s+no\s+event|under\s+no\s+circumstances?)\s+(?:shall|will))\b/i;

const CUES: readonly Cue[] = [
  {
    pattern: NEITHER_NOR,
    read: (sentence, match) => ({
      cue: 'neither ... nor',
      scope: toClauseEnd(sentence, match.index + match[0].length),
      covers: [match[1] ?? '', match[2] ?? ''].map((words) => words.trim()),
    }),
  },
  {
    pattern: EXCLUSION,
    read: (sentence, match) => ({
      cue: match[0],
      scope: toClauseEnd(sentence, match.index + match[0].length),
    }),
  },
  {
    pattern: NO_SUBJECT,
    read: (sentence, match) => ({
      cue: match[1]?.split(/\s+/)[0] ?? '',
      scope: toClauseEnd(sentence, match.index + match[0].length),
      covers: [(match[1] ?? '').replace(/^(?:neither|no)\s+/i, '')],
    }),
  },
  {
    pattern: PLAIN,
    read: (sentence, match) => ({
      cue: match[0],
      scope: toClauseEnd(sentence, match.index + match[0].length),
    }),
  },
];

/** The sentence's negation, by its most telling cue; none when nothing is denied. */
export function findNegation(sentence: string): Negation | undefined {
  for (const { pattern, read } of CUES) {
    const match = pattern.exec(sentence);
    if (match) return read(sentence, match);
  }
  return undefined;
}
