import type { ObligationType } from '../../../../common/analysis/analysis-schema.ts';

/** What follows a modal without binding anyone to act ("shall be governed by", "shall mean"). */
export const NOT_AN_OBLIGATION =
  /^(?:enter\s+into\s+this|be\s+effective|mean|have\s+the\s+meaning|be\s+(?:deemed|construed|governed|interpreted|binding|bound|entitled|authori[sz]ed|permitted|allowed|free|effective|void|valid|enforceable|final|conclusive|severable|relieved|released|excused|discharged|paid|eligible|granted|reimbursed|offered|given|employed)|have\s+(?:the\s+|an\s+)?(?:\w+\s+)?(?:right|option|discretion)|have\s+no\s+(?:obligation|liability|right|claim)|not\s+be\s+(?:liable|responsible|obligated|required|deemed|entitled)|be\s+liable\s+only|survive|commence|continue|remain\s+in|apply|prevail|inure|terminate\s+automatically|automatically)/i;

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
