import { GOVERNING_LAW, type ExpectedClause } from './missing-clause-rules.ts';

// What a lawyer expects in documents that secure a debt: a guaranty, a security agreement.

/** Guaranties. */
export const GUARANTY: ExpectedClause[] = [
  {
    category: 'cap-on-liability',
    title: 'Limit of the guarantee',
    whyItMatters:
      'Nothing limits how much you can be made to pay: the guarantee may cover the whole debt, interest and collection costs, with no ceiling.',
    present:
      /\b(?:maximum|aggregate)\s+(?:liability|amount)\b|\bshall\s+not\s+exceed\b|\blimited\s+to\b|\bup\s+to\s+(?:the\s+)?(?:amount|sum)\s+of\b|\bcapped\b/i,
    clauseCategories: ['cap-on-liability'],
  },
  {
    category: 'waiver-of-defenses',
    title: 'Waiver of defences',
    whyItMatters:
      'It does not say whether you give up the defences a guarantor normally has, such as making the lender pursue the borrower first; guaranties usually deal with this, so check what your local law gives you.',
    present:
      /\bwaive\w*\b[^.]{0,120}\b(?:defen[cs]es?|notice|presentment|diligence|demand)\b|\bsuretyship\s+defen[cs]es?\b/i,
    clauseCategories: [],
  },
  {
    category: 'termination-for-cause',
    title: 'How the guarantee ends',
    whyItMatters:
      'It does not say how or when the guarantee ends, so you may stay liable for new debts long after you expected to be released.',
    present: /\brevok\w*|\brevocation\b|\bterminat\w*|\breleas\w*|\bexpir\w*/i,
    clauseCategories: ['termination-for-convenience'],
  },
  GOVERNING_LAW,
];

/** Security agreements. */
export const SECURITY: ExpectedClause[] = [
  {
    category: 'collateral-description',
    title: 'What the collateral is',
    whyItMatters:
      'It does not clearly describe the property that secures the debt; a vague description may leave the security interest unenforceable, or reaching more than you meant.',
    present:
      /\bcollateral\b[^.]{0,40}\b(?:means|shall\s+mean|includes?|consists?)\b|\bsecurity\s+interest\s+in\b|\bpledges?\b[^.]{0,60}\bto\b/i,
    clauseCategories: [],
  },
  {
    category: 'acceleration-on-default',
    title: 'Events of default',
    whyItMatters:
      'It does not say what counts as a default, which decides when the secured party may take the collateral.',
    present: /\bdefault\b/i,
    clauseCategories: ['acceleration-on-default'],
  },
  {
    category: 'remedies',
    title: 'What happens after a default',
    whyItMatters:
      'Nothing says what the secured party may do after a default (take, sell or keep the collateral) or what notice you get first.',
    present:
      /\bremed(?:y|ies)\b|\btake\s+possession\b|\bforeclos\w*|\b(?:sell|dispose\s+of)\b[^.]{0,40}\bcollateral\b|\buniform\s+commercial\s+code\b|\bUCC\b/i,
    clauseCategories: [],
  },
  {
    category: 'release-of-security',
    title: 'Release when the debt is paid',
    whyItMatters:
      'It does not say the security interest ends once the debt is paid, so clearing the lien may take another negotiation.',
    present: /\breleas\w*|\bterminat\w*\b[^.]{0,80}\b(?:security\s+interest|lien|payment)/i,
    clauseCategories: [],
  },
];
