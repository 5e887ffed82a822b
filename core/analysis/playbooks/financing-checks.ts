import { findingAt } from './checks.ts';
import type { ItemFinding, PlaybookView } from './playbook.ts';
import { sentencesOrHeadingsSaying, sentencesSaying } from './sentences.ts';

// What the playbooks of early-stage financings (a SAFE, a convertible note) read in the same
// sense: the price terms that decide how many shares the investor's money buys, the blanks a
// template leaves in them, and the terms both instruments share.

/** A figure left to fill in: "[●]", "$[_____]", "____%", "[Insert]". */
export const BLANK = /\[\s*(?:[●•_.\s]*|insert[^\]]*|amount|tbd)\s*\]|_{3,}|\$\s*\[|\{[^}]*\}/i;

/** The most the investor pays per share: "Valuation Cap", "Cap Price", "capped at $8,000,000". */
export const VALUATION_CAP =
  /\bvaluation\s+cap\b|\bcap\s+price\b|\bcapped\s+at\b|\bcap\s+(?:of|on\s+the\s+valuation)\b/i;

/** A discount on the round's price, named or as a share of it ("80% of the price per share"). */
export const DISCOUNT =
  /\bdiscount\s+rate\b|\bdiscount\s+of\b|\b(?:\d{1,2}(?:\.\d+)?\s*%|\d{1,2}(?:\.\d+)?\s+percent)\)?\s+of\s+the\s+(?:\w+\s+){0,3}price\b/i;

/** Better terms given to later investors ("most favoured nation"). */
export const MFN = /\bmost\s+favou?red\s+nation\b|\bMFN\b|\bmore\s+favou?rable\s+terms\b/i;
export const ARBITRATION = /\b(?:binding|final)\s+arbitration\b|\bsettled\s+by\s+arbitration\b/i;

/** For the investor: the discount named where the figure is a blank. */
export function flagBlankDiscount(view: PlaybookView, discount: RegExp): ItemFinding | null {
  if (view.side !== 'investor') return null;
  return findingAt('red-flag', sentencesOrHeadingsSaying(view, discount, BLANK)[0], {
    title: 'The discount is left blank',
    explanation: 'The discount on the next round price is left blank: fill it in before signing.',
  });
}

/** For the investor: the better terms of later instruments (`later`: "SAFEs", "notes"). */
export function findMfn(
  view: PlaybookView,
  later: string,
  explanation: string,
): ItemFinding | null {
  if (view.side !== 'investor') return null;
  return findingAt('protection', sentencesSaying(view, MFN)[0], {
    title: `You get the better terms of later ${later}`,
    explanation,
  });
}
