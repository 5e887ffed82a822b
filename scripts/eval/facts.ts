import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { analyzeDocument } from '../../core/analysis/analyze-document.ts';
import { useModels } from '../../core/analysis/learned/model/load-models.ts';
import { createParsedDocument } from '../../core/parsing/parsed-document.ts';
import { FOLDS, loadCuadContracts, splitFold } from '../train/load-data.ts';
import {
  isPartyFound,
  isPartyMention,
  isSameDuration,
  isSameGoverningLaw,
  loadFactAnswers,
  parseExpertDate,
  parseExpertDuration,
  type FactAnswers,
} from './fact-answers.ts';
import { loadFoldModels } from './fold-models.ts';
import { formatMeanStd } from './mean-std.ts';

/** One field's outcome on one contract: right, or a miss with what each side said. */
interface Outcome {
  isRight: boolean;
  expected: string;
  found: string;
}

/** What an analysis says of the key facts; nothing for a contract it refused. */
type Facts = Pick<Analysis, 'parties' | 'keyDates' | 'keyTerms'>;
const NO_FACTS: Facts = { parties: [], keyDates: [], keyTerms: [] };

/** A field of the key facts: what the experts wrote, and how our analysis is judged on it. */
interface Field {
  name: string;
  /** null when the experts give nothing this field can be judged on. */
  judge: (answers: FactAnswers, analysis: Facts) => Outcome[] | null;
}

const dateOf = (analysis: Facts, kind: string) =>
  analysis.keyDates.find((item) => item.kind === kind);

function judgeDate(expert: string, analysis: Facts, kind: string): Outcome[] | null {
  const expected = parseExpertDate(expert);
  if (!expected) return null;
  const found = dateOf(analysis, kind)?.date ?? '';
  return [{ isRight: found === expected, expected, found }];
}

function judgeDuration(expert: string, analysis: Facts, kind: string): Outcome[] | null {
  const expected = parseExpertDuration(expert);
  if (!expected) return null;
  const duration = dateOf(analysis, kind)?.duration ?? null;
  return [
    {
      isRight: isSameDuration(expected, duration),
      expected: `${expected.value} ${expected.unit}`,
      found: duration ? `${duration.value} ${duration.unit}` : '',
    },
  ];
}

const FIELDS: Field[] = [
  {
    name: 'parties (names found)',
    judge: (answers, analysis) => {
      const ours = analysis.parties.map((party) => party.name);
      const roles = analysis.parties.map((party) => party.role);
      const mentions = answers.parties.filter(isPartyMention);
      return mentions.length === 0
        ? null
        : mentions.map((name) => ({
            isRight: isPartyFound(name, ours, roles),
            expected: name,
            found: ours.join('; '),
          }));
    },
  },
  {
    name: 'agreement date',
    judge: (a, analysis) => judgeDate(a.agreementDate, analysis, 'agreement'),
  },
  {
    name: 'effective date',
    judge: (a, analysis) => judgeDate(a.effectiveDate, analysis, 'effective'),
  },
  {
    name: 'expiration date',
    judge: (a, analysis) => judgeDate(a.expirationDate, analysis, 'expiration'),
  },
  {
    name: 'renewal term',
    judge: (a, analysis) => judgeDuration(a.renewalTerm, analysis, 'renewal'),
  },
  {
    name: 'notice period',
    judge: (a, analysis) => judgeDuration(a.noticePeriod, analysis, 'notice-period'),
  },
  {
    name: 'governing law',
    judge: (answers, analysis) => {
      // "[]" and "[* * *]": the experts read no place (blank or redacted).
      if (!/[a-z]/i.test(answers.governingLaw)) return null;
      const found = analysis.keyTerms.find((term) => term.kind === 'governing-law')?.value ?? '';
      return [
        {
          isRight: isSameGoverningLaw(answers.governingLaw, found),
          expected: answers.governingLaw,
          found,
        },
      ];
    },
  },
];

/**
 * `npm run eval -- facts [--show]`: the key facts of every CUAD dev contract against the
 * experts' answers in master_clauses_dev.csv. The facts are read by rules, but the analysis
 * around them (document type, learned clauses) uses models, so each fold's contracts are read
 * with the models trained on the other folds. Prints accuracy per field (mean ± std over the
 * folds, and pooled) and its misses: the first five, or all with --show.
 */
export async function runFactsEvaluation(args: readonly string[]): Promise<void> {
  const showAll = args.includes('--show');
  const { models } = await loadFoldModels({ retrain: false, log: console.log });
  const answers = loadFactAnswers();
  const contracts = loadCuadContracts().filter((contract) => answers.has(contract.id));
  const perFold = FIELDS.map(() => [] as number[]);
  const pooled = FIELDS.map(() => ({ right: 0, total: 0, misses: [] as string[] }));
  for (let fold = 0; fold < FOLDS; fold++) {
    const foldModels = models[fold];
    if (!foldModels) throw new Error(`No models for fold ${fold + 1}`);
    const restore = useModels({
      clauses: foldModels.clauses,
      consumerTerms: foldModels['consumer-terms'],
      documentType: foldModels['document-type'],
    });
    const counts = FIELDS.map(() => ({ right: 0, total: 0 }));
    try {
      for (const contract of splitFold(contracts, (item) => item.id, fold).test) {
        const analysis = readFacts(contract.text);
        const expert = answers.get(contract.id);
        if (!expert) continue;
        FIELDS.forEach((field, index) => {
          for (const outcome of field.judge(expert, analysis) ?? []) {
            const count = counts[index];
            const total = pooled[index];
            if (!count || !total) continue;
            count.total++;
            total.total++;
            if (outcome.isRight) {
              count.right++;
              total.right++;
            } else
              total.misses.push(
                `${contract.id.slice(0, 60)}: expected "${outcome.expected}", found "${outcome.found.slice(0, 120)}"`,
              );
          }
        });
      }
    } finally {
      restore();
    }
    counts.forEach((count, index) =>
      perFold[index]?.push(count.total ? (100 * count.right) / count.total : Number.NaN),
    );
  }
  console.log(
    `\nKey facts against CUAD's experts (${contracts.length} contracts, ${FOLDS} folds):`,
  );
  FIELDS.forEach((field, index) => {
    const total = pooled[index];
    if (!total) return;
    console.log(
      `  ${field.name.padEnd(22)} ${formatMeanStd(perFold[index] ?? [], 1)}%  (pooled ${total.right}/${total.total})`,
    );
  });
  FIELDS.forEach((field, index) => {
    const misses = pooled[index]?.misses ?? [];
    if (misses.length === 0) return;
    console.log(`\n  ${field.name}: ${misses.length} misses`);
    for (const miss of showAll ? misses : misses.slice(0, 5)) console.log(`    ${miss}`);
  });
}

/** The key facts of a contract's text, or none when the engine refuses it as not legal. */
function readFacts(text: string): Facts {
  try {
    return analyzeDocument(createParsedDocument('txt', [text], true));
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_LEGAL_DOCUMENT') return NO_FACTS;
    throw error;
  }
}
