// Words the playbooks of early-stage financings (a SAFE, a convertible note) read in the same
// sense: the price terms that decide how many shares the investor's money buys, and the blanks a
// template leaves in them.

/** A figure left to fill in: "[●]", "$[_____]", "____%", "[Insert]". */
export const BLANK = /\[\s*(?:[●•_.\s]*|insert[^\]]*|amount|tbd)\s*\]|_{3,}|\$\s*\[|\{[^}]*\}/i;

/** The most the investor pays per share: "Valuation Cap", "Cap Price", "capped at $8,000,000". */
export const VALUATION_CAP =
  /\bvaluation\s+cap\b|\bcap\s+price\b|\bcapped\s+at\b|\bcap\s+(?:of|on\s+the\s+valuation)\b/i;

/** A discount on the round's price, named or as a share of it ("80% of the price per share"). */
export const DISCOUNT =
  /\bdiscount\s+rate\b|\bdiscount\s+of\b|\b(?:\d{1,2}(?:\.\d+)?\s*%|\d{1,2}(?:\.\d+)?\s+percent)\)?\s+of\s+the\s+(?:\w+\s+){0,3}price\b/i;
