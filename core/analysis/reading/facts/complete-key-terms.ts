import type { KeyTerm, KeyTermKind } from '../../../../common/analysis/analysis-schema.ts';
import type { DocumentGroup } from '../../type/type-reading.ts';
import { hasPlaceholder } from '../../text/find-placeholders.ts';
import { KEY_TERM_LABELS } from './key-term-labels.ts';
import type { Located } from './locate.ts';

/** Terms the document incorporates by reference ("the Bonterms Standard Terms") and lacks. */
export interface MissingTerms extends Located {
  name: string;
}

/**
 * The key terms a reader of each group expects to be told about even when the document is
 * silent: their absence is news ("no liability cap" in a services contract). Term, renewal and
 * notice are left out: a contract may run for a fixed term, and then has none of them. A type's
 * profile may name its own (core/analysis/playbooks/profiles).
 */
export const EXPECTED_KEY_TERMS: Record<DocumentGroup, readonly KeyTermKind[]> = {
  commercial: ['governing-law', 'forum', 'payment-terms', 'liability-cap', 'indemnity'],
  nda: ['governing-law', 'forum', 'confidentiality-period'],
  employment: ['governing-law', 'fees', 'non-compete', 'non-solicit', 'ip-ownership'],
  lease: ['governing-law', 'fees'],
  loan: ['governing-law', 'late-payment'],
  consumer: ['governing-law', 'forum', 'liability-cap'],
  other: ['governing-law'],
};

// Values that name a template's field rather than a place ("the laws of the Governing State").
const FIELD_NAME = /^(?:Governing\s+(?:State|Law|Jurisdiction)|State|Jurisdiction|Country)$/i;

/**
 * The key terms as the reader should see them: a stated term whose words are a placeholder is
 * 'blank'; each term the reader expects and the document does not state is 'incorporated' when
 * the document leaves its terms to others it does not contain (naming them), else 'not-found'
 * (with no words to point at).
 */
export function completeKeyTerms(
  text: string,
  keyTerms: readonly KeyTerm[],
  expected: readonly KeyTermKind[],
  missingTerms: readonly MissingTerms[],
): KeyTerm[] {
  const terms = keyTerms.map((term): KeyTerm => {
    if (term.status !== 'stated') return term;
    const around = text.slice(Math.max(0, term.start - 2), term.end + 2);
    return FIELD_NAME.test(term.value) || hasPlaceholder(term.value) || hasPlaceholder(around)
      ? { ...term, status: 'blank', value: term.value }
      : term;
  });
  const elsewhere = missingTerms[0];
  for (const kind of expected) {
    if (terms.some((term) => term.kind === kind)) continue;
    terms.push(
      elsewhere
        ? {
            kind,
            label: KEY_TERM_LABELS[kind],
            value: `In the ${elsewhere.name}, which you were not given`,
            status: 'incorporated',
            quote: elsewhere.quote,
            page: elsewhere.page,
            start: elsewhere.start,
            end: elsewhere.end,
          }
        : {
            kind,
            label: KEY_TERM_LABELS[kind],
            value: 'Not found in this document',
            status: 'not-found',
            quote: '',
            page: 1,
            start: 0,
            end: 0,
          },
    );
  }
  return terms;
}
