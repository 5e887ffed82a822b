import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Verdict } from '../../core/ask/answer.ts';
import { analyseAsGuide } from '../../core/ask/analyse-as-guide.ts';
import { answerQuestion } from '../../core/ask/answer-question.ts';
import { askDocument } from '../../core/ask/ask-document.ts';
import { parseText } from '../../core/parsing/parse-text.ts';
import { quantile } from '../bench/bench-helpers.ts';
import { DATA_DIRECTORY, FOLDS, SEED, splitFold } from '../train/load-data.ts';
import {
  buildConfusion,
  createSpanMapper,
  EXPERT_LABELS,
  findMajorityLabel,
  isEvidenceFound,
  isVerdictAgreeing,
  toAnsweredVerdict,
  summariseAgreement,
  toAgreeingVerdict,
  toQuestion,
  toShare,
  VERDICTS,
  type ExpertLabel,
  type JudgedHypothesis,
  type Span,
  type Tally,
} from './contractnli.ts';
import { openEvalLanguageModel } from './ask-language-model.ts';
import { formatMeanStd } from './mean-std.ts';

/**
 * `npm run eval -- ask [--show] [--fold K] [--llm]`: the built-in answerer's verdicts and
 * citations on ContractNLI's 61 dev NDAs × 17 hypotheses, each hypothesis asked as a question,
 * against the experts' labels and evidence spans; every figure is mean ± std over the 5 folds by
 * document (the project's seed), or only fold K (1..5) when tuning was done on the others. With
 * --llm, the language-model answerer instead (scripts/eval/ask-language-model.ts).
 */

interface NliDocument {
  id: number;
  file_name: string;
  text: string;
  spans: [number, number][];
  annotation_sets: { annotations: Record<string, { choice: ExpertLabel; spans: number[] }> }[];
}

interface NliData {
  documents: NliDocument[];
  labels: Record<string, { short_description: string; hypothesis: string }>;
}

/** A judged hypothesis with what --show and the timings need. */
interface Outcome extends JudgedHypothesis {
  fold: number;
  shortDescription: string;
  firstQuote: string | undefined;
  hasCitations: boolean;
  /** The verdict read from isAnswered alone, the figure before the answerer gave verdicts. */
  answeredVerdict: Verdict;
  milliseconds: number;
}

/** Runs and prints the ContractNLI measurement, so verdict work is judged on experts' labels. */
export async function runAskContractNliEvaluation(argv: readonly string[]): Promise<void> {
  const onlyFold = readFoldOption(argv);
  const data = JSON.parse(
    readFileSync(path.join(DATA_DIRECTORY, 'contractnli', 'dev.json'), 'utf8'),
  ) as NliData;
  const getId = (document: NliDocument) => String(document.id);
  const folds = onlyFold === undefined ? [...Array(FOLDS).keys()] : [onlyFold];
  const outcomes: Outcome[] = [];
  const baseline: Tally[] = [];
  const languageModel = argv.includes('--llm') ? await openEvalLanguageModel() : null;
  if (languageModel) console.log(`Answering with ${languageModel.description}`);
  const preparing: number[] = [];
  let changedTexts = 0;
  for (const fold of folds) {
    const { train, test } = splitFold(data.documents, getId, fold);
    const majority = findMajorityLabel(train.flatMap(listLabels));
    const testLabels = test.flatMap(listLabels);
    baseline.push({
      count: testLabels.filter((label) => isVerdictAgreeing(label, toAgreeingVerdict(majority)))
        .length,
      total: testLabels.length,
    });
    for (const nda of test) {
      const started = performance.now();
      const document = parseText(new TextEncoder().encode(nda.text));
      const analysis = analyseAsGuide(document);
      preparing.push(performance.now() - started);
      if (document.text !== nda.text) changedTexts++;
      const mapSpan = createSpanMapper(nda.text, document.text);
      const annotations = nda.annotation_sets[0]?.annotations ?? {};
      for (const [hypothesisId, { choice, spans }] of Object.entries(annotations)) {
        const label = data.labels[hypothesisId];
        if (!label) throw new Error(`No hypothesis ${hypothesisId}`);
        const asked = performance.now();
        const input = { document, analysis, question: toQuestion(label.hypothesis) };
        const answer = languageModel
          ? await askDocument(input, { languageModel: languageModel.model })
          : answerQuestion(input);
        const milliseconds = performance.now() - asked;
        const evidence = spans
          .map((index) => nda.spans[index])
          .map((pair) => (pair ? mapSpan({ start: pair[0], end: pair[1] }) : null))
          .filter((span): span is Span => span !== null);
        const { verdict } = answer;
        outcomes.push({
          documentId: getId(nda),
          hypothesisId,
          label: choice,
          verdict,
          isEvidenceFound:
            choice === 'NotMentioned' ? null : isEvidenceFound(answer.citations, evidence),
          fold,
          shortDescription: label.short_description,
          firstQuote: answer.citations[0]?.quote,
          hasCitations: answer.citations.length > 0,
          answeredVerdict: toAnsweredVerdict(answer.isAnswered),
          milliseconds,
        });
      }
    }
  }
  await languageModel?.close();
  const documents = new Set(outcomes.map((outcome) => outcome.documentId)).size;
  for (const line of describe({ outcomes, folds, baseline, preparing, changedTexts, documents }))
    console.log(line);
  if (argv.includes('--show')) for (const line of describeMisses(outcomes)) console.log(line);
}

function listLabels(document: NliDocument): ExpertLabel[] {
  return Object.values(document.annotation_sets[0]?.annotations ?? {}).map((item) => item.choice);
}

/** `--fold K` as a fold index (K counts from 1, as the report does); undefined without it. */
function readFoldOption(argv: readonly string[]): number | undefined {
  const at = argv.indexOf('--fold');
  if (at < 0) return undefined;
  const fold = Number(argv[at + 1]);
  if (!Number.isInteger(fold) || fold < 1 || fold > FOLDS)
    throw new Error(`--fold takes a fold number from 1 to ${FOLDS}`);
  return fold - 1;
}

function describe(run: {
  outcomes: readonly Outcome[];
  folds: readonly number[];
  baseline: readonly Tally[];
  preparing: readonly number[];
  changedTexts: number;
  documents: number;
}): string[] {
  const { outcomes, folds, baseline } = run;
  const perFold = folds.map((fold) =>
    summariseAgreement(outcomes.filter((outcome) => outcome.fold === fold)),
  );
  const pooled = summariseAgreement(outcomes);
  const figure = (tallies: readonly Tally[], total: Tally) => {
    const shares = tallies.map((tally) => 100 * toShare(tally));
    const pooledText = `${(100 * toShare(total)).toFixed(1)}% pooled (${total.count}/${total.total})`;
    return folds.length > 1 ? `${formatMeanStd(shares)}%  [${pooledText}]` : pooledText;
  };
  const answered = outcomes.filter(
    (outcome) => outcome.isEvidenceFound !== null && outcome.hasCitations,
  );
  const baselinePooled = {
    count: baseline.reduce((sum, tally) => sum + tally.count, 0),
    total: baseline.reduce((sum, tally) => sum + tally.total, 0),
  };
  const scope =
    folds.length > 1
      ? `${folds.length} folds by document (seed ${SEED}); figures are mean ± std over the folds`
      : `fold ${(folds[0] ?? 0) + 1} of ${FOLDS} only (held out; seed ${SEED})`;
  const lines = [
    `Ask-AI on ContractNLI dev: ${run.documents} NDAs × 17 hypotheses = ${outcomes.length} questions; ${scope}`,
    `  expert spans: parsed text differs from the raw text in ${run.changedTexts}/${run.documents} NDAs (only in white space and zero-width characters, checked); expert spans mapped by aligning the other characters`,
    `  verdict agreement:                   ${figure(
      perFold.map((summary) => summary.overall),
      pooled.overall,
    )}`,
  ];
  const rule: Record<ExpertLabel, string> = {
    Entailment: 'yes|conditional',
    Contradiction: 'no',
    NotMentioned: 'not-stated',
  };
  for (const label of EXPERT_LABELS)
    lines.push(
      `    ${`${label} (${rule[label]})`.padEnd(34)} ${figure(
        perFold.map((summary) => summary.perLabel[label]),
        pooled.perLabel[label],
      )}`,
    );
  const fromAnswered = (rows: readonly Outcome[]) =>
    summariseAgreement(rows.map((row) => ({ ...row, verdict: row.answeredVerdict }))).overall;
  lines.push(
    `  majority-label baseline:             ${figure(baseline, baselinePooled)}  (label chosen on the other folds)`,
    `  verdict from isAnswered alone:       ${figure(
      folds.map((fold) => fromAnswered(outcomes.filter((outcome) => outcome.fold === fold))),
      fromAnswered(outcomes),
    )}  (answered = 'yes'; the figure before verdicts)`,
    `  evidence@3 (Entailment+Contradiction): ${figure(
      perFold.map((summary) => summary.evidence),
      pooled.evidence,
    )}`,
    `    of those answered with citations:  ${(100 * toShare({ count: answered.filter((outcome) => outcome.isEvidenceFound).length, total: answered.length })).toFixed(1)}% (${answered.filter((outcome) => outcome.isEvidenceFound).length}/${answered.length})`,
    '  confusion, pooled (rows: experts; columns: our verdict):',
    `    ${''.padEnd(14)}${VERDICTS.map((verdict) => verdict.padStart(12)).join('')}`,
  );
  const confusion = buildConfusion(outcomes);
  for (const label of EXPERT_LABELS)
    lines.push(
      `    ${label.padEnd(14)}${VERDICTS.map((verdict) => String(confusion[label][verdict]).padStart(12)).join('')}`,
    );
  const times = outcomes.map((outcome) => outcome.milliseconds);
  lines.push(
    `  answer time: median ${quantile(times, 0.5).toFixed(1)} ms, p90 ${quantile(times, 0.9).toFixed(1)} ms over ${times.length} calls (the first question per NDA builds its index)`,
    `  parse + guide analysis per NDA: median ${quantile(run.preparing, 0.5).toFixed(0)} ms, p90 ${quantile(run.preparing, 0.9).toFixed(0)} ms`,
  );
  return lines;
}

function describeMisses(outcomes: readonly Outcome[]): string[] {
  const line = (outcome: Outcome) =>
    `    ${outcome.documentId.padStart(4)}  ${outcome.shortDescription.padEnd(44)} ${outcome.label.padEnd(13)} ${outcome.verdict.padEnd(11)} «${clip(outcome.firstQuote)}»`;
  const wrongVerdict = outcomes.filter(
    (outcome) => !isVerdictAgreeing(outcome.label, outcome.verdict),
  );
  const wrongPassage = outcomes.filter(
    (outcome) =>
      isVerdictAgreeing(outcome.label, outcome.verdict) && outcome.isEvidenceFound === false,
  );
  return [
    `  verdict misses (${wrongVerdict.length}): NDA, hypothesis, expert, ours, first citation`,
    ...wrongVerdict.map(line),
    `  right verdict, no cited passage overlaps the evidence (${wrongPassage.length}):`,
    ...wrongPassage.map(line),
  ];
}

function clip(quote: string | undefined): string {
  const flat = (quote ?? '').replace(/\s+/g, ' ');
  return flat.length > 90 ? `${flat.slice(0, 87)}...` : flat;
}
