import type { KeyTerm } from '../../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../../parsing/parsed-document.ts';
import { findPlaceholders } from '../../text/find-placeholders.ts';
import type { Segment } from '../../text/segment.ts';
import { DEAL_TERM_RULES, type DealTermRule } from './deal-term-rules.ts';
import { KEY_TERM_LABELS } from './key-term-labels.ts';
import { locate } from './locate.ts';

// How far after the words that name a term its placeholder may stand.
const NEAR = 80;

/**
 * The deal's terms beyond the dates: where disputes go, the money (fees, royalties, late
 * payment), what the liability cap leaves out, who indemnifies whom, how long confidentiality,
 * a non-compete and a non-solicit last, and who owns the work. Each is the first sentence that
 * states it; a template sentence whose value is a placeholder ("for [●] years") is 'blank'.
 */
export function extractDealTerms(document: ParsedDocument, segments: Segment[]): KeyTerm[] {
  return DEAL_TERM_RULES.flatMap((rule) => {
    const found = findTerm(document, segments, rule);
    return found ? [found] : [];
  });
}

function findTerm(
  document: ParsedDocument,
  segments: Segment[],
  rule: DealTermRule,
): KeyTerm | null {
  let blank: KeyTerm | null = null;
  for (const segment of segments) {
    const context = rule.context.exec(segment.text);
    if (!context || rule.unless?.test(segment.text)) continue;
    const value = rule.value(segment.text);
    // Only a placeholder just after the term's own words holds its value ("for a period of [●]
    // years", "the courts of [city]"): in a cover table read as one sentence, "[Legal name of
    // the employer]" is not the confidentiality period.
    const placeholder = findPlaceholders(segment.text).find(
      (candidate) =>
        candidate.start >= context.index &&
        candidate.start <= context.index + context[0].length + NEAR,
    );
    if (value && !placeholder)
      return {
        kind: rule.kind,
        label: KEY_TERM_LABELS[rule.kind],
        value,
        status: 'stated',
        ...locate(document, segment.start, segment.end),
      };
    if (placeholder && !blank)
      blank = {
        kind: rule.kind,
        label: KEY_TERM_LABELS[rule.kind],
        value: placeholder.text,
        status: 'blank',
        ...locate(document, segment.start, segment.end),
      };
  }
  return blank;
}
