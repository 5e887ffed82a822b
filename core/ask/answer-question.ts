import type { Analysis, Obligation } from '../../common/analysis/analysis-schema.ts';
import type { Citation } from '../../common/api/chat.ts';
import { verifyQuotes } from '../analysis/verify-quotes.ts';
import type { ParsedDocument } from '../parsing/parsed-document.ts';
import { toCitation, type Answer, type AskInput } from './answer.ts';
import {
  composeAnswerText,
  composeDeadlinesText,
  composeNotAnsweredText,
} from './compose-answer-text.ts';
import { readVerdict } from './read-verdict.ts';
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
 * dev NDAs (folds chose 0.33 or 0.36; `npm run eval -- ask-nli`).
 */
export const VERDICT_COVERAGE = 0.33;
const MAX_CITATIONS = 3;
// A further passage is cited only when it is nearly as relevant as the best one.
const FURTHER_CITATION_SHARE = 0.75;
// The best passage that is convincing is looked for this far down the ranking.
const CONVINCING_WITHIN = 5;

/**
 * The built-in answerer (no LLM): finds the passages that answer the question and cites them,
 * with a short answer lifted from them; says plainly when nothing in the document answers.
 * Every citation is the document's exact text at its offsets, checked before return.
 */
export function answerQuestion(input: AskInput): Answer {
  const { document, analysis, question } = input;
  const retrieval = rankPassages(document, analysis, question);
  const [intent] = retrieval.intents;

  if (intent?.id === 'deadlines' && !asksAboutSomethingElse(retrieval)) {
    const answer = answerFromObligations(document, analysis, retrieval);
    if (answer) return answer;
  }

  const chosen = chooseCitations(retrieval.passages);
  const citations = verifyCitations(document, chosen);
  const [best] = chosen;
  if (!best || citations.length === 0) return notAnswered(retrieval, question);
  return {
    text: composeAnswerText(intent, citations, best.heading),
    citations,
    isAnswered: true,
    verdict:
      best.coverage < VERDICT_COVERAGE
        ? 'not-stated'
        : readVerdict({ question, passage: citations[0]?.quote ?? '', isAnswered: true }),
  };
}

function isConvincing(passage: ScoredPassage): boolean {
  return passage.isIntentMatch || passage.coverage >= MIN_COVERAGE;
}

function chooseCitations(passages: ScoredPassage[]): ScoredPassage[] {
  const bestIndex = passages.slice(0, CONVINCING_WITHIN).findIndex(isConvincing);
  const best = passages[bestIndex];
  if (!best) return [];
  const chosen = [best];
  for (const passage of passages.slice(bestIndex + 1)) {
    if (chosen.length >= MAX_CITATIONS || passage.score < best.score * FURTHER_CITATION_SHARE)
      break;
    if (!isConvincing(passage)) continue;
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

/** The passages as citations, each checked to be the document's exact text on its page. */
function verifyCitations(document: ParsedDocument, passages: ScoredPassage[]): Citation[] {
  const proposed = passages.map(({ page, text, start, end }) => ({
    page,
    quote: text,
    start,
    end,
  }));
  return verifyQuotes(document, proposed).verified.map(toCitation);
}

function notAnswered(retrieval: Retrieval, question: string): Answer {
  return {
    text: composeNotAnsweredText(retrieval.intents[0], question),
    citations: [],
    isAnswered: false,
    verdict: 'not-stated',
  };
}
