import {
  CONFIDENTIALITY,
  GOVERNING_LAW,
  PAYMENT,
  type ExpectedClause,
} from './missing-clause-rules.ts';

// What a lawyer expects in letters of intent, operating agreements, joint filing agreements, order forms and amendments.

/** Letters of intent. */
export const LETTER_OF_INTENT: ExpectedClause[] = [
  {
    category: 'binding-effect',
    title: 'Which parts bind',
    whyItMatters:
      'It does not say which parts are binding and which are not; a court may then treat the whole letter as a contract, or none of it.',
    present:
      /\bnon-?binding\b|\bnot\s+(?:be\s+)?(?:legally\s+)?binding\b|\blegally\s+binding\b|\bbinding\s+(?:effect|provisions?|obligations?)\b|\bno\s+(?:legal(?:ly)?\s+)?(?:binding\s+)?obligations?\b/i,
    clauseCategories: [],
  },
  {
    category: 'exclusivity',
    title: 'Exclusivity',
    whyItMatters:
      'It does not say whether either side may negotiate with others meanwhile, which is often the one promise a letter of intent is meant to secure.',
    present: /\bexclusiv\w*|\bno[- ]shop\b|\bnot\s+(?:to\s+)?(?:solicit|negotiate|discuss)\b/i,
    clauseCategories: ['exclusivity'],
  },
  {
    category: 'expiration-date',
    title: 'When it lapses',
    whyItMatters:
      'Nothing says when the letter lapses if no final agreement is signed, so negotiations, and any exclusivity, could drag on.',
    present: /\bexpir\w*|\bterminat\w*|\blapse\w*|\bno\s+later\s+than\b|\bdeadline\b/i,
    clauseCategories: ['expiration-date'],
  },
  CONFIDENTIALITY,
  GOVERNING_LAW,
];

/** LLC operating agreements. */
export const OPERATING: ExpectedClause[] = [
  {
    category: 'capital-contributions',
    title: 'Capital contributions',
    whyItMatters:
      'It does not say what each member puts in, or whether more can be demanded later.',
    present: /\bcapital\s+contributions?\b|\bcontribut\w*/i,
    clauseCategories: [],
  },
  {
    category: 'distributions',
    title: 'Distributions of profit',
    whyItMatters:
      'It does not say how and when profits are shared out, or how losses are allocated.',
    present: /\bdistribut\w*|\ballocat\w*\b[^.]{0,40}\b(?:profits?|losses?|income)\b/i,
    clauseCategories: ['revenue-profit-sharing'],
  },
  {
    category: 'management-and-voting',
    title: 'Management and voting',
    whyItMatters:
      'It does not say who runs the company or how members vote, so every decision can become a dispute.',
    present: /\bmanag\w*|\bvot(?:e|es|ing)\b/i,
    clauseCategories: [],
  },
  {
    category: 'transfer-restrictions',
    title: 'Transfer of interests',
    whyItMatters:
      'Nothing limits who a member may sell its interest to, or gives the others a first right to buy it.',
    present: /\btransfer\w*|\bright\s+of\s+first\s+(?:refusal|offer)\b/i,
    clauseCategories: ['rofr-rofo-rofn', 'anti-assignment'],
  },
  {
    category: 'dissolution',
    title: 'Dissolution',
    whyItMatters: 'It does not say when or how the company is wound up, or who gets what is left.',
    present: /\bdissol\w*|\bwind(?:ing)?\s+up\b|\bliquidat\w*/i,
    clauseCategories: [],
  },
];

/** Schedule 13D/13G joint filing agreements. */
export const JOINT_FILING: ExpectedClause[] = [
  {
    category: 'own-information',
    title: 'Responsibility for your own information',
    whyItMatters:
      'It does not say each filer answers only for the information about itself (as SEC Rule 13d-1(k) allows), so you could be held to what the others report.',
    present:
      /\bresponsib\w*\b[^.]{0,160}\b(?:accura\w*|complete\w*)|\bcompleteness\s+and\s+accuracy\b/i,
    clauseCategories: [],
  },
];

/** Order forms. */
export const ORDER_FORM: ExpectedClause[] = [
  {
    category: 'governing-terms',
    title: 'Which terms govern the order',
    whyItMatters:
      'It does not say which agreement or terms govern the order, so warranties, liability and how to end it are left open.',
    present:
      /\bsubject\s+to\b|\bgoverned\s+by\b|\bincorporat\w*|\bmaster\s+(?:\w+\s+)?agreement\b|\bterms\s+of\s+service\b|\bstandard\s+terms\b|\bterms\s+and\s+conditions\b/i,
    clauseCategories: [],
  },
  { ...PAYMENT, title: 'Fees and payment' },
  {
    category: 'renewal-term',
    title: 'Term and renewal',
    whyItMatters:
      'It does not say how long the order runs or whether it renews, so you cannot tell when you can stop paying.',
    present: /\bterm\b|\bperiod\b|\brenew\w*|\b(?:start|end)\s+date\b/i,
    clauseCategories: ['renewal-term', 'expiration-date'],
  },
];

/** Amendments. */
export const AMENDMENT: ExpectedClause[] = [
  {
    category: 'amended-agreement',
    title: 'Which agreement it amends',
    whyItMatters:
      'It does not identify the agreement it changes (its name and date), so it could be read against the wrong document.',
    present:
      /\b(?:agreement|contract|lease|note)\b[^.]{0,80}\b(?:dated|entered\s+into|made\s+as\s+of|effective)\b|\bdated\b/i,
    clauseCategories: [],
  },
  {
    category: 'rest-unchanged',
    title: 'The rest stays in force',
    whyItMatters:
      'It does not say the rest of the agreement continues unchanged, which leaves open what else this amendment altered.',
    present:
      /\bremains?\s+(?:unchanged|unmodified|in\s+(?:full\s+)?(?:force|effect))\b|\bexcept\s+as\s+(?:expressly\s+|specifically\s+)?(?:amended|modified|provided|set\s+forth)\b|\bratif\w*|\bin\s+full\s+force\s+and\s+effect\b/i,
    clauseCategories: [],
  },
  {
    category: 'effective-date',
    title: 'When the change takes effect',
    whyItMatters:
      'It does not say from when the change applies: on signing, or from an earlier or later date.',
    present: /\beffective\b|\bas\s+of\b/i,
    clauseCategories: ['effective-date'],
  },
];
