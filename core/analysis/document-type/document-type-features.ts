import { addNgrams, tokenize } from '../features/tokenize.ts';

/** Features of a whole document for the contract-type model: its title, its head and its vocabulary. */
export function buildDocumentTypeFeatures(text: string, title: string): string[] {
  const features = ['bias'];
  addNgrams(features, tokenize(title), 'T:');
  addNgrams(features, tokenize(text.slice(0, 3000)), 'H:');
  for (const token of tokenize(text.slice(0, 60000))) features.push(`B:${token}`);
  return features;
}
