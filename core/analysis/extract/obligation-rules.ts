import type { ObligationType } from '../../../common/analysis/analysis-schema.ts';

/** Subjects that bind someone even when the preamble names no parties. */
export const GENERIC_SUBJECTS = [
  'each party',
  'either party',
  'both parties',
  'the parties',
  'each of the parties',
  'neither party',
  'Tenant',
  'Landlord',
  'Lessee',
  'Lessor',
  'Employee',
  'Employer',
  'Executive',
  'Licensee',
  'Licensor',
  'Borrower',
  'Lender',
  'Guarantor',
  'Consultant',
  'Contractor',
  'Company',
  'Client',
  'Customer',
  'Supplier',
  'Vendor',
  'Buyer',
  'Seller',
  'Purchaser',
  'Distributor',
  'Provider',
  'Service Provider',
  'Recipient',
  'Receiving Party',
  'Disclosing Party',
  'Franchisee',
  'Franchisor',
  'you',
  'User',
  'Subscriber',
];

/** The words that make a sentence binding: "shall", "must", "agrees to", "is required to", "will". */
export const MODAL =
  /^\s+(?:also\s+|further\s+|hereby\s+|promptly\s+|each\s+)?(shall|must|will|agrees?\s+to|hereby\s+agrees?\s+to|is\s+required\s+to|are\s+required\s+to|undertakes?\s+to|covenants?\s+to|is\s+obligated\s+to|promises?\s+to)\s+(?:(not|never)\b[\s,]*)?/i;

/** What follows a modal without binding anyone to act ("shall be governed by", "shall mean"). */
export const NOT_AN_OBLIGATION =
  /^(?:enter\s+into\s+this|be\s+effective|mean|have\s+the\s+meaning|be\s+(?:deemed|construed|governed|interpreted|binding|bound|entitled|authori[sz]ed|permitted|allowed|free|effective|void|valid|enforceable|final|conclusive|severable|relieved|released|excused|discharged|paid|eligible|granted|reimbursed|offered|given|employed)|have\s+(?:the\s+|an\s+)?(?:\w+\s+)?(?:right|option|discretion)|have\s+no\s+(?:obligation|liability|right|claim)|not\s+be\s+(?:liable|responsible|obligated|required|deemed|entitled)|be\s+liable\s+only|survive|commence|continue|remain\s+in|apply|prevail|inure|terminate\s+automatically|automatically)/i;

/** Restrictions the reader must keep ("shall not disclose"), as opposed to exclusions. */
export const NEGATION = /^(?:not|never)\b/i;

// Where an action ends: its deadline, a condition, or the next clause.
export const ACTION_END =
  /\s+(?:within|no\s+later\s+than|not\s+later\s+than|on\s+or\s+before|prior\s+to|before|by\s+no\s+later|promptly\s+(?:after|upon)|upon\s+(?:the\s+)?(?:request|termination|expiration|receipt|written)|unless|provided\s+that|except|if|in\s+accordance\s+with|pursuant\s+to|as\s+set\s+forth|during|for\s+a\s+period|at\s+least\s+\S+\s+(?:\(\d+\)\s+)?(?:business\s+|calendar\s+)?(?:days|weeks|months)|on\s+the\s+(?:first|last|\d+\w*)\s+day|each\s+(?:month|quarter|year)|every\s+(?:month|two\s+weeks|week|quarter|year)|monthly|quarterly|annually)\b|[.;:](?=\s|$)|,\s+(?:and|or|but|unless|provided|except|which|including)\b|\s\((?![\d$])/gi;

const TYPE_KEYWORDS: [ObligationType, RegExp][] = [
  ['restriction', /^(?:not|never)\b/i],
  [
    'payment',
    /\b(?:pay|payment|fee|fees|rent|reimburse|invoice|price|deposit|interest|installment|salary|charge|compensat)/i,
  ],
  ['insurance', /\binsur/i],
  ['confidentiality', /\bconfiden|\bsecret|\bnon-?disclos/i],
  ['notice', /\bnotif|\bnotice|\binform\b|\badvise\b/i],
  [
    'reporting',
    /\breport|\bfinancial\s+statements|\baccount(?:s|ing)\b|\brecords\b|\bstatement\b/i,
  ],
  ['delivery', /\bdeliver|\bship|\bsupply\b|\bprovide\b|\breturn\b|\bhand\s+over|\bsurrender/i],
  [
    'compliance',
    /\bcompl(?:y|iance)|\bobserve\b|\bin\s+accordance\s+with\s+(?:all\s+)?(?:applicable\s+)?law|\bregulation/i,
  ],
  [
    'performance',
    /\bperform|\bserve\b|\bservices?\b|\bwork\b|\bmaintain|\bkeep\b|\brepair|\buse\b|\bmanage|\bdevelop/i,
  ],
];

/** The kind of obligation, from the words of its action. */
export function findObligationType(action: string, isNegated: boolean): ObligationType {
  if (isNegated) return 'restriction';
  for (const [type, pattern] of TYPE_KEYWORDS) if (pattern.test(action)) return type;
  return 'other';
}
