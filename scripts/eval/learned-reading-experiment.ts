import { assignFolds, FOLDS, SEED } from '../train/load-data.ts';
import type { DenseLinearModel } from '../train/train-linear.ts';
import { computeMeanStd, formatMeanStd } from './mean-std.ts';
import { loadReadingRows, type ReadingRow } from './reading-rows.ts';

/**
 * The protocol of docs/decisions/024-learned-reading-experiment.md, shared by learn-modality.ts
 * and learn-actor.ts, which differ only in what they learn: 5-fold cross-validation by document
 * on the reading set's dev documents alone (folds fixed by the seed), rules and model scored on
 * the same folds; the configuration is chosen by that CV, and its selection is checked by nested
 * CV (chosen again inside each training part). `--held-out` then trains the chosen configuration
 * on every dev document and scores the held-out documents once, printing only their aggregate
 * accuracy: no held-out sentence is ever shown.
 */
export interface LearnedReading<Config, Example extends { row: ReadingRow }> {
  /** The heading of the table of accuracies. */
  heading: string;
  /** Whether the opening line gives each fold's documents and sentences. */
  showsFoldSizes: boolean;
  /** The grid, simplest first: of configurations that score the same, the first is chosen. */
  configs: readonly Config[];
  describeConfig: (config: Config) => string;
  toExamples: (rows: readonly ReadingRow[], config: Config) => Example[];
  train: (examples: readonly Example[], config: Config) => DenseLinearModel;
  rulesAreRight: (example: Example) => boolean;
  /** Whether the model, overruling the rules only as far as the configuration lets it, is right. */
  modelIsRight: (model: DenseLinearModel, example: Example, config: Config) => boolean;
}

interface FoldScore {
  rules: number;
  model: number;
  /** Sentences the model put right that the rules had wrong, and the reverse. */
  fixed: number;
  broken: number;
  count: number;
}

interface GridResult<Config> {
  config: Config;
  scores: FoldScore[];
}

export async function runLearnedReadingExperiment<Config, Example extends { row: ReadingRow }>(
  experiment: LearnedReading<Config, Example>,
  argv: readonly string[],
): Promise<void> {
  const rows = await loadReadingRows();
  const dev = rows.filter((row) => row.split === 'dev');
  const folds = assignFolds(documentsOf(dev), FOLDS, SEED);
  console.log(describeDev(dev, folds, experiment.showsFoldSizes));

  const results = runGrid(experiment, dev, folds, FOLDS);
  const rules = accuracy(results[0]?.scores ?? [], (score) => score.rules);
  printGrid(experiment, results, rules);

  const chosen = best(results);
  const chosenModel = accuracy(chosen.scores, (score) => score.model);
  const { mean: modelMean, std: modelStd } = computeMeanStd(chosenModel);
  const { mean: rulesMean } = computeMeanStd(rules);
  console.log(`\nChosen by CV: ${experiment.describeConfig(chosen.config)}`);
  console.log(
    `  model ${formatMeanStd(chosenModel)} vs rules ${formatMeanStd(rules)}: ${modelMean - rulesMean > modelStd ? 'beats' : 'does not beat'} the rules by more than one fold-standard-deviation`,
  );

  printNestedCrossValidation(experiment, dev, folds, rules);

  if (argv.includes('--held-out')) {
    const heldOut = rows.filter((row) => row.split === 'held-out');
    const model = experiment.train(experiment.toExamples(dev, chosen.config), chosen.config);
    const score = scoreFold(
      experiment,
      model,
      experiment.toExamples(heldOut, chosen.config),
      chosen.config,
    );
    // The aggregate only: which held-out sentences changed is never shown.
    console.log(
      `\nHeld-out (${documentsOf(heldOut).length} documents, ${score.count} sentences; trained on every dev document, scored once): rules ${percent(score.rules, score.count)}, model ${percent(score.model, score.count)}`,
    );
  }
}

function describeDev(
  dev: readonly ReadingRow[],
  folds: ReadonlyMap<string, number>,
  showsFoldSizes: boolean,
): string {
  const line = `Dev: ${documentsOf(dev).length} documents, ${dev.length} distinct sentences; ${FOLDS} folds by document (seed ${SEED})`;
  if (!showsFoldSizes) return line;
  const sizes = Array.from({ length: FOLDS }, (_, fold) => {
    const files = documentsOf(dev).filter((file) => folds.get(file) === fold);
    return `${files.length}/${dev.filter((row) => folds.get(row.file) === fold).length}`;
  });
  return `${line}, documents/sentences a fold: ${sizes.join(', ')}`;
}

function printGrid<Config, Example extends { row: ReadingRow }>(
  experiment: LearnedReading<Config, Example>,
  results: readonly GridResult<Config>[],
  rules: readonly number[],
) {
  // The configurations' column is as wide as the longest of them, and three spaces more.
  const width =
    Math.max(...experiment.configs.map((config) => experiment.describeConfig(config).length)) + 3;
  console.log(`\n${experiment.heading}`);
  console.log(`  ${'rules alone'.padEnd(width)} ${describeFolds(rules)}`);
  for (const { config, scores } of results) {
    const model = accuracy(scores, (score) => score.model);
    const gain = model.map((value, fold) => value - (rules[fold] ?? 0));
    const fixed = scores.reduce((sum, score) => sum + score.fixed, 0);
    const broken = scores.reduce((sum, score) => sum + score.broken, 0);
    console.log(
      `  ${experiment.describeConfig(config).padEnd(width)} ${describeFolds(model)}  gain ${formatMeanStd(gain)} (fixed ${fixed}, broke ${broken})`,
    );
  }
}

/**
 * The chosen configuration's CV figure is optimistic: it won on these folds. Choosing again
 * inside each training part (by CV on the remaining folds, by document) and scoring the outer
 * fold once measures the whole procedure honestly.
 */
function printNestedCrossValidation<Config, Example extends { row: ReadingRow }>(
  experiment: LearnedReading<Config, Example>,
  dev: readonly ReadingRow[],
  folds: ReadonlyMap<string, number>,
  rules: readonly number[],
) {
  const nested = Array.from({ length: FOLDS }, (_, fold) => {
    const training = dev.filter((row) => folds.get(row.file) !== fold);
    const inner = assignFolds(documentsOf(training), FOLDS - 1, SEED);
    const { config } = best(runGrid(experiment, training, inner, FOLDS - 1));
    const model = experiment.train(experiment.toExamples(training, config), config);
    const test = experiment.toExamples(
      dev.filter((row) => folds.get(row.file) === fold),
      config,
    );
    return { config, score: scoreFold(experiment, model, test, config) };
  });
  const nestedModel = accuracy(
    nested.map(({ score }) => score),
    (score) => score.model,
  );
  console.log(`\nNested CV (configuration chosen inside each training part):`);
  console.log(
    `  model ${describeFolds(nestedModel)}  gain ${formatMeanStd(nestedModel.map((value, fold) => value - (rules[fold] ?? 0)))}`,
  );
  for (const [fold, { config }] of nested.entries())
    console.log(`  fold ${fold + 1} chose: ${experiment.describeConfig(config)}`);
}

function scoreFold<Config, Example extends { row: ReadingRow }>(
  experiment: LearnedReading<Config, Example>,
  model: DenseLinearModel,
  test: readonly Example[],
  config: Config,
): FoldScore {
  const score: FoldScore = { rules: 0, model: 0, fixed: 0, broken: 0, count: test.length };
  for (const example of test) {
    const ruleRight = experiment.rulesAreRight(example);
    const modelRight = experiment.modelIsRight(model, example, config);
    if (ruleRight) score.rules++;
    if (modelRight) score.model++;
    if (modelRight && !ruleRight) score.fixed++;
    if (ruleRight && !modelRight) score.broken++;
  }
  return score;
}

/** Per-fold scores of one configuration, by document, over the given files' rows. */
function crossValidate<Config, Example extends { row: ReadingRow }>(
  experiment: LearnedReading<Config, Example>,
  rows: readonly ReadingRow[],
  folds: ReadonlyMap<string, number>,
  foldCount: number,
  config: Config,
): FoldScore[] {
  const examples = experiment.toExamples(rows, config);
  return Array.from({ length: foldCount }, (_, fold) => {
    const inFold = (example: Example) => folds.get(example.row.file) === fold;
    const model = experiment.train(
      examples.filter((example) => !inFold(example)),
      config,
    );
    return scoreFold(experiment, model, examples.filter(inFold), config);
  });
}

function runGrid<Config, Example extends { row: ReadingRow }>(
  experiment: LearnedReading<Config, Example>,
  rows: readonly ReadingRow[],
  folds: ReadonlyMap<string, number>,
  foldCount: number,
): GridResult<Config>[] {
  return experiment.configs.map((config) => ({
    config,
    scores: crossValidate(experiment, rows, folds, foldCount, config),
  }));
}

/** The best configuration by CV mean; the first (simplest) of equals. */
function best<Config>(results: readonly GridResult<Config>[]): GridResult<Config> {
  const mean = (scores: readonly FoldScore[]) =>
    computeMeanStd(accuracy(scores, (score) => score.model)).mean;
  return results.reduce((top, result) => (mean(result.scores) > mean(top.scores) ? result : top));
}

const accuracy = (scores: readonly FoldScore[], get: (score: FoldScore) => number) =>
  scores.map((score) => (100 * get(score)) / (score.count || 1));

const documentsOf = (rows: readonly ReadingRow[]) => [...new Set(rows.map((row) => row.file))];

const percent = (part: number, whole: number) =>
  `${((100 * part) / (whole || 1)).toFixed(1)}% (${part}/${whole})`;

const describeFolds = (values: readonly number[]) =>
  `${formatMeanStd(values)} [${values.map((value) => value.toFixed(1)).join(' ')}]`;
