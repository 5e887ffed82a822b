import type { KeyTerm } from '../../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../../parsing/parsed-document.ts';
import { findPlaceholders } from '../../text/find-placeholders.ts';
import type { Segment } from '../../text/segment.ts';
import { DEAL_TERM_RULES, type DealTermRule } from './deal-term-rules.ts';
import { KEY_TERM_LABELS } from './key-term-labels.ts';
import { locate } from './locate.ts';

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
    if (!rule.context.test(segment.text) || rule.unless?.test(segment.text)) continue;
    const value = rule.value(segment.text);
    const placeholder = findPlaceholders(segment.text)[0];
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
