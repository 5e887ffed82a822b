/**
 * The parts of a provision that narrow it: conditions ("if ...", "unless ...", "provided that
 * ...") and exceptions ("except ...", "does not include ..."), each with the exact words, and
 * for an exception the words of the rule it carves out of.
 */
export interface Exception {
  text: string;
  carvesOutOf: string;
}

const CONDITION =
  /\b(?:if|unless|provided\s+(?:that|however)|in\s+the\s+event(?:\s+that)?|in\s+case|upon|subject\s+to|to\s+the\s+extent|whenever|so\s+long\s+as|as\s+long\s+as)\b/gi;

// "does not include X": X is taken out of what stands before the verb.
const EXCLUSION_VERB =
  /\b(?:(?:does|do|shall|will)\s+not\s+(?:include|apply\s+to|cover|extend\s+to)|(?:shall\s+)?exclude[sd]?|excluding)\b/gi;
// "except X", "other than X", "save that X": X is taken out of the clause it follows.
const EXCEPTION_WORD =
  /\b(?:except(?:\s+(?:for|as|that|to\s+the\s+extent))?|other\s+than|save\s+(?:for|as|that)|but\s+not|notwithstanding|provided,?\s+however)\b/gi;

/** Where a clause ends: a semicolon, the sentence's end, or a closing bracket. */
function clauseEnd(sentence: string, from: number): number {
  const rest = sentence.slice(from);
  const stop = rest.search(/[;)]|\.\s|\.$|,\s+(?:and|or|but)?\s*(?:the\s+)?[A-Z]/);
  return stop < 0 ? sentence.length : from + stop;
}

/** Where the clause holding `at` begins: after the last semicolon, colon or opening bracket. */
function clauseStart(sentence: string, at: number): number {
  const before = sentence.slice(0, at);
  return Math.max(before.lastIndexOf(';'), before.lastIndexOf(':'), before.lastIndexOf('(')) + 1;
}

export function findConditions(sentence: string): string[] {
  return [...sentence.matchAll(CONDITION)].map((match) =>
    sentence.slice(match.index, clauseEnd(sentence, match.index + match[0].length)).trim(),
  );
}

export function findExceptions(sentence: string): Exception[] {
  const exceptions: Exception[] = [];
  for (const match of sentence.matchAll(EXCLUSION_VERB)) {
    const start = match.index + match[0].length;
    const subject = sentence.slice(clauseStart(sentence, match.index), match.index);
    exceptions.push({
      text: sentence.slice(start, clauseEnd(sentence, start)).trim(),
      carvesOutOf: trimSubject(subject),
    });
  }
  for (const match of sentence.matchAll(EXCEPTION_WORD)) {
    const start = match.index + match[0].length;
    const isLeading = /^\s*$/.test(sentence.slice(clauseStart(sentence, match.index), match.index));
    // "Except as provided herein, the rule ...": the exception ends at its comma, the rule is
    // the rest of the clause; "rule, except X": the rule comes before.
    const ownClause = clauseStart(sentence, match.index);
    // "rule; provided, however, that ...": a proviso at the head of its clause narrows the
    // clause before the semicolon, and runs to its own clause's end.
    const isProviso = isLeading && /^provided/i.test(match[0]) && ownClause > 0;
    const comma = sentence.indexOf(',', start);
    const end = isLeading && !isProviso && comma > 0 ? comma : clauseEnd(sentence, start);
    const rule = isProviso
      ? sentence.slice(clauseStart(sentence, ownClause - 1), ownClause - 1)
      : isLeading
        ? sentence.slice(end + 1, ruleEnd(sentence, end + 1))
        : sentence.slice(ownClause, match.index);
    exceptions.push({
      text: sentence.slice(match.index, end).trim(),
      carvesOutOf: rule.replace(/[\s,]+$/, '').trim(),
    });
  }
  return exceptions;
}

/** Where a rule that follows its exception ends: a semicolon or the sentence's end. */
function ruleEnd(sentence: string, from: number): number {
  const stop = sentence.slice(from).search(/;|\.\s|\.$/);
  return stop < 0 ? sentence.length : from + stop;
}

/** "Confidential Information shall" -> "Confidential Information". */
function trimSubject(subject: string): string {
  return subject
    .replace(/\b(?:the\s+term\s+)?$/i, '')
    .replace(/^[\s,]*(?:however|but|and)?[\s,]*/i, '')
    .replace(/[\s,]+$/, '')
    .trim();
}
