import type { DocumentGroup } from '../../type/type-reading.ts';

/** A clause documents of a group usually contain, and how to tell it is there. */
export interface ExpectedClause {
  category: string;
  title: string;
  whyItMatters: string;
  /** Any sentence or heading matching this means the clause is present. */
  present: RegExp;
  /** Learned clause categories that also mean it is present. */
  clauseCategories: string[];
}

/** Which law applies: expected in every kind of contract. */
export const GOVERNING_LAW: ExpectedClause = {
  category: 'governing-law',
  title: 'Governing law',
  whyItMatters:
    'Without it, it is unclear which law applies if there is a dispute, which makes any disagreement slower and costlier to settle.',
  present:
    /\bgovern(?:ed|s|ing)\b[^.]{0,80}\blaws?\b|\blaws?\s+of\s+the\s+(?:state|commonwealth)\b|\bchoice\s+of\s+law\b|\bapplicable\s+law\b/i,
  clauseCategories: ['governing-law', 'choice-of-law'],
};
/** How the contract ends. */
export const TERMINATION: ExpectedClause = {
  category: 'termination-for-cause',
  title: 'Termination',
  whyItMatters:
    'Nothing says how either side can end the contract, or what happens if the other side does not keep its promises.',
  present:
    /\bterminat\w*|\bcancel\w*|\bexpir\w*|\bend\s+(?:this|the)\s+(?:agreement|contract|lease|employment)/i,
  clauseCategories: [
    'termination-for-convenience',
    'termination-for-cause',
    'unilateral-termination',
  ],
};
/** Keeping the other side's information secret. */
export const CONFIDENTIALITY: ExpectedClause = {
  category: 'confidentiality',
  title: 'Confidentiality',
  whyItMatters:
    'Nothing stops the other side from sharing the business or personal information you give them.',
  present: /\bconfidential|\bnon-?disclosure\b|\bproprietary\s+information\b/i,
  clauseCategories: ['confidentiality'],
};
/** A limit on what one side can claim from the other. */
export const LIABILITY: ExpectedClause = {
  category: 'cap-on-liability',
  title: 'Limitation of liability',
  whyItMatters:
    'With no limit on liability, one mistake could lead to a claim far larger than what the contract pays.',
  present:
    /\blimitation\s+of\s+liability\b|\bliab(?:le|ility)\b[^.]{0,100}\b(?:exceed|limited\s+to|in\s+no\s+event)|\bin\s+no\s+event\b[^.]{0,100}\bliable\b|\bconsequential\s+damages\b/i,
  clauseCategories: ['cap-on-liability', 'uncapped-liability', 'limitation-of-liability'],
};
/** What is paid, when and how. */
export const PAYMENT: ExpectedClause = {
  category: 'payment-terms',
  title: 'Payment terms',
  whyItMatters:
    'It does not say clearly how much is paid, when, or how, which is where most disagreements start.',
  present: /\bpay(?:s|ment|able|ing)?\b|\bfees?\b|\bcompensation\b|\bsalary\b|\brent\b|\binvoice/i,
  clauseCategories: ['payment-terms', 'revenue-profit-sharing', 'minimum-commitment'],
};

/** What each group of documents usually contains. */
export const EXPECTED_CLAUSES: Partial<Record<DocumentGroup, ExpectedClause[]>> = {
  commercial: [LIABILITY, TERMINATION, CONFIDENTIALITY, GOVERNING_LAW, PAYMENT],
  lease: [
    {
      category: 'security-deposit',
      title: 'Security deposit',
      whyItMatters:
        'The lease does not say how much deposit is held, or when and how it comes back, so its return is easy to dispute.',
      present: /\bdeposit\b/i,
      clauseCategories: ['security-deposit'],
    },
    {
      category: 'maintenance-and-repairs',
      title: 'Maintenance and repairs',
      whyItMatters:
        'Nothing says who fixes what. Without it, a broken boiler or leak can turn into an argument about who pays.',
      present: /\brepair|\bmaintenance\b|\bmaintain\b|\bgood\s+(?:order|condition)\b/i,
      clauseCategories: [],
    },
    TERMINATION,
    PAYMENT,
  ],
  employment: [
    TERMINATION,
    {
      ...PAYMENT,
      title: 'Pay',
      whyItMatters:
        'It does not say what you will be paid, or when. Get the salary, pay dates and any bonus in writing.',
    },
    CONFIDENTIALITY,
  ],
  nda: [
    {
      category: 'expiration-date',
      title: 'How long confidentiality lasts',
      whyItMatters:
        'Without an end date, the duty to keep information secret may last indefinitely, or a court may read it narrowly.',
      present:
        /\b(?:term|period|duration)\s+of\b|\bexpir\w*|\bterminat\w*|\b(?:years?|months?)\s+(?:after|from|following)\b|\bsurviv\w*|\bindefinite|\bperpetu\w*/i,
      clauseCategories: ['expiration-date', 'renewal-term'],
    },
    {
      category: 'return-of-information',
      title: 'Return or destruction of information',
      whyItMatters:
        'Nothing requires the other side to return or destroy your information when the relationship ends, so copies may linger.',
      present:
        /\breturn\b[^.]{0,120}\b(?:information|materials|documents|copies)|\bdestr(?:oy|uction)\b/i,
      clauseCategories: [],
    },
    GOVERNING_LAW,
  ],
  loan: [
    {
      category: 'acceleration-on-default',
      title: 'Default and what follows',
      whyItMatters:
        'It does not say what counts as a default or what the lender can then do, which leaves both sides guessing when a payment is missed.',
      present: /\bdefault\b/i,
      clauseCategories: ['acceleration-on-default'],
    },
    {
      category: 'payment-terms',
      title: 'Repayment schedule',
      whyItMatters:
        'Without clear amounts and due dates, it is hard to know when you are late, or to plan repayments.',
      present: /\binstal(?:l)?ments?\b|\brepay\w*|\bpayable\b|\bdue\s+(?:on|date)\b|\bmaturity\b/i,
      clauseCategories: ['payment-terms'],
    },
    GOVERNING_LAW,
  ],
};
