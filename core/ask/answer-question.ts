import type { Analysis, Obligation } from '../../common/analysis/analysis-schema.ts';
import { verifyQuotes } from '../analysis/text/verify-quotes.ts';
import type { ParsedDocument } from '../parsing/parsed-document.ts';
import { toCitation, type Answer, type AskInput } from './answer.ts';
import {
  composeAnswerText,
  composeDeadlinesText,
  composeNotStatedText,
} from './compose-answer-text.ts';
import { answerEndingRights } from './answer-ending-rights.ts';
import { answerFromKeyTerms } from './answer-from-key-terms.ts';
import { answerFromIncorporatedTerms } from './answer-incorporated.ts';
import { answerLiabilityCap } from './answer-liability-cap.ts';
import { answerRefunds } from './answer-refunds.ts';
import { answerRetention } from './answer-retention.ts';
import { answerScope } from './answer-scope.ts';
import { verifyCitations } from './verify-citations.ts';
import { toContractWords } from './contract-words.ts';
import { followDefinition } from './follow-definition.ts';
import { readCitedException, readCitedVerdict } from './check-answer.ts';
import { readPassage, type PassageReading } from './read-verdict.ts';
import { findOtherSideHolder } from './reader-side.ts';
import { rankPassages, type Retrieval, type ScoredPassage } from './retrieve-passages.ts';
import { isMeaningfulTerm, toSearchTerms } from './search-terms.ts';

/**
 * How much of the question's meaningful wording (weighted by rarity) a passage must contain to
 * count as an answer when no recognised intent vouches for it. Calibrated on the question set
 * of scripts/eval/ask-questions.json.
 */
export const MIN_COVERAGE = 0.5;
/**
 * Below this share of the question's wording, a passage is related but does not say what the
 * question asks: the verdict is 'not-stated'. Chosen by 5-fold CV by document on the ContractNLI
 * dev NDAs (four folds chose 0.33, one 0.25; `npm run eval -- ask`).
 */
export const VERDICT_COVERAGE = 0.33;
/**
 * A question with this many meaningful words states a proposition ("may the Recipient share
 * Confidential Information with its employees?") that an answering passage must largely
 * contain; a shorter one names a topic ("Can I end this early?") that the best passage on the
 * topic answers, in whatever words.
 */
const PROPOSITION_TERMS = 4;
const MAX_CITATIONS = 3;
// A further passage is cited when it is relevant enough beside the best one, as a place to read
// on ("See also"), whether or not it answers alone: 0.4 is where the deciding passage among the
// first three citations stops rising, on the ContractNLI dev NDAs (70.0 ± 2.3% citing only
// convincing passages at 0.6; 72.1 ± 1.4% at 0.4, the same at 0.25 and 0) and on the review
// set's dev questions (51.2 → 55.6%); `npm run eval -- ask`.
const FURTHER_CITATION_SHARE = 0.4;
// The best passage that is convincing is looked for this far down the ranking.
const CONVINCING_WITHIN = 5;

/**
 * The built-in answerer (no LLM). The question is read in the contract's words first. Then what
 * the analysis's own reading settles (decision 027): a key term, every right to end the
 * agreement, the cap on liability, refunds, what may be kept, the reach of a definition.
 * Otherwise it finds the passages that answer the question, reads from the first what it says
 * to the question (yes, no, only on a condition, or not stated), never against the quoted
 * sentence as the provision reader reads it, and answers with that verdict first, quoting the
 * passage; it says plainly when nothing in the document answers, and points at the terms the
 * document refers to where the answer is likely there. Every citation is the document's exact
 * text at its offsets, checked before return.
 */
export function answerQuestion(input: AskInput): Answer {
  const { document, analysis } = input;
  const question = toContractWords(input.question);
  const retrieval = rankPassages(document, analysis, question);
  const [intent] = retrieval.intents;

  // What the analysis beside the chat already says is the answer, in its words.
  const fromKeyTerms = answerFromKeyTerms(question, analysis, document);
  if (fromKeyTerms) return withFurtherCitations(fromKeyTerms, document, retrieval);

  // "Can I get a refund if I cancel?" asks about the money, not the right to cancel.
  const asksRefund = retrieval.intents.some((candidate) => candidate.id === 'refunds');
  const fromEndingRights = asksRefund
    ? null
    : answerEndingRights(question, intent, analysis, document);
  if (fromEndingRights) return withFurtherCitations(fromEndingRights, document, retrieval);
  const fromLiabilityCap = answerLiabilityCap(question, analysis, document);
  if (fromLiabilityCap) return withFurtherCitations(fromLiabilityCap, document, retrieval);
  const fromRefunds = answerRefunds(question, retrieval.intents, document);
  if (fromRefunds) return withFurtherCitations(fromRefunds, document, retrieval);
  const fromRetention = answerRetention(question, document);
  if (fromRetention) return withFurtherCitations(fromRetention, document, retrieval);
  const fromScope = answerScope(question, document);
  if (fromScope) return withFurtherCitations(fromScope, document, retrieval);

  if (intent?.id === 'deadlines' && !asksAboutSomethingElse(retrieval)) {
    const answer = answerFromObligations(document, analysis, retrieval);
    if (answer) return answer;
  }

  const convincing = chooseCitations(retrieval.passages);
  const [first] = convincing;
  if (!first) return notAnswered(retrieval, question, analysis, document);
  // Barely touched on here, in a document bound to terms it does not contain: look there.
  const fromIncorporated =
    first.coverage < VERDICT_COVERAGE ? answerFromIncorporatedTerms(analysis, document) : null;
  if (fromIncorporated) return fromIncorporated;
  if (first.coverage < VERDICT_COVERAGE && isPropositionAsked(retrieval)) {
    // Related, but not what was asked: said plainly, with the nearest passages to read.
    const nearest = verifyCitations(document, convincing);
    if (nearest.length === 0) return notAnswered(retrieval, question, analysis, document);
    return {
      text: composeNotStatedText(intent, question, first),
      citations: nearest,
      isAnswered: false,
      verdict: 'not-stated',
    };
  }
  const asked = retrieval.questionTerms.filter(
    (term) => isMeaningfulTerm(term) && !retrieval.commonTerms.has(term),
  );
  const followed = followDefinition(retrieval.passages, first, asked);
  // A definition answers through the rule that uses its term: the rule first, then the meaning.
  const chosen = followed
    ? [followed.rule, followed.definition, ...convincing.slice(1)]
        .filter((passage, index, all) => all.indexOf(passage) === index)
        .slice(0, MAX_CITATIONS)
    : convincing;
  const citations = verifyCitations(document, chosen);
  const [best] = chosen;
  if (!best || citations.length === 0) return notAnswered(retrieval, question, analysis, document);
  const read = readPassage(question, best.text, retrieval.commonTerms);
  // "Can I cancel?" is answered no where only the other side may: it is their right, not yours.
  const otherSide =
    read.verdict === 'no' ? null : findOtherSideHolder(question, read.sentence, analysis, document);
  const held = otherSide ? { ...read, verdict: 'no' as const, holder: otherSide } : read;
  const reading = agreeWithQuote(question, held, analysis, document);
  return {
    text: composeAnswerText({ question, intent, reading, places: chosen }),
    citations,
    isAnswered: true,
    verdict: reading.verdict,
  };
}

/**
 * The answer never says other than the sentence it quotes: where the provision reader (the
 * analysis's own) reads the quoted sentence as a plain yes or no for the party asked about and
 * the passage reader said the opposite, the provision's reading is the answer; where it reads a
 * prohibition with an exception, the answer is "No, except ...".
 */
function agreeWithQuote(
  question: string,
  reading: PassageReading,
  analysis: Analysis | null,
  document: ParsedDocument,
): PassageReading {
  if (reading.verdict !== 'yes' && reading.verdict !== 'no') return reading;
  // "shall not hire ..., other than through a general advertisement": no, except that.
  const exception = readCitedException(question, reading.sentence, analysis, document);
  if (exception)
    return {
      verdict: 'conditional',
      sentence: reading.sentence,
      condition: exception,
      isException: true,
    };
  const cited = readCitedVerdict(question, reading.sentence, analysis, document);
  if (!cited || cited === reading.verdict) return reading;
  return { verdict: cited, sentence: reading.sentence, condition: '' };
}

/**
 * An answer from the reading (a key term, a right to end it, the cap, refunds, a definition's
 * reach) cites the sentences it is read from; the passages the search ranks best follow them,
 * so the reader sees the exceptions and the rest of the clause too.
 */
function withFurtherCitations(
  answer: Answer,
  document: ParsedDocument,
  retrieval: Retrieval,
): Answer {
  const further = verifyCitations(document, chooseCitations(retrieval.passages)).filter(
    (citation) =>
      !answer.citations.some((cited) => cited.start < citation.end && citation.start < cited.end),
  );
  return { ...answer, citations: [...answer.citations, ...further].slice(0, MAX_CITATIONS) };
}

function isPropositionAsked(retrieval: Retrieval): boolean {
  return retrieval.questionTerms.filter(isMeaningfulTerm).length >= PROPOSITION_TERMS;
}

function isConvincing(passage: ScoredPassage): boolean {
  return passage.isIntentMatch || passage.coverage >= MIN_COVERAGE;
}

function chooseCitations(passages: ScoredPassage[]): ScoredPassage[] {
  const bestIndex = passages.slice(0, CONVINCING_WITHIN).findIndex(isConvincing);
  const best = passages[bestIndex];
  if (!best) return [];
  const chosen = [best];
  for (const passage of passages.filter((candidate) => candidate !== best)) {
    if (chosen.length >= MAX_CITATIONS || passage.score < best.score * FURTHER_CITATION_SHARE)
      break;
    if (chosen.some((other) => other.start < passage.end && passage.start < other.end)) continue;
    chosen.push(passage);
  }
  return chosen;
}

/**
 * "What must I do, and by when": the analysis has already found the duties with deadlines;
 * they are cited in the order of their relevance to the question's wording.
 */
function answerFromObligations(
  document: ParsedDocument,
  analysis: Analysis | null,
  retrieval: Retrieval,
): Answer | null {
  const withDeadlines = analysis?.obligations.filter((obligation) => obligation.deadline) ?? [];
  if (withDeadlines.length === 0) return null;
  const relevance = (obligation: Obligation) =>
    Math.max(
      0,
      ...retrieval.passages
        .filter((passage) => passage.start < obligation.end && obligation.start < passage.end)
        .map((passage) => passage.score),
    );
  const ranked = [...withDeadlines]
    .sort((a, b) => relevance(b) - relevance(a) || a.start - b.start)
    .slice(0, MAX_CITATIONS);
  const verified = verifyQuotes(document, ranked).verified;
  if (verified.length === 0) return null;
  return {
    text: composeDeadlinesText(verified),
    citations: verified.map(toCitation),
    isAnswered: true,
    verdict: 'yes',
  };
}

// The words of "what must I do, and by when" themselves; any other word names a subject.
const DEADLINE_QUESTION_WORDS = new Set(
  toSearchTerms(
    'obligations obligation duties duty deadlines deadline due date required responsible responsibilities',
  ),
);

/** Whether a deadlines question names a subject ("when are the reports due"), to search for. */
function asksAboutSomethingElse(retrieval: Retrieval): boolean {
  return retrieval.questionTerms.some(
    (term) => isMeaningfulTerm(term) && !DEADLINE_QUESTION_WORDS.has(term),
  );
}

function notAnswered(
  retrieval: Retrieval,
  question: string,
  analysis: Analysis | null,
  document: ParsedDocument,
): Answer {
  const fromIncorporated = answerFromIncorporatedTerms(analysis, document);
  if (fromIncorporated) return fromIncorporated;
  return {
    text: composeNotStatedText(retrieval.intents[0], question, undefined),
    citations: [],
    isAnswered: false,
    verdict: 'not-stated',
  };
}
