import type { DocumentType } from '../../../common/analysis/document-types.ts';

/** Words in a title that name a CUAD contract type. */
export const CUAD_TITLE_RULES: readonly [DocumentType, RegExp][] = [
  ['Distributor Agreement', /distribut/],
  ['Maintenance Agreement', /maintenance/],
  ['Strategic Alliance Agreement', /alliance/],
  ['Sponsorship Agreement', /sponsor/],
  ['License Agreement', /licen[cs]/],
  ['Joint Venture Agreement', /joint venture/],
  ['Development Agreement', /develop/],
  ['Service Agreement', /servic/],
  ['Collaboration Agreement', /collaborat|cooperat/],
  ['Co-Branding Agreement', /co-?brand/],
  ['Manufacturing Agreement', /manufactur/],
  ['Endorsement Agreement', /endors/],
  ['Outsourcing Agreement', /outsourc/],
  ['Intellectual Property Agreement', /intellectual property|\bip (?:rights )?agreement/],
  ['Hosting Agreement', /hosting/],
  ['Supply Agreement', /supply/],
  ['Marketing Agreement', /marketing/],
  ['Franchise Agreement', /franchis/],
  ['Reseller Agreement', /resell/],
  ['Consulting Agreement', /consult/],
  ['Promotion Agreement', /promot/],
  ['Transportation Agreement', /transport/],
  ['Agency Agreement', /agency/],
  ['Affiliate Agreement', /affiliat/],
  // A restrictive covenant agreement is the common name of a non-compete and non-solicit one.
  ['Non-Compete/Non-Solicit Agreement', /non[- ]?compet|non[- ]?solicit|restrictive covenant/],
];

// "Amendment No. 2 to ...", "First Amendment to ...", "Amendment #3", a title that starts with
// "Amendment", or "... Agreement Amendment No. 1". "Amended and Restated" is a whole new text
// of the agreement, so it never matches.
const AMENDMENT =
  /^\W*amendment\b|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))\s+amendment\b|\bamendment\s*(?:no\b|number\b|#|n°|\d)|\bamendment (?:to|of)\b/;

/**
 * Titles of the documents people bring that CUAD does not cover, most specific first: a
 * phrase that names the kind of document, never a word that many contracts use in passing.
 * Amendments come first ("Amendment No. 2 to the Loan Agreement" is an amendment); offer
 * letters, separations and invention assignments before the NDA and settlement phrases their
 * titles can contain ("Separation Agreement and General Release").
 */
export const EVERYDAY_TITLE_RULES: readonly [DocumentType, RegExp][] = [
  ['Amendment', AMENDMENT],
  ['Joint Filing Agreement', /joint filing (?:agreement|statement|undertaking)|rule 13d-1\s*\(k\)/],
  ['Letter of Intent', /letters? of intent|\bloi\b/],
  ['Term Sheet', /\bterm sheet\b/],
  [
    'Data Processing Agreement',
    /data (?:processing|protection) (?:agreement|addendum|terms|exhibit|schedule)|\bdpa\b/,
  ],
  ['Business Associate Agreement', /business associate (?:agreement|addendum|contract)|\bbaa\b/],
  ['SAFE', /simple agreement for future equity|\bsafe\b/],
  // Before the loan rule, whose "promissory note" a convertible note's title also says. A
  // "note purchase agreement" alone is as often a private placement of senior notes: it is a
  // convertible note only when its head says so.
  [
    'Convertible Note',
    /\bconvertible (?:(?:secured|unsecured|subordinated|senior|promissory) )*note\b|\bconvertible (?:promissory )?notes? (?:and warrant )?purchase\b/,
  ],
  [
    'Invention Assignment Agreement',
    /invention(?:s)? assignment|assignment of inventions|(?:proprietary|confidential) information and inventions?|\b[pc]iia\b/,
  ],
  [
    'Offer Letter',
    /offer letter|letter of offer|offer of employment|employment offer|offer you (?:the|a) (?:position|role|job)/,
  ],
  [
    'Separation Agreement',
    /separation (?:agreement|and (?:general )?release)|severance (?:agreement|and (?:general )?release)|separation of employment/,
  ],
  ['NDA', /non[-\s]?disclosure|confidentiality agreement|\bnda\b|mutual confidentiality/],
  ['Independent Contractor Agreement', /independent contractor/],
  ['Employment Agreement', /employment (?:agreement|contract)/],
  ['Settlement Agreement', /settlement|general release/],
  ['Power of Attorney', /power of attorney/],
  ['Will', /last will|will and testament/],
  ['Privacy Policy', /privacy (?:policy|notice|statement)/],
  [
    'Terms of Service',
    /terms (?:and conditions )?of (?:service|use|sale)|conditions of (?:use|sale)|user agreement|^\W*terms (?:for|of) /,
  ],
  ['Loan Agreement', /loan agreement|promissory note|credit agreement|loan and security/],
  [
    'Guaranty',
    /^\W*(?:(?:continuing|unconditional|personal|parent|corporate|limited)\s+)*guarant(?:y|ee)\b|guarant(?:y|ee) (?:agreement|of (?:payment|performance|lease|obligations))|\bsuretyship\b/,
  ],
  ['Security Agreement', /(?:pledge and )?security agreement|\bpledge agreement/],
  [
    'Purchase Agreement',
    /(?:asset|stock|share|real estate|unit|membership interest) purchase|purchase and sale|bill of sale/,
  ],
  [
    'Operating Agreement',
    /(?<!joint )operating agreement|limited liability company agreement|\bllc agreement/,
  ],
  ['Order Form', /\border form\b|\b(?:service|subscription) order\b/],
  [
    'Residential Lease',
    /residential (?:lease|tenancy)|rental agreement|apartment lease|lease agreement.*(?:residential|dwelling)/,
  ],
  [
    'Commercial Lease',
    /commercial lease|office lease|retail lease|industrial lease|(?:^|\s)lease(?: agreement)?$/,
  ],
];

/**
 * Titles that name a kind of document only when nothing more specific does: "General Terms and
 * Conditions for Maintenance and Support" is a maintenance agreement, "Terms and Conditions" on
 * its own a website's terms.
 */
export const GENERIC_TITLE_RULES: readonly [DocumentType, RegExp][] = [
  ['Terms of Service', /terms and conditions/],
];

/** The first rule whose pattern the lower-cased text matches, if any. */
export function findRuleMatch(
  rules: readonly [DocumentType, RegExp][],
  text: string,
): DocumentType | null {
  const lower = text.toLowerCase();
  for (const [type, pattern] of rules) if (pattern.test(lower)) return type;
  return null;
}

/** Every CUAD type whose title words appear in the title, in the order they appear. */
export function findCuadTitleMatches(title: string): DocumentType[] {
  const lower = title.toLowerCase();
  return CUAD_TITLE_RULES.map(([type, pattern]) => ({ type, at: lower.search(pattern) }))
    .filter((match) => match.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((match) => match.type);
}
