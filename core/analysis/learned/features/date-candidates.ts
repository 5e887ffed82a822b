import type { Candidate } from './candidate.ts';
import { addContextFeatures, getPositionBucket } from './context-features.ts';

const MONTH =
  '(?:Jan(?:uary|\\.)?|Feb(?:ruary|\\.)?|Mar(?:ch|\\.)?|Apr(?:il|\\.)?|May|June?|July?|Aug(?:ust|\\.)?|Sep(?:t(?:ember)?|\\.)?|Oct(?:ober|\\.)?|Nov(?:ember|\\.)?|Dec(?:ember|\\.)?|JANUARY|FEBRUARY|MARCH|APRIL|MAY|JUNE|JULY|AUGUST|SEPTEMBER|OCTOBER|NOVEMBER|DECEMBER)';
const DAY = '(?:\\d{1,2}\\s?(?:st|nd|rd|th|s\\s?t)?|_+)';
const YEAR = '(?:(?:19|20)\\d{2}|(?:19|20)_+|_{2,})';
// Blank forms ("this ___ day of ____, 2004") are labelled as dates in CUAD, so they are matched too.
const DATE_PATTERN = new RegExp(
  [
    `(?:(?:this|the)\\s+)?${DAY}\\s*day\\s+of\\s+(?:${MONTH}|_+)\\s*,?\\s*(?:in\\s+the\\s+year\\s+)?${YEAR}`,
    `(?:this\\s+)?_*\\s*day\\s+of\\s+(?:${MONTH}|_+)?\\s*,\\s*${YEAR}`,
    `${MONTH}\\s+${DAY}\\s*,?\\s*${YEAR}`,
    `${DAY}\\s+(?:day\\s+of\\s+)?${MONTH}\\s*,?\\s*${YEAR}`,
    `\\d{1,2}[/\\-.]\\d{1,2}[/\\-.](?:19|20)?\\d{2}`,
    `_{3,}\\s*_*\\s*,?\\s*${YEAR}`,
    `${MONTH}\\s*,?\\s*(?:19|20)\\d{2}`,
  ].join('|'),
  'g',
);

/** Every date expression in the text, with features for Agreement and Effective Date. */
export function buildDateCandidates(text: string): Candidate[] {
  const candidates: Candidate[] = [];
  let rank = 0;
  for (const match of text.matchAll(DATE_PATTERN)) {
    const start = match.index;
    const end = start + match[0].length;
    const value = match[0];
    const features = [
      'date:bias',
      `date:pos${getPositionBucket(start)}`,
      `date:rank${Math.min(rank, 5)}`,
      `date:blank${/_/.test(value)}`,
      `date:dayof${/day\s+of/i.test(value)}`,
      `date:this${/^this/i.test(value)}`,
    ];
    addContextFeatures(text, start, end, features, 'date:');
    const sentenceStart = Math.max(text.lastIndexOf('. ', start), text.lastIndexOf('\n\n', start));
    const sentenceBefore = text.slice(sentenceStart + 1, start);
    if (/agreement/i.test(sentenceBefore)) features.push('date:agreement-sentence');
    if (/effective/i.test(sentenceBefore)) features.push('date:effective-sentence');
    if (/\bdated\b|\bas of\b/i.test(sentenceBefore)) features.push('date:dated-sentence');
    if (/between|among/i.test(text.slice(start, start + 300))) features.push('date:before-between');
    candidates.push({ start, end, kind: 'date', features });
    rank++;
  }
  return candidates;
}
