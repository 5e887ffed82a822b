import type { CreditHistory } from '../../../common/api/credits.ts';

type CreditEntry = CreditHistory['entries'][number];
type CreditReason = CreditEntry['reason'];

const REASON_LABELS: Record<CreditReason, string> = {
  trial: 'Free trial',
  analysis: 'Analysis',
  refund: 'Refund',
  purchase: 'Purchase',
  grant: 'Added by an administrator',
  reset: 'Reset',
};

/** Why the balance changed, in words. */
export function describeCreditReason(reason: CreditReason): string {
  return REASON_LABELS[reason];
}

/**
 * The reason with the document it was for, when the server still knows it: "Refund —
 * contract.pdf". A deleted document's name is gone, and the reason stands alone.
 */
export function describeCreditEntry(entry: Pick<CreditEntry, 'reason' | 'documentName'>): string {
  const reason = describeCreditReason(entry.reason);
  return entry.documentName ? `${reason} \u2014 ${entry.documentName}` : reason;
}

/** "1 credit" / "3 credits". */
export function formatCredits(count: number): string {
  return `${count} ${count === 1 ? 'credit' : 'credits'}`;
}

/** A change with its sign: "+3", "−1" (a true minus sign), "0". */
export function formatCreditChange(amount: number): string {
  if (amount > 0) return `+${amount}`;
  if (amount < 0) return `\u2212${Math.abs(amount)}`;
  return '0';
}
