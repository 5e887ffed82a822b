import { BETWEEN, PREAMBLE_END, SALUTATION } from '../facts/party-patterns.ts';

/**
 * Where a document introduces its parties: the first sentence after a letter's salutation
 * ("Ladies and Gentlemen: Acme Inc. (the "Company") ... confirms its agreement with you"), the
 * list after "between", or, with neither, the document's opening words.
 */
export interface PreambleRegion {
  kind: 'letter' | 'between' | 'opening';
  start: number;
  end: number;
}

const PREAMBLE_REACH = 8_000;
const REGION_LENGTH = 1_500;

/** The regions a document's parties may be introduced in, the most telling first. */
export function findPreambleRegions(text: string): PreambleRegion[] {
  const head = text.slice(0, PREAMBLE_REACH);
  const between = BETWEEN.exec(head);
  const salutation = SALUTATION.exec(head.slice(0, REGION_LENGTH * 2));
  const regions: PreambleRegion[] = [];
  // A letter's body can speak of "any dispute between the Company and the Agent" long after its
  // first sentence has named them.
  if (salutation && (!between || salutation.index < between.index))
    regions.push(regionFrom(text, 'letter', salutation.index + salutation[0].length));
  if (between) regions.push(regionFrom(text, 'between', between.index + between[0].length));
  regions.push({ kind: 'opening', start: 0, end: Math.min(text.length, REGION_LENGTH) });
  return regions;
}

/** From `start` to the recitals, the operative words or the first section. */
function regionFrom(text: string, kind: PreambleRegion['kind'], start: number): PreambleRegion {
  const region = text.slice(start, start + REGION_LENGTH);
  const end = PREAMBLE_END.exec(region);
  return { kind, start, end: start + (end ? end.index : region.length) };
}
