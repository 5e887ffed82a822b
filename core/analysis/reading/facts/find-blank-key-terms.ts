import type { KeyTerm, KeyTermKind } from '../../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../../parsing/parsed-document.ts';
import type { Blank } from '../read-forms.ts';
import { KEY_TERM_LABELS } from './key-term-labels.ts';
import { locate } from './locate.ts';

// The words that say which term a blank holds, in its label or just before it: "governed by
// the laws of [Fill in state]", "Governing Law: ____", "Fee: $______".
const TOPICS: readonly [KeyTermKind, RegExp][] = [
  [
    'governing-law',
    /\b(?:governed\s+by|governing\s+law|construed\s+in\s+accordance\s+with|laws?\s+of)\b/i,
  ],
  ['forum', /\b(?:courts?\s+(?:of|in|located|sitting)|venue|forum|exclusive\s+jurisdiction)\b/i],
  ['confidentiality-period', /\bconfidential\w*\b[^.]{0,80}\b(?:period|years?|survive)\b/i],
  // Before the fee's words: a SAFE's cap and discount sit in sentences about the price per share.
  // A lease's or a damages clause's rate for present value ("discounted at a discount rate of
  // [__]%") is not a SAFE's discount.
  ['valuation-cap', /\bvaluation\s+cap\b/i],
  ['discount-rate', /^(?![\s\S]*\b(?:present\s+value|discounted)\b)[\s\S]*\bdiscount\s+rate\b/i],
  ['fees', /\b(?:fees?|price|salary|rent|compensation|consideration)\b/i],
  ['payment-terms', /\b(?:invoices?|payment\s+terms|payable\s+within)\b/i],
];
// How far before a blank its words may stand: the rest of its line or clause.
const REACH = 120;
// A period is written into its own slot: "for a period of [___]", "[___] years", a field named
// "Confidentiality Period". A penalty's "[amount]" in a sentence about confidentiality is not one.
const PERIOD_SLOT_BEFORE = /\b(?:period|term|for|of|until)\s*[([]?\s*$/i;
const PERIOD_SLOT_AFTER = /^\s*[)\]]?\s*(?:\(\s*\d+\s*\)\s*)?(?:years?|months?|days?)\b/i;
const PERIOD_LABEL = /\b(?:period|term|duration)\b/i;

/**
 * Key terms a template leaves blank: each expected term whose words lead up to a blank is
 * 'blank', quoting its line, never a value ("[Fill in state]" is not a governing law).
 */
export function findBlankKeyTerms(document: ParsedDocument, blanks: readonly Blank[]): KeyTerm[] {
  const terms: KeyTerm[] = [];
  for (const blank of blanks) {
    const lineStart = document.text.lastIndexOf('\n', blank.start - 1) + 1;
    const before = document.text.slice(Math.max(lineStart, blank.start - REACH), blank.start);
    const words = `${blank.label ?? ''} ${before.split(/[.;]\s/).pop() ?? ''}`;
    const kind = TOPICS.find(([, topic]) => topic.test(words))?.[0];
    if (!kind || terms.some((term) => term.kind === kind)) continue;
    if (kind === 'confidentiality-period' && !isPeriodSlot(document.text, blank, before)) continue;
    const lineEnd = document.text.indexOf('\n', blank.end);
    terms.push({
      kind,
      label: KEY_TERM_LABELS[kind],
      value: blank.text,
      status: 'blank',
      ...locate(document, lineStart, lineEnd < 0 ? document.text.length : lineEnd),
    });
  }
  return terms;
}

function isPeriodSlot(text: string, blank: Blank, before: string): boolean {
  return (
    PERIOD_LABEL.test(blank.label ?? '') ||
    PERIOD_SLOT_BEFORE.test(before) ||
    PERIOD_SLOT_AFTER.test(text.slice(blank.end, blank.end + 40))
  );
}
