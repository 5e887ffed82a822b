import { toDocumentType } from '../../common/analysis/document-types.ts';
import { CONSUMER_CATEGORY_BY_TAG } from '../../common/analysis/clause-categories.ts';
import { findClauses, scoreClauseCandidates } from '../../core/analysis/clauses/find-clauses.ts';
import { evaluateCuad, type EvaluationPair } from '../../core/analysis/clauses/cuad-metrics.ts';
import { getClauseModel } from '../../core/analysis/model/load-models.ts';
import { classifyDocumentType } from '../../core/analysis/document-type/classify-document-type.ts';
import { analyzeDocument } from '../../core/analysis/analyze-document.ts';
import { splitSentences } from '../../core/analysis/text/split-sentences.ts';
import type { ParsedDocument } from '../../core/parsing/parsed-document.ts';
import { createParsedDocument } from '../../core/parsing/parsed-document.ts';
import { loadCuadContracts, loadTermsDocuments, splitByDocument } from '../train/load-data.ts';
import { runAskEvaluation } from './ask.ts';
import {
  buildPairs,
  computeCalibrationError,
  countMatchingPredictions,
  evaluatePerCategory,
} from './evaluate-clauses.ts';
import { evaluateConfidence } from './evaluate-confidence.ts';
import {
  buildTermsText,
  countFlaggedSentences,
  selectFlaggedClauses,
  summariseConfusion,
  type Confusion,
} from './evaluate-consumer-terms.ts';

/**
 * `npm run eval`: loads the shipped models and measures them on the validation documents only
 * (the 20% `npm run train` never saw): CUAD clauses, unfair terms of service, document type.
 */
// `npm run eval -- ask` measures the Ask-AI answerer only (scripts/eval/ask.ts).
if (process.argv[2] === 'ask') {
  await runAskEvaluation();
  process.exit(0);
}

const format = (value: number, digits = 1) => value.toFixed(digits);
const consumerIds = new Set<string>(Object.values(CONSUMER_CATEGORY_BY_TAG));

const { validation: contracts } = splitByDocument(loadCuadContracts(), (contract) => contract.id);
const pairs: EvaluationPair[] = [];
const gridPairs: EvaluationPair[] = [];
let typeCorrect = 0;
let consumerFlagsOnContracts = 0;
let shownClauses = 0;
let shownCorrect = 0;
let words = 0;
let milliseconds = 0;
for (const contract of contracts) {
  const document = createParsedDocument('txt', [contract.text], true);
  const started = performance.now();
  const segments = splitSentences(contract.text);
  const clauses = scoreClauseCandidates(document, segments);
  const type = classifyDocumentType(document, segments);
  milliseconds += performance.now() - started;
  words += contract.text.split(/\s+/).length;
  const cuadClauses = clauses.filter((clause) => !consumerIds.has(clause.category));
  consumerFlagsOnContracts += clauses.filter(
    (clause) => consumerIds.has(clause.category) && clause.probability >= 0.5,
  ).length;
  pairs.push(...buildPairs(contract, cuadClauses));
  gridPairs.push(
    ...buildPairs(contract, cuadClauses, (probability) => Math.pow(probability, 0.25)),
  );
  if (type.type === toDocumentType(contract.contractType)) typeCorrect++;
  const shown = findClauses(document, segments).filter(
    (clause) => !consumerIds.has(clause.category),
  );
  shownClauses += shown.length;
  shownCorrect += buildPairs(contract, shown).reduce(
    (sum, pair) => sum + countMatchingPredictions(pair),
    0,
  );
}

const result = evaluateCuad(pairs);
const gridResult = evaluateCuad(gridPairs);
console.log(
  `CUAD validation: ${contracts.length} contracts, ${result.labels} labels, 41 categories (micro)`,
);
console.log(
  `  official grid: AUPR ${format(result.grid.aupr)}  P@80R ${format(result.grid.precisionAt80Recall)}  P@90R ${format(result.grid.precisionAt90Recall)}  max recall ${format(result.grid.maxRecall)}`,
);
console.log(
  `  official grid on p^0.25 (monotone, grid resolution only): AUPR ${format(gridResult.grid.aupr)}  P@80R ${format(gridResult.grid.precisionAt80Recall)}`,
);
console.log(
  `  exact sweep:   AUPR ${format(result.exact.aupr)}  P@80R ${format(result.exact.precisionAt80Recall)}`,
);
console.log(`  expected calibration error (10 bins): ${format(computeCalibrationError(pairs), 3)}`);
console.log(
  `  findClauses (display threshold ${getClauseModel().displayThreshold}): ${shownClauses} shown, precision ${format(shownCorrect / (shownClauses || 1), 3)}`,
);
console.log('  AUPR per category (weakest first):');
for (const item of evaluatePerCategory(pairs))
  console.log(
    `    ${item.category.padEnd(36)} ${format(item.aupr).padStart(5)}  (${item.labels} labels)`,
  );
console.log(
  `Document type accuracy (CUAD validation): ${format((100 * typeCorrect) / contracts.length)}%`,
);
console.log(`Consumer flags (>= 0.5) on CUAD validation contracts: ${consumerFlagsOnContracts}`);
console.log(
  `Speed: ${format((milliseconds / words) * 10000, 0)} ms per 10k words (segmenting, clauses, document type)`,
);
for (const line of evaluateConfidence(contracts)) console.log(line);

const { validation: terms } = splitByDocument(loadTermsDocuments(), (document) => document.id);
// Measured twice: the model's own consumer clauses, and what the product shows, its red flags.
const modelConfusions = new Map<string, Confusion>();
const redFlagConfusions = new Map<string, Confusion>();
let detected = 0;
for (const termsDocument of terms) {
  const { text, spans } = buildTermsText(termsDocument);
  const document = createParsedDocument('txt', [text], true);
  const segments = splitSentences(text);
  const flaggedClauses = selectFlaggedClauses(scoreClauseCandidates(document, segments));
  countFlaggedSentences(termsDocument, spans, flaggedClauses, modelConfusions);
  countFlaggedSentences(termsDocument, spans, findRedFlags(document), redFlagConfusions);
  if (classifyDocumentType(document, segments).type === 'Terms of Service') detected++;
}
console.log(
  `Terms of service validation: ${terms.length} documents, detected as Terms of Service: ${detected}/${terms.length}`,
);
printConfusions(
  'unfair sentences flagged by the model (consumer clauses >= 0.5):',
  modelConfusions,
);
printConfusions(
  "unfair sentences flagged by the product (a red flag's quote overlaps them):",
  redFlagConfusions,
);

/** The red flags the product would show for a document (none for one it refuses). */
function findRedFlags(document: ParsedDocument) {
  try {
    return analyzeDocument(document).redFlags;
  } catch {
    return [];
  }
}

function printConfusions(title: string, confusions: Map<string, Confusion>) {
  console.log(`  ${title}`);
  for (const [key, confusion] of confusions) {
    const summary = summariseConfusion(confusion);
    console.log(
      `    ${key.padEnd(24)} P ${format(summary.precision, 3)}  R ${format(summary.recall, 3)}  F1 ${format(summary.f1, 3)}  (n=${summary.support})`,
    );
  }
}
