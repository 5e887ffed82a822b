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
  ['Intellectual Property Agreement', /intellectual property/],
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
  ['Non-Compete/Non-Solicit Agreement', /non[- ]?compet|non[- ]?solicit/],
];

/** Titles of everyday documents that CUAD does not cover, most specific first. */
export const EVERYDAY_TITLE_RULES: readonly [DocumentType, RegExp][] = [
  ['SAFE', /simple agreement for future equity|\bsafe\b/],
  ['NDA', /non-?disclosure|confidentiality agreement|\bnda\b|mutual confidentiality/],
  ['Independent Contractor Agreement', /independent contractor/],
  [
    'Employment Agreement',
    /employment (?:agreement|contract)|offer letter|offer of employment|employment offer|offer you (?:the|a) (?:position|role|job)/,
  ],
  ['Settlement Agreement', /settlement|general release/],
  ['Power of Attorney', /power of attorney/],
  ['Will', /last will|will and testament/],
  ['Privacy Policy', /privacy (?:policy|notice|statement)/],
  ['Terms of Service', /terms of (?:service|use)|terms and conditions|user agreement/],
  ['Loan Agreement', /loan agreement|promissory note|credit agreement|loan and security/],
  [
    'Purchase Agreement',
    /(?:asset|stock|share|real estate|unit|membership interest) purchase|purchase and sale|bill of sale/,
  ],
  [
    'Residential Lease',
    /residential (?:lease|tenancy)|rental agreement|apartment lease|lease agreement.*(?:residential|dwelling)/,
  ],
  [
    'Commercial Lease',
    /commercial lease|office lease|retail lease|industrial lease|(?:^|\s)lease(?: agreement)?$/,
  ],
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
