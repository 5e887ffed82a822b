import type { Verdict } from './answer.ts';
import { toSearchTerms } from './search-terms.ts';

// Words that turn a statement round: "shall not", "in no event", "is prohibited from". Two in
// one clause cancel out: "nothing in this Agreement shall prohibit" permits.
const NEGATION =
  /\b(?:not|never|no|neither|nor|without|nothing|prohibit\w*|forbid\w*|restrict\w*|prevent\w*|cannot|in\s+no\s+event|under\s+no\s+circumstances?)\b|n't\b/gi;
// Words that make a statement hold only sometimes: "unless", "except", "provided that".
const CONDITION =
  /\b(?:unless|except|excluding|other\s+than|provided\s+(?:that|however)|subject\s+to|only\s+if|if\s+and\s+only\s+if|in\s+the\s+event\s+that|to\s+the\s+extent|save\s+(?:that|for)|notwithstanding)\b/i;

/** What the verdict reader knows of a question and the passage that answers it. */
export interface VerdictEvidence {
  question: string;
  /** The best passage's words, as the document writes them. */
  passage: string;
  /** Whether a passage answers the question at all. */
  isAnswered: boolean;
}

/**
 * The verdict a passage gives a yes-or-no question: 'not-stated' when nothing answers it;
 * otherwise 'yes' when the passage says what the question asks and 'no' when it says the
 * opposite (one of them negated: "Can the company disclose it?" against "shall not disclose");
 * and 'conditional' when the passage says yes only under an exception or a condition.
 */
export function readVerdict({ question, passage, isAnswered }: VerdictEvidence): Verdict {
  if (!isAnswered) return 'not-stated';
  const asked = stripQuestionFrame(question);
  const sentence = findAnsweringSentence(asked, passage);
  if (isNegated(asked) !== isNegated(stripCarveOuts(sentence))) return 'no';
  return CONDITION.test(sentence) ? 'conditional' : 'yes';
}

/** Whether a clause says the opposite of its words: an odd number of negations. */
function isNegated(clause: string): boolean {
  return (clause.match(NEGATION)?.length ?? 0) % 2 === 1;
}

/**
 * The sentence of the passage that answers the question: the one sharing most of its words. A
 * long passage says many things; the "not" of another sentence is not this answer's.
 */
function findAnsweringSentence(question: string, passage: string): string {
  const asked = new Set(toSearchTerms(question));
  let best = passage;
  let bestShared = -1;
  for (const sentence of passage.split(/(?<=[.;:])\s+(?=[A-Z(])/)) {
    const shared = new Set(toSearchTerms(sentence).filter((term) => asked.has(term))).size;
    if (shared > bestShared) {
      best = sentence;
      bestShared = shared;
    }
  }
  return best;
}

/** "Does this agreement say that ...?" asks about what follows, not about its own frame. */
function stripQuestionFrame(question: string): string {
  return question.replace(
    /^\s*(?:does|do|is|are|can|may|will|would)\b[^?]*?\b(?:say|state|provide)s?\s+that\b/i,
    '',
  );
}

/** "except that it shall not apply to ..." negates the carve-out, not the rule itself. */
function stripCarveOuts(passage: string): string {
  const carveOut = CONDITION.exec(passage);
  return carveOut ? passage.slice(0, carveOut.index) : passage;
}
