import { isImperative } from '../../core/analysis/reading/modality.ts';
import { addNgrams, tokenize } from '../../core/analysis/learned/features/tokenize.ts';
import type { ReadingRow } from './reading-rows.ts';

/**
 * Feature names for learning a sentence's modality on top of the rules (learn-modality.ts):
 * what the rules read (their modality, polarity, kind, the operator's words, whether it was
 * subordinate, negated, an item of a list), and word n-grams of the sentence around the
 * operator, where a reader looks for the verb that binds.
 */
export type FeatureSet = 'rule' | 'rule+window' | 'rule+window+sentence' | 'window+sentence';

export const FEATURE_SETS: readonly FeatureSet[] = [
  'rule',
  'rule+window',
  'rule+window+sentence',
  'window+sentence',
];

/** Words either side of the operator: a subject and its modal, and the verb phrase after it. */
const WORDS_BEFORE = 4;
const WORDS_AFTER = 6;

export function describeModalityFeatures(row: ReadingRow, set: FeatureSet): string[] {
  const names: string[] = [];
  if (set.startsWith('rule')) names.push(...describeRule(row));
  if (set.includes('window')) names.push(...describeWindow(row));
  if (set.includes('sentence')) addNgrams(names, tokenize(row.label.text), 's:', false);
  return names;
}

function describeRule(row: ReadingRow): string[] {
  const { rule, operator } = row;
  const operatorWords = tokenize(row.readText.slice(operator.from, operator.to)).join('_');
  return [
    `rule:${rule.modality}`,
    `rule:${rule.modality}|${rule.polarity}`,
    `kind:${rule.amends ? `amends-${rule.amends.effect}` : rule.kind}`,
    `op:${operatorWords || '(none)'}`,
    `op:${operatorWords || '(none)'}|rule:${rule.modality}`,
    `negation:${rule.negation ? 'yes' : 'no'}`,
    `subordinate:${operator.isSubordinate ? 'yes' : 'no'}`,
    `imperative:${isImperative(row.label.text) ? 'yes' : 'no'}`,
    `lead-in:${row.usesLeadIn ? 'yes' : 'no'}`,
  ];
}

function describeWindow(row: ReadingRow): string[] {
  const { readText, operator } = row;
  const names: string[] = [];
  // With no operator the sentence's opening words are where its verb, if any, is found.
  const before = tokenize(readText.slice(0, operator.from)).slice(-WORDS_BEFORE);
  const after = tokenize(readText.slice(operator.to)).slice(0, WORDS_AFTER);
  addNgrams(names, before, 'b:');
  addNgrams(names, after, 'a:');
  // The verb right after the operator and the word right before it, by position.
  if (after[0]) names.push(`a0:${after[0]}`);
  if (after[1]) names.push(`a01:${after[0]}_${after[1]}`);
  const last = before.at(-1);
  if (last) names.push(`b0:${last}`);
  return names;
}
