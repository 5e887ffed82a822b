import type { KeyTerm } from '../../common/analysis/analysis-schema.ts';

/**
 * The questions people ask most about a contract, recognised by their wording. An intent says
 * how the document is likely to phrase the answer (extra search words and a passage cue) and
 * where the analysis has already found it (clause categories, key terms).
 */
export interface QuestionIntent {
  id: string;
  /** What the question is about, for "the document does not say anything about ...". */
  topic: string;
  /** Recognises the question. */
  question: RegExp;
  /** Words the document would use for the answer, added to the search with less weight. */
  expansion: string;
  /** The question's everyday words a contract uses for other things ("end"), weighed as little. */
  everydayWords?: string;
  /** Recognises a passage that speaks to the intent, whatever words the question used. */
  cue: RegExp;
  /** Clause categories (analysis ids) that answer it. */
  clauseCategories: string[];
  keyTermKinds: KeyTerm['kind'][];
}

export const QUESTION_INTENTS: readonly QuestionIntent[] = [
  {
    // "What happens if the company is sold?": the change of control or liquidity event section,
    // not every sentence that mentions the company.
    id: 'change-of-control',
    topic: 'a sale or merger of the company',
    question:
      /\b(sold|sell(s|ing)? (the|our|my|its) (company|business)|sale of (the |our |its )?(company|business)|acquir(ed|es|er|ing)|acquisition|merg(e|ed|er|es)|change (of|in) control|taken over|takeover|buy(s|ing)? (the|our) company|ipo\b|public offering|liquidity)/i,
    expansion:
      'change of control merger acquisition liquidity event sale of all or substantially all assets dissolution successor acquirer',
    cue: /\b(change (of|in) control|liquidity event|merger|consolidation|acquisition|sale of (all|substantially all)|dissolution event|successor)/i,
    clauseCategories: ['change-of-control'],
    keyTermKinds: [],
  },
  {
    // "How long does confidentiality last?": the term and survival clauses, which say it in
    // years after the end, not the confidentiality clause's own words.
    id: 'survival',
    topic: 'how long the obligations last',
    question:
      /\b(how long|until when|for how many|expire|surviv|after (it|this|the agreement|termination|the contract) (ends|is over)|still (apply|bound))\b.{0,60}\b(confiden|secre|obligation|non-?compete|restrict|nda\b|duty|duties)|\b(confiden|secre|obligation|non-?compete|restrict|duty|duties)\w*\b.{0,60}\b(how long|last|surviv|expire|after (it|this|termination))/i,
    expansion:
      'survive survival period years after termination expiration continue in effect remain in force',
    cue: /\b(surviv|years? (after|following|from)|continue in (full )?(force|effect)|remain in (full )?(force|effect)|period of \w+ \(?\d*\)? ?(years?|months?))/i,
    clauseCategories: [],
    keyTermKinds: ['confidentiality-period'],
  },
  {
    id: 'late-payment',
    topic: 'late or missed payments',
    question:
      /\b(late|overdue|behind|miss(ed|ing)? (a |the |my )?(payment|rent|installment)|(don'?t|do not|can'?t|cannot|fail(s|ed)? to|not) pay|default)/i,
    expansion: 'late charge fee interest overdue default unpaid not received when due suspend',
    cue: /\b(late (fee|charge|payment)|overdue|past due|not (paid|received) (when due|within|by)|default rate|event of default|unpaid|outstanding,? undisputed balance|suspend)/i,
    clauseCategories: ['late-fees-and-interest', 'acceleration-on-default'],
    keyTermKinds: [],
  },
  {
    id: 'termination',
    topic: 'ending the agreement',
    question:
      /\b(terminat|cancel|get out|back out|walk away|end (it|this|the|my|our)|ending|quit|resign|leave (the|this|my|early)|exit|break (the|this|my)|fire[ds]?\b|dismiss|let go|notice period|stop (the|this|using)|\bends\b|is over)/i,
    expansion: 'terminate termination cancel notice quit resign',
    everydayWords: 'end ends ending early quit leave exit',
    cue: /\b(terminat|cancel|non-renewal|at will|ends? (this|the) (lease|agreement)|may end)/i,
    clauseCategories: [
      'termination-for-convenience',
      'termination-for-cause',
      'unilateral-termination',
      'early-termination-fee',
      'at-will-employment',
    ],
    keyTermKinds: ['termination-notice'],
  },
  {
    id: 'ownership',
    topic: 'who owns the work or intellectual property',
    question:
      /\b(own|owns|owner|ownership|intellectual property|\bip\b|invent|work product|creat|(i|we) (make|made|build|write|develop|design)|copyright|patent|trademark|licen[cs]e)/i,
    expansion:
      'intellectual property owner ownership assign assigns work product inventions copyright made for hire title interest license',
    cue: /\b(intellectual property|work product|works? made for hire|inventions?|(hereby )?assigns?\b|sole and exclusive (property|owner)|owner of|right, title,? and interest|grants? .{0,40}licen[cs]e)/i,
    clauseCategories: [
      'ip-ownership-assignment',
      'joint-ip-ownership',
      'assignment-of-inventions',
      'license-grant',
    ],
    keyTermKinds: [],
  },
  {
    id: 'deadlines',
    topic: 'duties and deadlines',
    question:
      /\b(what (must|do|should|have|has|will) (i|we|they|he|she)( have to| need to)? do|obligat|by when|deadlines?|due date|when (must|do|should|is|are)|responsib(le|ilities) for|duties|required to)/i,
    expansion: 'shall must within days deliver provide submit by no later than due',
    cue: /\b(shall|must|will|agrees? to)\b.{0,160}\b(within|no later than|by (the )?(\d|first|last|end|date)|on the (first|last)|each (week|month|quarter|year)|every|before|upon (execution|signing|receipt|request|termination))\b/i,
    clauseCategories: [],
    keyTermKinds: [],
  },
  {
    id: 'confidentiality',
    topic: 'confidentiality',
    question: /\b(confiden|secret|disclos|nda\b|share .{0,20}information|tell (anyone|others))/i,
    expansion: 'confidential information disclose secret non-disclosure',
    cue: /\b(confidential|non-disclosure|trade secret|not disclose)/i,
    clauseCategories: ['confidentiality'],
    keyTermKinds: [],
  },
  {
    id: 'liability',
    topic: 'liability and indemnity',
    question:
      /\b(liab|indemn|damages|goes wrong|go wrong|sue|responsible if|cap\b|capped|harm|loss|lose|compensat(e|ion) for|at fault|(most|maximum)\b.{0,30}\b(pay|owe))/i,
    expansion: 'liability liable indemnify damages limitation cap losses claims',
    cue: /\b(liab|indemnif|hold harmless|damages|limitation of liability)/i,
    clauseCategories: [
      'cap-on-liability',
      'uncapped-liability',
      'indemnification',
      'limitation-of-liability',
      'liquidated-damages',
    ],
    keyTermKinds: ['liability-cap'],
  },
  {
    id: 'governing-law',
    topic: 'governing law and disputes',
    question:
      /\b(govern|which law|what law|laws? appl|jurisdiction|courts?\b|disputes?|arbitrat|venue|which (state|country)|legal action|take .{0,20} to court|lawsuit|class action|jury)/i,
    expansion: 'governed laws state jurisdiction courts arbitration dispute venue',
    cue: /\b(governed by|laws of|jurisdiction|arbitration|courts?\b|venue|disputes?)/i,
    clauseCategories: [
      'governing-law',
      'dispute-resolution',
      'arbitration',
      'jurisdiction',
      'choice-of-law',
      'jury-waiver',
      'class-action-waiver',
    ],
    keyTermKinds: ['governing-law'],
  },
  {
    id: 'term',
    topic: 'how long the agreement lasts',
    question:
      /\b(how long|duration|renew|expir|last(s)?\b|start|begin|effective date|commence|term\b|lock(ed)? in)/i,
    expansion: 'term renew renewal automatically expire commence continue period months years',
    cue: /\b(term\b|renew|expir|commence|continue (for|until|through)|begins on|ends on|until)/i,
    clauseCategories: [
      'renewal-term',
      'expiration-date',
      'automatic-renewal',
      'effective-date',
      'notice-period-to-terminate-renewal',
    ],
    keyTermKinds: ['term-and-renewal'],
  },
  {
    id: 'payment',
    topic: 'payment',
    question:
      /\b(pay|paid|fees?|price|cost|how much|salary|wage|rent\b|compensat|invoice|charge|money|rate|owe|expenses?|reimburs)/i,
    expansion: 'pay payment fee fees price salary rent compensation invoice amount',
    // Payment questions mostly ask how much: the passage that names an amount answers them.
    // A percentage is more often a late charge or interest than the price itself.
    cue: /([$€£]\s?\d|\b\d[\d,.]* (dollars|euros|pounds)\b)/i,
    clauseCategories: ['payment-terms', 'revenue-profit-sharing', 'minimum-commitment'],
    keyTermKinds: ['payment-terms'],
  },
  {
    id: 'restrictions',
    topic: 'non-compete or non-solicitation',
    question:
      /\b(compet|solicit|poach|hire .{0,20}(staff|employees|people|personnel)|work for (a |another|someone))/i,
    expansion: 'compete competition competitor solicit non-compete non-solicitation',
    cue: /\b(compet|solicit)/i,
    clauseCategories: ['non-compete', 'no-solicit-of-employees', 'no-solicit-of-customers'],
    keyTermKinds: [],
  },
  {
    id: 'privacy',
    topic: 'privacy and personal data',
    question: /\b(privacy|personal (data|information)|my data|data\b|gdpr|track)/i,
    expansion: 'privacy personal data information collect process',
    cue: /\b(privacy|personal data|personal information|data processing|collect)/i,
    clauseCategories: ['privacy-by-using'],
    keyTermKinds: [],
  },
  {
    id: 'changes',
    topic: 'changes to the terms',
    question: /\b(chang|modif|amend|update|revis)/i,
    expansion: 'change modify amend update amendment modification',
    cue: /\b(chang|modif|amend)/i,
    clauseCategories: ['unilateral-change'],
    keyTermKinds: [],
  },
  {
    id: 'refunds',
    topic: 'refunds and deposits',
    // "get my money back", "get the deposit back"; not "get my data back".
    question:
      /\b(refund|money back|deposit|get (?:my |our |the |any )?(?:money|fees?|payments?|rent|deposit) back)/i,
    expansion: 'refund refundable non-refundable prorated deposit return',
    cue: /\b(refund|deposit)/i,
    clauseCategories: ['security-deposit'],
    keyTermKinds: [],
  },
  {
    id: 'assignment',
    topic: 'transferring the agreement',
    question:
      /\b(assign(ed|ing)? (the|this|my|it|our)|transferr?(ed|ing)?\b|sublet|sublease|sell (the|my|our) (business|company)|acquired|merger|change of control)/i,
    expansion: 'assign assignment transfer consent successors',
    cue: /\b(assign|transfer)/i,
    clauseCategories: ['anti-assignment', 'change-of-control'],
    keyTermKinds: [],
  },
];

/** The intents a question shows, most specific first (the order of QUESTION_INTENTS). */
export function recogniseIntents(question: string): QuestionIntent[] {
  return QUESTION_INTENTS.filter((intent) => intent.question.test(question));
}
