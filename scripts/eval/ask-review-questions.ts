import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { Citation } from '../../common/api/chat.ts';
import type { Answer } from '../../core/ask/answer.ts';
import { answerQuestion } from '../../core/ask/answer-question.ts';
import { readCitedVerdict } from '../../core/ask/check-answer.ts';
import type { ParsedDocument } from '../../core/parsing/index.ts';
import { analyseForReader, findAnchor, loadReviewDocument } from './review-documents.ts';
import { loadReviewSet, type ReviewEntry } from './review-set.ts';

/**
 * `npm run eval -- ask`, second part: the questions a client asks first about each document of
 * the review set (eval/review-set, `questions`), each with the lawyer's answer (yes, no,
 * conditional, fact, not-stated, blank) and the deciding passage, answered by the built-in
 * answerer with the analysis for the annotated reader beside it, as the product does.
 *
 * Three parts are reported apart: `dev` (tuned on, its misses may be read), `aside` (a third of
 * the dev documents, chosen by a seeded hash before any tuning: never read its misses) and the
 * review set's `held-out` documents (only their totals). The gap between them is the honest
 * measure of how the answerer generalises.
 */

/**
 * The dev documents whose questions are set aside: a third of the 45, the first by
 * sha256("42:" + slug) among those no earlier question set had used (fixed when the set grew
 * for issue 32, before any tuning on it; never to change).
 */
export const ASIDE_DOCUMENTS: ReadonlySet<string> = new Set([
  'contractnli/dev.json#1253176_0001193125-18-317778_d567323dex1024.htm.txt',
  'contractnli/dev.json#Attachment 9 -  Non Disclosure Agreement (Version 1).txt',
  'contractnli/dev.json#BTS_NDA.txt',
  'cuad/dev.jsonl.gz#CENTRACKINTERNATIONALINC_10_29_1999-EX-10.3-WEB SITE HOSTING AGREEMENT',
  'samples/docx/common-paper-statement-of-work.docx',
  'cuad/pdf/DRIVENDELIVERIES,INC_05_22_2020-EX-10.4-CONSULTING AGREEMENT.PDF',
  'cuad/pdf/GALERATHERAPEUTICS,INC_02_14_2020-EX-99.A-JOINT FILING AGREEMENT.PDF',
  'cuad/pdf/InmodeLtd_20190729_F-1A_EX-10.9_11743243_EX-10.9_Manufacturing Agreement.pdf',
  'samples/docx/openagreements-founder-ip-confidentiality-confirmation.docx',
  'samples/docx/openagreements-restrictive-covenant-new-york.docx',
  'cuad/pdf/PfHospitalityGroupInc_20150923_10-12G_EX-10.1_9266710_EX-10.1_Franchise Agreement1.pdf',
  'tos/claudette_dev.jsonl#Skyscanner',
  'cuad/pdf/SONUSCORP_03_12_1997-EX-10.11-SPONSORSHIP AGREEMENT.PDF',
  'tos/claudette_dev.jsonl#Spotify',
  'cuad/pdf/THERAVANCEBIOPHARMA,INC_05_08_2020-EX-10.2-SERVICE AGREEMENT.PDF',
]);

type Part = 'dev' | 'aside' | 'held-out';
const PARTS: readonly Part[] = ['dev', 'aside', 'held-out'];
/** The lawyer's answers, as the annotators write them. */
const EXPECTED = ['yes', 'no', 'conditional', 'fact', 'not-stated', 'blank'] as const;
type Expected = (typeof EXPECTED)[number];
/** Citations a reader looks at before giving up on finding the deciding passage. */
const CITATIONS_READ = 3;

interface Tally {
  questions: number;
  verdictRight: number;
  /** Questions with a deciding passage, and those whose passage is among the first citations. */
  withPassage: number;
  passageFound: number;
  right: number;
  /** Answers whose verdict the first citation, read alone, does not bear out. */
  contradicted: number;
  byExpected: Map<Expected, { questions: number; right: number }>;
}

export async function runReviewQuestionEvaluation(args: readonly string[]): Promise<void> {
  const isShowing = args.includes('--show');
  const tallies = new Map(PARTS.map((part) => [part, emptyTally()]));
  const misses: string[] = [];
  let documents = 0;
  for (const entry of loadReviewSet()) {
    const part = partOf(entry);
    const tally = tallies.get(part) ?? emptyTally();
    const document = await loadReviewDocument(entry.file);
    const analysis = analyseForReader(document, entry.reader);
    documents++;
    for (const question of entry.questions) {
      const expected = toExpected(question.answer);
      const answer = answerQuestion({ document, analysis, question: question.q });
      const passage = question.anchor ? findAnchor(document.text, question.anchor) : null;
      if (question.anchor && !passage && part === 'dev')
        console.warn(`  anchor not found in ${entry.file}: ${question.anchor}`);
      const isVerdictRight = isAgreeing(expected, answer);
      const isPassageFound =
        passage !== null &&
        answer.citations.slice(0, CITATIONS_READ).some((citation) => overlaps(citation, passage));
      // A not-stated answer may point at the nearest passage, or at none.
      const isRight =
        isVerdictRight && (passage === null || expected === 'not-stated' || isPassageFound);
      tally.questions++;
      if (isVerdictRight) tally.verdictRight++;
      if (passage && expected !== 'not-stated') {
        tally.withPassage++;
        if (isPassageFound) tally.passageFound++;
      }
      if (isRight) tally.right++;
      if (isContradicted(question.q, answer, analysis, document)) tally.contradicted++;
      const byExpected = tally.byExpected.get(expected) ?? { questions: 0, right: 0 };
      byExpected.questions++;
      if (isRight) byExpected.right++;
      tally.byExpected.set(expected, byExpected);
      if (part === 'dev' && !isRight)
        misses.push(
          `${entry.file} [${entry.reader}] "${question.q}"\n      expected ${expected}: ${question.short_answer}\n      got ${answer.verdict}: ${clip(answer.text)}`,
        );
    }
    tallies.set(part, tally);
  }
  console.log(
    `Ask-AI on the review set's questions: ${documents} documents, each answered for its annotated reader`,
  );
  for (const part of PARTS) describe(part, tallies.get(part) ?? emptyTally());
  if (isShowing) {
    console.log('  dev misses:');
    for (const miss of misses) console.log(`    ${miss}`);
  }
}

function partOf(entry: ReviewEntry): Part {
  if (entry.split === 'held-out') return 'held-out';
  return ASIDE_DOCUMENTS.has(entry.file) ? 'aside' : 'dev';
}

function toExpected(answer: string): Expected {
  const normal = answer.replace(/\s+/g, '-');
  const found = EXPECTED.find((value) => value === normal);
  if (!found) throw new Error(`Unknown expected answer "${answer}"`);
  return found;
}

/**
 * Whether the answer's verdict is the lawyer's: a fact is any answer that answers; a blank is
 * an answer that says the document left it blank.
 */
function isAgreeing(expected: Expected, answer: Answer): boolean {
  switch (expected) {
    case 'fact':
      return answer.isAnswered;
    case 'blank':
      return /\bleft blank\b|\bblank\b/i.test(answer.text);
    default:
      return answer.verdict === expected;
  }
}

/** Whether the first citation, read alone, says other than the answer's yes or no. */
function isContradicted(
  question: string,
  answer: Answer,
  analysis: Analysis | null,
  document: ParsedDocument,
): boolean {
  const [first] = answer.citations;
  if (!first || (answer.verdict !== 'yes' && answer.verdict !== 'no')) return false;
  const cited = readCitedVerdict(question, first.quote, analysis, document);
  return cited !== null && cited !== answer.verdict;
}

function overlaps(citation: Citation, passage: { start: number; end: number }): boolean {
  return citation.start < passage.end && passage.start < citation.end;
}

function emptyTally(): Tally {
  return {
    questions: 0,
    verdictRight: 0,
    withPassage: 0,
    passageFound: 0,
    right: 0,
    contradicted: 0,
    byExpected: new Map(),
  };
}

function describe(part: Part, tally: Tally): void {
  const share = (count: number, total: number) =>
    `${((100 * count) / (total || 1)).toFixed(1)}% (${count}/${total})`;
  console.log(`  ${part}: ${tally.questions} questions`);
  console.log(
    `    right (verdict, and the deciding passage cited): ${share(tally.right, tally.questions)}`,
  );
  console.log(
    `    verdict agrees:                                 ${share(tally.verdictRight, tally.questions)}`,
  );
  console.log(
    `    deciding passage among the first ${CITATIONS_READ} citations:   ${share(tally.passageFound, tally.withPassage)}`,
  );
  console.log(`    verdict contradicted by its first citation:     ${tally.contradicted}`);
  const kinds = EXPECTED.filter((kind) => tally.byExpected.has(kind)).map((kind) => {
    const { questions, right } = tally.byExpected.get(kind) ?? { questions: 0, right: 0 };
    return `${kind} ${right}/${questions}`;
  });
  console.log(`    right by the lawyer's answer: ${kinds.join(', ')}`);
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;
}
