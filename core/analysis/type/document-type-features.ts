import { addNgrams, tokenize } from '../learned/features/tokenize.ts';

/** The two titles a document is typed by: the clause model's "Document Name" and its first lines'. */
export interface DocumentTitles {
  /** The best "Document Name" span of the clause model. */
  named: string;
  /** The first name the first lines show (find-head-title.ts). */
  head: string;
  /** Every name the first lines show, the first one first: the rules read them all. */
  heads: readonly string[];
}

/**
 * Features of the title model: the words of both titles and nothing else. Scores are divided by
 * the square root of the number of features, so next to a contract's thousands of words a title's
 * five would count for little; on their own they type 93% of CUAD contracts (cross-validated),
 * against 60% for the model over the whole text.
 */
export function buildTitleFeatures(titles: DocumentTitles): string[] {
  const features = ['bias'];
  addNgrams(features, tokenize(titles.named), 'T:');
  addNgrams(features, tokenize(titles.head), 'HT:');
  return features;
}

/** Features of a whole document for the contract-type model: its titles, its head and its vocabulary. */
export function buildDocumentTypeFeatures(text: string, titles: DocumentTitles): string[] {
  const features = buildTitleFeatures(titles);
  addNgrams(features, tokenize(text.slice(0, 3000)), 'H:');
  for (const token of tokenize(text.slice(0, 60000))) features.push(`B:${token}`);
  return features;
}
