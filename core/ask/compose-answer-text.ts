import type { Obligation } from '../../common/analysis/analysis-schema.ts';
import { describeLocation, type PassagePlace } from './describe-location.ts';
import { liftDuration, liftFact } from './lift-fact.ts';
import type { QuestionIntent } from './question-intents.ts';
import type { PassageReading } from './read-verdict.ts';
import { toSearchTerm, tokenizeWords } from './search-terms.ts';

/** What an answer's words are made from: the question, and the passages that answer it. */
export interface AnswerTextInput {
  question: string;
  intent: QuestionIntent | undefined;
  /** The verdict reader's reading of the first passage. */
  reading: PassageReading;
  /** The cited passages, first the one that answers. */
  places: PassagePlace[];
}

// "Can I ...?", "Is there ...?", "Does it ...?": a question a yes or a no answers.
const YES_NO_QUESTION =
  /^\s*(?:(?:and|so|but|also|then),?\s+)?(?:can|could|may|might|must|do|does|did|is|are|was|were|will|would|should|shall|has|have|had|am)\b/i;
const WHAT_HAPPENS = /\bwhat\s+(?:happens|would\s+happen|will\s+happen)\b/i;
const HOW_LONG_QUESTION = /\bhow long\b|\bfor how many\b|\bduration\b|\buntil when\b/i;
// Conditions that read well after "Only": "Only if ...", "Only subject to ...".
const ONLY_CONDITION =
  /^(?:only\s+)?(?:if|provided|subject to|in the event|to the extent|where|on the grounds)\b/i;
const QUOTE_WORDS = 40;

/**
 * The answer's words: one sentence that answers first ("Yes: ...", "No: ...", "Only if ...:
 * ...", or for an open question the fact itself), saying where the document says it; then
 * where the other cited passages are. It quotes the sentence that answers, or states a fact
 * lifted whole from it (liftFact); it never builds a sentence from pieces of others.
 */
export function composeAnswerText({ question, intent, reading, places }: AnswerTextInput): string {
  const [first, ...others] = places;
  if (!first) return '';
  const where = describeLocation(first);
  const quote = `the document says “${shortenQuote(reading.sentence)}”`;
  // "What happens to my stock if it ends?" asks for the consequence: who may end it is no answer.
  const fact = WHAT_HAPPENS.test(question) ? null : liftFact(intent?.id, reading.sentence);
  // An amount is no yes or no: "Can I pay it off early?" is not answered by the loan's size.
  const answer = isYesOrNoQuestion(question)
    ? answerYesOrNo(reading, (intent?.id === 'payment' ? null : fact) ?? quote, quote)
    : answerOpenQuestion(question, reading, fact, quote);
  const further = [...new Set(others.map(describeLocation))].filter((place) => place !== where);
  const seeAlso = further.length > 0 ? ` See also ${joinAnd(further)}.` : '';
  return `${answer} (${where}).${seeAlso}`;
}

/** Whether a yes or a no answers the question ("Can I ...?"), rather than a fact ("How long ...?"). */
export function isYesOrNoQuestion(question: string): boolean {
  return YES_NO_QUESTION.test(question);
}

function answerYesOrNo(reading: PassageReading, statement: string, quote: string): string {
  switch (reading.verdict) {
    case 'no':
      return reading.holder
        ? `No: the document gives that right to ${reading.holder}, not to you; ${quote}`
        : `No: ${quote}`;
    case 'conditional': {
      const condition = reading.condition;
      // "shall not transfer it without the Company's consent": only with that consent.
      const lead = reading.isException
        ? /^without\b/i.test(condition)
          ? `Only with ${condition.replace(/^without\s+/i, '')}`
          : `No, ${lowerFirst(condition)}`
        : ONLY_CONDITION.test(condition)
          ? `Only ${lowerFirst(condition.replace(/^only\s+/i, ''))}`
          : `Yes, ${condition}`;
      return `${lead}: ${statement}`;
    }
    default:
      // "Yes, unless either party gives notice of non-renewal": the way out, said with the yes.
      return reading.condition ? `Yes, ${reading.condition}: ${statement}` : `Yes: ${statement}`;
  }
}

function answerOpenQuestion(
  question: string,
  reading: PassageReading,
  fact: string | null,
  quote: string,
): string {
  const duration = HOW_LONG_QUESTION.test(question) ? liftDuration(reading.sentence) : null;
  if (duration) return `${capitalise(duration)}: ${quote}`;
  return capitalise(fact ?? quote);
}

/**
 * The answer when the document does not say: plainly, then the nearest passage when there is
 * one (quoted beside the answer), or what was asked about and where else to look.
 */
export function composeNotStatedText(
  intent: QuestionIntent | undefined,
  question: string,
  nearest: PassagePlace | undefined,
): string {
  if (nearest)
    return `The document does not say. The closest it comes is ${describeLocation(nearest)}, quoted below, which does not settle the question.`;
  const words = tokenizeWords(question).filter((word) => toSearchTerm(word) !== null);
  const topic = intent
    ? intent.topic
    : words.length > 0
      ? `“${words.slice(0, 6).join(' ')}”`
      : 'that';
  return `The document does not say. I found nothing about ${topic}. It may be covered by the law or by another document; ask the other party or a lawyer if it matters to you.`;
}

/** The answer for a "what must I do, and by when" question, from the analysis' obligations. */
export function composeDeadlinesText(obligations: Obligation[]): string {
  const lines = obligations.map((obligation) => {
    const deadlineText = obligation.deadline?.text ?? '';
    // "pay a fee of $12,000 per month" already says when; "— per month" would repeat it.
    const deadline =
      deadlineText && !obligation.action.includes(deadlineText) ? ` — ${deadlineText}` : '';
    return `${obligation.party} must ${stripFinalStop(obligation.action)}${deadline} (page ${obligation.page}).`;
  });
  return `The document sets ${obligations.length === 1 ? 'this duty' : 'these duties'} with a deadline: ${lines.join(' ')}`;
}

/** The sentence as the document writes it, without its item number, at most 40 words. */
function shortenQuote(sentence: string): string {
  const words = sentence
    .replace(/^\s*(?:(?:section\s+)?\d+(?:\.\d+)*[.)]?\s+|\(?[a-z]{1,4}\)\s+)+/i, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;:,]$/, '')
    .split(' ');
  return words.length > QUOTE_WORDS
    ? `${words.slice(0, QUOTE_WORDS).join(' ')} …`
    : words.join(' ');
}

function joinAnd(items: string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join('; ')} and ${items[items.length - 1]}`;
}

/** The text with its first letter in lower case, to follow a verdict ("No: your ..."). */
export function lowerFirst(text: string): string {
  // "PROVIDED HOWEVER" is shouting, not a name: it reads in lower case after a verdict.
  if (/^[^a-z]*$/.test(text)) return text.toLowerCase();
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function stripFinalStop(text: string): string {
  return text.replace(/[.;,]\s*$/, '');
}
