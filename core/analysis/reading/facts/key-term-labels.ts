import type { KeyTermKind } from '../../../../common/analysis/analysis-schema.ts';

/** What each key term is called on the screen. */
export const KEY_TERM_LABELS: Record<KeyTermKind, string> = {
  'governing-law': 'Governing law',
  forum: 'Where disputes go',
  'term-and-renewal': 'Term and renewal',
  'termination-notice': 'Notice to terminate',
  fees: 'Fees and prices',
  royalties: 'Royalties',
  'payment-terms': 'Payment terms',
  'late-payment': 'Late payment',
  'liability-cap': 'Liability cap',
  'liability-carve-outs': 'Outside the liability cap',
  indemnity: 'Indemnities',
  'confidentiality-period': 'Confidentiality lasts',
  'non-compete': 'Non-compete',
  'non-solicit': 'Non-solicit',
  'ip-ownership': 'Who owns the work',
  'valuation-cap': 'Valuation cap',
  'discount-rate': 'Discount rate',
};
