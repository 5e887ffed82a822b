import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { LIKELY_CLAUSE_THRESHOLD } from '../../common/analysis/clause-likelihood.ts';
import type { ReportChatMessage } from './report-input.ts';
import type { ReportBlock, ReportFinding } from './report-outline.ts';
import { quoteFinding } from './report-quote.ts';
import { formatPercent } from './report-wording.ts';

/**
 * The likely clauses found, in document order, as the screen shows them before "Show less
 * likely clauses"; then the ones a document of this type usually has.
 */
export function buildClauseBlocks(analysis: Analysis, pages: readonly string[]): ReportBlock[] {
  const blocks: ReportBlock[] = [];
  const clauses = analysis.clauses
    .filter((clause) => clause.probability >= LIKELY_CLAUSE_THRESHOLD)
    .sort((left, right) => left.start - right.start);
  const lessLikely = analysis.clauses.length - clauses.length;
  for (const clause of clauses) {
    blocks.push({
      kind: 'finding',
      finding: {
        title: clause.title,
        tag: `${formatPercent(clause.probability)} sure`,
        details: [],
        quotes: quoteFinding({ quote: clause.text, page: clause.page }, pages),
      },
    });
  }
  if (clauses.length === 0)
    blocks.push({
      kind: 'paragraph',
      text: lessLikely > 0 ? 'No clause is likely enough to list.' : 'No clauses were found.',
    });
  if (lessLikely > 0)
    blocks.push({
      kind: 'paragraph',
      text: `${lessLikely} less likely clause${lessLikely === 1 ? ' is' : 's are'} not listed (under ${formatPercent(LIKELY_CLAUSE_THRESHOLD)} likely).`,
    });
  if (analysis.missingClauses.length > 0) {
    blocks.push({ kind: 'subheading', text: 'Not found in this document' });
    for (const missing of analysis.missingClauses) {
      blocks.push({
        kind: 'finding',
        finding: { title: missing.title, details: [missing.whyItMatters], quotes: [] },
      });
    }
  }
  return blocks;
}

/** The Ask-AI conversation: each question with its answer and the passages it cites. */
export function buildChatBlocks(
  chat: readonly ReportChatMessage[],
  pages: readonly string[],
): ReportBlock[] {
  if (chat.length === 0) {
    return [{ kind: 'paragraph', text: 'No questions were asked about this document.' }];
  }
  const blocks: ReportBlock[] = [];
  let question: string | null = null;
  for (const message of chat) {
    if (message.role === 'user') {
      // A question left without an answer (the answer failed) still shows it was asked.
      if (question !== null) blocks.push(answerBlock(question, null, pages));
      question = message.content;
    } else {
      blocks.push(answerBlock(question, message, pages));
      question = null;
    }
  }
  if (question !== null) blocks.push(answerBlock(question, null, pages));
  return blocks;
}

function answerBlock(
  question: string | null,
  answer: ReportChatMessage | null,
  pages: readonly string[],
): ReportBlock {
  const finding: ReportFinding = {
    title: question ?? 'Answer',
    details: [answer ? answer.content : 'No answer was given.'],
    quotes: (answer?.citations ?? []).flatMap((citation) => quoteFinding(citation, pages)),
  };
  return { kind: 'finding', finding };
}
