import { readFileSync } from 'node:fs';
import path from 'node:path';
import { analyseAsGuide } from '../../core/ask/analyse-as-guide.ts';
import { answerQuestion } from '../../core/ask/answer-question.ts';
import { parseDocument } from '../../core/parsing/index.ts';
import { parseText } from '../../core/parsing/parse-text.ts';
import type { ParsedDocument } from '../../core/parsing/parsed-document.ts';
import { quantile } from '../bench/bench-helpers.ts';
import { DATA_DIRECTORY, loadCuadContracts } from '../train/load-data.ts';
import { readAskQuestionSet, type DocumentCase } from './ask-question-set.ts';

/**
 * `npm run eval -- ask`: the built-in answerer on scripts/eval/ask-questions.json (the sample
 * DOCX contracts and a few CUAD dev contracts). Reports how often the first citation is the
 * expected passage, how often any citation is, how well "the document does not say" is used,
 * and the answer time.
 */

interface Span {
  start: number;
  end: number;
}

export async function runAskEvaluation(): Promise<void> {
  const documents = readAskQuestionSet();
  const cuad = new Map(loadCuadContracts().map((contract) => [contract.id, contract.text]));
  const times: number[] = [];
  const misses: string[] = [];
  let answerable = 0;
  let firstRight = 0;
  let anyRight = 0;
  let falseNotSaid = 0;
  let unanswerable = 0;
  let correctNotSaid = 0;
  let notVerbatim = 0;

  for (const documentCase of documents) {
    const name = documentCase.file ?? documentCase.id ?? '?';
    const document = await loadDocument(documentCase, cuad);
    const analysis = analyseAsGuide(document);
    for (const { question, expected } of documentCase.questions) {
      const started = performance.now();
      const answer = answerQuestion({ document, analysis, question });
      times.push(performance.now() - started);
      notVerbatim += answer.citations.filter(
        (citation) => document.text.slice(citation.start, citation.end) !== citation.quote,
      ).length;
      const first = answer.citations[0];
      if (expected === null) {
        unanswerable++;
        if (!answer.isAnswered) correctNotSaid++;
        else
          misses.push(
            `${name}: "${question}" should be "does not say"; cited «${clip(first?.quote)}»`,
          );
        continue;
      }
      answerable++;
      const spans = expected.map((snippet) => locate(document.text, snippet, name));
      const isRight = (citation: Span) => spans.some((span) => overlaps(span, citation));
      if (!answer.isAnswered) falseNotSaid++;
      if (first && isRight(first)) firstRight++;
      else
        misses.push(
          `${name}: "${question}" ${answer.isAnswered ? `first cited «${clip(first?.quote)}»` : 'answered "does not say"'}`,
        );
      if (answer.citations.some(isRight)) anyRight++;
    }
  }

  const percent = (count: number, total: number) =>
    `${((100 * count) / (total || 1)).toFixed(1)}% (${count}/${total})`;
  console.log(
    `Ask-AI built-in answerer: ${answerable + unanswerable} questions over ${documents.length} documents`,
  );
  console.log(`  first citation right:        ${percent(firstRight, answerable)}`);
  console.log(`  any citation right:          ${percent(anyRight, answerable)}`);
  console.log(`  "does not say" when right:   ${percent(correctNotSaid, unanswerable)}`);
  console.log(`  false "does not say":        ${percent(falseNotSaid, answerable)}`);
  console.log(`  citations not verbatim:      ${notVerbatim}`);
  console.log(
    `  answer time: median ${quantile(times, 0.5).toFixed(1)} ms, p90 ${quantile(times, 0.9).toFixed(1)} ms (first question per document builds its index)`,
  );
  if (misses.length > 0) {
    console.log('  misses:');
    for (const miss of misses) console.log(`    ${miss}`);
  }
}

async function loadDocument(
  documentCase: DocumentCase,
  cuad: Map<string, string>,
): Promise<ParsedDocument> {
  if (documentCase.source === 'docx') {
    const file = path.join(DATA_DIRECTORY, 'samples', 'docx', documentCase.file ?? '');
    return parseDocument(new Uint8Array(readFileSync(file)));
  }
  const text = cuad.get(documentCase.id ?? '');
  if (text === undefined) throw new Error(`No CUAD dev contract ${documentCase.id}`);
  // Read as an uploaded text file would be.
  return parseText(new TextEncoder().encode(text));
}

/** Where a snippet is, letting any run of whitespace stand for a space. */
function locate(text: string, snippet: string, name: string): Span {
  const pattern = snippet
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  const match = new RegExp(pattern).exec(text);
  if (!match) throw new Error(`${name}: expected snippet not in the document: ${snippet}`);
  return { start: match.index, end: match.index + match[0].length };
}

function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

function clip(quote: string | undefined): string {
  const flat = (quote ?? '').replace(/\s+/g, ' ');
  return flat.length > 90 ? `${flat.slice(0, 87)}...` : flat;
}
