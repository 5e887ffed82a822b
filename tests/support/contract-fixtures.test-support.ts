import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseText } from '../../core/parsing/parse-text.ts';
import type { ParsedDocument } from '../../core/parsing/parsed-document.ts';
import { splitSentences } from '../../core/analysis/text/split-sentences.ts';
import type { Segment } from '../../core/analysis/text/segment.ts';

/** The golden contracts we wrote ourselves, by file name without ".txt". */
export const CONTRACT_FIXTURES = [
  'consulting-agreement',
  'residential-lease',
  'employment-agreement',
  'loan-note',
  'terms-of-service',
  'mutual-nda',
  'recipe',
  'short-story',
] as const;

export type ContractFixture = (typeof CONTRACT_FIXTURES)[number];

/** The fixtures that are legal documents (the rest are a recipe and a story). */
export const LEGAL_CONTRACT_FIXTURES = CONTRACT_FIXTURES.filter(
  (name) => name !== 'recipe' && name !== 'short-story',
);

/** A fixture parsed the way an uploaded TXT file is, with its sentences. */
export function loadContractFixture(name: ContractFixture): {
  document: ParsedDocument;
  segments: Segment[];
} {
  const path = fileURLToPath(new URL(`../fixtures/contracts/${name}.txt`, import.meta.url));
  const document = parseText(new Uint8Array(readFileSync(path)));
  return { document, segments: splitSentences(document.text) };
}
