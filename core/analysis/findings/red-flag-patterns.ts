import type { DocumentGroup } from '../profiles/profile.ts';

/** A precise text pattern for one red-flag family. */
export interface RedFlagPattern {
  family: string;
  pattern: RegExp;
  /** A sentence matching this is not a red flag of the family (a mutual right, a carve-out). */
  unless?: RegExp;
  /** Only documents of these groups; every group when absent. */
  groups?: DocumentGroup[];
  confidence: number;
}

const MUTUAL = /\b(?:either|each|both|neither)\s+part(?:y|ies)\b/i;
// A change to someone's job or pay is its own, more telling finding (deal-flag-patterns.ts).
const MUTUAL_OR_JOB_OR_PAY =
  /\b(?:either|each|both|neither)\s+part(?:y|ies)\b|\b(?:duties|title|position|role|responsibilities|job\s+description|work\s+location|place\s+of\s+work|reporting\s+line|bonus(?:es)?|commissions?|equity|stock\s+options?)\b/i;

/**
 * The patterns, most specific first: when two families match the same words, the earlier one
 * is kept (a jury waiver is not also reported as a general waiver of rights).
 */
export const RED_FLAG_PATTERNS: RedFlagPattern[] = [
  {
    family: 'confession-of-judgment',
    pattern:
      /\bconfess(?:ion\s+of|es|ing)?\s+(?:a\s+)?judgment|\bcognovit\b|\bwarrant\s+of\s+attorney\b/i,
    confidence: 0.95,
  },
  {
    family: 'class-action-waiver',
    pattern:
      /\bclass(?:\s+(?:or|and)\s+(?:representative|collective)|-wide)?\s+(?:action|arbitration|proceeding|member|basis)|\brepresentative\s+(?:action|proceeding)|\bon\s+an\s+individual\s+(?:basis|capacity)\b/i,
    unless: /\bcertif(?:y|ied)\s+(?:a\s+)?class\b(?![^.]*\bwaive)/i,
    confidence: 0.9,
  },
  {
    family: 'jury-waiver',
    pattern:
      /\bwaiv\w*\b[^.;]{0,80}\b(?:trial\s+by\s+jury|jury\s+trial)|\b(?:trial\s+by\s+jury|jury\s+trial)\b[^.;]{0,60}\bwaiv/i,
    confidence: 0.95,
  },
  {
    family: 'arbitration',
    pattern:
      /\b(?:binding|final|mandatory|individual)\s+(?:and\s+binding\s+)?arbitration\b|\b(?:resolved|settled|determined|submitted)\s+(?:exclusively\s+)?(?:by|to|through)\s+(?:final\s+and\s+binding\s+|binding\s+)?arbitration\b|\barbitration\s+(?:shall|will)\s+be\s+(?:final|binding|the\s+exclusive)/i,
    confidence: 0.9,
  },
  {
    family: 'personal-guarantee',
    pattern:
      /\bpersonal(?:ly)?\s+(?:and\s+unconditionally\s+)?guarant\w+|\b(?:unconditionally\s+and\s+)?personally\s+guarantees?\b|\bguarant\w+\s+personally\b|\bpersonally\s+(?:and\s+jointly\s+)?(?:liable|bound|responsible)\b/i,
    confidence: 0.9,
  },
  {
    family: 'acceleration-on-default',
    pattern:
      /\b(?:entire|whole|all)\b[^.;]{0,100}\b(?:immediately|at\s+once)\s+due\s+and\s+payable|\baccelerat\w+\s+(?:the\s+)?(?:maturity|indebtedness|loan|note|balance|payment)|\bdeclare\b[^.;]{0,80}\bdue\s+and\s+payable/i,
    confidence: 0.9,
  },
  {
    family: 'security-deposit',
    pattern: /\bdeposit\b[^.;]{0,120}\bnon-?refundable|\bnon-?refundable\b[^.;]{0,40}\bdeposit/i,
    confidence: 0.9,
  },
  {
    family: 'prior-inventions',
    pattern:
      /\bassign\w*\b[^.]{0,160}\bprior\s+inventions?\b|\bprior\s+inventions?\b[^.]{0,120}\bassign/i,
    unless: /\bexclud\w+\b[^.]{0,60}\bprior\s+inventions?/i,
    confidence: 0.9,
  },
  {
    family: 'assignment-of-inventions',
    pattern:
      /\bassign\w*\b[^.]{0,120}\binventions?\b|\binventions?\b[^.]{0,120}\b(?:shall\s+be|are|will\s+be)\s+the\s+(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+)?property/i,
    unless: /\bjoint(?:ly)?\b|\beach\s+party\s+hereby\s+assigns/i,
    confidence: 0.85,
  },
  {
    family: 'ip-ownership-assignment',
    pattern:
      /\bhereby\s+(?:irrevocably\s+)?assigns?\b[^.]{0,120}\b(?:right,\s+title\s+and\s+interest|work\s+product|intellectual\s+property|copyright|deliverables)/i,
    confidence: 0.8,
  },
  {
    family: 'non-compete',
    pattern:
      /\b(?:shall|will|agrees?\s+to|agrees?|may)\s+not\b[^.]{0,160}\bcompet(?:e|es|ing|ition|itive|itor|itors)\b|\bneither\b[^.]{0,100}\b(?:shall|will|may)\b[^.]{0,120}\bcompet(?:e|es|ing)\b|\bcovenants?\s+not\s+to\s+compete\b|\bnon-?competition\s+(?:covenant|obligation|agreement|period|restriction)s?\b|\b(?:shall|will|may)\s+not\b[^.]{0,80}\b(?:engage|participate|be\s+(?:employed|engaged|interested))\b[^.]{0,120}\b(?:similar|competing|competitive|same\s+business)\b/i,
    // "competent evidence" or "a competitor of any Party" elsewhere is no restraint.
    unless: /\bnothing\s+in\s+this\b/i,
    confidence: 0.85,
  },
  {
    family: 'no-solicit-of-employees',
    pattern:
      /\b(?:shall|will|agrees?\s+to|agrees?)\s+not\b[^.]{0,80}\b(?:solicit|hire|recruit|employ)\b[^.]{0,60}\b(?:employees?|personnel|staff|workers)\b/i,
    unless: MUTUAL,
    confidence: 0.85,
  },
  {
    family: 'no-solicit-of-customers',
    pattern:
      /\b(?:shall|will|agrees?\s+to|agrees?)\s+not\b[^.]{0,80}\bsolicit\b[^.]{0,60}\b(?:customers?|clients?|accounts)\b/i,
    unless: MUTUAL,
    confidence: 0.85,
  },
  { family: 'liquidated-damages', pattern: /\bliquidated\s+damages\b/i, confidence: 0.9 },
  {
    family: 'early-termination-fee',
    pattern:
      /\b(?:early\s+termination|cancellation|termination|break)\s+(?:fee|charge|penalty)\b|\bpay\b[^.;]{0,80}\b(?:all\s+)?remaining\s+(?:rent|payments|monthly\s+payments|balance\s+of\s+the\s+term)/i,
    // "may terminate without paying a termination fee" takes the fee away.
    unless:
      /\bwithout\s+(?:(?:the\s+)?payment\s+of\s+|paying\s+|incurring\s+)?(?:any\s+|the\s+|a\s+)?(?:early\s+)?termination\s+(?:fee|charge|penalty)|\bno\s+(?:early\s+)?termination\s+(?:fee|charge|penalty)|\bnot\s+(?:be\s+)?(?:required|obligated|liable)\s+to\s+pay\s+(?:any\s+|the\s+)?(?:early\s+)?termination/i,
    confidence: 0.85,
  },
  {
    family: 'uncapped-liability',
    pattern:
      /\bunlimited\s+liability\b(?!\s+compan)|\bliab(?:le|ility)\b[^.;]{0,60}\b(?:shall|will)\s+(?:be\s+)?(?:unlimited|not\s+be\s+(?:limited|capped))|\bwithout\s+(?:any\s+)?limit(?:ation)?\s+(?:as\s+to\s+amount|of\s+liability)/i,
    // "liability shall not be limited by the insurance it carries" sets no cap either way.
    unless: /\binsurance\b/i,
    confidence: 0.85,
  },
  {
    family: 'indemnification',
    pattern:
      /\bindemnif\w*\b[^.]{0,200}\bany\s+and\s+all\b|\bany\s+and\s+all\b[^.]{0,160}\bindemnif\w*|\bhold\s+harmless\b[^.]{0,160}\bany\s+and\s+all\b|\b(?:shall|will|must|agrees?\s+to|hereby\s+agrees?\s+to|undertakes?\s+to)\s+(?:[\w,]+\s+){0,4}?(?:indemnif\w*|hold\s+(?:\w+\s+){1,3}harmless)\b/i,
    confidence: 0.8,
  },
  {
    family: 'late-fees-and-interest',
    pattern:
      /\blate\s+(?:fee|charge|payment\s+(?:fee|charge|penalty))s?\b|\bdefault\s+(?:interest\s+)?rate\b|\b(?:bear|accrue|incur)\w*\s+(?:a\s+)?(?:late\s+charge|interest)\s+(?:at|of)\b[^.;]{0,60}\d/i,
    confidence: 0.85,
  },
  {
    family: 'unilateral-change',
    pattern:
      /\b(?:may|can|reserves?\s+the\s+right\s+to)\s+(?:at\s+any\s+time\s+)?(?:change|modify|amend|update|revise|alter)\b[^.]{0,120}\b(?:at\s+any\s+time|sole\s+discretion|without\s+(?:prior\s+)?notice|from\s+time\s+to\s+time|post(?:ed|ing)|continued\s+use|effective\s+(?:immediately|upon))/i,
    unless: MUTUAL_OR_JOB_OR_PAY,
    confidence: 0.85,
  },
  // Commercial contracts say "in its sole discretion" of routine choices; for an individual it
  // usually means the other side decides alone about them.
  {
    family: 'unilateral-change',
    pattern: /\b(?:sole|absolute|sole\s+and\s+absolute|own)\s+discretion\b/i,
    unless: MUTUAL_OR_JOB_OR_PAY,
    groups: ['consumer', 'employment', 'lease', 'loan', 'nda'],
    confidence: 0.7,
  },
  {
    family: 'unilateral-termination',
    pattern:
      /\b(?:may|can|reserves?\s+the\s+right\s+to)\s+(?:(?:immediately|also|temporarily|permanently)\s+)?(?:suspend|terminate|close|disable|deactivate)\b[^.]{0,40}\b(?:your\s+)?(?:account|access|service|services|subscription|these\s+terms|this\s+agreement|(?:your\s+)?(?:use|right\s+to\s+use))\b[^.]{0,120}\b(?:at\s+any\s+time|without\s+(?:prior\s+)?notice|for\s+any\s+reason|with\s+or\s+without\s+cause|sole\s+discretion)/i,
    groups: ['consumer'],
    confidence: 0.85,
  },
  {
    family: 'termination-for-convenience',
    pattern:
      /\b(?:may|can|shall\s+have\s+the\s+right\s+to)\s+terminate\b[^.]{0,120}\b(?:for\s+convenience|at\s+any\s+time|for\s+any\s+reason|without\s+cause|with\s+or\s+without\s+cause|in\s+its\s+(?:sole\s+)?discretion)/i,
    unless:
      /\b(?:either|each|both|neither)\s+part(?:y|ies)\b|\b(?:[A-Z]\w+\s+and\s+[A-Z]\w+|the\s+parties)\s+(?:may|can)\s+terminate/i,
    confidence: 0.8,
  },
  {
    // "may terminate this Agreement upon ninety (90) days' written notice", with no breach.
    family: 'termination-for-convenience',
    pattern:
      /\b(?:may|can|shall\s+have\s+the\s+right\s+to)\s+terminate\b[^.]{0,60}\b(?:upon|on|by\s+giving|with)\s+(?:at\s+least\s+|not\s+less\s+than\s+)?(?:[a-z]+\s+)?\(?\d+\)?\s+(?:days|months)['’]?\s+(?:prior\s+)?(?:written\s+)?notice\b/i,
    unless:
      /\b(?:either|each|both|neither)\s+part(?:y|ies)\b|\b(?:[A-Z]\w+\s+and\s+[A-Z]\w+|the\s+parties)\s+(?:may|can)\s+terminate|\b(?:breach|default|fails?\s+to|failure|insolven\w*|bankrupt\w*|cure)\b/i,
    confidence: 0.75,
  },
  {
    family: 'content-removal',
    pattern:
      /\b(?:may|can|reserves?\s+the\s+right\s+to)\s+(?:remove|delete|disable|take\s+down|refuse)\b[^.]{0,80}\b(?:content|material|posts?|uploads?)\b/i,
    groups: ['consumer'],
    confidence: 0.85,
  },
  {
    family: 'limitation-of-liability',
    pattern:
      /\b(?:shall|will)\s+not\s+be\s+liable\s+for\s+any\b|\bin\s+no\s+event\s+(?:shall|will)\b[^.]{0,80}\bliable|\b(?:total|aggregate|entire|maximum)\s+liability\b[^.]{0,160}\b(?:not\s+exceed|limited\s+to|exceed)|\b(?:has|have|assumes?|accepts?|bears?)\s+no\s+(?:responsibility|liability)\b|\bliab\w*\b[^.]{0,120}\bgreater\s+of\b/i,
    groups: ['consumer'],
    confidence: 0.85,
  },
  {
    family: 'cap-on-liability',
    pattern:
      /\b(?:total|aggregate|maximum|entire|cumulative)\s+liability\b[^.]{0,80}\b(?:exceed|limited\s+to)|\bliab\w*\b[^.;]{0,100}\b(?:shall|will)\s+(?:not\s+exceed|be\s+limited\s+to)|\bliab\w*\b[^.;]{0,100}\b(?:in\s+excess\s+of|greater\s+than)\b|\b(?:shall|will)\s+not\s+be\s+liable\s+(?:to\s+\w+\s+)?for\s+(?:any\s+)?(?:indirect|consequential|special|incidental|punitive|exemplary|lost\s+profits?|loss\s+of\s+profits?)|\bliability\s+(?:is|shall\s+be|will\s+be)\s+(?:\w+\s+)?limited\b/i,
    // "insurance in excess of the limits of the policy" is a cover requirement, not a cap.
    unless: /\binsurance\b|\bpolicy\b|\bcoverage\b/i,
    groups: ['commercial', 'employment', 'nda', 'other'],
    confidence: 0.8,
  },
  {
    family: 'privacy-by-using',
    pattern:
      /\bby\s+(?:accessing|using)\b[^.]{0,80}\bconsent\b[^.]{0,120}\b(?:personal\s+(?:data|information)|privacy)/i,
    groups: ['consumer'],
    confidence: 0.85,
  },
  {
    family: 'contract-by-using',
    pattern:
      /\bby\s+(?:accessing|using|continuing\s+to\s+use|registering)\b[^.]{0,80}\b(?:agree|accept)\w*\b[^.]{0,40}\b(?:bound|terms)/i,
    groups: ['consumer'],
    confidence: 0.85,
  },
  {
    family: 'jurisdiction',
    pattern:
      /\bexclusive(?:ly)?\b[^.]{0,60}\bcourts?\b|\bcourts?\b[^.]{0,60}\bexclusive\s+jurisdiction|\b(?:consents?|submits?)\s+to\s+(?:the\s+)?(?:personal\s+|exclusive\s+)?jurisdiction\b/i,
    confidence: 0.8,
  },
  {
    family: 'right-of-entry',
    pattern:
      /\bmay\s+enter\b[^.]{0,80}\bwithout\s+(?:prior\s+|advance\s+)?notice|\bmay\s+enter\b[^.]{0,40}\bat\s+any\s+time\b/i,
    groups: ['lease'],
    confidence: 0.85,
  },
  {
    family: 'repairs-on-tenant',
    pattern:
      /\b(?:responsible|liable|pay)\s+for\s+all\s+repairs\b|\ball\s+repairs\b[^.]{0,120}\bregardless\s+of\s+(?:the\s+)?cause/i,
    groups: ['lease'],
    confidence: 0.8,
  },
  {
    family: 'waiver-of-rights',
    pattern:
      /\bwaives?\s+(?:any\s+and\s+all\s+|all\s+|any\s+)?(?:rights?|claims?|defen[cs]es?|presentment|protest|notice\s+of\s+(?:dishonor|default))\b|\bwaive\s+your\s+right/i,
    unless:
      /\bno\s+waiver\b|\b(?:shall|will|do|does)\s+not\s+(?:be\s+deemed\s+|constitute\s+)?(?:a\s+)?waiv|\bfailure\s+to\s+(?:enforce|exercise)/i,
    confidence: 0.75,
  },
  {
    family: 'automatic-renewal',
    pattern:
      /\b(?:automatically|auto-?)\s*renew\w*|\brenew\w*\s+automatically|\b(?:shall|will)\s+(?:be\s+)?(?:automatically\s+)?(?:renewed|extended)\s+for\s+(?:successive|additional|consecutive)\b|\bevergreen\b/i,
    confidence: 0.9,
  },
];
