import type { Segment } from '../../text/segment.ts';
import type { Candidate } from './candidate.ts';
import { addNgrams, getLengthBucket, tokenize } from './tokenize.ts';

/**
 * One candidate per segment: its words and bigrams, the heading above it and the end of the
 * previous segment (a clause often continues the sentence before it), plus length and position.
 */
export function buildSentenceCandidates(segments: readonly Segment[]): Candidate[] {
  const candidates: Candidate[] = [];
  let previousTokens: string[] = [];
  segments.forEach((segment, index) => {
    const tokens = tokenize(segment.text);
    const features: string[] = ['bias', `len:${getLengthBucket(tokens.length)}`];
    addNgrams(features, tokens, 'w:');
    addNgrams(features, tokenize(segment.heading).slice(0, 12), 'h:', false);
    addNgrams(features, previousTokens.slice(-12), 'p:', false);
    features.push(`pos:${Math.min(9, Math.floor((10 * index) / segments.length))}`);
    features.push(`abs:${index < 3 ? index : index < 10 ? 'a' : index < 30 ? 'b' : 'c'}`);
    if (/\b(?:[A-Z]{2,}\b[\s,;]*){4,}/.test(segment.text)) features.push('caps');
    candidates.push({
      start: segment.start,
      end: segment.end,
      kind: 'sentence',
      features,
      segment: index,
    });
    previousTokens = tokens;
  });
  return candidates;
}
