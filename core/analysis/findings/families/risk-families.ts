import { duty, MUTUAL, right, type FlagFamily } from './family.ts';

const EITHER_PARTY = /\b(?:either|each|both|neither)\s+part(?:y|ies)\b/i;
// A change to someone's job or pay is its own, more telling finding (deal-families.ts).
const MUTUAL_OR_JOB_OR_PAY =
  /\b(?:either|each|both|neither)\s+part(?:y|ies)\b|\b(?:duties|title|position|role|responsibilities|job\s+description|work\s+location|place\s+of\s+work|reporting\s+line|bonus(?:es)?|commissions?|equity|stock\s+options?)\b/i;

/** The families of the contract's own risks that fall on the reader, in the product's voice. */
export const RISK_FAMILIES: readonly FlagFamily[] = [
  {
    id: 'confession-of-judgment',
    title: 'Judgment can be entered against you without a hearing',
    explanation:
      'You let the other side get a court judgment against you without you being able to defend yourself first. Many states restrict this.',
    suggestion: 'Strike this clause. Do not sign it without speaking to a lawyer.',
    severity: { default: 'high' },
    forConsumers: true,
    orientation: duty(),
    patterns: [
      {
        pattern:
          /\bconfess(?:ion\s+of|es|ing)?\s+(?:a\s+)?judgment|\bcognovit\b|\bwarrant\s+of\s+attorney\b/i,
        confidence: 0.95,
      },
    ],
  },
  {
    id: 'class-action-waiver',
    title: 'No class actions',
    explanation:
      'You can only bring claims on your own, not together with others. Small claims often become too costly to pursue alone.',
    suggestion:
      'Look for an opt-out (often by writing within 30 days); if there is none, weigh this before signing up.',
    severity: { default: 'medium', consumer: 'high', employment: 'high' },
    forConsumers: true,
    orientation: MUTUAL,
    patterns: [
      {
        pattern:
          /\bclass(?:\s+(?:or|and)\s+(?:representative|collective)|-wide)?\s+(?:action|arbitration|proceeding|member|basis)|\brepresentative\s+(?:action|proceeding)|\bon\s+an\s+individual\s+(?:basis|capacity)\b/i,
        unless: /\bcertif(?:y|ied)\s+(?:a\s+)?class\b(?![^.]*\bwaive)/i,
        confidence: 0.9,
      },
    ],
  },
  {
    id: 'jury-waiver',
    title: 'You give up a jury trial',
    explanation:
      'If there is a dispute in court, a judge alone decides it; you cannot ask for a jury.',
    suggestion: 'Ask to strike the waiver, or make sure it applies to both sides equally.',
    severity: {
      default: 'low',
      consumer: 'medium',
      lease: 'medium',
      loan: 'medium',
      employment: 'medium',
    },
    forConsumers: true,
    orientation: MUTUAL,
    patterns: [
      {
        pattern:
          /\bwaiv\w*\b[^.;]{0,80}\b(?:trial\s+by\s+jury|jury\s+trial)|\b(?:trial\s+by\s+jury|jury\s+trial)\b[^.;]{0,60}\bwaiv/i,
        confidence: 0.95,
      },
    ],
  },
  {
    id: 'arbitration',
    title: 'Disputes go to private arbitration',
    explanation:
      'Disagreements are decided by a private arbitrator instead of a court, usually with no appeal and less public scrutiny.',
    suggestion:
      'Check who pays the arbitration fees and where it takes place; ask for a small-claims court exception or an opt-out.',
    severity: { default: 'low', consumer: 'high', employment: 'high', lease: 'medium' },
    forConsumers: true,
    orientation: MUTUAL,
    patterns: [
      {
        pattern:
          /\b(?:binding|final|mandatory|individual)\s+(?:and\s+binding\s+)?arbitration\b|\b(?:resolved|settled|determined|submitted)\s+(?:exclusively\s+)?(?:by|to|through)\s+(?:final\s+and\s+binding\s+|binding\s+)?arbitration\b|\barbitration\s+(?:shall|will)\s+be\s+(?:final|binding|the\s+exclusive)/i,
        confidence: 0.9,
      },
    ],
  },
  {
    id: 'personal-guarantee',
    title: 'A person guarantees the debt',
    explanation:
      'Someone is personally responsible for paying if the main party does not, so their own savings and property are at risk.',
    suggestion:
      'Ask to cap the guarantee, limit it in time, or release it after a record of on-time payments.',
    severity: { default: 'high' },
    orientation: {
      direction: 'transfer',
      isGivenByReaderSide: true,
      inYourFavour: {
        title: 'Someone personally guarantees what they owe you',
        explanation:
          'A person stands behind the other side: if it does not pay or perform, you can claim from them.',
      },
    },
    patterns: [
      {
        pattern:
          /\bpersonal(?:ly)?\s+(?:and\s+unconditionally\s+)?guarant\w+|\b(?:unconditionally\s+and\s+)?personally\s+guarantees?\b|\bguarant\w+\s+personally\b|\bpersonally\s+(?:and\s+jointly\s+)?(?:liable|bound|responsible)\b/i,
        confidence: 0.9,
      },
    ],
  },
  {
    id: 'acceleration-on-default',
    title: 'The whole debt can become due at once',
    explanation:
      // Said of whoever is owed, not "the lender": it is also found in supply and services terms.
      'After a missed payment or other default, the side that is owed can demand everything still owed immediately, not just the missed amount.',
    suggestion:
      'Ask for written notice and a period (for example 30 days) to fix a default before the debt is accelerated.',
    severity: { default: 'medium', loan: 'high' },
    orientation: right(),
    patterns: [
      {
        pattern:
          /\b(?:entire|whole|all)\b[^.;]{0,100}\b(?:immediately|at\s+once)\s+due\s+and\s+payable|\baccelerat\w+\s+(?:the\s+)?(?:maturity|indebtedness|loan|note|balance|payment)|\bdeclare\b[^.;]{0,80}\bdue\s+and\s+payable/i,
        confidence: 0.9,
      },
    ],
  },
  {
    id: 'security-deposit',
    title: 'Deposit may not come back',
    explanation:
      'The deposit is described as non-refundable, so you may lose it even if you leave everything in good order.',
    suggestion:
      'Ask for the deposit to be refundable, held separately, and returned within a fixed time with an itemised list of any deductions.',
    severity: { default: 'high' },
    forConsumers: true,
    orientation: duty(),
    patterns: [
      {
        pattern:
          /\bdeposit\b[^.;]{0,120}\bnon-?refundable|\bnon-?refundable\b[^.;]{0,40}\bdeposit/i,
        confidence: 0.9,
      },
    ],
  },
  {
    id: 'prior-inventions',
    reportedAs: 'assignment-of-inventions',
    title: 'Even your earlier inventions are handed over',
    explanation:
      'The assignment reaches inventions you made before this contract, so work that was yours before you signed could become theirs.',
    suggestion:
      'Strike the prior inventions from the assignment and attach a list of your own inventions that stay yours.',
    severity: { default: 'high' },
    orientation: { direction: 'transfer' },
    patterns: [
      {
        pattern:
          /\bassign\w*\b[^.]{0,160}\bprior\s+inventions?\b|\bprior\s+inventions?\b[^.]{0,120}\bassign/i,
        unless: /\bexclud\w+\b[^.]{0,60}\bprior\s+inventions?/i,
        confidence: 0.9,
      },
    ],
  },
  {
    id: 'assignment-of-inventions',
    title: 'Your inventions go to the other side',
    explanation:
      'Ideas and inventions you create are handed over, possibly including work done in your own time or with your own equipment.',
    suggestion:
      "Limit it to work made for the job with the company's resources, and list your own earlier inventions as excluded.",
    severity: { default: 'medium', employment: 'high' },
    narrowedByExceptions: true,
    orientation: {
      direction: 'transfer',
      inYourFavour: {
        title: 'Inventions made for you belong to you',
        explanation: 'What the other side invents under this contract is assigned to you.',
      },
    },
    patterns: [
      {
        pattern:
          /\bassign\w*\b[^.]{0,120}\binventions?\b|\binventions?\b[^.]{0,120}\b(?:shall\s+be|are|will\s+be)\s+the\s+(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+)?property/i,
        unless: /\bjoint(?:ly)?\b|\beach\s+party\s+hereby\s+assigns/i,
        confidence: 0.85,
      },
    ],
  },
  {
    id: 'ip-ownership-assignment',
    title: 'You give up ownership of the work',
    explanation:
      'Everything you create under the contract belongs to the other side. That is common in paid work, but you may not reuse it.',
    suggestion:
      'Keep ownership of your own tools, templates and earlier work, and ask for a licence to reuse general know-how.',
    severity: { default: 'low', employment: 'medium' },
    narrowedByExceptions: true,
    orientation: {
      direction: 'transfer',
      inYourFavour: {
        title: 'You own the work',
        explanation: 'What is created under the contract becomes yours, with the rights in it.',
      },
    },
    patterns: [
      {
        pattern:
          /\bhereby\s+(?:irrevocably\s+)?assigns?\b[^.]{0,120}\b(?:right,\s+title\s+and\s+interest|work\s+product|intellectual\s+property|copyright|deliverables)/i,
        confidence: 0.8,
      },
    ],
  },
  {
    id: 'non-compete',
    title: 'You may not compete',
    explanation:
      'For a period and an area, you may not run, work for or invest in a competing business. For a person that can stop them taking their next job; for a business it can close off its market.',
    suggestion:
      'Ask to shorten the period, narrow the area and the kind of work, or drop it; in some places (such as California) such clauses are largely unenforceable.',
    severity: { default: 'medium', employment: 'high' },
    narrowedByExceptions: true,
    orientation: {
      mutualTitle: 'Neither side may compete with the other',
      ...duty(
        'They may not compete with you',
        'The other side promises not to compete with you, for example in your area or with your products. That protects your business.',
      ),
    },
    patterns: [
      {
        pattern:
          /\b(?:shall|will|agrees?\s+to|agrees?|may)\s+not\b[^.]{0,160}\bcompet(?:e|es|ing|ition|itive|itor|itors)\b|\bneither\b[^.]{0,100}\b(?:shall|will|may)\b[^.]{0,120}\bcompet(?:e|es|ing)\b|\bcovenants?\s+not\s+to\s+compete\b|\bnon-?competition\s+(?:covenant|obligation|agreement|period|restriction)s?\b|\b(?:shall|will|may)\s+not\b[^.]{0,80}\b(?:engage|participate|be\s+(?:employed|engaged|interested))\b[^.]{0,120}\b(?:similar|competing|competitive|same\s+business)\b/i,
        // "competent evidence" or "a competitor of any Party" elsewhere is no restraint.
        unless: /\bnothing\s+in\s+this\b/i,
        confidence: 0.85,
      },
    ],
  },
  {
    id: 'no-solicit-of-employees',
    title: "No hiring of the other side's staff",
    explanation: 'You may not recruit or hire people who work for the other side for a period.',
    suggestion:
      'Make it mutual, keep it short (6 to 12 months), and allow hiring people who answer a public job advert.',
    severity: { default: 'low', employment: 'medium' },
    narrowedByExceptions: true,
    orientation: duty(
      'They may not hire away your staff',
      'The other side may not recruit or hire your people for a period.',
    ),
    patterns: [
      {
        pattern:
          /\b(?:shall|will|agrees?\s+to|agrees?)\s+not\b[^.]{0,80}\b(?:solicit|hire|recruit|employ)\b[^.]{0,60}\b(?:employees?|personnel|staff|workers)\b/i,
        unless: EITHER_PARTY,
        confidence: 0.85,
      },
    ],
  },
  {
    id: 'no-solicit-of-customers',
    title: "No approaching the other side's customers",
    explanation:
      "You may not seek business from the other side's customers for a period, which can limit your own sales.",
    suggestion: 'Limit it to customers you actually dealt with, and keep the period short.',
    severity: { default: 'medium', employment: 'high' },
    narrowedByExceptions: true,
    orientation: duty(
      'They may not approach your customers',
      'The other side may not seek business from your customers for a period.',
    ),
    patterns: [
      {
        pattern:
          /\b(?:shall|will|agrees?\s+to|agrees?)\s+not\b[^.]{0,80}\bsolicit\b[^.]{0,60}\b(?:customers?|clients?|accounts)\b/i,
        unless: EITHER_PARTY,
        confidence: 0.85,
      },
    ],
  },
  {
    id: 'liquidated-damages',
    title: 'Fixed penalty for a breach',
    explanation:
      'A set amount is owed if the contract is broken, whatever the actual harm. It can be far more than the real loss.',
    suggestion:
      'Check that the amount is a fair estimate of real loss; ask to lower it, cap it, or replace it with actual proven damages.',
    severity: { default: 'medium', employment: 'high', consumer: 'high', lease: 'high' },
    orientation: {
      ...duty(
        'They owe a fixed sum if they break the contract',
        'If the other side breaches, a set amount is owed to you without proving your actual loss.',
      ),
      isPaidToTheHolder: true,
      // Money flows one way: "the parties agree the sum is reasonable" is no mutual duty.
      isStandardWhenMutual: true,
    },
    patterns: [
      {
        pattern: /\bliquidated\s+damages\b/i,
        confidence: 0.9,
      },
    ],
  },
  {
    id: 'early-termination-fee',
    title: 'Fee for leaving early',
    explanation:
      'Ending the contract before its term costs you money, which makes it expensive to get out if your plans change.',
    suggestion:
      "Ask for a lower fee that shrinks over time, or for exceptions such as a job move, a sale of your home or the other side's breach.",
    severity: { default: 'medium' },
    forConsumers: true,
    orientation: {
      ...duty(
        'They pay a fee if they leave early',
        'The other side must pay you if it ends the contract before its term.',
      ),
      isPaidToTheHolder: true,
      // Money flows one way: "the parties agree the sum is reasonable" is no mutual duty.
      isStandardWhenMutual: true,
    },
    patterns: [
      {
        pattern:
          /\b(?:early\s+termination|cancellation|termination|break)\s+(?:fee|charge|penalty)\b|\bpay\b[^.;]{0,80}\b(?:all\s+)?remaining\s+(?:rent|payments|monthly\s+payments|balance\s+of\s+the\s+term)/i,
        // "may terminate without paying a termination fee" takes the fee away.
        unless:
          /\bwithout\s+(?:(?:the\s+)?payment\s+of\s+|paying\s+|incurring\s+)?(?:any\s+|the\s+|a\s+)?(?:early\s+)?termination\s+(?:fee|charge|penalty)|\bno\s+(?:early\s+)?termination\s+(?:fee|charge|penalty)|\bnot\s+(?:be\s+)?(?:required|obligated|liable)\s+to\s+pay\s+(?:any\s+|the\s+)?(?:early\s+)?termination/i,
        confidence: 0.85,
      },
    ],
  },
  {
    id: 'uncapped-liability',
    title: 'Liability has no upper limit',
    explanation:
      'There is no ceiling on what may be claimed under this clause, so a single problem could cost far more than the contract is worth.',
    suggestion:
      'Ask for a cap, for example the fees paid under the contract in the last twelve months, with only narrow exceptions.',
    severity: { default: 'high' },
    orientation: {
      ...duty(
        'Their liability has no upper limit',
        'What you can claim from the other side under this clause is not capped.',
      ),
      isPossessiveSubject: true,
    },
    patterns: [
      {
        pattern:
          /\bunlimited\s+liability\b(?!\s+compan)|\bliab(?:le|ility)\b[^.;]{0,60}\b(?:shall|will)\s+(?:be\s+)?(?:unlimited|not\s+be\s+(?:limited|capped))|\bwithout\s+(?:any\s+)?limit(?:ation)?\s+(?:as\s+to\s+amount|of\s+liability)/i,
        // "liability shall not be limited by the insurance it carries" sets no cap either way.
        unless: /\binsurance\b/i,
        confidence: 0.85,
      },
    ],
  },
  {
    id: 'indemnification',
    title: "Broad promise to cover the other side's losses",
    explanation:
      'You would pay the other side\'s claims, losses and legal costs, worded as "any and all", even for things that are not clearly your fault.',
    suggestion:
      'Limit it to losses caused by your own breach or negligence, make it mutual, and put it under the liability cap.',
    severity: { default: 'medium', employment: 'high', consumer: 'high', lease: 'high' },
    forConsumers: true,
    narrowedByExceptions: true,
    orientation: {
      ...duty(
        'They cover your losses',
        'The other side must pay your losses and legal costs from the claims this clause lists.',
      ),
      mutualTitle: "Each side covers the other's losses",
    },
    patterns: [
      {
        pattern:
          /\bindemnif\w*\b[^.]{0,200}\bany\s+and\s+all\b|\bany\s+and\s+all\b[^.]{0,160}\bindemnif\w*|\bhold\s+harmless\b[^.]{0,160}\bany\s+and\s+all\b|\b(?:shall|will|must|agrees?\s+to|hereby\s+agrees?\s+to|undertakes?\s+to)\s+(?:[\w,]+\s+){0,4}?(?:indemnif\w*|hold\s+(?:\w+\s+){1,3}harmless)\b/i,
        confidence: 0.8,
      },
    ],
  },
  {
    id: 'late-fees-and-interest',
    title: 'Late fees and interest',
    explanation: 'Paying late costs extra in fees or interest, and these can add up quickly.',
    suggestion:
      'Ask for a grace period, a cap on fees, and an interest rate no higher than the law allows.',
    severity: { default: 'low', lease: 'medium', loan: 'medium', consumer: 'medium' },
    forConsumers: true,
    orientation: {
      ...duty(
        'They pay interest if they pay you late',
        'Late payments to you carry interest or a fee.',
      ),
      isPaidToTheHolder: true,
      // Money flows one way: "the parties agree the sum is reasonable" is no mutual duty.
      isStandardWhenMutual: true,
    },
    patterns: [
      {
        pattern:
          /\blate\s+(?:fee|charge|payment\s+(?:fee|charge|penalty))s?\b|\bdefault\s+(?:interest\s+)?rate\b|\b(?:bear|accrue|incur)\w*\s+(?:a\s+)?(?:late\s+charge|interest)\s+(?:at|of)\b[^.;]{0,60}\d/i,
        confidence: 0.85,
      },
    ],
  },
  {
    id: 'unilateral-change',
    title: 'One side can change the rules',
    explanation:
      'The other side may change the terms, or decide things, on its own judgement. What you agreed to today may not be what applies tomorrow.',
    suggestion:
      'Ask for changes to need your written agreement, or at least advance notice and the right to leave without cost if you do not accept them.',
    severity: { default: 'medium' },
    forConsumers: true,
    orientation: { ...right(), mutualTitle: 'Either side may decide some things alone' },
    patterns: [
      {
        pattern:
          /\b(?:may|can|reserves?\s+the\s+right\s+to)\s+(?:at\s+any\s+time\s+)?(?:change|modify|amend|update|revise|alter)\b[^.]{0,120}\b(?:at\s+any\s+time|sole\s+discretion|without\s+(?:prior\s+)?notice|from\s+time\s+to\s+time|post(?:ed|ing)|continued\s+use|effective\s+(?:immediately|upon))/i,
        unless: MUTUAL_OR_JOB_OR_PAY,
        confidence: 0.85,
      },
      // Commercial contracts say "in its sole discretion" of routine choices; for an individual it
      // usually means the other side decides alone about them.
      {
        pattern: /\b(?:sole|absolute|sole\s+and\s+absolute|own)\s+discretion\b/i,
        unless: MUTUAL_OR_JOB_OR_PAY,
        groups: ['consumer', 'employment', 'lease', 'loan', 'nda'],
        confidence: 0.7,
      },
      {
        pattern:
          /\b(?:changes|amendments|modifications|updates|revisions)\b[^.]{0,80}\b(?:will|shall)\s+(?:be(?:come)?\s+)?effective\s+(?:upon|on|when|immediately|as\s+soon\s+as)\b[^.]{0,60}\bpost|\b(?:prices?|fees?|charges?|rates?)\b[^.]{0,60}\bmay\s+(?:\w+\s+)?(?:increase|change|vary)\b/i,
        groups: ['consumer'],
        confidence: 0.75,
      },
    ],
  },
  {
    id: 'unilateral-termination',
    title: 'Your account can be closed at any time',
    explanation:
      'The provider may suspend or close your account without a reason or warning, and you could lose access to what you stored.',
    suggestion:
      'Keep your own copies of anything important, and look for a promise of notice and a chance to export your data.',
    severity: { default: 'medium' },
    forConsumers: true,
    orientation: right(
      'You can close your account',
      'You may stop using the service and end the agreement when you choose.',
    ),
    patterns: [
      {
        pattern:
          /\b(?:may|can|reserves?\s+the\s+right\s+to)\s+(?:(?:immediately|also|temporarily|permanently)\s+)?(?:suspend|terminate|close|disable|deactivate)\b[^.]{0,40}\b(?:your\s+)?(?:account|access|service|services|subscription|these\s+terms|this\s+agreement|(?:your\s+)?(?:use|right\s+to\s+use))\b[^.]{0,120}\b(?:at\s+any\s+time|without\s+(?:prior\s+)?notice|for\s+any\s+reason|with\s+or\s+without\s+cause|sole\s+discretion)/i,
        groups: ['consumer'],
        confidence: 0.85,
      },
    ],
  },
  {
    id: 'termination-for-convenience',
    title: 'The other side can walk away at any time',
    explanation:
      'One side may end the contract without any reason, and the right is not given to both sides equally.',
    suggestion:
      'Ask for the same right for you, a longer notice period, and payment for work done and costs already committed.',
    severity: { default: 'medium' },
    orientation: {
      ...right(
        'You can end the contract',
        'You may end the contract on the terms this clause sets, without having to prove a breach.',
      ),
      isStandardWhenMutual: true,
    },
    patterns: [
      {
        pattern:
          /\b(?:may|can|shall\s+have\s+the\s+right\s+to)\s+terminate\b[^.]{0,120}\b(?:for\s+convenience|at\s+any\s+time|for\s+any\s+reason|without\s+cause|with\s+or\s+without\s+cause|in\s+its\s+(?:sole\s+)?discretion)/i,
        unless:
          /\b(?:either|each|both|neither)\s+part(?:y|ies)\b|\b(?:[A-Z]\w+\s+and\s+[A-Z]\w+|the\s+parties)\s+(?:may|can)\s+terminate/i,
        confidence: 0.8,
      },
      {
        // "may terminate this Agreement upon ninety (90) days' written notice", with no breach.
        pattern:
          /\b(?:may|can|shall\s+have\s+the\s+right\s+to)\s+terminate\b[^.]{0,60}\b(?:upon|on|by\s+giving|with)\s+(?:at\s+least\s+|not\s+less\s+than\s+)?(?:[a-z]+\s+)?\(?\d+\)?\s+(?:days|months)['’]?\s+(?:prior\s+)?(?:written\s+)?notice\b/i,
        unless:
          /\b(?:either|each|both|neither)\s+part(?:y|ies)\b|\b(?:[A-Z]\w+\s+and\s+[A-Z]\w+|the\s+parties)\s+(?:may|can)\s+terminate|\b(?:breach|default|fails?\s+to|failure|insolven\w*|bankrupt\w*|cure)\b/i,
        confidence: 0.75,
      },
    ],
  },
  {
    id: 'content-removal',
    title: 'Your content can be removed without notice',
    explanation:
      'The provider may delete what you post or upload, for any reason, without telling you first.',
    suggestion: 'Keep backups, and look for notice and an appeal process before removal.',
    severity: { default: 'low', consumer: 'medium' },
    forConsumers: true,
    orientation: right(),
    patterns: [
      {
        pattern:
          /\b(?:may|can|reserves?\s+the\s+right\s+to)\s+(?:remove|delete|disable|take\s+down|refuse)\b[^.]{0,80}\b(?:content|material|posts?|uploads?)\b/i,
        groups: ['consumer'],
        confidence: 0.85,
      },
    ],
  },
  {
    id: 'limitation-of-liability',
    title: 'The provider limits what it owes you',
    explanation:
      'If something goes wrong, the provider excludes most kinds of damages or caps them at a small amount.',
    suggestion:
      'Check what the cap really covers; keep backups and do not rely on the service for anything you cannot afford to lose.',
    severity: { default: 'medium' },
    forConsumers: true,
    orientation: {
      ...right(
        'Your liability is limited',
        'What the other side can claim from you is excluded or capped.',
      ),
      isPossessiveSubject: true,
    },
    patterns: [
      {
        pattern:
          /\b(?:shall|will)\s+not\s+be\s+liable\s+for\s+any\b|\bin\s+no\s+event\s+(?:shall|will)\b[^.]{0,80}\bliable|\b(?:total|aggregate|entire|maximum)\s+liability\b[^.]{0,160}\b(?:not\s+exceed|limited\s+to|exceed)|\b(?:has|have|assumes?|accepts?|bears?)\s+no\s+(?:responsibility|liability)\b|\bliab\w*\b[^.]{0,120}\bgreater\s+of\b/i,
        groups: ['consumer'],
        confidence: 0.85,
      },
    ],
  },
  {
    id: 'cap-on-liability',
    title: 'Liability is capped',
    explanation:
      'What one side can recover from the other is limited to a set amount. Check that the cap is high enough to cover a real problem.',
    suggestion:
      'Make the cap mutual and large enough, and keep exceptions for confidentiality breaches, data loss and wilful misconduct.',
    severity: { default: 'medium' },
    // A cap both sides share is ordinary; one that shields only the other side is a risk.
    orientation: {
      ...right(
        'Your liability is capped',
        'What the other side can recover from you is limited to a set amount.',
      ),
      isPossessiveSubject: true,
      isStandardWhenMutual: true,
    },
    patterns: [
      {
        pattern:
          /\b(?:total|aggregate|maximum|entire|cumulative)\s+liability\b[^.]{0,80}\b(?:exceed|limited\s+to)|\bliab\w*\b[^.;]{0,100}\b(?:shall|will)\s+(?:not\s+exceed|be\s+limited\s+to)|\bliab\w*\b[^.;]{0,100}\b(?:in\s+excess\s+of|greater\s+than)\b|\b(?:shall|will)\s+not\s+be\s+liable\s+(?:to\s+\w+\s+)?for\s+(?:any\s+)?(?:indirect|consequential|special|incidental|punitive|exemplary|lost\s+profits?|loss\s+of\s+profits?)|\bliability\s+(?:is|shall\s+be|will\s+be)\s+(?:\w+\s+)?limited\b/i,
        // "insurance in excess of the limits of the policy" is a cover requirement, not a cap.
        unless: /\binsurance\b|\bpolicy\b|\bcoverage\b/i,
        groups: ['commercial', 'employment', 'nda', 'other'],
        confidence: 0.8,
      },
    ],
  },
  {
    id: 'privacy-by-using',
    title: 'Using the service means you accept data collection',
    explanation:
      'By using the service you consent to how your personal data is collected and used under a separate policy.',
    suggestion:
      'Read the privacy policy, and look for settings that limit sharing and a way to delete your data.',
    severity: { default: 'low' },
    forConsumers: true,
    orientation: MUTUAL,
    patterns: [
      {
        pattern:
          /\bby\s+(?:accessing|using)\b[^.]{0,80}\bconsent\b[^.]{0,120}\b(?:personal\s+(?:data|information)|privacy)/i,
        groups: ['consumer'],
        confidence: 0.85,
      },
    ],
  },
  {
    id: 'contract-by-using',
    title: 'Using the service means you accept the terms',
    explanation:
      'You are bound by these terms just by using the service, without signing anything.',
    suggestion:
      'Read the terms before you use the service, and check how you will be told about changes.',
    severity: { default: 'low' },
    forConsumers: true,
    orientation: MUTUAL,
    patterns: [
      {
        pattern:
          /\bby\s+(?:accessing|using|continuing\s+to\s+use|registering)\b[^.]{0,80}\b(?:agree|accept)\w*\b[^.]{0,40}\b(?:bound|terms)/i,
        groups: ['consumer'],
        confidence: 0.85,
      },
    ],
  },
  {
    id: 'jurisdiction',
    title: 'Disputes must be brought in a distant court',
    explanation:
      'Any claim has to be filed in the courts the other side chose, which may be far from you and costly to reach.',
    suggestion:
      'Ask for disputes to be heard where you live, or at least for a small-claims court exception.',
    severity: { default: 'low', consumer: 'medium' },
    forConsumers: true,
    // "Distributor submits to the exclusive jurisdiction of ..." binds the one who submits.
    orientation: { direction: 'duty' },
    patterns: [
      {
        pattern:
          /\bexclusive(?:ly)?\b[^.]{0,60}\bcourts?\b|\bcourts?\b[^.]{0,60}\bexclusive\s+jurisdiction|\b(?:consents?|submits?)\s+to\s+(?:the\s+)?(?:personal\s+|exclusive\s+)?jurisdiction\b/i,
        confidence: 0.8,
      },
    ],
  },
  {
    id: 'right-of-entry',
    title: 'Entry without notice',
    explanation: 'The landlord may come into your home at any time without telling you first.',
    suggestion:
      "Ask for at least 24 hours' written notice except in emergencies; many states require it anyway.",
    severity: { default: 'medium' },
    orientation: right(),
    patterns: [
      {
        pattern:
          /\bmay\s+enter\b[^.]{0,80}\bwithout\s+(?:prior\s+|advance\s+)?notice|\bmay\s+enter\b[^.]{0,40}\bat\s+any\s+time\b/i,
        groups: ['lease'],
        confidence: 0.85,
      },
    ],
  },
  {
    id: 'repairs-on-tenant',
    title: 'All repairs fall on you',
    explanation:
      'You pay for repairs whatever caused them, including wear and tear and systems a landlord normally maintains.',
    suggestion:
      'Limit your share to damage you or your guests cause, and leave structure, plumbing, heating and appliances with the landlord.',
    severity: { default: 'medium', lease: 'high' },
    orientation: duty(),
    patterns: [
      {
        pattern:
          /\b(?:responsible|liable|pay)\s+for\s+all\s+repairs\b|\ball\s+repairs\b[^.]{0,120}\bregardless\s+of\s+(?:the\s+)?cause/i,
        groups: ['lease'],
        confidence: 0.8,
      },
    ],
  },
  {
    id: 'waiver-of-rights',
    title: 'You give up legal rights',
    explanation: 'You agree in advance not to use protections the law would otherwise give you.',
    suggestion:
      'Ask what each waived right is and strike the waivers you do not understand or accept.',
    severity: { default: 'medium' },
    orientation: duty(
      'They give up rights against you',
      'The other side waives protections it would otherwise have against you.',
    ),
    patterns: [
      {
        pattern:
          /\bwaives?\s+(?:any\s+and\s+all\s+|all\s+|any\s+)?(?:rights?|claims?|defen[cs]es?|presentment|protest|notice\s+of\s+(?:dishonor|default))\b|\bwaive\s+your\s+right/i,
        // A waiver of subrogation leaves insured losses with the insurer who covered them: an
        // ordinary allocation of insurance in leases and commercial contracts, not rights lost.
        unless:
          /\bno\s+waiver\b|\b(?:shall|will|do|does)\s+not\s+(?:be\s+deemed\s+|constitute\s+)?(?:a\s+)?waiv|\bfailure\s+to\s+(?:enforce|exercise)|\bsubrogat/i,
        confidence: 0.75,
      },
    ],
  },
  {
    id: 'automatic-renewal',
    title: 'Renews automatically',
    explanation:
      'The contract starts a new term on its own unless someone cancels in time, so you can stay bound (and keep paying) without deciding to.',
    suggestion:
      'Put the cancellation deadline in your calendar now, and ask for a reminder before each renewal or for the right to cancel at any time.',
    severity: { default: 'low', consumer: 'medium', lease: 'medium', employment: 'medium' },
    forConsumers: true,
    // It binds both, but it is the one who pays who keeps paying without deciding to.
    orientation: { direction: 'mutual', weighsOnEachSide: true },
    patterns: [
      {
        pattern:
          /\b(?:automatically|auto-?)\s*renew\w*|\brenew\w*\s+automatically|\b(?:shall|will)\s+(?:be\s+)?(?:automatically\s+)?(?:renewed|extended)\s+for\s+(?:successive|additional|consecutive)\b|\bevergreen\b/i,
        confidence: 0.9,
      },
    ],
  },
];
