import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { analyzeDocument } from '../../core/analysis/analyze-document.ts';
import {
  alignClauses,
  DEFAULT_THRESHOLDS,
  type AlignmentThresholds,
} from '../../core/compare/align-clauses.ts';
import { buildClauseChanges } from '../../core/compare/build-clause-changes.ts';
import type { ClauseChange, Comparison } from '../../common/compare/comparison.ts';
import { compareAnalysed } from '../../core/compare/compare-documents.ts';
import { findRenumbered } from '../../core/compare/find-renumbered.ts';
import { readClauseUnits, type ClauseUnit } from '../../core/compare/read-clause-units.ts';
import { paginateText } from '../../core/parsing/paginate-text.ts';
import { createParsedDocument, type ParsedDocument } from '../../core/parsing/parsed-document.ts';
import { assignFolds, FOLDS, loadCuadContracts, SEED } from '../train/load-data.ts';
import { shuffleWithSeed } from '../train/random.ts';
import {
  deleteParagraph,
  findClauseParagraphs,
  makeEdit,
  type EditName,
  type EditedPair,
  type TruthEdit,
} from './compare-edits.ts';
import { formatMeanStd } from './mean-std.ts';

const EDIT_NAMES: EditName[] = [
  'amount',
  'date',
  'duration',
  'insert-clause',
  'delete-clause',
  'move-section',
  'renumber-section',
  'reword',
  'risk-added',
];
const DOCUMENT_COUNT = 18;
const GRID: AlignmentThresholds[] = [0.2, 0.3, 0.4, 0.5].flatMap((inPlace) =>
  [0.4, 0.5, 0.6, 0.7, 0.8].map((moved) => ({ inPlace, moved })),
);

/** A pair of versions with their clause units read once, for every threshold tried. */
interface Case {
  documentId: string;
  pair: EditedPair;
  before: { document: ParsedDocument; units: ClauseUnit[] };
  after: { document: ParsedDocument; units: ClauseUnit[] };
  /** For a risk added or removed: the compare for the reader, with its analyses. */
  comparison?: Comparison;
}

function toDocument(text: string): ParsedDocument {
  return createParsedDocument('txt', paginateText(text), true);
}

/**
 * Where each character of a text stands in its paginated document: pagination trims the space
 * at each page's cut and joins pages with a blank line, so offsets drift by a few characters.
 */
function mapOffsets(raw: string, paginated: string): (offset: number) => number {
  const map = new Int32Array(raw.length + 1);
  let cursor = 0;
  for (let index = 0; index < raw.length; index++) {
    while (
      cursor < paginated.length &&
      paginated[cursor] !== raw[index] &&
      /\s/.test(paginated[cursor] ?? '')
    )
      cursor++;
    map[index] = cursor;
    if (paginated[cursor] === raw[index]) cursor++;
  }
  map[raw.length] = paginated.length;
  return (offset) => map[Math.min(offset, raw.length)] ?? offset;
}

/** The pair's ground truth moved onto the paginated documents' offsets. */
function mapEdits(pair: EditedPair, before: ParsedDocument, after: ParsedDocument): EditedPair {
  const inBefore = mapOffsets(pair.before, before.text);
  const inAfter = mapOffsets(pair.after, after.text);
  const map = (range: [number, number] | undefined, by: (offset: number) => number) =>
    range ? ([by(range[0]), by(range[1])] as [number, number]) : undefined;
  const mapped: EditedPair = {
    ...pair,
    edits: pair.edits.map((edit) => ({
      kind: edit.kind,
      ...(edit.before ? { before: map(edit.before, inBefore) } : {}),
      ...(edit.after ? { after: map(edit.after, inAfter) } : {}),
    })),
  };
  if (pair.risk)
    mapped.risk = {
      kind: pair.risk.kind,
      range:
        map(pair.risk.range, pair.risk.kind === 'added' ? inAfter : inBefore) ?? pair.risk.range,
    };
  return mapped;
}

/** CUAD dev contracts a compare can be measured on: numbered paragraphs, amounts, dates. */
function chooseContracts() {
  const eligible = loadCuadContracts().filter(
    (contract) =>
      contract.text.length >= 8_000 &&
      contract.text.length <= 80_000 &&
      findClauseParagraphs(contract.text).length >= 15 &&
      /\$\s?\d/.test(contract.text) &&
      /\b\d{1,3}\)?\s+(?:days|months|years)\b/.test(contract.text),
  );
  return shuffleWithSeed(eligible, SEED).slice(0, DOCUMENT_COUNT);
}

/** A red flag of the old version's analysis deleted with its paragraph: a risk removed. */
function removeRisk(text: string, analysis: Analysis): EditedPair | null {
  for (const flag of analysis.redFlags) {
    const paragraph = findClauseParagraphs(text).find(
      (candidate) => candidate.start <= flag.start && flag.end <= candidate.end,
    );
    if (!paragraph) continue;
    return {
      ...deleteParagraph('delete-clause', text, paragraph),
      risk: { kind: 'removed', range: [paragraph.start, paragraph.end] },
    };
  }
  return null;
}

function buildCases(): Case[] {
  const cases: Case[] = [];
  chooseContracts().forEach((contract, index) => {
    const pairs: EditedPair[] = [];
    EDIT_NAMES.forEach((name, order) => {
      const pair = makeEdit(name, contract.text, ((index * 7 + order * 3) % 10) / 10);
      if (pair) pairs.push(pair);
    });
    const analysis = analyzeDocument(toDocument(contract.text));
    const removed = removeRisk(contract.text, analysis);
    if (removed) pairs.push(removed);
    for (const pair of pairs) {
      const before = toDocument(pair.before);
      const after = toDocument(pair.after);
      const entry: Case = {
        documentId: contract.id,
        pair: mapEdits(pair, before, after),
        before: { document: before, units: readClauseUnits(before) },
        after: { document: after, units: readClauseUnits(after) },
      };
      if (pair.risk) {
        const analysisAfter = analyzeDocument(after, { readerRole: analysis.perspective?.role });
        entry.comparison = compareAnalysed(
          { document: before, analysis },
          { document: after, analysis: analysisAfter },
        );
      }
      cases.push(entry);
    }
  });
  return cases;
}

function findChanges(entry: Case, thresholds: AlignmentThresholds): ClauseChange[] {
  const pairs = alignClauses(entry.before.units, entry.after.units, thresholds);
  return buildClauseChanges(
    entry.before,
    entry.after,
    pairs,
    findRenumbered(pairs, entry.before.units, entry.after.units),
  );
}

const overlaps = (range: [number, number] | undefined, start?: number, end?: number) =>
  range !== undefined &&
  start !== undefined &&
  end !== undefined &&
  start < range[1] &&
  range[0] < end;

/** Whether a reported change is this edit: the right kind, overlapping the edit's place. */
function isMatch(change: ClauseChange, edit: TruthEdit): boolean {
  if (change.kind !== edit.kind) return false;
  return (
    overlaps(edit.after, change.startAfter, change.endAfter) ||
    overlaps(edit.before, change.startBefore, change.endBefore)
  );
}

interface Score {
  truePositives: number;
  reported: number;
  found: number;
  edits: number;
}

function score(cases: readonly Case[], thresholds: AlignmentThresholds): Score {
  const total: Score = { truePositives: 0, reported: 0, found: 0, edits: 0 };
  for (const entry of cases) {
    const changes = findChanges(entry, thresholds);
    total.reported += changes.length;
    total.truePositives += changes.filter((change) =>
      entry.pair.edits.some((edit) => isMatch(change, edit)),
    ).length;
    total.edits += entry.pair.edits.length;
    total.found += entry.pair.edits.filter((edit) =>
      changes.some((change) => isMatch(change, edit)),
    ).length;
  }
  return total;
}

const precision = (s: Score) => (s.reported ? s.truePositives / s.reported : 1);
const recall = (s: Score) => (s.edits ? s.found / s.edits : 1);
const f1 = (s: Score) => (2 * precision(s) * recall(s)) / (precision(s) + recall(s) || 1);

function chooseThresholds(cases: readonly Case[]): AlignmentThresholds {
  let best = GRID[0] ?? DEFAULT_THRESHOLDS;
  let bestF1 = -1;
  for (const thresholds of GRID) {
    const value = f1(score(cases, thresholds));
    if (value > bestF1 + 1e-9) {
      best = thresholds;
      bestF1 = value;
    }
  }
  return best;
}

/** Whether the compare said the right thing of a risk added or removed, for the reader. */
function isRiskRight(entry: Case): boolean {
  const risk = entry.pair.risk;
  const findings = entry.comparison?.findings;
  if (!risk || !findings) return false;
  if (risk.kind === 'added')
    return [...findings.appeared, ...findings.worse].some(
      (change) =>
        overlaps(risk.range, change.after?.start, change.after?.end) ||
        /renew/i.test(change.category + change.reason),
    );
  return [...findings.resolved, ...findings.better].some((change) =>
    overlaps(risk.range, change.before?.start, change.before?.end),
  );
}

function describe(label: string, cases: readonly Case[], thresholds: AlignmentThresholds) {
  const result = score(cases, thresholds);
  console.log(
    `${label}: precision ${precision(result).toFixed(3)} (${result.truePositives}/${result.reported}), recall ${recall(result).toFixed(3)} (${result.found}/${result.edits})`,
  );
}

/**
 * `npm run eval -- compare`: the compare of two versions on pairs made from CUAD dev contracts
 * by scripted edits (scripts/eval/compare-edits.ts). A third of the documents (fixed seed) is
 * kept aside; the similarity thresholds are chosen by 5-fold cross-validation by document on
 * the rest, then applied to the aside third. Also whether the risk changes are right for the
 * reader. The time to compare two 50-page contracts is `npm run bench compare`'s.
 */
export async function runCompareEvaluation(argv: readonly string[]): Promise<void> {
  const cases = buildCases();
  const documentIds = [...new Set(cases.map((entry) => entry.documentId))];
  const aside = assignFolds(documentIds, 3, SEED);
  const dev = cases.filter((entry) => aside.get(entry.documentId) !== 0);
  const held = cases.filter((entry) => aside.get(entry.documentId) === 0);
  const devIds = [...new Set(dev.map((entry) => entry.documentId))];
  const folds = assignFolds(devIds, FOLDS, SEED);
  console.log(
    `Compare: ${cases.length} pairs over ${documentIds.length} CUAD dev contracts (${dev.length} pairs / ${devIds.length} documents for cross-validation, ${held.length} pairs aside)`,
  );
  const precisions: number[] = [];
  const recalls: number[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const test = dev.filter((entry) => folds.get(entry.documentId) === fold);
    const chosen = chooseThresholds(dev.filter((entry) => folds.get(entry.documentId) !== fold));
    const result = score(test, chosen);
    precisions.push(precision(result));
    recalls.push(recall(result));
    console.log(
      `  fold ${fold + 1}: thresholds in place ${chosen.inPlace}, moved ${chosen.moved}; precision ${precision(result).toFixed(3)}, recall ${recall(result).toFixed(3)} (${test.length} pairs)`,
    );
  }
  console.log(
    `Dev folds: precision ${formatMeanStd(precisions, 3)}, recall ${formatMeanStd(recalls, 3)}`,
  );
  const chosen = chooseThresholds(dev);
  console.log(
    `Thresholds chosen on all dev pairs: in place ${chosen.inPlace}, moved ${chosen.moved}`,
  );
  describe('Aside third', held, chosen);
  for (const name of [...EDIT_NAMES, 'delete-clause (risk removed)']) {
    const ofKind = cases.filter((entry) =>
      name === 'delete-clause (risk removed)'
        ? entry.pair.risk?.kind === 'removed'
        : entry.pair.name === name && entry.pair.risk?.kind !== 'removed',
    );
    if (ofKind.length) describe(`  ${name} (${ofKind.length})`, ofKind, chosen);
  }
  // Only the dev pairs' misses are shown: the aside third's are never read.
  if (argv.includes('--show'))
    for (const entry of dev) {
      const changes = findChanges(entry, chosen);
      const missed = entry.pair.edits.filter(
        (edit) => !changes.some((change) => isMatch(change, edit)),
      );
      const extra = changes.filter(
        (change) => !entry.pair.edits.some((edit) => isMatch(change, edit)),
      );
      if (missed.length || extra.length)
        console.log(
          `    ${entry.documentId} ${entry.pair.name}: missed ${JSON.stringify(missed)}; reported ${JSON.stringify(changes.map((change) => [change.kind, change.startBefore, change.startAfter, (change.after ?? change.before ?? '').slice(0, 60)]))}`,
        );
    }
  for (const kind of ['added', 'removed'] as const) {
    const count = (part: readonly Case[]) => {
      const risky = part.filter((entry) => entry.pair.risk?.kind === kind);
      return `${risky.filter(isRiskRight).length}/${risky.length}`;
    };
    console.log(
      `Risk ${kind}: right for the reader in ${count(dev)} dev pairs, ${count(held)} aside`,
    );
    if (argv.includes('--show'))
      for (const entry of dev.filter((item) => item.pair.risk?.kind === kind && !isRiskRight(item)))
        console.log(`    ${entry.documentId}: ${entry.comparison?.summary ?? ''}`);
  }
}
