import { duty, MUTUAL_WEIGHT, right, type FamilyWording, type FlagFamily } from './family.ts';

// One side deals only with the other: read as the one bound to deal alone (exclusivity) or as
// the only provider (exclusive-provider), which points the other way.
const EXCLUSIVE_DEALING: FamilyWording = {
  title: 'Exclusive dealing',
  explanation:
    'One side may deal only with the other for these products, services or territory, which shuts out other customers or suppliers.',
  suggestion:
    'Limit exclusivity in scope and time, and tie it to minimum performance by the other side.',
  severity: { default: 'medium' },
};

/**
 * Families of the deal's own risks that reviewers raise in every kind of contract: how claims,
 * refunds and exits are limited, what the other side disclaims, what it takes as security,
 * how long secrecy lasts, and terms that are not in the document at all (blanks, terms
 * incorporated from elsewhere).
 */
export const DEAL_FAMILIES: readonly FlagFamily[] = [
  {
    id: 'claims-time-limit',
    title: 'Less time to bring a claim',
    explanation:
      'Claims must be brought within a short period, often much shorter than the law would otherwise allow; after it, you lose them.',
    suggestion:
      'Ask for the ordinary legal limitation period, or at least two years from when you learn of the problem.',
    severity: { default: 'medium' },
    forConsumers: true,
    orientation: MUTUAL_WEIGHT,
    patterns: [
      {
        pattern:
          /\b(?:must|shall|will)\s+be\s+(?:brought|commenced|filed|instituted|asserted|made)\b[^.;]{0,80}\bwithin\s+(?:\w+\s+){0,2}\(?\d*\)?\s*(?:days?|months?|years?)\b|\b(?:claims?|actions?|causes?\s+of\s+action|proceedings?)\b[^.;]{0,140}\b(?:(?:are|is|be)\s+(?:permanently\s+|forever\s+)?barred|time-barred)\b|\bno\s+(?:lawsuit|action|claim|suit|proceeding)s?\b[^.;]{0,160}\bmay\s+be\s+(?:brought|commenced|filed|instituted)\b[^.;]{0,200}\b(?:more\s+than|after)\b/i,
        confidence: 0.8,
      },
    ],
  },
  {
    id: 'liability-exclusion',
    title: 'They are not liable for it',
    explanation:
      'The other side excludes its responsibility for the losses this clause names, so you carry them yourself.',
    suggestion:
      'Ask that the exclusion not cover losses caused by their own negligence or breach, or that it be capped instead of excluded.',
    severity: { default: 'medium' },
    forConsumers: true,
    orientation: { ...right(), isPossessiveSubject: true, isStandardWhenMutual: true },
    patterns: [
      {
        pattern:
          /\b(?:shall|will)\s+not(?:,[^,.]{0,100},)?\s+be\s+(?:liable|responsible)\s+for\s+(?:any\s+)?(?:loss|damage)\b|\b(?:has|have|assumes?|accepts?|bears?)\s+no\s+(?:responsibility|liability)\b/i,
        groups: ['commercial', 'employment', 'nda', 'other', 'lease', 'loan'],
        confidence: 0.75,
      },
    ],
  },
  {
    id: 'no-refund',
    title: 'No refunds',
    explanation:
      'Money paid is not returned, even if the contract ends early or you get less than you paid for.',
    suggestion:
      'Ask for a pro-rata refund when the contract ends early through no fault of yours, and for refunds of fees paid in advance.',
    severity: { default: 'medium', commercial: 'low' },
    forConsumers: true,
    // "We will not refund to you ...": the one who paid, and is not refunded, carries it.
    orientation: { direction: 'receives' },
    patterns: [
      {
        pattern:
          /\bnon-?refundable\b|\bno\s+refunds?\b|\b(?:will|shall)\s+not\s+(?:be\s+)?(?:refund|refunded|returned)\b|\bnot\s+(?:be\s+)?(?:entitled|eligible)\s+to\s+(?:a\s+|any\s+)?refund/i,
        // A deposit that is refundable, or the security-deposit family's own words.
        unless: /\bdeposit\b/i,
        confidence: 0.8,
      },
    ],
  },
  {
    id: 'immediate-termination',
    title: 'They can end it at once',
    explanation:
      'The other side may end the contract immediately or without giving you a chance to put a problem right.',
    suggestion:
      'Ask for written notice and a cure period (for example 30 days) before any termination for breach.',
    severity: { default: 'high' },
    forConsumers: true,
    orientation: {
      ...right(
        'You can end it at once',
        'You may end the contract immediately in the cases this clause lists.',
      ),
      isStandardWhenMutual: true,
    },
    patterns: [
      {
        pattern:
          /\b(?:may|can|shall\s+have\s+the\s+right\s+to)\s+(?:immediately\s+)?terminate\b[^.;]{0,160}\b(?:immediately|with\s+immediate\s+effect|summarily|effective\s+(?:immediately|upon\s+(?:notice|delivery))|without\s+(?:prior\s+)?notice|without\s+(?:giving\s+\w+\s+)?(?:an?\s+|any\s+)?(?:opportunity|right|chance)\s+to\s+cure|with\s+no\s+(?:opportunity|right)\s+to\s+cure)/i,
        confidence: 0.75,
      },
    ],
  },
  {
    id: 'warranty-disclaimer',
    title: 'What you get is not guaranteed',
    explanation:
      'The other side gives no promise about quality beyond a narrow one ("as is"), or limits you to one remedy such as repair or replacement.',
    suggestion:
      'Ask for a warranty that the product or service will perform as described, with a refund or damages if it does not.',
    severity: { default: 'medium' },
    orientation: { ...right(), isStandardWhenMutual: true },
    patterns: [
      {
        pattern:
          /\b(?:on\s+an\s+)?["“]?as\s+is["”]?(?:\s+and\s+["“]?as\s+available["”]?)?\s*(?:basis)?\b(?=[^.]{0,200}\bwarrant)|\bwarrant\w*[^.]{0,200}["“]?as\s+is\b|\bdisclaims?\s+(?:any\s+and\s+)?all\s+(?:other\s+)?(?:express\s+or\s+implied\s+|implied\s+)?warrant|\b(?:sole|exclusive)\s+(?:and\s+exclusive\s+)?remed(?:y|ies)\b|\byour\s+sole\s+(?:and\s+exclusive\s+)?(?:right|remedy)\b|\bexclusive\s+remed(?:y|ies)\b[^.;]{0,80}\b(?:repair|replace|re-?perform|credit)/i,
        confidence: 0.75,
      },
    ],
  },
  {
    id: 'security-interest',
    title: 'Your assets are security for the deal',
    explanation:
      'You give the other side a security interest or a power of attorney, so it can take or deal with your property if you default.',
    suggestion:
      'Limit the security to specific assets and amounts, and strike any power of attorney that is not strictly needed.',
    severity: { default: 'medium', employment: 'high', consumer: 'high' },
    orientation: {
      direction: 'transfer',
      inYourFavour: {
        title: 'You hold security',
        explanation:
          'The other side gives you a security interest, so you can be paid from its assets.',
      },
    },
    patterns: [
      {
        pattern:
          /\b(?:grants?|give|gives)\b[^.;]{0,60}\bsecurity\s+interest\b|\b(?:provide|furnish|deliver|post|obtain)\b[^.;]{0,80}\b(?:bank\s+guarantee|letter\s+of\s+credit|collateral)\b|\bsecurity\s+interest\s+in\s+(?:all|any|the)\b|\b(?:irrevocably\s+)?appoints?\b[^.;]{0,80}\b(?:attorney-in-fact|attorney\s+in\s+fact|true\s+and\s+lawful\s+attorney)\b|\bpower\s+of\s+attorney\b[^.;]{0,80}\b(?:coupled\s+with\s+an\s+interest|irrevocabl)/i,
        confidence: 0.85,
      },
    ],
  },
  {
    id: 'confidentiality-forever',
    title: 'Secrecy with no end date',
    explanation:
      'The duty to keep information confidential lasts indefinitely, so it never stops binding you.',
    suggestion:
      'Ask for a fixed period (commonly 2 to 5 years), keeping indefinite protection only for true trade secrets.',
    severity: { default: 'medium' },
    narrowedByExceptions: true,
    orientation: {
      direction: 'duty',
      isPossessiveSubject: true,
      weighsOnEachSide: true,
    },
    patterns: [
      {
        pattern:
          /\b(?:confiden\w+|secre\w+|non-?disclosure|proprietary)\b[^.]{0,160}\b(?:indefinitely|in\s+perpetuity|perpetual(?:ly)?|forever|without\s+limit(?:ation)?\s+(?:of|in|as\s+to)\s+time|for\s+an\s+unlimited\s+(?:period|time)|no\s+(?:time\s+)?limit)\b|\b(?:indefinitely|in\s+perpetuity|forever|without\s+limit(?:ation)?\s+(?:of|in)\s+time)\b[^.]{0,100}\bconfiden/i,
        // Trade secrets are kept for as long as they stay secret: the law protects them so, and
        // a perpetual duty for them alone (other information for a set time) is market standard.
        unless: /\btrade\s+secrets?\b/i,
        confidence: 0.8,
      },
    ],
  },
  {
    id: 'fee-shifting',
    title: 'You pay their legal costs',
    explanation:
      "You must pay the other side's lawyers and enforcement costs, which can cost more than the dispute itself.",
    suggestion: 'Make it mutual: the losing side pays the winner, whoever that is.',
    severity: { default: 'low', consumer: 'medium', employment: 'medium' },
    orientation: {
      ...duty(
        'They pay your legal costs',
        'If you have to enforce the contract, the other side pays your lawyers.',
      ),
      isPaidToTheHolder: true,
      // Money flows one way: "the parties agree the sum is reasonable" is no mutual duty.
      isStandardWhenMutual: true,
    },
    patterns: [
      {
        pattern:
          /\b(?:pay|reimburse|bear|liable\s+for|responsible\s+for|indemnify\s+\w+\s+for)\b[^.;]{0,100}\b(?:attorneys?['’]?|lawyers?['’]?|legal|counsel)\s+fees\b/i,
        // "the prevailing party shall recover its attorneys' fees" is mutual.
        unless: /\bprevailing\s+party\b|\beach\s+party\s+(?:shall\s+)?bear\s+its\s+own\b/i,
        confidence: 0.75,
      },
    ],
  },
  {
    id: 'no-exclusivity',
    title: 'No protected territory',
    explanation:
      'Your rights are not exclusive: the other side may appoint others, or compete itself, in your area or market.',
    suggestion:
      'Ask for an exclusive territory or customer group, at least while you meet agreed targets.',
    severity: { default: 'medium' },
    orientation: { direction: 'receives' },
    patterns: [
      {
        pattern:
          /\bnon-?exclusive\s+(?:appointment|distribut\w+|territory|franchise|dealer\w*|reseller\w*|agency|agent|sales\s+representative)\b|\bnon-?exclusive\s+(?:right|licen[cs]e)\s+to\s+(?:sell|distribute|market|resell|operate|promote)\b|\b(?:do|does|will|shall)\s+not\s+(?:receive|have|grant)\s+(?:an?\s+|any\s+)?exclusive\b/i,
        confidence: 0.75,
      },
    ],
  },
  {
    id: 'reserved-competition',
    title: 'They may compete with you in your area',
    explanation:
      'The other side keeps the right to sell, open outlets or appoint others near you or in your market, even in competition with you.',
    suggestion:
      'Ask for a protected territory, or at least notice and a first right to any new opening near you.',
    severity: { default: 'high' },
    orientation: right(),
    patterns: [
      {
        pattern:
          /\b(?:reserves?|retains?|has|have|shall\s+have)\s+(?:the\s+|all\s+)?(?:sole\s+|unrestricted\s+)?(?:right|rights)\b[^.;]{0,40}\bto\b[^.;]{0,120}\b(?:establish|operate|open|license|appoint|sell|grant\s+franchises|distribute|market)\b[^.;]{0,140}\b(?:anywhere|any\s+location|any\s+place|regardless|proximity|territory|area)\b/i,
        confidence: 0.75,
      },
    ],
  },
  {
    id: 'cancellation-charges',
    title: 'You pay for what you cancel',
    explanation:
      'Cancelling or delaying an order, or ending a commitment, still costs you the price or a large part of it.',
    suggestion:
      'Ask for a cancellation window without charge and for charges limited to costs actually incurred.',
    severity: { default: 'medium' },
    orientation: duty(),
    patterns: [
      {
        pattern:
          /\bcancel\w*\b[^.;]{0,160}\b(?:liable\s+to\s+pay|shall\s+pay|must\s+pay|will\s+pay|be\s+charged|pay\s+for)\b|\b(?:liable\s+to\s+pay|shall\s+pay|must\s+pay)\b[^.;]{0,160}\bcancel\w*/i,
        confidence: 0.7,
      },
    ],
  },
  {
    id: 'pay-regardless',
    title: 'You pay even if you get nothing',
    explanation: 'The money is owed whether or not the other side delivers or the deal goes ahead.',
    suggestion:
      'Tie payment to delivery or to the milestones being met, with a refund if they are not.',
    severity: { default: 'medium' },
    orientation: duty(),
    patterns: [
      {
        pattern:
          /\b(?:pay|payable|owed|due|reimburse)\b[^.;]{0,160}\b(?:whether\s+or\s+not|regardless\s+of\s+whether|irrespective\s+of\s+whether|even\s+if)\b|\b(?:whether\s+or\s+not|regardless\s+of\s+whether)\b[^.;]{0,120}\b(?:pay|payable)\b/i,
        confidence: 0.7,
      },
    ],
  },
  {
    id: 'costs-on-you',
    title: 'The costs are yours',
    explanation:
      'You must do this at your own expense, or bear all the costs, whatever they turn out to be.',
    suggestion: 'Ask for a cap on the costs, or for the other side to share or reimburse them.',
    severity: { default: 'low' },
    orientation: duty(
      'They bear the costs',
      'The other side pays the costs of what this clause requires, not you.',
    ),
    patterns: [
      {
        pattern:
          /\b(?:shall|will|must)\s+be\s+(?:solely\s+)?responsible\s+for\s+(?:the\s+|all\s+)?(?:costs?|expenses?)\b|\b(?:shall|will|must)\s+(?:pay|reimburse|bear)\s+(?:for\s+)?(?:all|the)\s+(?:\w+\s+){0,2}(?:costs|expenses)\b|\bat\s+(?:its|their|his|her|your|\w+['’]s)\s+(?:own|sole)\s+(?:cost|expense|risk)|\b(?:shall|will|must)\s+bear\s+(?:all|any|the\s+entire)\s+(?:costs?|expenses?|risk)\b|\b(?:shall|will|must)\s+(?:pay|reimburse)\s+(?:for\s+)?all\s+(?:costs|expenses)\b/i,
        confidence: 0.65,
      },
    ],
  },
  {
    id: 'no-compensation-on-termination',
    title: 'Nothing is owed to you when it ends',
    explanation:
      'When the contract ends or is not renewed, you cannot claim compensation for what you invested or built up (customers, goodwill, stock).',
    suggestion:
      'Ask for payment for unsold stock, work in progress and goodwill you built, or a longer notice period.',
    severity: { default: 'medium' },
    orientation: { direction: 'duty', weighsOnEachSide: true },
    patterns: [
      {
        pattern:
          /\b(?:not\s+be\s+(?:entitled|liable)|no\s+(?:party\s+)?(?:shall|will)\s+be\s+(?:entitled|liable)|waives?\s+(?:any\s+)?(?:right|claim))\b[^.]{0,140}\b(?:compensation|indemnit\w*|damages|reimbursement|payment)\b[^.]{0,160}\b(?:termination|expiration|expiry|non-?renewal)\b/i,
        confidence: 0.75,
      },
    ],
  },
  {
    id: 'binding-forecast',
    title: 'Your forecasts bind you',
    explanation:
      'The forecasts you give become firm orders or commitments, so you may have to pay for goods you no longer need.',
    suggestion: 'Keep forecasts non-binding, or limit the binding part to the next month or two.',
    severity: { default: 'medium' },
    orientation: duty(),
    patterns: [
      {
        pattern:
          /\bforecasts?\b[^.]{0,120}\b(?:binding|firm|non-?cancell?able|commitment\s+to\s+purchase)\b/i,
        unless: /\bnon-?binding\b|\bnot\s+(?:be\s+)?binding\b/i,
        confidence: 0.75,
      },
    ],
  },
  {
    id: 'pay-deductions',
    title: 'Deductions from your pay',
    explanation: 'The employer may take money it says you owe out of your salary.',
    suggestion:
      'Limit deductions to amounts you agree in writing at the time, within what the law allows.',
    severity: { default: 'low', employment: 'medium' },
    orientation: right(),
    patterns: [
      {
        pattern:
          /\bdeduct\w*\b[^.;]{0,120}\bfrom\b[^.;]{0,40}\b(?:salary|pay|wages|remuneration|compensation|fees)\b/i,
        confidence: 0.8,
      },
    ],
  },
  {
    id: 'exclusivity',
    ...EXCLUSIVE_DEALING,
    narrowedByExceptions: true,
    orientation: duty(
      'You get exclusivity',
      'The other side may deal only with you here (for example no other distributor or outlet in your territory).',
    ),
    patterns: [
      {
        pattern:
          /\b(?:shall|will|agrees?\s+to)\s+(?:purchase|buy|obtain|source|use|order)\b[^.;]{0,80}\b(?:exclusively|solely|only)\s+from\b/i,
        confidence: 0.75,
      },
    ],
  },
  {
    id: 'exclusive-provider',
    ...EXCLUSIVE_DEALING,
    orientation: right(
      'You are their only provider',
      'The other side must deal with you alone for what this clause covers.',
    ),
    patterns: [
      {
        pattern:
          /\b(?:exclusive|sole)\s+(?:and\s+exclusive\s+)?(?:supplier|provider|carrier|source|manufacturer|distributor|reseller|vendor)\s+(?:of|for|to)\b/i,
        confidence: 0.75,
      },
    ],
  },
  {
    id: 'confidentiality-scope',
    title: 'Everything counts as confidential',
    explanation:
      'Information is confidential whether or not it was marked as such, so almost everything you receive is covered.',
    suggestion:
      'Ask that only information marked confidential (or confirmed in writing soon after) is covered.',
    severity: { default: 'low', nda: 'medium' },
    narrowedByExceptions: true,
    orientation: { direction: 'duty', weighsOnEachSide: true },
    patterns: [
      {
        pattern:
          /\bconfidential\b[^.]{0,200}\bwhether\s+or\s+not\s+(?:it\s+is\s+|such\s+information\s+is\s+)?(?:marked|designated|identified|labell?ed)|\bwhether\s+(?:or\s+not\s+)?(?:so\s+)?(?:marked|designated|identified|labell?ed)(?:\s+as\s+confidential)?\s+or\s+(?:not|unmarked)\b|\b(?:regardless|irrespective)\s+of\s+whether\b[^.]{0,60}\b(?:marked|designated|identified)\b[^.]{0,40}\bconfidential/i,
        confidence: 0.75,
      },
    ],
  },
  {
    id: 'injunction-without-bond',
    title: 'Court orders against you made easier',
    explanation:
      'You agree in advance that the other side may get a court order against you without proving its loss or posting a bond.',
    suggestion: 'Strike the advance agreement, or make it mutual.',
    severity: { default: 'low' },
    orientation: right(),
    patterns: [
      {
        pattern:
          /\b(?:injunct\w+|equitable\s+relief|specific\s+performance)[^.]{0,160}\bwithout\s+(?:the\s+)?(?:necessity\s+of\s+|need\s+(?:to|for)\s+|requirement\s+(?:of|to)\s+)?(?:posting|post|proving|proof\s+of|showing)\b|\bwithout\s+(?:posting\s+|the\s+posting\s+of\s+)?(?:a\s+|any\s+)?bond\b/i,
        confidence: 0.8,
      },
    ],
  },
  {
    id: 'return-or-destroy',
    title: 'Return or destroy everything, and certify it',
    explanation:
      'When asked or when the deal ends, you must hand back or destroy everything you received and confirm it, with no allowance for copies the law or your backups require you to keep.',
    suggestion:
      'Ask to keep copies required by law or held in routine backups, still kept confidential, and for a reasonable time to comply.',
    severity: { default: 'low' },
    // A recipient's duties weigh as much on each side of a mutual NDA.
    orientation: { direction: 'duty', weighsOnEachSide: true },
    patterns: [
      {
        pattern:
          /\b(?:return|destroy|delete|dispose\s+of)\b[^.;]{0,60}\b(?:or|and)\s+(?:to\s+)?(?:return|destroy|delete|dispose\s+of)\b[^.]{0,240}\b(?:certif\w+|confirm\w*\s+(?:in\s+writing|that)|written\s+confirmation|no\s+cop(?:y|ies)|not\s+(?:retain|keep)|all\s+copies)\b/i,
        confidence: 0.7,
      },
    ],
  },
  {
    id: 'answerable-for-others',
    title: 'You answer for other people',
    explanation:
      'You are responsible for what your employees, advisers or others you share with do, as if you had done it yourself.',
    suggestion:
      'Limit it to people under your control, and to your having bound them by written confidentiality terms.',
    severity: { default: 'low', nda: 'medium', employment: 'medium' },
    orientation: { direction: 'duty', weighsOnEachSide: true },
    patterns: [
      {
        pattern:
          /\b(?:responsible|liable)\s+for\s+(?:any\s+)?(?:breach|violation|non-?compliance|(?:the\s+)?acts?\s+(?:and|or)\s+omissions?|(?:any\s+)?disclosure)\b[^.]{0,100}\b(?:its|their|his|her|your|our)\s+(?:[\w-]+\s+){0,2}(?:representatives|employees|agents|personnel|affiliates|recipients|persons|contractors|subcontractors|advis[eo]rs)\b|\b(?:ensure|procure)\s+that\s+(?:each\s+of\s+|each\s+|every\s+|any\s+)?(?:its|their|his|her|your|our|all|any|such)?\s*(?:[\w-]+\s+){0,4}(?:representatives?|employees?|agents?|personnel|recipients?|persons?|directors?|officers?|advis[eo]rs?|affiliates?)\b[^.]{0,120}\b(?:compl(?:y|ies)|observes?|(?:is|are)\s+(?:bound|made\s+aware)|keeps?|abides?)\b/i,
        confidence: 0.7,
      },
    ],
  },
  {
    id: 'suspension',
    title: 'They can suspend the service',
    explanation:
      'The other side may stop providing the service for a time, sometimes without notice, while you may still owe the fees.',
    suggestion:
      'Ask for written notice and a chance to fix the problem first, suspension only of what is affected, and no fees while it lasts.',
    severity: { default: 'medium' },
    orientation: right(),
    patterns: [
      {
        pattern:
          /\b(?:may|can|reserves?\s+the\s+right\s+to|(?:is|are)\s+entitled\s+to|ha(?:s|ve)\s+the\s+right\s+to)\s+(?:immediately\s+|temporarily\s+|promptly\s+)?suspend\b[^.;]{0,80}\b(?:services?|access|accounts?|performance|deliver\w*|supply|shipments?|use\s+of)\b/i,
        groups: ['commercial', 'other'],
        confidence: 0.75,
      },
    ],
  },
  {
    id: 'publicity',
    title: 'They may use your name in their marketing',
    explanation:
      'The other side may name you, or show your logo, as its customer or partner in its publicity.',
    suggestion: 'Ask that any use of your name or logo need your prior written consent.',
    severity: { default: 'low' },
    orientation: right(),
    patterns: [
      {
        pattern:
          /\b(?:may|can|(?:is|are)\s+permitted\s+to|ha(?:s|ve)\s+the\s+right\s+to)\s+(?:use|display|publish|identify|list|reference|refer\s+to)\b[^.]{0,100}\b(?:name|logos?|trademarks?|marks)\b[^.]{0,100}\b(?:customers?|clients?|marketing|promotional|publicity|advertis\w+|websites?|press\s+releases?)\b/i,
        groups: ['commercial', 'other'],
        confidence: 0.7,
      },
    ],
  },
  {
    id: 'data-for-training',
    title: 'Your data may train their models',
    explanation:
      'The other side may use what you provide to train or improve its artificial intelligence or other products, not only to serve you.',
    suggestion:
      'Ask that your content and data be used only to provide the service to you, and never to train models without your written consent.',
    severity: { default: 'medium' },
    orientation: right(),
    patterns: [
      {
        pattern:
          /\b(?:may|can|(?:is|are)\s+permitted\s+to|ha(?:s|ve)\s+the\s+right\s+to)\s+(?:use|process|analy[sz]e|access)\b[^.]{0,160}\b(?:content|data|inputs?|outputs?|information)\b[^.]{0,120}\b(?:train|fine-tune|improv|develop)\w*\b[^.]{0,80}\b(?:artificial\s+intelligence|AI|machine[-\s]learning|models?|algorithms?)\b/i,
        confidence: 0.75,
      },
    ],
  },
  {
    id: 'restriction-tolling',
    title: 'The restriction lasts longer if breached',
    explanation:
      'Any time spent in breach is added to the restricted period, so the restriction can last well beyond its stated end.',
    suggestion: 'Ask for a fixed end date, or that any extension be decided by a court.',
    severity: { default: 'low' },
    orientation: duty(),
    patterns: [
      {
        pattern:
          /\b(?:period|term|restrictions?)\b[^.]{0,160}\b(?:shall|will)\s+be\s+(?:extended|tolled|suspended)\b[^.]{0,160}\b(?:breach|violation|violat\w+|non-?compliance)\b/i,
        confidence: 0.7,
      },
    ],
  },
  {
    id: 'discretionary-pay',
    title: 'Pay that is at their discretion',
    explanation:
      'A bonus, commission or equity award depends on the other side’s discretion or a board’s approval, so it is not promised to you.',
    suggestion:
      'Ask for the criteria and amount in writing, and for what you have earned to be paid if the contract ends.',
    severity: { default: 'low', employment: 'medium' },
    orientation: right(),
    patterns: [
      {
        pattern:
          /\b(?:bonus(?:es)?|commissions?|incentive\s+(?:pay|compensation)|equity|stock\s+options?|options?\s+to\s+purchase)\b[^.]{0,160}\b(?:(?:sole|absolute|complete|entire)\s+discretion|discretionary|subject\s+to\s+(?:the\s+)?(?:approval\s+(?:of|by)\s+(?:the\s+|its\s+)?board|board\s+approval)|not\s+(?:contractual|guaranteed))\b|\bsubject\s+to\s+(?:the\s+)?(?:approval|consent)\s+(?:of|by)\s+(?:the\s+)?(?:\w+['’]s\s+)?board\b[^.]{0,160}\b(?:options?|shares|equity|stock|bonus(?:es)?|grant)\b/i,
        confidence: 0.7,
      },
    ],
  },
  {
    id: 'outside-activities',
    title: 'No other work or business',
    explanation:
      'You may not take part in any other business or job while the contract lasts, even one that does not compete.',
    suggestion:
      'Limit it to competing businesses, and allow passive investments and activities that do not affect your work.',
    severity: { default: 'low', employment: 'medium' },
    orientation: duty(),
    patterns: [
      {
        pattern:
          /\b(?:shall|will|may)\s+not\b[^.]{0,120}\b(?:engaged?|concerned|interested|employed|involved)\b[^.]{0,80}\b(?:any\s+other|another)\s+(?:business|employment|occupation|trade|profession|job)\b/i,
        confidence: 0.7,
      },
    ],
  },
  {
    id: 'duties-change',
    title: 'They can change your role',
    explanation:
      'The other side may change your duties, title, place of work or reporting line on its own.',
    suggestion:
      'Ask that changes be reasonable, consistent with your position, and never reduce your pay or seniority.',
    severity: { default: 'low', employment: 'medium' },
    orientation: right(),
    patterns: [
      {
        pattern:
          /\b(?:may|can|reserves?\s+the\s+right\s+to)\b[^.]{0,60}\b(?:change|vary|alter|modify|amend|reassign)\b[^.;]{0,60}\b(?:duties|title|role|position|responsibilities|job(?:\s+description)?|place\s+of\s+work|work\s+location|hours|reporting\s+line|compensation|salary)\b/i,
        groups: ['employment', 'commercial', 'other'],
        confidence: 0.8,
      },
    ],
  },
  {
    id: 'at-will',
    title: 'Your job can end at any time',
    explanation:
      'Employment is "at will": it can be ended at any time, with or without cause or notice, and no severance is promised.',
    suggestion: 'Ask for a notice period or severance if you are let go without cause.',
    severity: { default: 'low' },
    // Either side may end it, but losing a job weighs more than losing an employee.
    orientation: MUTUAL_WEIGHT,
    patterns: [
      {
        pattern: /\bat[-\s]will\b/i,
        groups: ['employment', 'other'],
        confidence: 0.8,
      },
    ],
  },
  {
    id: 'confidentiality-period',
    title: 'How long secrecy lasts',
    explanation:
      'The duty to keep the information confidential runs for a fixed number of years, often well after the contract itself ends.',
    suggestion:
      'Check the period fits how long the information stays sensitive; two to three years is common for business information.',
    severity: { default: 'low' },
    orientation: {
      direction: 'duty',
      isPossessiveSubject: true,
      weighsOnEachSide: true,
    },
    patterns: [
      {
        // "shall survive for five (5) years", "for a period of three years from the date of disclosure"
        pattern:
          /\b(?:confiden\w+|non-?disclosure|secrecy|obligations?\s+(?:of|under)\s+this\s+(?:section|clause|agreement))\b[^.]{0,200}\b(?:for\s+(?:a\s+(?:period|term)\s+of\s+)?|survive\s+(?:for\s+)?(?:a\s+period\s+of\s+)?|continue\s+(?:in\s+(?:full\s+)?(?:force|effect)\s+)?(?:for\s+)?(?:a\s+period\s+of\s+)?|until\s+(?:the\s+)?)(?:[a-z]+\s+)?\(?\d{1,2}\)?\s+years?\b/i,
        groups: ['nda', 'employment', 'commercial', 'other'],
        confidence: 0.7,
      },
    ],
  },
  {
    id: 'earlier-disclosures',
    title: 'It reaches back to earlier disclosures',
    explanation:
      'Information shared before the agreement was signed is covered too, so duties attach to what you may already have used or passed on.',
    suggestion:
      'Limit it to information disclosed on or after the date of signing, or list the earlier disclosures it covers.',
    severity: { default: 'low' },
    orientation: { direction: 'duty', weighsOnEachSide: true },
    patterns: [
      {
        pattern:
          /\b(?:disclosed|provided|furnished|received|made\s+available)\b[^.]{0,80}\b(?:before|prior\s+to|on\s+or\s+before)\s+(?:the\s+)?(?:date\s+(?:of|hereof)|effective\s+date|execution|signing|signature)\b/i,
        groups: ['nda'],
        confidence: 0.7,
      },
    ],
  },
  {
    id: 'paid-after-others',
    title: 'You are paid after others',
    explanation:
      'What you are owed ranks behind other creditors or claims, so if money runs short you may be paid little or nothing.',
    suggestion:
      'Ask to rank equally with the other unsecured claims, or for security or a guarantee for what you are owed.',
    severity: { default: 'medium' },
    // "The Investor's right to receive its Cash-Out Amount is junior to ...": the owner's claim.
    orientation: { direction: 'duty', isPossessiveSubject: true },
    patterns: [
      {
        pattern:
          /\b(?:is|are|shall\s+be|will\s+be)\s+(?:expressly\s+)?(?:junior|subordinate(?:d)?)\s+(?:in\s+right\s+of\s+payment\s+)?to\b/i,
        groups: ['commercial', 'loan', 'other'],
        confidence: 0.75,
      },
    ],
  },
  {
    id: 'amendment-by-majority',
    title: 'Others can change your terms',
    explanation:
      'The terms can be amended or waived with the consent of a majority of holders, so your rights may change without your own agreement.',
    suggestion:
      'Ask that any change which affects you differently from the others, or reduces your economic rights, needs your own consent.',
    severity: { default: 'low' },
    orientation: MUTUAL_WEIGHT,
    patterns: [
      {
        pattern:
          /\b(?:amended|modified|waived|terminated)\b[^.]{0,200}\b(?:majority(?:-in-interest)?|two-thirds|requisite\s+holders|holders\s+of\s+(?:at\s+least\s+)?a\s+majority)\b/i,
        groups: ['commercial', 'loan', 'other'],
        confidence: 0.7,
      },
    ],
  },
  {
    id: 'content-licence',
    title: 'They may use what you provide',
    explanation:
      'You give the other side a broad licence, often permanent and free, to use, copy and share the content or data you provide.',
    suggestion:
      'Limit the licence to what is needed to provide the service, and to end it when you delete your content or leave.',
    severity: { default: 'medium' },
    forConsumers: true,
    orientation: { direction: 'transfer' },
    patterns: [
      {
        pattern:
          /\b(?:grant|give)s?\s+(?:to\s+)?(?:us|\w+)\s+(?:and\s+our\s+\w+\s+)?(?:a|an)\s+[^.]{0,120}\b(?:perpetual|irrevocable|royalty-free|sublicensable|transferable)\b[^.]{0,120}\blicen[cs]e\b[^.]{0,160}\b(?:content|data|materials?|feedback|submissions?|posts?|recordings?|information)\b/i,
        groups: ['consumer', 'commercial', 'other'],
        confidence: 0.8,
      },
    ],
  },
  {
    id: 'incorporated-terms',
    title: 'Binding terms you have not been given',
    explanation:
      'This document makes other terms part of the contract by reference. They bind you, but they are not in what was analyzed.',
    suggestion:
      'Get and read the referenced terms (the exact version) before signing, and attach them.',
    severity: { default: 'medium' },
    forConsumers: true,
    readAnywhere: true,
    orientation: MUTUAL_WEIGHT,
    patterns: [
      {
        pattern:
          /\b(?:incorporated\s+(?:herein\s+|in\s+this\s+\w+\s+|into\s+this\s+\w+\s+)?by\s+reference|(?:is|are)\s+(?:hereby\s+)?incorporated\s+(?:into|in)\b)[^.]{0,160}(?:https?:\/\/|www\.|\.com\b|available\s+at|posted\s+at)|(?:https?:\/\/|www\.|available\s+at|posted\s+at)[^.]{0,160}\b(?:incorporated\s+(?:herein\s+)?by\s+reference|(?:is|are)\s+(?:hereby\s+)?incorporated)|\b(?:enter\s+into|agree\s+to|are\s+bound\s+by|subject\s+to|governed\s+by|consists?\s+of|comprises?)\b(?:[^.]|\.(?!\s)){0,200}\b(?:available|posted|found|located)\s+at\s+<?(?:https?:\/\/|www\.|[a-z0-9-]+\.(?:com|org|net|io)\/)/i,
        confidence: 0.8,
      },
    ],
  },
  {
    id: 'blank-terms',
    title: 'Left blank: fill in before signing',
    explanation:
      'Parts of the contract are placeholders to be filled in. Until they are, nobody can tell what was agreed.',
    suggestion: 'Fill in every blank, or strike it, before anyone signs.',
    severity: { default: 'medium' },
    readAnywhere: true,
    orientation: MUTUAL_WEIGHT,
    patterns: [
      {
        // Signature lines, and a signatory's details on a form, are blank by design.
        unless:
          /\b(?:By|Name|Title|Signature|Signed|Witness|Date|Print(?:ed)?\s+Name|Its)\b[^_\n]{0,60}?:?\s*_{3,}|_{3,}\s*\(?(?:Signature|Name|Title|Date|Initials)\b|^\s*\{[^{}]*(?:name|title|e-?mail|address|signature|company)[^{}]*\}\s*$/i,
        pattern:
          /\{[A-Za-z][^{}\n]{1,60}\}|\[(?:●|•|\s*insert\b[^\]\n]{0,60}|(?:[A-Z][a-z]+\s)?(?:State|Name|Date|Address|Amount|Party|Company|County|Country|Court))\]|_{5,}|\.{10,}/,
        confidence: 0.7,
      },
    ],
  },
  {
    id: 'missing-attachment',
    title: 'Attachments you have not been given',
    explanation:
      'The contract relies on exhibits or schedules that are not in this document, so the terms they hold (often prices, specifications or scope) could not be read.',
    suggestion:
      'Ask for every exhibit and schedule and read them before signing: they bind you as much as the main text.',
    severity: { default: 'low' },
    orientation: MUTUAL_WEIGHT,
  },
  {
    id: 'unchosen-option',
    title: 'No option is chosen: choose one before signing',
    explanation:
      'The form offers a choice here and none of its boxes is ticked, so the contract does not yet say which of the terms applies.',
    suggestion: 'Tick the option you agreed, and strike the others, before anyone signs.',
    severity: { default: 'medium' },
    orientation: duty(),
  },
];
