import type { KeyTerm, KeyTermKind } from '../../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../../parsing/parsed-document.ts';
import { findPlaceholders } from '../../text/find-placeholders.ts';
import { KEY_TERM_LABELS } from './key-term-labels.ts';
import { collapseSpaces, locate } from './locate.ts';

// The labels cover pages and order forms give their key terms ("Governing Law", "Chosen
// Courts", "General Cap Amount"), and the key term each names.
const LABELLED_KINDS: [RegExp, KeyTermKind][] = [
  [/^(?:governing\s+law|choice\s+of\s+law|applicable\s+law)$/i, 'governing-law'],
  [/^(?:(?:chosen\s+)?courts?|jurisdiction|venue|forum|dispute\s+resolution)$/i, 'forum'],
  [/^(?:confidentiality\s+period|period\s+of\s+confidentiality)$/i, 'confidentiality-period'],
  [
    /^(?:term(?:\s+of\s+(?:the\s+)?(?:nda|agreement))?|subscription\s+period|initial\s+term|auto-?renewal)$/i,
    'term-and-renewal',
  ],
  [/^(?:(?:cloud\s+service\s+|subscription\s+|service\s+)?fees?|price|pricing|rate)$/i, 'fees'],
  [/^(?:payment\s+(?:terms|process|period)|invoicing)$/i, 'payment-terms'],
  [
    /^(?:(?:general\s+)?cap\s+amount|liability\s+cap|limitation\s+of\s+liability)$/i,
    'liability-cap',
  ],
  [/^(?:increased\s+(?:cap|claims)|unlimited\s+claims)$/i, 'liability-carve-outs'],
  [/^(?:covered\s+claims|indemnit(?:y|ies))$/i, 'indemnity'],
];

// "Governing Law<TAB>The laws of {governing_law}", or a label on its own line with a line of
// description under it and the value after a blank line, as order forms lay them out.
const SAME_LINE = /^[ \t]*([A-Z][A-Za-z -]{2,40}?)[ \t]*(?:\t|:)[ \t]*(\S[^\n]{0,300})$/gm;
const STACKED =
  /^[ \t]*([A-Z][A-Za-z -]{2,40}?)[ \t]*\n(?:[^\n]{0,120}\n)?\s*\n[ \t]*(\S[^\n]{0,300})$/gm;

/**
 * The key terms a cover page, order form or key-terms table states, read before the clauses:
 * they hold the deal's terms. A value that is a placeholder ("{governing_law}") is 'blank'.
 */
export function readKeyTermTable(document: ParsedDocument): KeyTerm[] {
  const terms: KeyTerm[] = [];
  for (const pattern of [SAME_LINE, STACKED]) {
    for (const match of document.text.matchAll(pattern)) {
      const label = collapseSpaces(match[1] ?? '');
      const kind = LABELLED_KINDS.find(([labels]) => labels.test(label))?.[1];
      const raw = match[2] ?? '';
      if (!kind || terms.some((term) => term.kind === kind)) continue;
      if (isRunningLine(document.text, raw)) continue;
      const valueStart = match.index + match[0].lastIndexOf(raw);
      const placeholder = findPlaceholders(raw)[0];
      terms.push({
        kind,
        label: KEY_TERM_LABELS[kind],
        value: placeholder ? placeholder.text : collapseSpaces(raw),
        status: placeholder ? 'blank' : 'stated',
        ...locate(document, valueStart, valueStart + raw.length),
      });
    }
  }
  return terms;
}

/** A page's running header or footer ("Source: ACME INC, 8-K, 1/20/2009"), repeated on every page. */
function isRunningLine(text: string, line: string): boolean {
  const trimmed = line.trim();
  let count = 0;
  for (let at = text.indexOf(trimmed); at >= 0 && count < 3; at = text.indexOf(trimmed, at + 1))
    count++;
  return trimmed.length >= 12 && count >= 3;
}
