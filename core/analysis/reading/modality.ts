/**
 * What a provision does to whoever it binds: a duty, a prohibition, a permission, a right to
 * receive, or a statement (a definition, a representation, a limit of liability, a fact of the
 * deal). Read from the sentence's main verb phrase, not from any modal word in it: "If Customer
 * fails to pay, Provider may suspend" is Provider's permission, not Customer's duty.
 */
export type Modality = 'must' | 'must-not' | 'may' | 'entitled' | 'states';

export interface ModalityReading {
  modality: Modality;
  polarity: 'positive' | 'negative';
  /** Where the main verb phrase stands in the sentence: its actor is the subject before it. */
  from: number;
  to: number;
  /** Only a subordinate clause has an operator ("as Company may deem necessary"). */
  isSubordinate?: true;
}

interface Operator {
  modality: Modality;
  polarity: 'positive' | 'negative';
  pattern: RegExp;
}

// Limits, disclaimers and rules of reading are statements even with a modal verb: "shall not
// be liable" binds no one to act, it says how things stand.
const STATEMENT_VERBS = String.raw`(?:be\s+held\s+(?:\w+\s+){0,3}liable|be\s+(?:liable|responsible|obligated|obliged|required|deemed|construed|considered|bound|entitled)|apply|constitute|affect|limit|restrict|prejudice|operate|create|confer|survive|exceed|include|mean|have\s+(?:any\s+)?(?:liability|obligation|responsibility|authority|right))`;

// Verbs that say what a thing is or does, not what a party must do. "be" followed by a duty
// word ("be responsible for") is not one of them, nor is bearing a cost ("shall bear its
// proportionate part of any severance tax") or remaining bound ("shall remain obligated to pay").
const STATIVE_VERBS = String.raw`be(?!\s+(?:(?:the\s+)?(?:sole\s+|exclusive\s+)?(?:responsibility|obligation|duty)\s+of|responsible|required|obligated|obliged|liable|entitled|permitted|allowed|paid\s+by|made\s+by|provided\s+by|delivered\s+by|performed\s+by))|remain(?!\s+(?:obligated|obliged|responsible|liable)\s+(?:to|for)\b)|have\s+the\s+meaning|bear(?!\s+(?:its|their|his|her|the|all|any|such|a|an)\s+(?:own\s+)?(?:[\w-]+\s+){0,2}?(?:costs?|expenses?|fees?|share|part|portion|percentage|risk)\b)|apply|control|prevail|govern|expire|commence|start|begin|end|continue|increase|decrease|survive|constitute|include|exclude|mean|become|take\s+effect|terminate\s+automatically|renew`;

// Participles that say how a thing stands or is read, not what someone must do to it.
const STATE_PARTICIPLES = String.raw`(?:deemed|construed|governed|interpreted|considered|treated|bound|entitled|limited|based|located|incorporated|owned|vested|determined|calculated|computed|measured|required|obligated|obliged|permitted|allowed|authori[sz]ed|prohibited|forbidden|given\s+effect|listed|described|defined|set\s+forth|stated|specified|referred|reserved|excluded|included|exposed|conducted|held\s+(?:\w+\s+){0,3}liable|subjected|registered|sealed|signed|executed|dated|amended|restated|hereby|deleted|replaced|added|written|expressed|denominated|accrued|raised)`;

// "entitled to disclose", "entitled to terminate": a right to act, not to receive.
const ACTION_AFTER_ENTITLED = String.raw`(?:terminate|disclose|use|seek|apply|audit|inspect|withhold|suspend|set\s+off|offset|assign|sublicense|make|take|require|elect|cancel|reject|enter|access|publish|engage|injunctive|bring|pursue|exercise|immediately)\b`;

// What may happen or be so, as opposed to what a party may do.
const POSSIBILITY = String.raw`(?:be\s+(?:enforceable|unenforceable|valid|invalid|available|unavailable|exposed|inadequate|insufficient|inaccurate|incomplete|different|subject\s+to\s+change)|cause|result\s+in|vary|differ)\b`;

// The agreement itself, its term, or the rights and duties it creates: "This Agreement shall
// terminate", "the obligations of Confidant shall not terminate", "all right, title and interest
// of the Founder shall transfer to the Company". With such a subject "shall" says what will
// happen to the deal, not what a party must do; a passive ("shall not be assigned") still binds.
const LEGAL_SUBJECT = String.raw`(?:^|[,;:]\s*)(?:(?:[Tt]his|[Tt]he|[Ss]uch)\s+(?:[A-Z][\w-]*\s+){0,3}(?:Agreement|Amendment|Contract|Term|License|Licence|Lease|Release)|(?:[Aa]ll\s+)?(?:[Tt]he\s+)?(?:(?:respective\s+)?(?:obligations|rights|duties)|right,?\s+title,?\s+and\s+interest)\s+(?:of|under)\b[^,;:]{0,100}?)\s*`;
const LEGAL_SUBJECT_VERB = String.raw`\b(?:shall|will)\s+(?!be\b|have\s+(?:the|a)\s+(?:[\w-]+\s+){0,2}?right\b)`;

/**
 * The operators, most specific first: the first that matches at a place wins there. Every
 * pattern is matched case-insensitively against the sentence.
 */
const OPERATORS: readonly Operator[] = [
  // "Ferrer can make no representations or warranties", "Provider makes no warranty": a
  // disclaimer says what is not promised. "Reseller shall make no representation" is a
  // prohibition on what it tells others, read by the operator below.
  {
    modality: 'states',
    polarity: 'negative',
    pattern:
      /\b(?:(?:can|could|does|do)\s+(?:make|give)|makes|gives)\s+no\s+(?:[\w-]+\s+){0,2}?(?:representations?|warrant(?:y|ies)|guarantees?|promises?)\b/gi,
  },
  // "shall have no right or option to": a permission denied is a prohibition.
  {
    modality: 'must-not',
    polarity: 'negative',
    pattern:
      /\b(?:shall|will)\s+(?:have|acquire)\s+no\s+(?:\w+\s+)?(?:right|option)s?\b|\b(?:shall|will)\s+no\s+longer\s+have\s+(?:any\s+)?(?:\w+\s+)?(?:right|option)s?\b|\b(?:shall|will|must)\s+(?:make|take|give|grant|offer|assume|enter\s+into)\s+no\b/gi,
  },
  {
    modality: 'states',
    polarity: 'negative',
    pattern: new RegExp(
      String.raw`(?<=${LEGAL_SUBJECT})${LEGAL_SUBJECT_VERB}not\b(?!\s+be\b)`,
      'g',
    ),
  },
  {
    modality: 'states',
    polarity: 'positive',
    pattern: new RegExp(String.raw`(?<=${LEGAL_SUBJECT})${LEGAL_SUBJECT_VERB}(?!not\b)`, 'g'),
  },
  // "shall not be liable", "shall not, unless this Agreement provides otherwise, be responsible",
  // "will not apply", "shall have no liability", "under no circumstances will we be liable"
  {
    modality: 'states',
    polarity: 'negative',
    pattern: new RegExp(
      String.raw`\b(?:shall|will|must|may|does|do|did|is|are|can|could|would|should)\s*(?:not|n[o’']t)(?:\s*,[^,;.:]{1,100},)?\s+(?:in\s+any\s+(?:event|way)\s+)?${STATEMENT_VERBS}\b|\b(?:shall|will)\s+(?:in\s+no\s+event\s+)?(?:have|bear|incur)\s+no\b|\b(?:in\s+no\s+event|under\s+no\s+circumstances?)\s+(?:shall|will)\s+\w+|\b(?:shall|will)\s+in\s+no\s+(?:way|event|case)\s+(?:give|create|confer|grant|constitute|affect|limit|be\s+(?:construed|deemed))\b|\b(?:is|are)\s+not\s+(?:liable|responsible|obligated|required)\b|\bno\s+\w+(?:\s+\w+){0,4}\s+(?:shall|will|may)\s+(?:be\s+)?(?:construed|deemed|constitute|apply|affect|operate|create|confer)\b|\bnothing\s+(?:in|contained)\b[^.;:]{0,120}?\b(?:shall|will|may)\s+(?:be\s+)?(?:construed|deemed|require|obligate|create|confer|constitute|prevent|limit)`,
      'gi',
    ),
  },
  // "This provision may not be enforceable", "you may be exposed to content", "a breach may
  // cause irreparable harm": "may" of what is possible, not of what a party is allowed to do.
  {
    modality: 'states',
    polarity: 'negative',
    pattern: new RegExp(String.raw`\b(?:may|might)\s+not\s+${POSSIBILITY}`, 'gi'),
  },
  {
    modality: 'states',
    polarity: 'positive',
    pattern: new RegExp(String.raw`\b(?:may|might)\s+${POSSIBILITY}`, 'gi'),
  },
  // "No amendment shall be valid", "Neither party shall have any authority": a rule about how
  // things stand, denied.
  {
    modality: 'states',
    polarity: 'negative',
    pattern:
      /^\s*(?:no|neither)\b[^,;:]{0,120}?\b(?:shall|will)\s+(?:be\s+(?:valid|effective|binding|deemed|construed)|have|incur|constitute|operate|affect)\b/gi,
  },
  // "nothing ... shall restrict X from", "is not restricted from": the party keeps its freedom.
  {
    modality: 'may',
    polarity: 'positive',
    pattern:
      /\bnothing\b[^.;:]{0,160}?\b(?:shall|will|may)\s+(?:be\s+deemed\s+to\s+)?(?:restrict|prohibit|prevent|preclude|limit)\b/gi,
  },
  // "You may use the Services only as permitted by law", "may only disclose to its employees":
  // a permission confined to a purpose forbids a party everything outside it. A passive ("may
  // only be made if") says when a thing may happen, and stays a permission.
  {
    modality: 'must-not',
    polarity: 'negative',
    pattern:
      /\bmay\s+only\s+(?!be\b)|\bmay\s+(?!be\b)(?:[\w-]+\s+){1,5}?only\s+(?:as|if|for|in|to|with|within|by|on|under|where|when|through|after|during)\b/gi,
  },
  // "shall not", "agrees not to", "is prohibited from", "may not", "cannot", "won't", "do not";
  // "For the Term, neither Seller nor any affiliate will": a clause that opens with "neither".
  {
    modality: 'must-not',
    polarity: 'negative',
    pattern:
      /\b(?:shall|will|must|may|should|can|is\s+to|are\s+to)\s*(?:not|n[o’']t)\b|\b(?:cannot|won[’']t)\b|\b(?:agrees?|undertakes?|covenants?|promises?)\s+(?:that\s+\w+\s+(?:shall|will)\s+)?not\s+to\b|\b(?:is|are)\s+(?:\w+ly\s+)?(?:prohibited|forbidden|not\s+permitted|not\s+allowed)\b|\b(?:shall|will)\s+(?:neither|never|in\s+no\s+event)\b|^\s*(?:do\s+not|don[’']t|never)\b|(?<=^\s*(?:neither|no)\b[^,;:]{0,80}?)\b(?:shall|will|may|must)\b|(?<=(?:^|[,;:]\s*)neither\b[^.;:]{1,120}?\bnor\b[^.;:]{1,120}?)\b(?:shall|will|may|must)\b/gi,
  },
  // "you must be at least 13", "must be 18 years of age or older": who may use the service or
  // take the benefit is a condition of eligibility, not something a party can do.
  {
    modality: 'states',
    polarity: 'positive',
    pattern:
      /\b(?:must|shall)\s+be\s+(?:at\s+least\s+(?:the\s+age\s+of\s+)?\d|over\s+(?:the\s+age\s+of\s+)?\d|\d+\s+(?:years|or\s+older)|of\s+(?:legal|full|the\s+age|majority\s+age)|(?:a\s+)?(?:legal\s+)?(?:adult|resident|citizen)\b)/gi,
  },
  // "you agree to our privacy policies", "Customer consents to the terms of the DPA": assent to
  // a document is an acknowledgement; a duty needs a verb of action ("agrees to pay").
  {
    modality: 'states',
    polarity: 'positive',
    pattern:
      /\b(?:agrees?|consents?)\s+to\s+(?:the|our|these|this|its|their|your|all|such|any)\s+(?:[\w-]+\s+){0,3}?(?:terms|polic(?:y|ies)|conditions|rules|guidelines|notices?|agreement|amendments?|changes)\b/gi,
  },
  // "shall be audited", "shall be kept at the principal office": a passive duty, whoever
  // performs it; rules of reading ("shall be deemed", "shall be governed by") are statements.
  {
    modality: 'must',
    polarity: 'positive',
    pattern: new RegExp(
      String.raw`\b(?:shall|will|must)\s+(?:promptly\s+|immediately\s+|also\s+|then\s+|thereafter\s+)?be\s+(?:promptly\s+|immediately\s+|jointly\s+|ratably\s+)?(?!${STATE_PARTICIPLES}\b)(?:[a-z]+ed|[a-z]+en|paid|made|kept|held|sent|sold|borne|done|put|set|met|shown|built|brought)\b`,
      'gi',
    ),
  },
  // "will be entitled to disclose": a right to act, a permission.
  {
    modality: 'may',
    polarity: 'positive',
    pattern: new RegExp(
      String.raw`\b(?:is|are|shall\s+be|will\s+be)\s+entitled\s+to\s+(?=${ACTION_AFTER_ENTITLED})`,
      'gi',
    ),
  },
  // "is entitled to", "shall receive", "shall earn a royalty", "shall be paid"
  {
    modality: 'entitled',
    polarity: 'positive',
    pattern:
      /\b(?:shall|will|is|are)\s+(?:be\s+)?entitled\s+to\b|\b(?:shall|will)\s+(?:also\s+)?(?:receive|earn)\b|\bshall\s+be\s+paid\b(?!\s+by\b)/gi,
  },
  // "may", "has the right to", "reserves the right", "is free to", "hereby grants"
  {
    modality: 'may',
    polarity: 'positive',
    pattern:
      /\bmay\b|\b(?:shall|will)\s+(?:also\s+|then\s+|thereafter\s+)?have\s+(?:the|a)\s+(?:[\w-]+\s+){0,2}?right\b|\b(?:shall|will)\s+(?:also\s+)?be\s+(?:permitted|allowed|authori[sz]ed|free)\s+to\b|\b(?:shall|will)\s+have\s+(?:[\w-]+\s+){1,3}(?:\(\d+\)\s+)?(?:business\s+|calendar\s+|working\s+)?(?:days?|hours?|weeks?|months?)\b|\b(?:has|have)\s+the\s+(?:sole\s+|exclusive\s+)?right\b|\breserves?\s+the\s+right\b|\bretains?\s+the\s+right\b|\b(?:is|are)\s+(?:free|permitted|authori[sz]ed)\s+to\b|\bhereby\s+(?:grants?|licenses?|appoints?)\b|\b(?:grants?|gives?)\s+(?:to\s+)?(?:you|us|\w+)\b[^.;]{0,80}?\b(?:a|an|the)\s[^.;]{0,160}?\b(?:license|licence|right)\b|\bcan\b/gi,
  },
  // "Fees shall be due", "This SOW will control", "The term shall commence": what a thing is or
  // does is a statement; a duty needs someone to perform it ("shall be paid by Customer").
  {
    modality: 'states',
    polarity: 'positive',
    pattern: new RegExp(
      String.raw`\b(?:shall|will)\s+(?:automatically\s+|thereafter\s+|then\s+|also\s+|only\s+)?(?:${STATIVE_VERBS})\b(?![^.;]{0,80}?\bby\s+(?:the\s+)?[A-Z])`,
      'g',
    ),
  },
  // Definitions, representations, acknowledgements: statements whatever follows.
  {
    modality: 'states',
    polarity: 'positive',
    pattern:
      /\b(?:means|shall\s+mean|will\s+mean|refers?\s+to|shall\s+be\s+deemed|is\s+deemed|represents?|warrants?|acknowledges?|certif(?:y|ies)|confirms?)\b/gi,
  },
  // "shall", "will" (also "we'll"), "must", "agrees to", "is responsible for", "is required to"
  {
    modality: 'must',
    polarity: 'positive',
    pattern:
      /\b(?:it\s+is|(?:shall|will)\s+be|is|are)\s+the\s+(?:sole\s+|exclusive\s+)?(?:responsibility|obligation|duty)\s+of\b|\b(?:shall|will|must)\b|(?<=\w)[’']ll\b|\b(?:agrees?|undertakes?|covenants?|commits?)\s+to\b|\b(?:is|are)\s+(?:also\s+|solely\s+|fully\s+)?(?:responsible|required|obligated|obliged)\s+(?:for|to)\b|\baccepts?\s+(?:full\s+|sole\s+)?responsibility\s+for\b/gi,
  },
];

// A clause that opens with one of these is subordinate: its verb is not the sentence's.
const SUBORDINATE =
  /^\s*(?:\(?[a-z0-9]{1,4}\)\s*)?(?:if|unless|provided|in\s+the\s+event|in\s+case|where|when|whenever|upon|should|to\s+the\s+extent|except|excluding|other\s+than|notwithstanding|subject\s+to|until|unless\s+and\s+until|as\s+long\s+as|so\s+long\s+as|while|after|before|once|because|since|although|that|which|who|whom|whose)\b/i;

interface Candidate {
  operator: Operator;
  from: number;
  to: number;
}

/** The modality of the sentence's main clause; a statement where no operator is found. */
export function readModality(sentence: string): ModalityReading {
  const framed = readFramedClause(sentence);
  if (framed) return framed;
  const candidates = findOperators(sentence);
  const main = candidates.find((candidate) => !isSubordinate(sentence, candidate.from));
  const chosen = main ?? candidates[0];
  if (!chosen) {
    // "Keep your password confidential", "Provide an initial training program": an instruction.
    if (isImperative(sentence)) return { modality: 'must', polarity: 'positive', from: 0, to: 0 };
    return { modality: 'states', polarity: readPolarity(sentence), from: 0, to: 0 };
  }
  const negativeStatement =
    chosen.operator.modality === 'states' &&
    chosen.operator.polarity === 'positive' &&
    isNegated(sentence.slice(chosen.to, chosen.to + 80));
  return {
    modality: chosen.operator.modality,
    polarity: negativeStatement ? 'negative' : chosen.operator.polarity,
    from: chosen.from,
    to: chosen.to,
    ...(!main && { isSubordinate: true as const }),
  };
}

// "X acknowledges and agrees that ...", "it is understood and agreed that ...": the party
// accepts what the clause after "that" says, and that clause is what binds ("Company
// acknowledges that Consultant may submit invoices" is Consultant's permission). A
// representation or warranty is not such a frame: what it states is its own statement.
const ACCEPTANCE_FRAME =
  /^(?:(?:(?!\bthat\b)[^,;:]){0,120}?\b(?:acknowledges?|agrees?|understands?|accepts?|recogni[sz]es?)|[^,;:]{0,60}?\bit\s+is\s+(?:(?:expressly|mutually|further|hereby)\s+)?(?:understood|agreed|acknowledged))(?:\s+and\s+(?:agrees?|acknowledges?|understands?|accepts?|agreed|understood|acknowledged))?\s+that\b/i;

/** The reading of a framed sentence's inner clause, placed in the whole sentence. */
function readFramedClause(sentence: string): ModalityReading | null {
  const frame = ACCEPTANCE_FRAME.exec(sentence);
  if (!frame) return null;
  const inner = readModality(sentence.slice(frame[0].length));
  if (inner.to === 0) return null;
  return { ...inner, from: inner.from + frame[0].length, to: inner.to + frame[0].length };
}

/** Every operator's matches, one per place (the most specific), in order of position. */
function findOperators(sentence: string): Candidate[] {
  const found: Candidate[] = [];
  for (const operator of OPERATORS) {
    for (const match of sentence.matchAll(operator.pattern)) {
      const from = match.index;
      const to = from + match[0].length;
      if (found.some((other) => from < other.to && to > other.from)) continue;
      found.push({ operator, from, to });
    }
  }
  return found.sort((left, right) => left.from - right.from);
}

/** Whether the clause the words stand in opens with a subordinating word. */
function isSubordinate(sentence: string, at: number): boolean {
  const before = sentence.slice(0, at);
  const clauseStart = Math.max(
    before.lastIndexOf(','),
    before.lastIndexOf(';'),
    before.lastIndexOf(':'),
    before.lastIndexOf('('),
  );
  const clause = sentence.slice(clauseStart + 1, at);
  return SUBORDINATE.test(clause) || RELATIVE_BEFORE.test(clause) || OPENS_CONDITION.test(clause);
}

// "notify Premier if any term of the PO cannot be met": a condition opened inside the clause,
// with no comma before the modal, still holds the modal.
const OPENS_CONDITION = /\b(?:if|unless|whether|in\s+the\s+event\s+that)\s+[^,;:]*$/i;

// "as AIRSOPURE may deem necessary", "one copy that may be retained", "software which may
// update": a modal after a relative or comparative word and a short subject belongs to that
// clause, not to the sentence.
const RELATIVE_BEFORE =
  /\b(?:as|which|who|whom|whose|whereby)\s+(?:[\w’'-]+\s+){0,4}$|\bthat\s+(?:may|can|could|might)?\s*$/i;

// A sentence that opens with a verb in its base form gives an instruction, perhaps after a
// clause of purpose or condition ("To protect your account, keep ...", "If you believe ...,
// please follow ..."): it binds whoever the document speaks to.
const IMPERATIVE_VERB =
  /^(?:\(?[a-z0-9]{1,4}[.)]\s*)?(?:please\s+)?(?:provide|keep|sell|fill|help|safeguard|maintain|use|make|ensure|give|pay|deliver|notify|obtain|comply|follow|submit|send|check|protect|return|destroy|inform|supply|furnish|perform|prepare|review|respond|permit|allow|cooperate|assist|train|install|indemnify|defend|hold|store|report|retain|refrain|avoid|consult|contact|read|remember|update|choose|create|register|tell|visit|note|take|back\s+up|sign|complete|print|save|attach|enter|select)\b/i;
const NEGATIVE_IMPERATIVE =
  /^(?:\(?[a-z0-9]{1,4}[.)]\s*)?(?:please\s+)?(?:do\s+not|don[’']t|never)\b/i;
const LEADING_CLAUSE =
  /^\s*(?:(?:to|in\s+order\s+to)\s+[^,;]{1,80},|(?:if|when|whenever|where|before|after|once|unless|while)\s+[^,;]{1,160},)\s*/i;

/** Whether the sentence is an instruction with no subject: "Keep your password confidential". */
export function isImperative(sentence: string): boolean {
  const main = sentence.trimStart().replace(LEADING_CLAUSE, '');
  return IMPERATIVE_VERB.test(main) || NEGATIVE_IMPERATIVE.test(main);
}

const NEGATION =
  /\b(?:not|no|never|neither|nor|none|nothing|without|exclud(?:e|es|ing)|does\s+not\s+include)\b|n[’']t\b/i;

function isNegated(text: string): boolean {
  return NEGATION.test(text);
}

/**
 * A sentence with no operator: negative when its main claim is denied ("X does not include",
 * "X excludes").
 */
function readPolarity(sentence: string): 'positive' | 'negative' {
  return /\b(?:not|no|never|neither|nor|nothing|exclude[sd]?)\b|n[’']t\b/i.test(sentence)
    ? 'negative'
    : 'positive';
}
