import MiniSearch from 'minisearch';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../parsing/parsed-document.ts';
import { buildPassages, type Passage } from './build-passages.ts';
import { findSameMeaning } from './contract-words.ts';
import { recogniseIntents, type QuestionIntent } from './question-intents.ts';
import { isMeaningfulTerm, toSearchTerm, toSearchTerms, tokenizeWords } from './search-terms.ts';

/** A passage ranked for a question: the document's exact text at [start, end) on `page`. */
export interface RetrievedPassage {
  start: number;
  end: number;
  page: number;
  text: string;
  /** Higher is more relevant; comparable within one question only. */
  score: number;
}

/** A ranked passage with the evidence behind its rank, for the answerer's decisions. */
export interface ScoredPassage extends RetrievedPassage {
  /** The section the passage stands in ("12.2 (Termination)"), null outside any. */
  section: string | null;
  /**
   * Share (by rarity) of the question's meaningful words the passage contains, 0..1; a passage
   * with the intent's cue needs only the words beyond those that made the intent.
   */
  coverage: number;
  /** The main intent's cue is in the passage, or the analysis found that kind of clause here. */
  isIntentMatch: boolean;
}

export interface Retrieval {
  intents: QuestionIntent[];
  /** The question's own search terms, stop words removed. */
  questionTerms: string[];
  /** Those of them the document uses everywhere ("confidential" in an NDA). */
  commonTerms: Set<string>;
  passages: ScoredPassage[];
}

interface PassageIndex {
  passages: Passage[];
  search: MiniSearch<Passage & { id: number }>;
  /** How many passages each term occurs in, for the rarity of question words. */
  documentFrequency: Map<string, number>;
}

// Words the question itself used outweigh the words an intent adds for it; the contract's words
// for the question's own ("disclose" for "share") count nearly as the question's.
const EXPANSION_WEIGHT = 0.2;
const SAME_MEANING_WEIGHT = 0.8;
// What the main intent's evidence adds to a passage's relevance (BM25 is scaled to 0..1 first).
const INTENT_CUE_BONUS = 0.5;
const OTHER_INTENT_CUE_BONUS = 0.15;
const ANALYSIS_BONUS = 0.35;
// A passage holding all of the question's own words is likelier the answer than one that
// matches the intent's added words many times.
const COVERAGE_BONUS = 0.6;
// A word in more than this share of the passages is what the document is about, not a point.
const COMMON_TERM_SHARE = 0.1;
// In a short document, no word is that common in fewer passages than this.
const COMMON_TERM_PASSAGES = 5;
// Clauses the analysis is this unsure of are no guide.
const MIN_CLAUSE_PROBABILITY = 0.25;

// Building the index is most of the work; a document is asked several questions in a row.
const indexCache = new WeakMap<ParsedDocument, PassageIndex>();

/**
 * The document's passages most relevant to a question, best first: BM25 over its sentences
 * (with their headings), with the question's recognised intent adding the words a contract
 * would use and the analysis pointing at the clauses that answer it. The LLM answerer grounds
 * itself on these; the built-in answerer cites them.
 */
export function retrievePassages(
  document: ParsedDocument,
  analysis: Analysis | null,
  question: string,
  limit = 8,
): RetrievedPassage[] {
  return rankPassages(document, analysis, question)
    .passages.slice(0, limit)
    .map(({ start, end, page, text, score }) => ({ start, end, page, text, score }));
}

/** retrievePassages with the evidence for each passage and the question's intents. */
export function rankPassages(
  document: ParsedDocument,
  analysis: Analysis | null,
  question: string,
): Retrieval {
  const index = getIndex(document);
  const intents = recogniseIntents(question);
  const questionTerms = toSearchTerms(question);
  const questionTermSet = new Set(questionTerms);
  const expansion = [...intents.map((intent) => intent.expansion), nameTheAsker(analysis, question)]
    .filter(Boolean)
    .join(' ');
  const intentTerms = new Set(
    toSearchTerms(findIntentWords(intents[0], question)).filter(isMeaningfulTerm),
  );
  // Everyday words for what a contract names otherwise ("end" for "terminate") count as the
  // intent's added words do: "the end of the term" is no answer to "can I end it?".
  const everydayTerms = new Set(toSearchTerms(intents[0]?.everydayWords ?? ''));
  // The contract's words for the question's own: searched nearly as the question's words are.
  const sameMeaning = new Map(questionTerms.map((term) => [term, findSameMeaning(term)]));
  const sameMeaningTerms = new Set([...sameMeaning.values()].flatMap((same) => same.terms));
  const sameMeaningWords = [...sameMeaning.values()].flatMap((same) => same.words).join(' ');
  const results = index.search.search(`${question} ${sameMeaningWords} ${expansion}`, {
    boostTerm: (term) => {
      if (questionTermSet.has(term) && !everydayTerms.has(term)) return 1;
      return sameMeaningTerms.has(term) ? SAME_MEANING_WEIGHT : EXPANSION_WEIGHT;
    },
  });
  const topBm25 = results[0]?.score ?? 1;
  const bm25ById = new Map(results.map((result) => [result.id as number, result.score / topBm25]));
  const matchedById = new Map(
    results.map((result) => [result.id as number, new Set(Object.keys(result.match))]),
  );

  const supportSpans = findAnalysisSupport(analysis, intents);
  const candidates = new Set<number>(bm25ById.keys());
  index.passages.forEach((passage, id) => {
    if (overlapsAny(passage, supportSpans.primary)) candidates.add(id);
  });

  const meaningful = questionTerms.filter(isMeaningfulTerm);
  const rarity = (term: string) =>
    Math.log(1 + index.passages.length / ((index.documentFrequency.get(term) ?? 0) + 0.25));
  // The intent's words are answered by any passage with the intent's cue, whatever its words.
  const measureCoverage = (matched: ReadonlySet<string>, isCued: boolean): number => {
    const asked = isCued ? meaningful.filter((term) => !intentTerms.has(term)) : meaningful;
    const total = asked.reduce((sum, term) => sum + rarity(term), 0);
    if (total === 0) return isCued ? 1 : 0;
    const isSaid = (term: string) =>
      matched.has(term) || (sameMeaning.get(term)?.terms ?? []).some((same) => matched.has(same));
    return asked.filter(isSaid).reduce((sum, term) => sum + rarity(term), 0) / total;
  };

  const passages: ScoredPassage[] = [];
  for (const id of candidates) {
    const passage = index.passages[id];
    if (!passage) continue;
    const matched = matchedById.get(id) ?? new Set<string>();
    const [primary, ...others] = intents;
    // The heading counts too: the items of "Effect of Termination" are about termination.
    const hasCue = (intent: QuestionIntent) =>
      intent.cue.test(passage.text) || intent.cue.test(passage.context);
    const isPrimaryCue = primary ? hasCue(primary) : false;
    const coverage = measureCoverage(matched, isPrimaryCue);
    const isPrimarySupported = overlapsAny(passage, supportSpans.primary);
    const otherCues = others.filter(hasCue).length;
    const score =
      (bm25ById.get(id) ?? 0) +
      COVERAGE_BONUS * coverage +
      (isPrimaryCue ? INTENT_CUE_BONUS : 0) +
      OTHER_INTENT_CUE_BONUS * Math.min(otherCues, 2) +
      (isPrimarySupported ? ANALYSIS_BONUS : 0) +
      (overlapsAny(passage, supportSpans.other) ? ANALYSIS_BONUS / 3 : 0);
    passages.push({
      start: passage.start,
      end: passage.end,
      page: passage.page,
      text: passage.text,
      section: passage.section,
      score,
      coverage,
      // The cue alone is weak evidence when the passage shares no word with the search at all.
      isIntentMatch: isPrimarySupported || (isPrimaryCue && matched.size > 0),
    });
  }
  passages.sort((a, b) => b.score - a.score || a.start - b.start);
  const commonTerms = new Set(
    questionTerms.filter(
      (term) =>
        (index.documentFrequency.get(term) ?? 0) >
        Math.max(COMMON_TERM_PASSAGES, COMMON_TERM_SHARE * index.passages.length),
    ),
  );
  return { intents, questionTerms, commonTerms, passages };
}

/**
 * Who "I" is in "Can I end this early?": the reader the analysis is written for, by name and
 * role ("Employee"), so passages about the reader's own rights and duties rank higher. A mutual
 * agreement's reader is either side: no one in particular.
 */
function nameTheAsker(analysis: Analysis | null, question: string): string {
  const reader = analysis?.perspective;
  if (!reader || reader.isMutual || !/\b(?:I|me|my|mine|myself)\b/.test(question)) return '';
  return `${reader.party} ${reader.role}`;
}

/** The whole words of the question its intent recognised: "capped" for the cue "cap". */
function findIntentWords(intent: QuestionIntent | undefined, question: string): string {
  if (!intent) return '';
  const recognises = new RegExp(intent.question.source, 'gi');
  const words: string[] = [];
  for (const match of question.matchAll(recognises)) {
    const before = /[\w'’-]*$/.exec(question.slice(0, match.index))?.[0] ?? '';
    const after = /^[\w'’-]*/.exec(question.slice(match.index + match[0].length))?.[0] ?? '';
    words.push(`${before}${match[0]}${after}`);
  }
  return words.join(' ');
}

/** Every passage of the document, in its order (built once per document). */
export function listPassages(document: ParsedDocument): readonly Passage[] {
  return getIndex(document).passages;
}

function getIndex(document: ParsedDocument): PassageIndex {
  const cached = indexCache.get(document);
  if (cached) return cached;
  const passages = buildPassages(document);
  const search = new MiniSearch<Passage & { id: number }>({
    fields: ['text', 'context'],
    tokenize: tokenizeWords,
    processTerm: (term) => toSearchTerm(term),
    // Prefix and fuzzy matching would blur the stems into each other; headings count less than
    // the sentence itself, since a whole section shares one.
    searchOptions: { boost: { text: 1, context: 0.4 }, prefix: false, fuzzy: false },
  });
  search.addAll(passages.map((passage, id) => ({ ...passage, id })));
  const documentFrequency = new Map<string, number>();
  for (const passage of passages) {
    for (const term of toSearchTerms(`${passage.text} ${passage.context}`))
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const index = { passages, search, documentFrequency };
  indexCache.set(document, index);
  return index;
}

interface Span {
  start: number;
  end: number;
}

/** Where the analysis found what the intents ask about: the main intent's, and the others'. */
function findAnalysisSupport(
  analysis: Analysis | null,
  intents: QuestionIntent[],
): { primary: Span[]; other: Span[] } {
  if (!analysis || intents.length === 0) return { primary: [], other: [] };
  const spansFor = (intent: QuestionIntent): Span[] => [
    ...analysis.clauses.filter(
      (clause) =>
        intent.clauseCategories.includes(clause.category) &&
        clause.probability >= MIN_CLAUSE_PROBABILITY,
    ),
    ...analysis.redFlags.filter((flag) => intent.clauseCategories.includes(flag.category)),
    ...analysis.keyTerms.filter((term) => intent.keyTermKinds.includes(term.kind)),
    ...(intent.id === 'deadlines'
      ? analysis.obligations.filter((obligation) => obligation.deadline !== null)
      : []),
  ];
  const [primary, ...others] = intents;
  return {
    primary: primary ? spansFor(primary) : [],
    other: others.flatMap(spansFor),
  };
}

function overlapsAny(passage: Span, spans: Span[]): boolean {
  return spans.some((span) => span.start < passage.end && passage.start < span.end);
}
