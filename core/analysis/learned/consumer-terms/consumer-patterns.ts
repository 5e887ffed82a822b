import { tokenize } from '../features/tokenize.ts';

/**
 * Text patterns of the potentially unfair terms of service CLAUDETTE annotates (arbitration,
 * unilateral change, content removal, jurisdiction, choice of law, limitation of liability,
 * unilateral termination, contract by using, privacy by using), plus a few cues shared by
 * several of them ("at any time", "sole discretion"). Each is one binary feature of the
 * consumer-terms model: the model learns how much each one matters, so a pattern may be broad.
 */
export const CONSUMER_PATTERNS: readonly (readonly [name: string, pattern: RegExp])[] = [
  // Shared cues.
  ['any-time', /\bat any time\b/i],
  [
    'without-notice',
    /\bwith(?:out| or without) (?:any |prior |advance |further )*(?:notice|notification)\b/i,
  ],
  [
    'sole-discretion',
    /\b(?:sole|absolute|own|complete|exclusive) (?:and (?:absolute|sole|exclusive) )?discretion\b/i,
  ],
  ['reserve-right', /\breserves? (?:the|its|our|all) rights?\b/i],
  ['any-reason', /\bfor any (?:or no )?reason\b|\bfor no reason\b|\bwith or without cause\b/i],
  ['we-may', /\b(?:we|company|[A-Z][a-z]+) (?:may|can|could),? (?:at any time|in our|from time)?/],
  [
    'you-agree',
    /\byou (?:hereby )?(?:expressly |irrevocably |explicitly |further )?(?:agree|acknowledge|accept|consent|understand)\b/i,
  ],
  [
    'max-extent',
    /\bto the (?:maximum|fullest|full|greatest|extent) (?:extent )?(?:permitted|allowed|permissible)\b|\bpermitted by (?:applicable )?law\b/i,
  ],
  ['all-caps', /^[^a-z]{40,}$/],
  ['mostly-caps', /[A-Z]{3,}(?:[^a-z]{0,3}[A-Z]{3,}){5,}/],
  ['shall-not', /\b(?:shall|will) not\b/i],
  ['without-liability', /\bwithout (?:any )?(?:liability|obligation|responsibility)\b/i],
  ['notice-to-you', /\b(?:notify|notice to|inform) you\b/i],
  ['you-must', /\byou (?:must|shall|will|are required to)\b/i],
  [
    'not-apply',
    /\bmay not apply to you\b|\bsome (?:states|jurisdictions|countries) do not allow\b/i,
  ],
  [
    'consumer-rights',
    /\bstatutory rights\b|\bconsumer (?:protection|rights)\b|\bmandatory (?:law|provisions)\b/i,
  ],
  // Arbitration.
  ['arbitration', /\barbitrat/i],
  ['binding-arbitration', /\bbinding (?:individual )?arbitration\b/i],
  [
    'class-action',
    /\bclass[- ](?:action|arbitration|wide)|\brepresentative (?:action|proceeding)|\bconsolidated\b/i,
  ],
  ['jury', /\bjury\b/i],
  [
    'arbitration-body',
    /\b(?:American Arbitration Association|AAA|JAMS|ICC|LCIA|arbitral|arbitrator)\b/i,
  ],
  ['small-claims', /\bsmall claims\b/i],
  ['individual-basis', /\bindividual (?:basis|capacity)\b/i],
  ['opt-out', /\bopt[- ]out\b/i],
  ['dispute', /\bdisputes?\b|\bcontrovers(?:y|ies)\b|\bclaims? arising\b/i],
  ['waive', /\bwaiv(?:e|es|er|ing)\b/i],
  ['finally-resolved', /\b(?:finally|exclusively) (?:resolved|settled|determined)\b/i],
  ['mediation', /\bmediat(?:e|ion|or)\b/i],
  // Unilateral change.
  [
    'change-terms',
    /\b(?:change|modify|amend|update|revise|alter|vary|replace)(?:s|d)? (?:or [a-z]+ )?(?:these|this|the|our|any|such)? ?(?:terms|agreement|conditions|policy|policies|provisions|tos|eula)\b/i,
  ],
  [
    'we-change',
    /\b(?:we|company|it) (?:may|can|will|reserves? the right to|might) (?:[a-z]+ ){0,4}(?:change|modify|amend|update|revise|alter|vary)\b/i,
  ],
  ['from-time-to-time', /\bfrom time to time\b/i],
  [
    'continued-use',
    /\b(?:continued|continue|continuing) (?:to )?(?:use|access|using|accessing)\b/i,
  ],
  [
    'changes-effective',
    /\b(?:changes?|modifications?|amendments?|revisions?) (?:will |shall )?(?:be(?:come)? )?(?:effective|take effect|apply|binding)\b|\beffective (?:immediately )?upon (?:posting|publication)\b/i,
  ],
  [
    'check-periodically',
    /\b(?:check|review|visit) (?:this|these|the) (?:page|terms|agreement|site)[^.]{0,30}\b(?:periodically|regularly|frequently|from time)/i,
  ],
  [
    'revised-version',
    /\b(?:revised|updated|modified|new|amended) (?:version|terms|agreement|conditions)\b/i,
  ],
  ['last-updated', /\blast (?:updated|modified|revised)\b/i],
  [
    'posting',
    /\bby posting\b|\bpost(?:ing)? (?:the|a|any) (?:changes?|revised|updated|new)\b|\bon this page\b/i,
  ],
  [
    'accept-changes',
    /\b(?:accept|agree to) (?:the|such|these|any) (?:changes|modifications|revised|amended|updated)\b/i,
  ],
  [
    'change-service',
    /\b(?:change|modify|discontinue|suspend|update)(?:s|d)? (?:or [a-z]+ )?(?:the|any|all|our)? ?(?:part|aspect|feature|portion|content|service|services|site|platform|prices?|fees?)\b/i,
  ],
  // Content removal.
  [
    'remove-content',
    /\b(?:remove|delete|edit|block|disable|refuse|take down|modify|screen|reject)(?:s|d)? (?:to (?:post|publish|accept) )?(?:or [a-z]+ )?(?:any|your|the|such|all)? ?(?:content|material|posts?|submissions?|messages?|reviews?|comments?|information|data|files?|user content|uploads?)\b/i,
  ],
  ['remove-word', /\b(?:remov|delet)(?:e|es|ed|ing|al)\b/i],
  ['content', /\b(?:user |your )?content\b/i],
  ['monitor', /\b(?:monitor|review|screen|pre-screen|moderate)(?:s|ed|ing)?\b/i],
  [
    'no-obligation',
    /\b(?:no|not have any|any) (?:obligation|duty|responsibility) to\b|\bnot (?:obligated|required|responsible) to\b/i,
  ],
  ['objectionable', /\bobjectionable|inappropriate|offensive|violat(?:e|es|ing|ion)\b/i],
  ['infringe', /\binfring/i],
  // Jurisdiction.
  ['courts', /\bcourts?\b/i],
  ['courts-of', /\bcourts? (?:of|located|in|sitting|situated|for)\b/i],
  [
    'exclusive-jurisdiction',
    /\b(?:exclusive|sole|non-exclusive|personal) (?:jurisdiction|venue|forum)\b/i,
  ],
  ['jurisdiction', /\bjurisdiction\b/i],
  ['venue', /\bvenue\b|\bforum\b/i],
  [
    'submit-jurisdiction',
    /\b(?:submit|consent|agree) to (?:the )?(?:exclusive |personal |non-exclusive )*(?:jurisdiction|venue)\b/i,
  ],
  [
    'federal-state-courts',
    /\b(?:state|federal|county|district|superior) (?:or [a-z]+ )?courts?\b|\bcounty of\b/i,
  ],
  [
    'place-name',
    /\b(?:California|New York|Delaware|Washington|Ireland|England|Wales|Germany|France|Santa Clara|San Francisco|Texas|Massachusetts|Luxembourg|Netherlands|Sweden|Singapore|Israel|Ontario|Dublin|London|Munich|Stockholm)\b/,
  ],
  [
    'brought-in',
    /\b(?:brought|filed|commenced|litigated|instituted|heard|resolved|adjudicated) (?:only |exclusively |solely )?(?:in|before|by)\b/i,
  ],
  ['proceedings', /\b(?:legal )?(?:proceedings?|litigation|lawsuits?|actions?|suits?)\b/i],
  // Choice of law.
  ['governed-by', /\bgoverned by\b|\bgovern(?:s|ing)? (?:this|these|the)\b/i],
  [
    'laws-of',
    /\blaws? of (?:the )?(?:state|commonwealth|province|country|united|republic|england|ireland|california|new york|delaware)?/i,
  ],
  [
    'construed',
    /\b(?:construed|interpreted|enforced) (?:and [a-z]+ )?(?:in accordance with|under|pursuant to|by)\b/i,
  ],
  ['conflict-of-laws', /\bconflicts? of laws?\b|\bchoice of law\b|\bconflict[- ]of[- ]law/i],
  ['governing-law', /\bgoverning law\b|\bapplicable law\b/i],
  ['cisg', /\bUnited Nations Convention\b|\bInternational Sale of Goods\b/i],
  ['law-word', /\blaws?\b/i],
  // Limitation of liability.
  [
    'not-liable',
    /\b(?:not|never|in no (?:event|case|circumstances)[^.]{0,60}) (?:be )?(?:held )?(?:liable|responsible|accountable)\b/i,
  ],
  ['no-liability', /\b(?:no|any|all|accept|assume|disclaims?) (?:liability|responsibility)\b/i],
  ['in-no-event', /\bin no (?:event|case|circumstances?)\b|\bunder no circumstances\b/i],
  ['damages-types', /\b(?:indirect|incidental|special|consequential|punitive|exemplary)\b/i],
  ['damages', /\bdamages?\b|\blosses\b/i],
  ['as-is', /\bas is\b|\bas available\b|\b"as is"|\bwith all faults\b/i],
  ['warranty', /\bwarrant(?:y|ies|s)?\b|\bguarantee(?:s|d)?\b|\brepresentations?\b/i],
  ['disclaim', /\bdisclaim/i],
  [
    'aggregate-liability',
    /\b(?:aggregate|total|maximum|entire|cumulative) liability\b|\bliability[^.]{0,80}\b(?:exceed|limited to)\b/i,
  ],
  [
    'shall-not-exceed',
    /\b(?:shall|will) not exceed\b|\b(?:greater|lesser) of\b|\bamount (?:you|paid)\b/i,
  ],
  [
    'lost-profits',
    /\blost profits?\b|\bloss of (?:profits?|data|revenue|business|goodwill|use)\b/i,
  ],
  ['own-risk', /\b(?:at|is) (?:your )?(?:own|sole) risk\b|\byour (?:sole|exclusive) remedy\b/i],
  ['not-responsible', /\b(?:not|no way) (?:be )?responsible\b/i],
  ['third-party', /\bthird[- ]part(?:y|ies)\b/i],
  [
    'interruption',
    /\b(?:uninterrupted|error[- ]free|interruptions?|errors?|viruses|harmful components|accurate|reliable|availability)\b/i,
  ],
  ['indemnify', /\bindemnif|\bhold (?:us |[a-z]+ )?harmless\b/i],
  ['fitness', /\bmerchantability\b|\bfitness for a particular purpose\b|\bnon-?infringement\b/i],
  ['liability-word', /\bliab(?:le|ility)\b/i],
  ['negligence', /\b(?:gross )?negligence\b|\bwilful|\bwillful|\bfraud/i],
  // Unilateral termination.
  [
    'terminate-account',
    /\b(?:terminate|suspend|cancel|deactivate|disable|close|delete|block|restrict|revoke)(?:s|d)? (?:or [a-z]+ )?(?:your|the|any|a|all)? ?(?:account|access|membership|subscription|use|registration|license|licence|right|profile|services?)\b/i,
  ],
  ['terminate-word', /\b(?:terminat|suspen|deactivat|discontinu)\w*/i],
  [
    'we-terminate',
    /\b(?:we|company|it) (?:may|can|will|reserves? the right to|might) (?:[a-z]+ ){0,5}(?:terminate|suspend|cancel|deactivate|disable|discontinue|restrict|block|ban)\b/i,
  ],
  ['breach', /\b(?:breach|violat)\w*|\bfail(?:s|ure)? to comply\b/i],
  ['immediately', /\bimmediately\b|\bwithout (?:prior )?warning\b/i],
  ['refund', /\brefunds?\b|\bno obligation to refund\b|\bforfeit/i],
  // Contract by using.
  [
    'by-using',
    /\bby (?:using|accessing|visiting|browsing|registering|clicking|downloading|installing|creating|signing up|continuing|participating|purchasing|ordering|placing)\b/i,
  ],
  [
    'agree-terms',
    /\b(?:agree|consent|accept)(?:s|d)? (?:to be bound by |to comply with |to )?(?:these|this|the|our|all|such) (?:terms|agreement|conditions|eula|tos|policies)\b/i,
  ],
  [
    'if-not-agree',
    /\bif you do not (?:agree|accept|consent|wish)\b|\bdo not (?:use|access)\b|\bmay not (?:use|access)\b/i,
  ],
  [
    'constitutes-acceptance',
    /\b(?:constitutes?|signif(?:y|ies)|indicates?|means|deemed)[^.]{0,40}\b(?:acceptance|accept|agreement|consent|agree)\b/i,
  ],
  ['bound', /\bbound by\b|\blegally binding\b|\bbinding (?:agreement|contract)\b/i],
  [
    'use-of-service',
    /\b(?:use|uses|using|access|accesses|accessing) (?:of )?(?:the|this|our) (?:site|website|service|services|platform|app|application|software|game|products?)\b/i,
  ],
  // Privacy by using.
  ['privacy-policy', /\bprivacy (?:policy|notice|statement|practices)\b/i],
  ['privacy', /\bprivacy\b|\bpersonal (?:data|information)\b/i],
  [
    'consent-collection',
    /\bconsent to (?:the |our |such )?(?:collection|use|processing|transfer|storage|disclosure)\b/i,
  ],
  ['cookies', /\bcookies?\b/i],
  [
    'incorporated',
    /\bincorporated (?:herein |into these [a-z]+ )?by reference\b|\b(?:forms?|is) (?:a )?part of (?:these|this)\b|\bincorporated into\b/i,
  ],
  [
    'collect-use',
    /\b(?:collect(?:s|ed|ing)?|us(?:e|es|ed|ing)|process(?:es|ed|ing)?|shar(?:e|es|ed|ing)|stor(?:e|es|ed|ing)) (?:and [a-z]+ )?(?:your )?(?:personal |the )?(?:information|data)\b/i,
  ],
];

/**
 * Lower-case hints of each pattern: every match of the pattern has a word containing the first
 * word of one of them. A pattern is only run on a sentence with such a word, a cheap check that
 * skips most of them (the patterns are otherwise the slowest part of the features).
 */
const HINTS: Record<string, readonly string[]> = {
  'place-name': [
    'california',
    'new',
    'delaware',
    'washington',
    'ireland',
    'england',
    'wales',
    'germany',
    'france',
    'santa',
    'san',
    'texas',
    'massachusetts',
    'luxembourg',
    'netherlands',
    'sweden',
    'singapore',
    'israel',
    'ontario',
    'dublin',
    'london',
    'munich',
    'stockholm',
  ],
  'any-time': ['any time'],
  'without-notice': ['notic', 'notif'],
  'sole-discretion': ['discretion'],
  'reserve-right': ['reserve'],
  'any-reason': ['reason', 'cause'],
  'we-may': ['may', 'can', 'could'],
  'you-agree': ['you'],
  'max-extent': ['permi', 'allow'],
  'shall-not': ['not'],
  'without-liability': ['without'],
  'notice-to-you': ['you'],
  'you-must': ['you'],
  'not-apply': ['apply', 'allow'],
  'consumer-rights': ['statutory', 'consumer', 'mandatory'],
  arbitration: ['arbitrat'],
  'binding-arbitration': ['binding'],
  'class-action': ['class', 'representative', 'consolidated'],
  jury: ['jury'],
  'arbitration-body': ['american arbitration', 'aaa', 'jams', 'icc', 'lcia', 'arbitra'],
  'small-claims': ['small claims'],
  'individual-basis': ['individual'],
  'opt-out': ['opt'],
  dispute: ['disput', 'controvers', 'claim'],
  waive: ['waiv'],
  'finally-resolved': ['finally', 'exclusively'],
  mediation: ['mediat'],
  'change-terms': ['chang', 'modif', 'amend', 'updat', 'revis', 'alter', 'vary', 'replac'],
  'we-change': ['chang', 'modif', 'amend', 'updat', 'revis', 'alter', 'vary'],
  'from-time-to-time': ['from time to time'],
  'continued-use': ['continu'],
  'changes-effective': ['effective', 'take effect', 'apply', 'binding'],
  'check-periodically': ['check', 'review', 'visit'],
  'revised-version': ['version', 'terms', 'agreement', 'conditions'],
  'last-updated': ['last'],
  posting: ['post', 'on this page'],
  'accept-changes': ['accept', 'agree to'],
  'change-service': ['chang', 'modif', 'discontinu', 'suspend', 'updat'],
  'remove-content': [
    'remov',
    'delet',
    'edit',
    'block',
    'disabl',
    'refus',
    'take down',
    'modif',
    'screen',
    'reject',
  ],
  'remove-word': ['remov', 'delet'],
  content: ['content'],
  monitor: ['monitor', 'review', 'screen', 'moderat'],
  'no-obligation': ['obligat', 'duty', 'responsib', 'required'],
  objectionable: ['objectionable', 'inappropriate', 'offensive', 'violat'],
  infringe: ['infring'],
  courts: ['court'],
  'courts-of': ['court'],
  'exclusive-jurisdiction': ['jurisdiction', 'venue', 'forum'],
  jurisdiction: ['jurisdiction'],
  venue: ['venue', 'forum'],
  'submit-jurisdiction': ['jurisdiction', 'venue'],
  'federal-state-courts': ['court', 'county of'],
  'brought-in': [
    'brought',
    'filed',
    'commenced',
    'litigated',
    'instituted',
    'heard',
    'resolved',
    'adjudicated',
  ],
  proceedings: ['proceeding', 'litigation', 'lawsuit', 'action', 'suit'],
  'governed-by': ['govern'],
  'laws-of': ['law'],
  construed: ['construed', 'interpreted', 'enforced'],
  'conflict-of-laws': ['conflict', 'choice of law'],
  'governing-law': ['governing law', 'applicable law'],
  cisg: ['united nations convention', 'international sale of goods'],
  'law-word': ['law'],
  'not-liable': ['liable', 'responsible', 'accountable'],
  'no-liability': ['liability', 'responsibility'],
  'in-no-event': ['in no ', 'under no'],
  'damages-types': ['indirect', 'incidental', 'special', 'consequential', 'punitive', 'exemplary'],
  damages: ['damage', 'losses'],
  'as-is': ['as is', 'as available', '"as is', 'with all faults'],
  warranty: ['warrant', 'guarantee', 'representation'],
  disclaim: ['disclaim'],
  'aggregate-liability': ['liability'],
  'shall-not-exceed': ['exceed', 'greater of', 'lesser of', 'amount'],
  'lost-profits': ['lost profit', 'loss of'],
  'own-risk': ['risk', 'remedy'],
  'not-responsible': ['responsible'],
  'third-party': ['third'],
  interruption: [
    'uninterrupted',
    'error',
    'interruption',
    'virus',
    'harmful components',
    'accurate',
    'reliable',
    'availability',
  ],
  indemnify: ['indemnif', 'harmless'],
  fitness: ['merchantability', 'fitness for', 'infringement'],
  'liability-word': ['liab'],
  negligence: ['negligence', 'wilful', 'willful', 'fraud'],
  'terminate-account': [
    'terminat',
    'suspend',
    'cancel',
    'deactivat',
    'disabl',
    'close',
    'delet',
    'block',
    'restrict',
    'revok',
  ],
  'terminate-word': ['terminat', 'suspen', 'deactivat', 'discontinu'],
  'we-terminate': [
    'terminat',
    'suspend',
    'cancel',
    'deactivat',
    'disabl',
    'discontinu',
    'restrict',
    'block',
    'ban',
  ],
  breach: ['breach', 'violat', 'fail'],
  immediately: ['immediately', 'warning'],
  refund: ['refund', 'forfeit'],
  'by-using': ['by '],
  'agree-terms': ['agree', 'consent', 'accept'],
  'if-not-agree': ['if you do not', 'do not', 'may not'],
  'constitutes-acceptance': ['constitut', 'signif', 'indicat', 'means', 'deemed'],
  bound: ['bound by', 'binding'],
  'use-of-service': ['use', 'using', 'access'],
  'privacy-policy': ['privacy'],
  privacy: ['privacy', 'personal'],
  'consent-collection': ['consent to'],
  cookies: ['cookie'],
  incorporated: ['incorporated', 'part of'],
  'collect-use': ['information', 'data'],
};

const HINT_WORDS = CONSUMER_PATTERNS.map(([name]) =>
  HINTS[name]?.map((hint) => tokenize(hint)[0] ?? hint),
);
const ALWAYS_RUN = HINT_WORDS.flatMap((words, index) => (words ? [] : [index]));
// The patterns each word can start, per distinct word seen (bounded by the vocabulary).
const patternsByWord = new Map<string, readonly number[]>();

function getPatternsOfWord(word: string): readonly number[] {
  let patterns = patternsByWord.get(word);
  if (!patterns) {
    patterns = HINT_WORDS.flatMap((words, index) =>
      words?.some((hint) => word.includes(hint)) ? [index] : [],
    );
    if (patternsByWord.size < 200_000) patternsByWord.set(word, patterns);
  }
  return patterns;
}

/** The names of the patterns a text matches (only patterns whose hint words occur are run). */
export function matchConsumerPatterns(
  text: string,
  words: readonly string[] = tokenize(text),
): string[] {
  const candidates = new Uint8Array(CONSUMER_PATTERNS.length);
  for (const index of ALWAYS_RUN) candidates[index] = 1;
  for (const word of new Set(words))
    for (const index of getPatternsOfWord(word)) candidates[index] = 1;
  const names: string[] = [];
  candidates.forEach((isCandidate, index) => {
    const entry = CONSUMER_PATTERNS[index];
    if (isCandidate && entry?.[1].test(text)) names.push(entry[0]);
  });
  return names;
}

/** The names of the patterns a text matches, without the hints (for tests). */
export function matchConsumerPatternsSlowly(text: string): string[] {
  return CONSUMER_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}
