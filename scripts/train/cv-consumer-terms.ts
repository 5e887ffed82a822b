import { loadTermsDocuments, splitByDocument } from './load-data.ts';
import {
  crossValidateConsumerTerms,
  DEFAULT_OPTIONS,
  prepareDocuments,
  toF1,
  type ConsumerTrainingOptions,
} from './train-consumer-terms.ts';

/**
 * `npx tsx scripts/train/cv-consumer-terms.ts [json options]`: 5-fold cross-validation, by
 * document, of the whole consumer-terms recipe on the training documents only (never the
 * validation 20% nor the holdout). Prints F1 of "any unfair" and per tag.
 */
const overrides = JSON.parse(process.argv[2] ?? '{}') as Partial<ConsumerTrainingOptions>;
const options = { ...DEFAULT_OPTIONS, ...overrides };
const { train } = splitByDocument(loadTermsDocuments(), (document) => document.id);
const started = Date.now();
const counts = crossValidateConsumerTerms(prepareDocuments(train), 5, options);
for (const [key, count] of counts)
  console.log(
    `${key.padEnd(6)} F1 ${toF1(count).toFixed(3)}  (tp ${count.truePositives}, fp ${count.falsePositives}, fn ${count.falseNegatives})`,
  );
console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
