import type { Verdict } from './answer.ts';
import { findSameMeaning } from './contract-words.ts';
import { toSearchTerms } from './search-terms.ts';

// Words that turn a statement round: "shall not", "in no event", "is prohibited from". Two in
// one clause cancel out: "nothing in this Agreement shall prohibit" permits. "With or without
// notice" allows both, so its "without" turns nothing round.
const NEGATION =
  /\b(?:not|never|no|neither|nor|(?<!\bwith\s+or\s+)without|nothing|prohibit\w*|forbid\w*|restrict\w*|prevent\w*|cannot|in\s+no\s+event|under\s+no\s+circumstances?)\b|n't\b/gi;
const WITH_OR_WITHOUT = /\bwith\s+or\s+without\b/i;
// "Solely for the Purpose" says what "not for any purpose other than the Purpose" says, when
// that is what the question asks about.
const EXCLUSIVE = /\b(?:solely|exclusively|only)\s+(?:for|to|in|with|by|as|on)\b/gi;
const ASKS_EXCLUSIVE = /\b(?:other\s+than|except|only|solely|exclusively)\b/i;
// Verbs that undo a negation before them: "termination shall not affect the obligations" keeps
// them; "nothing shall limit its right" leaves the right.
const NEGATION_UNDOING =
  /\b(?:affect|impair|prejudice|relieve|release|limit|diminish|waive)\w*|\bterminate\b(?=\s+but\b)/gi;
// A negated restriction is a permission: "the obligations shall not apply to information
// independently developed" lets the Recipient develop it.
const LIFTED_RESTRICTION =
  /\b(?:shall|will|does|do|is|are)\s+not\s+(?:apply|include|extend|cover|be\s+(?:deemed|considered|treated\s+as))\b/i;
// A question asking whether something is allowed, not whether it is required or forbidden.
const ASKS_PERMISSION =
  /\b(?:may|can|could|allowed|permitted|entitled|free\s+to|right\s+to|able\s+to)\b/i;
// Words that make a statement hold only sometimes: "unless", "except", "provided that".
const CONDITION =
  /\b(?:unless|except|excluding|other\s+than|provided\s+(?:that|however)|subject\s+to|only\s+if|if\s+and\s+only\s+if|in\s+the\s+event\s+(?:that|of)|to\s+the\s+extent|save\s+(?:that|for|as)|if|without\s+(?:the\s+)?(?:prior\s+)?(?:express\s+)?(?:written\s+)?(?:consent|approval|permission))\b/i;

const RENEWAL_OPT_OUT = /^unless\b.{0,160}\b(?:notice|notif(?:y|ies|ied|ication))\b/i;
const RENEWS = /\brenew/i;

/** What the verdict reader makes of a passage, for the verdict and the sentence that says it. */
export interface PassageReading {
  verdict: Verdict;
  /** The sentence of the passage that answers the question, as the document writes it. */
  sentence: string;
  /** The words that make a conditional answer conditional ("unless required by law"), or ''. */
  condition: string;
  /** For a "no" because the right asked about is the other side's alone: who holds it. */
  holder?: string;
  /** A conditional answer that forbids what was asked, but with exceptions ("except ..."). */
  isException?: boolean;
}

/**
 * The verdict a passage gives a yes-or-no question: 'yes' when it says what the question asks,
 * 'no' when it says the opposite (one side negated where it bears on the question's own words:
 * "Can the company disclose it?" against "shall not disclose"), and 'conditional' when it says
 * yes only under an exception or a condition. A negation elsewhere in the sentence ("not
 * later than", "not to be unreasonably withheld") is not the answer's.
 */
export function readPassage(
  question: string,
  passage: string,
  commonTerms: ReadonlySet<string> = new Set(),
): PassageReading {
  const asked = stripQuestionFrame(question);
  const askedTerms = new Set(toSearchTerms(asked));
  // The words the whole document is about ("Confidential Information") say nothing of where a
  // negation bears; what the question asks of them does ("disclose", "develop").
  const predicate = new Set([...askedTerms].filter((term) => !commonTerms.has(term)));
  const { leadIn, item } = findAnsweringItem(
    predicate.size > 0 ? predicate : askedTerms,
    findAnsweringSentence(askedTerms, passage),
  );
  const sentence = leadIn ? `${leadIn} … ${item}` : item;
  const rule = stripCarveOuts(`${leadIn} ${item}`);
  // "With or without notice" answers "without notice?" as it answers "with notice?".
  const askedAs = WITH_OR_WITHOUT.test(rule) ? asked.replace(/\bwithout\b/gi, 'with') : asked;
  const askedNegated = countNegations(askedAs, null, true) % 2 === 1;
  const isLiftedRestriction =
    ASKS_PERMISSION.test(asked) && !askedNegated && LIFTED_RESTRICTION.test(rule);
  // A "no" needs the passage to speak of the very act asked about: "shall not disclose" to "may
  // it disclose?"; a negation near other words of the question is too weak a sign.
  const act = findAskedAct(asked);
  // The act in the contract's words too: "shall not disclose" answers "may I share?".
  const actTerms = act ? [act, ...findSameMeaning(act).terms] : [];
  // A question with no act of its own ("Do I need insurance?") is never answered no: the
  // negations near its words ("will not carry insurance for you") are about something else.
  const ruleNegated =
    act !== null &&
    !isLiftedRestriction &&
    countNegations(rule, new Set(actTerms), ASKS_EXCLUSIVE.test(asked)) % 2 === 1;
  const isNo = askedNegated ? !ruleNegated && permits(rule, actTerms) : ruleNegated;
  const condition = findCondition(item);
  // "Shall not disclose it, except to its advisers" forbids with exceptions: not a plain no.
  if (isNo && condition && !askedNegated)
    return { verdict: 'conditional', sentence, condition, isException: true };
  if (isNo) return { verdict: 'no', sentence, condition: '' };
  // "If Tenant ends this lease early, Tenant shall pay a fee" answers "Can I end it early?" with
  // what follows: the condition is the question itself, not one put on the answer.
  const restatesQuestion = toSearchTerms(condition).some((term) => actTerms.includes(term));
  if (!condition || restatesQuestion) return { verdict: 'yes', sentence, condition: '' };
  // "renews automatically unless either party gives notice": the ordinary way out of a
  // renewal, said with the yes, not a condition on it.
  if (RENEWAL_OPT_OUT.test(condition) && RENEWS.test(item))
    return { verdict: 'yes', sentence, condition };
  return { verdict: 'conditional', sentence, condition };
}

/** readPassage's verdict alone. */
export function readVerdict(question: string, passage: string): Verdict {
  return readPassage(question, passage).verdict;
}

/**
 * The negations of a clause, and its "solely for"s (each a negation and its exception). With
 * `bearingOn`, only those whose next few words include one of those terms, or a negation that
 * does ("nothing in this Agreement shall prohibit it from developing"): a negation about
 * something else in the sentence does not turn the answer round.
 */
function countNegations(
  clause: string,
  bearingOn: ReadonlySet<string> | null,
  isExclusiveAsked: boolean,
): number {
  const undoing = bearingOn ? [...clause.matchAll(NEGATION_UNDOING)] : [];
  // "Neither this Safe nor the rights in it are transferable": one negation in two words, read
  // at its "nor", whose subject can be long before the verb it denies.
  const isNeither = (match: RegExpMatchArray) =>
    /^neither$/i.test(match[0]) && /\bnor\b/i.test(clause.slice(match.index));
  const isNorOfNeither = (match: RegExpMatchArray) =>
    /^nor$/i.test(match[0]) && /\bneither\b/i.test(clause.slice(0, match.index));
  const matches = [
    ...[...clause.matchAll(NEGATION)].filter((match) => !isNeither(match)),
    ...(isExclusiveAsked ? clause.matchAll(EXCLUSIVE) : []),
    ...undoing.filter((verb) => isJustAfterNegation(clause, verb.index)),
  ].sort((a, b) => a.index - b.index);
  if (!bearingOn) return matches.length;
  const bearing: number[] = [];
  for (const match of matches.reverse()) {
    const from = match.index + match[0].length;
    // Its scope: the next six words ("shall not, without prior consent, disclose").
    const words = isNorOfNeither(match) ? NOR_REACH_WORDS : REACH_WORDS;
    const reach = new RegExp(`^(?:\\W*\\w+){0,${words}}`).exec(clause.slice(from))?.[0] ?? '';
    const reachEnd = from + reach.length;
    const namesTerm = toSearchTerms(reach).some((term) => bearingOn.has(term));
    if (namesTerm || bearing.some((index) => index < reachEnd)) bearing.push(match.index);
  }
  return bearing.length;
}

// The act a question asks about: the verb after its modal ("may the Recipient disclose").
const ASKED_ACT =
  /\b(?:may|shall|can|could|must|will|would|should|to|does|do)\s+(?:(?:the|a|an|any|some|its|their|my|our|i|we|you|they|it|he|she|[A-Z]\w*)\s+){0,3}(?:not\s+)?(?:be\s+)?(?:\w+ly\s+)?([a-z]{3,})\b/;

const RIGHT_TO_ACT = /\b([a-z]{3,}ing)\s+rights?\b|\bright\s+to\s+([a-z]{3,})\b/i;
const REACH_WORDS = 6;
const NOR_REACH_WORDS = 10;

/** The stem of the act the question asks about, or null when it names none. */
export function findAskedAct(asked: string): string | null {
  // "Do I have voting rights?", "Do I get the right to audit?": the act is the right's own.
  const right = RIGHT_TO_ACT.exec(asked);
  const rightTerm = right ? toSearchTerms(right[1] ?? right[2] ?? '')[0] : undefined;
  if (rightTerm) return rightTerm;
  // "May I solicit ...?": the modal starts the question with a capital.
  const verb = ASKED_ACT.exec(asked.replace(/^\s*\w/, (first) => first.toLowerCase()))?.[1];
  const term = verb ? toSearchTerms(verb)[0] : undefined;
  return term ?? null;
}

/** Whether a clause grants the act outright: "may disclose", "is entitled to retain". */
function permits(clause: string, actTerms: readonly string[]): boolean {
  for (const grant of clause.matchAll(
    /\b(?:may|can|is\s+(?:entitled|permitted|free|allowed)\s+to|has\s+the\s+right\s+to)\s+((?:\w+\s+){0,2}\w+)/gi,
  )) {
    if (toSearchTerms(grant[1] ?? '').some((term) => actTerms.includes(term))) return true;
  }
  return false;
}

/** Whether a negation comes at most three words before this point: "shall not in any way affect". */
function isJustAfterNegation(clause: string, index: number): boolean {
  const before = clause.slice(0, index).split(/\s+/).filter(Boolean).slice(-4).join(' ');
  return /\b(?:not|no|nothing|never)\b|n't\b/i.test(before);
}

/**
 * The sentence of the passage that answers the question: the one sharing most of its words. A
 * long passage says many things; the "not" of another sentence is not this answer's.
 */
function findAnsweringSentence(asked: ReadonlySet<string>, passage: string): string {
  const text = withoutMarkup(passage);
  let best = text;
  let bestShared = -1;
  // A colon or semicolon leads into the points of a list: the sentence runs on to its end.
  for (const sentence of text.split(/(?<=[.])\s+(?=[A-Z(])/)) {
    // A section number or a heading ("9.", "1.1 Term.") answers nothing.
    if (sentence.trim().split(/\s+/).length < MIN_SENTENCE_WORDS) continue;
    const shared = new Set(toSearchTerms(sentence).filter((term) => asked.has(term))).size;
    if (shared > bestShared) {
      best = sentence;
      bestShared = shared;
    }
  }
  return best.trim();
}

const MIN_SENTENCE_WORDS = 3;
// Tags a web page's text can carry ("Only if</span> the other party"): never part of an answer.
const MARKUP = /<\/?[a-z][a-z0-9]*(?:\s[^<>]{0,200})?\/?>/gi;

function withoutMarkup(text: string): string {
  return text.replace(MARKUP, '');
}

// Where a list's items begin: "; ", "(a) ", "b) ", "(iv) ", "(A) "; never at the figure of a
// number in words, "ten (10) days".
const ITEM_START =
  /;\s+|(?<!\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-[a-z]+)?)\s(?=\(?(?:[a-z]|[ivx]{1,5}|[A-Z]|\d{1,2})\)\s)/i;
// A lead-in this long is shown by its end only.
const LEAD_IN_WORDS = 20;

/**
 * In a sentence that lists its points ("shall not apply to information that: (a) ...; (b) is
 * independently developed"), the point that answers and the words that lead into the list,
 * which govern every point. A sentence without a list is its own point.
 */
function findAnsweringItem(
  asked: ReadonlySet<string>,
  sentence: string,
): { leadIn: string; item: string } {
  const parts = sentence
    .split(ITEM_START)
    .map((part) => part.trim())
    .filter(Boolean);
  const [leadIn, ...items] = parts;
  if (!leadIn || items.length === 0) return { leadIn: '', item: sentence };
  const shared = (part: string) => toSearchTerms(part).filter((term) => asked.has(term)).length;
  const best = items.reduce((chosen, item) => (shared(item) > shared(chosen) ? item : chosen));
  if (shared(best) <= shared(leadIn)) return { leadIn: '', item: sentence };
  const leadWords = leadIn.split(/\s+/);
  return {
    leadIn:
      leadWords.length > LEAD_IN_WORDS ? `… ${leadWords.slice(-LEAD_IN_WORDS).join(' ')}` : leadIn,
    item: best,
  };
}

/** "Does this agreement say that ...?" asks about what follows, not about its own frame. */
function stripQuestionFrame(question: string): string {
  return question.replace(
    /^\s*(?:does|do|is|are|can|may|will|would)\b[^?]*?\b(?:say|state|provide)s?\s+that\b/i,
    '',
  );
}

/**
 * The first condition of a sentence, outside a template's markup: "{IF has_limits}" in a form
 * is how the form is filled in, not a condition of the deal.
 */
function findConditionWord(sentence: string): RegExpExecArray | null {
  const words = new RegExp(CONDITION.source, 'gi');
  for (let match = words.exec(sentence); match; match = words.exec(sentence)) {
    const before = sentence.slice(0, match.index);
    if (before.lastIndexOf('{') <= before.lastIndexOf('}')) return match;
  }
  return null;
}

/** "except that it shall not apply to ..." negates the carve-out, not the rule itself. */
function stripCarveOuts(sentence: string): string {
  const carveOut = findConditionWord(sentence);
  return carveOut ? sentence.slice(0, carveOut.index) : sentence;
}

// A condition longer than this is shown by its start: the quoted passage has the rest.
const CONDITION_WORDS = 24;

/** The condition's own words, from its first word to the end of its clause. */
function findCondition(sentence: string): string {
  const match = findConditionWord(sentence);
  if (!match) return '';
  const rest = sentence.slice(match.index);
  const clause = /^[^,;:]+/.exec(rest)?.[0] ?? rest;
  // "PROVIDED HOWEVER, the foregoing ...": a cue with nothing after it before its comma names
  // no condition.
  if (/^\s*(?:provided|save|except)\s*(?:,\s*)?(?:however|that)?\s*$/i.test(clause)) return '';
  const words = clause.trim().split(/\s+/);
  return words.length > CONDITION_WORDS
    ? `${words.slice(0, CONDITION_WORDS).join(' ')} …`
    : clause.trim().replace(/\.$/, '');
}
