import type { Segment } from '../../text/segment.ts';
import type { Candidate } from './candidate.ts';
import { addNgrams, getLengthBucket, tokenize } from './tokenize.ts';

// Where a sentence divides into parts: after a semicolon or colon, and before an enumeration
// marker such as "(a)", "(ii)" or "(3)".
const PART_BREAK = /;\s+|:\s+|\s(?=\((?:[a-z]|[ivx]+|\d{1,2})\)\s)/g;
const MINIMUM_PART_TOKENS = 4;

/**
 * The parts of long sentences, as extra candidates: CUAD often labels one item of an
 * enumeration or one clause of a semicolon list, which a whole sentence does not match
 * (word-set Jaccard below 0.5). Features are those of a sentence, plus the words of the
 * sentence before the part (or of the previous sentence, for the first part).
 */
export function buildPartCandidates(segments: readonly Segment[]): Candidate[] {
  const candidates: Candidate[] = [];
  let previousTokens: string[] = [];
  segments.forEach((segment, segmentIndex) => {
    const cuts = [0];
    for (const match of segment.text.matchAll(PART_BREAK)) cuts.push(match.index + match[0].length);
    cuts.push(segment.text.length);
    if (cuts.length > 2) {
      for (let index = 0; index + 1 < cuts.length; index++) {
        const raw = segment.text.slice(cuts[index], cuts[index + 1]);
        const leading = raw.length - raw.trimStart().length;
        const value = raw.trim();
        const tokens = tokenize(value);
        if (tokens.length < MINIMUM_PART_TOKENS) continue;
        const before =
          index === 0
            ? previousTokens.slice(-12)
            : tokenize(segment.text.slice(0, cuts[index])).slice(-12);
        const features: string[] = ['bias', 'part', `len:${getLengthBucket(tokens.length)}`];
        features.push(`part:${index === 0 ? 'first' : index + 2 === cuts.length ? 'last' : 'mid'}`);
        addNgrams(features, tokens, 'w:');
        addNgrams(features, tokenize(segment.heading).slice(0, 12), 'h:', false);
        addNgrams(features, before, 'p:', false);
        features.push(`pos:${Math.min(9, Math.floor((10 * segmentIndex) / segments.length))}`);
        const start = segment.start + (cuts[index] ?? 0) + leading;
        candidates.push({
          start,
          end: start + value.length,
          kind: 'part',
          features,
          segment: segmentIndex,
        });
      }
    }
    previousTokens = tokenize(segment.text);
  });
  return candidates;
}
