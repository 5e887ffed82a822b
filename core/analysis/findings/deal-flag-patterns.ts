import type { RedFlagPattern } from './red-flag-patterns.ts';

/** The text patterns of the deal families (deal-flag-families.ts), most specific first. */
export const DEAL_FLAG_PATTERNS: RedFlagPattern[] = [
  {
    family: 'claims-time-limit',
    pattern:
      /\b(?:must|shall|will)\s+be\s+(?:brought|commenced|filed|instituted|asserted|made)\b[^.;]{0,80}\bwithin\s+(?:\w+\s+){0,2}\(?\d*\)?\s*(?:days?|months?|years?)\b|\b(?:claims?|actions?|causes?\s+of\s+action|proceedings?)\b[^.;]{0,140}\b(?:(?:are|is|be)\s+(?:permanently\s+|forever\s+)?barred|time-barred)\b|\bno\s+(?:lawsuit|action|claim|suit|proceeding)s?\b[^.;]{0,160}\bmay\s+be\s+(?:brought|commenced|filed|instituted)\b[^.;]{0,200}\b(?:more\s+than|after)\b/i,
    confidence: 0.8,
  },
  {
    family: 'liability-exclusion',
    pattern:
      /\b(?:shall|will)\s+not(?:,[^,.]{0,100},)?\s+be\s+(?:liable|responsible)\s+for\s+(?:any\s+)?(?:loss|damage)\b|\b(?:has|have|assumes?|accepts?|bears?)\s+no\s+(?:responsibility|liability)\b/i,
    groups: ['commercial', 'employment', 'nda', 'other', 'lease', 'loan'],
    confidence: 0.75,
  },
  {
    family: 'no-refund',
    pattern:
      /\bnon-?refundable\b|\bno\s+refunds?\b|\b(?:will|shall)\s+not\s+(?:be\s+)?(?:refund|refunded|returned)\b|\bnot\s+(?:be\s+)?(?:entitled|eligible)\s+to\s+(?:a\s+|any\s+)?refund/i,
    // A deposit that is refundable, or the security-deposit family's own words.
    unless: /\bdeposit\b/i,
    confidence: 0.8,
  },
  {
    family: 'immediate-termination',
    pattern:
      /\b(?:may|can|shall\s+have\s+the\s+right\s+to)\s+(?:immediately\s+)?terminate\b[^.;]{0,160}\b(?:immediately|with\s+immediate\s+effect|summarily|effective\s+(?:immediately|upon\s+(?:notice|delivery))|without\s+(?:prior\s+)?notice|without\s+(?:giving\s+\w+\s+)?(?:an?\s+|any\s+)?(?:opportunity|right|chance)\s+to\s+cure|with\s+no\s+(?:opportunity|right)\s+to\s+cure)/i,
    confidence: 0.75,
  },
  {
    family: 'warranty-disclaimer',
    pattern:
      /\b(?:on\s+an\s+)?["“]?as\s+is["”]?(?:\s+and\s+["“]?as\s+available["”]?)?\s*(?:basis)?\b(?=[^.]{0,200}\bwarrant)|\bwarrant\w*[^.]{0,200}["“]?as\s+is\b|\bdisclaims?\s+(?:any\s+and\s+)?all\s+(?:other\s+)?(?:express\s+or\s+implied\s+|implied\s+)?warrant|\b(?:sole|exclusive)\s+(?:and\s+exclusive\s+)?remed(?:y|ies)\b|\byour\s+sole\s+(?:and\s+exclusive\s+)?(?:right|remedy)\b|\bexclusive\s+remed(?:y|ies)\b[^.;]{0,80}\b(?:repair|replace|re-?perform|credit)/i,
    confidence: 0.75,
  },
  {
    family: 'security-interest',
    pattern:
      /\b(?:grants?|give|gives)\b[^.;]{0,60}\bsecurity\s+interest\b|\b(?:provide|furnish|deliver|post|obtain)\b[^.;]{0,80}\b(?:bank\s+guarantee|letter\s+of\s+credit|collateral)\b|\bsecurity\s+interest\s+in\s+(?:all|any|the)\b|\b(?:irrevocably\s+)?appoints?\b[^.;]{0,80}\b(?:attorney-in-fact|attorney\s+in\s+fact|true\s+and\s+lawful\s+attorney)\b|\bpower\s+of\s+attorney\b[^.;]{0,80}\b(?:coupled\s+with\s+an\s+interest|irrevocabl)/i,
    confidence: 0.85,
  },
  {
    family: 'confidentiality-forever',
    pattern:
      /\b(?:confiden\w+|secre\w+|non-?disclosure|proprietary)\b[^.]{0,160}\b(?:indefinitely|in\s+perpetuity|perpetual(?:ly)?|forever|without\s+limit(?:ation)?\s+(?:of|in|as\s+to)\s+time|for\s+an\s+unlimited\s+(?:period|time)|no\s+(?:time\s+)?limit)\b|\b(?:indefinitely|in\s+perpetuity|forever|without\s+limit(?:ation)?\s+(?:of|in)\s+time)\b[^.]{0,100}\bconfiden/i,
    confidence: 0.8,
  },
  {
    family: 'fee-shifting',
    pattern:
      /\b(?:pay|reimburse|bear|liable\s+for|responsible\s+for|indemnify\s+\w+\s+for)\b[^.;]{0,100}\b(?:attorneys?['’]?|lawyers?['’]?|legal|counsel)\s+fees\b/i,
    // "the prevailing party shall recover its attorneys' fees" is mutual.
    unless: /\bprevailing\s+party\b|\beach\s+party\s+(?:shall\s+)?bear\s+its\s+own\b/i,
    confidence: 0.75,
  },
  {
    family: 'no-exclusivity',
    pattern:
      /\bnon-?exclusive\s+(?:appointment|distribut\w+|territory|franchise|dealer\w*|reseller\w*|agency|agent|sales\s+representative)\b|\bnon-?exclusive\s+(?:right|licen[cs]e)\s+to\s+(?:sell|distribute|market|resell|operate|promote)\b|\b(?:do|does|will|shall)\s+not\s+(?:receive|have|grant)\s+(?:an?\s+|any\s+)?exclusive\b/i,
    confidence: 0.75,
  },
  {
    family: 'reserved-competition',
    pattern:
      /\b(?:reserves?|retains?|has|have|shall\s+have)\s+(?:the\s+|all\s+)?(?:sole\s+|unrestricted\s+)?(?:right|rights)\b[^.;]{0,40}\bto\b[^.;]{0,120}\b(?:establish|operate|open|license|appoint|sell|grant\s+franchises|distribute|market)\b[^.;]{0,140}\b(?:anywhere|any\s+location|any\s+place|regardless|proximity|territory|area)\b/i,
    confidence: 0.75,
  },
  {
    family: 'cancellation-charges',
    pattern:
      /\bcancel\w*\b[^.;]{0,160}\b(?:liable\s+to\s+pay|shall\s+pay|must\s+pay|will\s+pay|be\s+charged|pay\s+for)\b|\b(?:liable\s+to\s+pay|shall\s+pay|must\s+pay)\b[^.;]{0,160}\bcancel\w*/i,
    confidence: 0.7,
  },
  {
    family: 'pay-regardless',
    pattern:
      /\b(?:pay|payable|owed|due|reimburse)\b[^.;]{0,160}\b(?:whether\s+or\s+not|regardless\s+of\s+whether|irrespective\s+of\s+whether|even\s+if)\b|\b(?:whether\s+or\s+not|regardless\s+of\s+whether)\b[^.;]{0,120}\b(?:pay|payable)\b/i,
    confidence: 0.7,
  },
  {
    family: 'costs-on-you',
    pattern:
      /\b(?:shall|will|must)\s+be\s+(?:solely\s+)?responsible\s+for\s+(?:the\s+|all\s+)?(?:costs?|expenses?)\b|\b(?:shall|will|must)\s+(?:pay|reimburse|bear)\s+(?:for\s+)?(?:all|the)\s+(?:\w+\s+){0,2}(?:costs|expenses)\b|\bat\s+(?:its|their|his|her|your|\w+['’]s)\s+(?:own|sole)\s+(?:cost|expense|risk)|\b(?:shall|will|must)\s+bear\s+(?:all|any|the\s+entire)\s+(?:costs?|expenses?|risk)\b|\b(?:shall|will|must)\s+(?:pay|reimburse)\s+(?:for\s+)?all\s+(?:costs|expenses)\b/i,
    confidence: 0.65,
  },
  {
    family: 'unilateral-change',
    pattern:
      /\b(?:changes|amendments|modifications|updates|revisions)\b[^.]{0,80}\b(?:will|shall)\s+(?:be(?:come)?\s+)?effective\s+(?:upon|on|when|immediately|as\s+soon\s+as)\b[^.]{0,60}\bpost|\b(?:prices?|fees?|charges?|rates?)\b[^.]{0,60}\bmay\s+(?:\w+\s+)?(?:increase|change|vary)\b/i,
    groups: ['consumer'],
    confidence: 0.75,
  },
  {
    family: 'no-compensation-on-termination',
    pattern:
      /\b(?:not\s+be\s+(?:entitled|liable)|no\s+(?:party\s+)?(?:shall|will)\s+be\s+(?:entitled|liable)|waives?\s+(?:any\s+)?(?:right|claim))\b[^.]{0,140}\b(?:compensation|indemnit\w*|damages|reimbursement|payment)\b[^.]{0,160}\b(?:termination|expiration|expiry|non-?renewal)\b/i,
    confidence: 0.75,
  },
  {
    family: 'binding-forecast',
    pattern:
      /\bforecasts?\b[^.]{0,120}\b(?:binding|firm|non-?cancell?able|commitment\s+to\s+purchase)\b/i,
    unless: /\bnon-?binding\b|\bnot\s+(?:be\s+)?binding\b/i,
    confidence: 0.75,
  },
  {
    family: 'pay-deductions',
    pattern:
      /\bdeduct\w*\b[^.;]{0,120}\bfrom\b[^.;]{0,40}\b(?:salary|pay|wages|remuneration|compensation|fees)\b/i,
    confidence: 0.8,
  },
  {
    family: 'exclusivity',
    pattern:
      /\b(?:shall|will|agrees?\s+to)\s+(?:purchase|buy|obtain|source|use|order)\b[^.;]{0,80}\b(?:exclusively|solely|only)\s+from\b/i,
    confidence: 0.75,
  },
  {
    family: 'exclusive-provider',
    pattern:
      /\b(?:exclusive|sole)\s+(?:and\s+exclusive\s+)?(?:supplier|provider|carrier|source|manufacturer|distributor|reseller|vendor)\s+(?:of|for|to)\b/i,
    confidence: 0.75,
  },
  {
    family: 'confidentiality-scope',
    pattern:
      /\bconfidential\b[^.]{0,200}\bwhether\s+or\s+not\s+(?:it\s+is\s+|such\s+information\s+is\s+)?(?:marked|designated|identified|labell?ed)|\bwhether\s+(?:or\s+not\s+)?(?:so\s+)?(?:marked|designated|identified|labell?ed)(?:\s+as\s+confidential)?\s+or\s+(?:not|unmarked)\b|\b(?:regardless|irrespective)\s+of\s+whether\b[^.]{0,60}\b(?:marked|designated|identified)\b[^.]{0,40}\bconfidential/i,
    confidence: 0.75,
  },
  {
    family: 'injunction-without-bond',
    pattern:
      /\b(?:injunct\w+|equitable\s+relief|specific\s+performance)[^.]{0,160}\bwithout\s+(?:the\s+)?(?:necessity\s+of\s+|need\s+(?:to|for)\s+|requirement\s+(?:of|to)\s+)?(?:posting|post|proving|proof\s+of|showing)\b|\bwithout\s+(?:posting\s+|the\s+posting\s+of\s+)?(?:a\s+|any\s+)?bond\b/i,
    confidence: 0.8,
  },
  {
    family: 'return-or-destroy',
    pattern:
      /\b(?:return|destroy|delete|dispose\s+of)\b[^.;]{0,60}\b(?:or|and)\s+(?:to\s+)?(?:return|destroy|delete|dispose\s+of)\b[^.]{0,240}\b(?:certif\w+|confirm\w*\s+(?:in\s+writing|that)|written\s+confirmation|no\s+cop(?:y|ies)|not\s+(?:retain|keep)|all\s+copies)\b/i,
    confidence: 0.7,
  },
  {
    family: 'answerable-for-others',
    pattern:
      /\b(?:responsible|liable)\s+for\s+(?:any\s+)?(?:breach|violation|non-?compliance|(?:the\s+)?acts?\s+(?:and|or)\s+omissions?|(?:any\s+)?disclosure)\b[^.]{0,100}\b(?:its|their|his|her|your|our)\s+(?:[\w-]+\s+){0,2}(?:representatives|employees|agents|personnel|affiliates|recipients|persons|contractors|subcontractors|advis[eo]rs)\b|\b(?:ensure|procure)\s+that\s+(?:each\s+of\s+|each\s+|every\s+|any\s+)?(?:its|their|his|her|your|our|all|any|such)?\s*(?:[\w-]+\s+){0,4}(?:representatives?|employees?|agents?|personnel|recipients?|persons?|directors?|officers?|advis[eo]rs?|affiliates?)\b[^.]{0,120}\b(?:compl(?:y|ies)|observes?|(?:is|are)\s+(?:bound|made\s+aware)|keeps?|abides?)\b/i,
    confidence: 0.7,
  },
  {
    family: 'suspension',
    pattern:
      /\b(?:may|can|reserves?\s+the\s+right\s+to|(?:is|are)\s+entitled\s+to|ha(?:s|ve)\s+the\s+right\s+to)\s+(?:immediately\s+|temporarily\s+|promptly\s+)?suspend\b[^.;]{0,80}\b(?:services?|access|accounts?|performance|deliver\w*|supply|shipments?|use\s+of)\b/i,
    groups: ['commercial', 'other'],
    confidence: 0.75,
  },
  {
    family: 'publicity',
    pattern:
      /\b(?:may|can|(?:is|are)\s+permitted\s+to|ha(?:s|ve)\s+the\s+right\s+to)\s+(?:use|display|publish|identify|list|reference|refer\s+to)\b[^.]{0,100}\b(?:name|logos?|trademarks?|marks)\b[^.]{0,100}\b(?:customers?|clients?|marketing|promotional|publicity|advertis\w+|websites?|press\s+releases?)\b/i,
    groups: ['commercial', 'other'],
    confidence: 0.7,
  },
  {
    family: 'data-for-training',
    pattern:
      /\b(?:may|can|(?:is|are)\s+permitted\s+to|ha(?:s|ve)\s+the\s+right\s+to)\s+(?:use|process|analy[sz]e|access)\b[^.]{0,160}\b(?:content|data|inputs?|outputs?|information)\b[^.]{0,120}\b(?:train|fine-tune|improv|develop)\w*\b[^.]{0,80}\b(?:artificial\s+intelligence|AI|machine[-\s]learning|models?|algorithms?)\b/i,
    confidence: 0.75,
  },
  {
    family: 'restriction-tolling',
    pattern:
      /\b(?:period|term|restrictions?)\b[^.]{0,160}\b(?:shall|will)\s+be\s+(?:extended|tolled|suspended)\b[^.]{0,160}\b(?:breach|violation|violat\w+|non-?compliance)\b/i,
    confidence: 0.7,
  },
  {
    family: 'discretionary-pay',
    pattern:
      /\b(?:bonus(?:es)?|commissions?|incentive\s+(?:pay|compensation)|equity|stock\s+options?|options?\s+to\s+purchase)\b[^.]{0,160}\b(?:(?:sole|absolute|complete|entire)\s+discretion|discretionary|subject\s+to\s+(?:the\s+)?(?:approval\s+(?:of|by)\s+(?:the\s+|its\s+)?board|board\s+approval)|not\s+(?:contractual|guaranteed))\b|\bsubject\s+to\s+(?:the\s+)?(?:approval|consent)\s+(?:of|by)\s+(?:the\s+)?(?:\w+['’]s\s+)?board\b[^.]{0,160}\b(?:options?|shares|equity|stock|bonus(?:es)?|grant)\b/i,
    confidence: 0.7,
  },
  {
    family: 'outside-activities',
    pattern:
      /\b(?:shall|will|may)\s+not\b[^.]{0,120}\b(?:engaged?|concerned|interested|employed|involved)\b[^.]{0,80}\b(?:any\s+other|another)\s+(?:business|employment|occupation|trade|profession|job)\b/i,
    confidence: 0.7,
  },
  {
    family: 'duties-change',
    pattern:
      /\b(?:may|can|reserves?\s+the\s+right\s+to)\b[^.]{0,60}\b(?:change|vary|alter|modify|amend|reassign)\b[^.;]{0,60}\b(?:duties|title|role|position|responsibilities|job(?:\s+description)?|place\s+of\s+work|work\s+location|hours|reporting\s+line|compensation|salary)\b/i,
    groups: ['employment', 'commercial', 'other'],
    confidence: 0.8,
  },
  {
    family: 'at-will',
    pattern: /\bat[-\s]will\b/i,
    groups: ['employment', 'other'],
    confidence: 0.8,
  },
  {
    family: 'confidentiality-period',
    // "shall survive for five (5) years", "for a period of three years from the date of disclosure"
    pattern:
      /\b(?:confiden\w+|non-?disclosure|secrecy|obligations?\s+(?:of|under)\s+this\s+(?:section|clause|agreement))\b[^.]{0,200}\b(?:for\s+(?:a\s+(?:period|term)\s+of\s+)?|survive\s+(?:for\s+)?(?:a\s+period\s+of\s+)?|continue\s+(?:in\s+(?:full\s+)?(?:force|effect)\s+)?(?:for\s+)?(?:a\s+period\s+of\s+)?|until\s+(?:the\s+)?)(?:[a-z]+\s+)?\(?\d{1,2}\)?\s+years?\b/i,
    groups: ['nda', 'employment', 'commercial', 'other'],
    confidence: 0.7,
  },
  {
    family: 'earlier-disclosures',
    pattern:
      /\b(?:disclosed|provided|furnished|received|made\s+available)\b[^.]{0,80}\b(?:before|prior\s+to|on\s+or\s+before)\s+(?:the\s+)?(?:date\s+(?:of|hereof)|effective\s+date|execution|signing|signature)\b/i,
    groups: ['nda'],
    confidence: 0.7,
  },
  {
    family: 'paid-after-others',
    pattern:
      /\b(?:is|are|shall\s+be|will\s+be)\s+(?:expressly\s+)?(?:junior|subordinate(?:d)?)\s+(?:in\s+right\s+of\s+payment\s+)?to\b/i,
    groups: ['commercial', 'loan', 'other'],
    confidence: 0.75,
  },
  {
    family: 'amendment-by-majority',
    pattern:
      /\b(?:amended|modified|waived|terminated)\b[^.]{0,200}\b(?:majority(?:-in-interest)?|two-thirds|requisite\s+holders|holders\s+of\s+(?:at\s+least\s+)?a\s+majority)\b/i,
    groups: ['commercial', 'loan', 'other'],
    confidence: 0.7,
  },
  {
    family: 'content-licence',
    pattern:
      /\b(?:grant|give)s?\s+(?:to\s+)?(?:us|\w+)\s+(?:and\s+our\s+\w+\s+)?(?:a|an)\s+[^.]{0,120}\b(?:perpetual|irrevocable|royalty-free|sublicensable|transferable)\b[^.]{0,120}\blicen[cs]e\b[^.]{0,160}\b(?:content|data|materials?|feedback|submissions?|posts?|recordings?|information)\b/i,
    groups: ['consumer', 'commercial', 'other'],
    confidence: 0.8,
  },
  {
    family: 'incorporated-terms',
    pattern:
      /\b(?:incorporated\s+(?:herein\s+|in\s+this\s+\w+\s+|into\s+this\s+\w+\s+)?by\s+reference|(?:is|are)\s+(?:hereby\s+)?incorporated\s+(?:into|in)\b)[^.]{0,160}(?:https?:\/\/|www\.|\.com\b|available\s+at|posted\s+at)|(?:https?:\/\/|www\.|available\s+at|posted\s+at)[^.]{0,160}\b(?:incorporated\s+(?:herein\s+)?by\s+reference|(?:is|are)\s+(?:hereby\s+)?incorporated)|\b(?:enter\s+into|agree\s+to|are\s+bound\s+by|subject\s+to|governed\s+by|consists?\s+of|comprises?)\b(?:[^.]|\.(?!\s)){0,200}\b(?:available|posted|found|located)\s+at\s+<?(?:https?:\/\/|www\.|[a-z0-9-]+\.(?:com|org|net|io)\/)/i,
    confidence: 0.8,
  },
  {
    family: 'blank-terms',
    // Signature lines, and a signatory's details on a form, are blank by design.
    unless:
      /\b(?:By|Name|Title|Signature|Signed|Witness|Date|Print(?:ed)?\s+Name|Its)\b[^_\n]{0,60}?:?\s*_{3,}|_{3,}\s*\(?(?:Signature|Name|Title|Date|Initials)\b|^\s*\{[^{}]*(?:name|title|e-?mail|address|signature|company)[^{}]*\}\s*$/i,
    pattern:
      /\{[A-Za-z][^{}\n]{1,60}\}|\[(?:●|•|\s*insert\b[^\]\n]{0,60}|(?:[A-Z][a-z]+\s)?(?:State|Name|Date|Address|Amount|Party|Company|County|Country|Court))\]|_{5,}|\.{10,}/,
    confidence: 0.7,
  },
];
