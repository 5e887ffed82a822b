import { loadTermsDocuments } from './load-data.ts';
import {
  crossValidateConsumerTerms,
  DEFAULT_OPTIONS,
  prepareDocuments,
  toF1,
  type ConsumerTrainingOptions,
} from './train-consumer-terms.ts';

/**
 * `npx tsx scripts/train/cv-consumer-terms.ts [json options]`: 5-fold cross-validation, by
 * document, of the whole consumer-terms recipe over the CLAUDETTE dev documents (the holdout
 * stays sealed), to compare recipes quickly. Prints the pooled F1 of "any unfair" and per tag;
 * `npm run eval` gives the product's figures fold by fold.
 */
const overrides = JSON.parse(process.argv[2] ?? '{}') as Partial<ConsumerTrainingOptions>;
const options = { ...DEFAULT_OPTIONS, ...overrides };
const started = Date.now();
const counts = crossValidateConsumerTerms(prepareDocuments(loadTermsDocuments()), 5, options);
for (const [key, count] of counts)
  console.log(
    `${key.padEnd(6)} F1 ${toF1(count).toFixed(3)}  (tp ${count.truePositives}, fp ${count.falsePositives}, fn ${count.falseNegatives})`,
  );
console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
