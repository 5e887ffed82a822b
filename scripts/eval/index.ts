import { runAskContractNliEvaluation } from './ask-contractnli.ts';
import { runAskEvaluation } from './ask.ts';
import { runCompareEvaluation } from './compare.ts';
import { runReviewQuestionEvaluation } from './ask-review-questions.ts';
import { runCrossValidation } from './cross-validate.ts';
import { runReadingEvaluation } from './evaluate-reading.ts';
import { runFactsEvaluation } from './facts.ts';
import { runFindingConfirmation } from './finding-confirmation.ts';
import { runReviewEvaluation } from './review.ts';

/**
 * `npm run eval`: measures the built-in engine by 5-fold cross-validation by document on
 * ../shared/data (scripts/eval/cross-validate.ts): each fold's documents are analysed with
 * models trained on the other four folds, and every figure is the mean ± standard deviation
 * over the five folds. Fold models are cached in .cache/cv-models/ and retrained when their
 * training code or data change.
 *   npm run eval                    all figures
 *   npm run eval -- --verbose       also clause presence per category
 *   npm run eval -- --retrain       retrain every fold's models first
 *   npm run eval -- --jobs 1        train at most this many folds at once (default: cores)
 *   npm run eval -- ask [--show] [--fold K]  Ask-AI: verdicts and citations on ContractNLI's NDAs
 *                                   by fold, K (1-5) alone (scripts/eval/ask-contractnli.ts), then
 *                                   the question set of real contracts (scripts/eval/ask.ts)
 *   npm run eval -- ask-questions [--show]  the review set's client questions alone
 *                                   (scripts/eval/ask-review-questions.ts)
 *   npm run eval -- review [--show] the review set, eval/review-set (scripts/eval/review.ts)
 *   npm run eval -- facts [--show]  key facts against CUAD's experts (scripts/eval/facts.ts)
 *   npm run eval -- reading [--show] the reading's labelled set, eval/reading-set
 *                                   (scripts/eval/evaluate-reading.ts)
 *   npm run eval -- compare [--show] two versions compared, on CUAD pairs made by scripted
 *                                   edits (scripts/eval/compare.ts)
 */
const MODES: Record<string, (argv: readonly string[]) => Promise<void>> = {
  ask: async (args) => {
    await runAskContractNliEvaluation(args);
    await runReviewQuestionEvaluation(args);
    await runAskEvaluation();
  },
  'ask-questions': (args) => runReviewQuestionEvaluation(args),
  review: (args) => runReviewEvaluation(args),
  facts: (args) => runFactsEvaluation(args),
  reading: (args) => runReadingEvaluation(args),
  confirmation: () => runFindingConfirmation(),
  compare: (args) => runCompareEvaluation(args),
  // One line per further mode: `name: (argv) => runName(argv),`.
};

const argv = process.argv.slice(2);
const mode = argv[0] && !argv[0].startsWith('-') ? argv[0] : undefined;
if (mode) {
  const run = MODES[mode];
  if (!run)
    throw new Error(`Unknown eval mode "${mode}"; choose from ${Object.keys(MODES).join(', ')}`);
  await run(argv.slice(1));
} else {
  const jobs = argv.indexOf('--jobs');
  await runCrossValidation({
    retrain: argv.includes('--retrain'),
    verbose: argv.includes('--verbose'),
    jobs: jobs >= 0 ? Number(argv[jobs + 1]) : undefined,
  });
}
process.exit(0);
