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
}

interface Operator {
  modality: Modality;
  polarity: 'positive' | 'negative';
  pattern: RegExp;
}

// Limits, disclaimers and rules of reading are statements even with a modal verb: "shall not
// be liable" binds no one to act, it says how things stand.
const STATEMENT_VERBS = String.raw`(?:be\s+(?:liable|responsible|obligated|obliged|required|deemed|construed|considered|bound|entitled)|apply|constitute|affect|limit|restrict|prejudice|operate|create|confer|survive|exceed|include|mean|have\s+(?:any\s+)?(?:liability|obligation|responsibility|authority|right))`;

// Verbs that say what a thing is or does, not what a party must do. "be" followed by a duty
// word ("be responsible for") is not one of them.
const STATIVE_VERBS = String.raw`be(?!\s+(?:responsible|required|obligated|obliged|liable|entitled|permitted|allowed|paid\s+by|made\s+by|provided\s+by|delivered\s+by|performed\s+by))|remain|have\s+the\s+meaning|bear|apply|control|prevail|govern|expire|commence|start|begin|end|continue|increase|decrease|survive|constitute|include|exclude|mean|become|take\s+effect|terminate\s+automatically|renew`;

/**
 * The operators, most specific first: the first that matches at a place wins there. Every
 * pattern is matched case-insensitively against the sentence.
 */
const OPERATORS: readonly Operator[] = [
  // "shall not be liable", "will not apply", "shall have no liability"
  {
    modality: 'states',
    polarity: 'negative',
    pattern: new RegExp(
      String.raw`\b(?:shall|will|must|may|does|do|did|is|are|can|could|would|should)\s*(?:not|n[o’']t)\s+(?:in\s+any\s+(?:event|way)\s+)?${STATEMENT_VERBS}\b|\b(?:shall|will)\s+(?:in\s+no\s+event\s+)?(?:have|bear|incur)\s+no\b|\bin\s+no\s+event\s+(?:shall|will)\s+\w+|\b(?:is|are)\s+not\s+(?:liable|responsible|obligated|required)\b|\bno\s+\w+(?:\s+\w+){0,4}\s+(?:shall|will|may)\s+(?:be\s+)?(?:construed|deemed|constitute|apply|affect|operate|create|confer)\b|\bnothing\s+(?:in|contained)\b[^.;:]{0,120}?\b(?:shall|will|may)\s+(?:be\s+)?(?:construed|deemed|require|obligate|create|confer|constitute|prevent|limit)`,
      'gi',
    ),
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
  // "shall not", "agrees not to", "is prohibited from", "may not", "cannot", "do not"
  {
    modality: 'must-not',
    polarity: 'negative',
    pattern:
      /\b(?:shall|will|must|may|should|can|is\s+to|are\s+to)\s*(?:not|n[o’']t)\b|\bcannot\b|\b(?:agrees?|undertakes?|covenants?|promises?)\s+(?:that\s+\w+\s+(?:shall|will)\s+)?not\s+to\b|\b(?:is|are)\s+(?:expressly\s+|strictly\s+)?(?:prohibited|forbidden|not\s+permitted|not\s+allowed)\b|\b(?:shall|will)\s+(?:neither|never|in\s+no\s+event)\b|^\s*(?:do\s+not|don[’']t|never)\b|^\s*(?:neither|no)\b[^,;:]{0,80}?\b(?:shall|will|may|must)\b/gi,
  },
  // "is entitled to", "shall receive"
  {
    modality: 'entitled',
    polarity: 'positive',
    pattern:
      /\b(?:shall|will|is|are)\s+(?:be\s+)?entitled\s+to\b|\bshall\s+be\s+paid\b(?!\s+by\b)/gi,
  },
  // "may", "has the right to", "reserves the right", "is free to", "hereby grants"
  {
    modality: 'may',
    polarity: 'positive',
    pattern:
      /\bmay\b|\b(?:shall|will)\s+have\s+the\s+(?:sole\s+)?right\b|\b(?:has|have)\s+the\s+(?:sole\s+|exclusive\s+)?right\b|\breserves?\s+the\s+right\b|\bretains?\s+the\s+right\b|\b(?:is|are)\s+(?:free|permitted|authori[sz]ed)\s+to\b|\bhereby\s+(?:grants?|licenses?|appoints?)\b|\b(?:grants?|gives?)\s+(?:to\s+)?(?:you|us|\w+)\s+(?:and\s+\w+\s+)?(?:a|an|the)\b[^.;]{0,80}?\b(?:license|licence|right)\b|\bcan\b/gi,
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
  // "shall", "will", "must", "agrees to", "is responsible for", "is required to"
  {
    modality: 'must',
    polarity: 'positive',
    pattern:
      /\b(?:shall|will|must)\b|\b(?:agrees?|undertakes?|covenants?|commits?)\s+to\b|\b(?:is|are)\s+(?:also\s+|solely\s+|fully\s+)?(?:responsible|required|obligated|obliged)\s+(?:for|to)\b|\bit\s+is\s+the\s+(?:sole\s+)?responsibility\s+of\b|\baccepts?\s+(?:full\s+|sole\s+)?responsibility\s+for\b/gi,
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
  const candidates = findOperators(sentence);
  const main = candidates.find((candidate) => !isSubordinate(sentence, candidate.from));
  const chosen = main ?? candidates[0];
  if (!chosen) {
    // "Keep your password confidential", "Provide an initial training program": an instruction.
    const imperative = IMPERATIVE.exec(sentence);
    if (imperative) return { modality: 'must', polarity: 'positive', from: 0, to: 0 };
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
  };
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
  return SUBORDINATE.test(sentence.slice(clauseStart + 1, at));
}

// A sentence that opens with a verb in its base form gives an instruction.
const IMPERATIVE =
  /^\s*(?:\(?[a-z0-9]{1,4}[.)]\s*)?(?:please\s+)?(?:provide|keep|sell|fill|help|safeguard|maintain|use|make|ensure|give|pay|deliver|notify|obtain|comply|follow|submit|send|check|protect|return|destroy|inform|supply|furnish|perform|prepare|review|respond|permit|allow|cooperate|assist|train|install|indemnify|defend|hold|store|report|retain|refrain|avoid)\b/i;

const NEGATION =
  /\b(?:not|no|never|neither|nor|none|nothing|without|exclud(?:e|es|ing)|does\s+not\s+include)\b|n[’']t\b/i;

function isNegated(text: string): boolean {
  return NEGATION.test(text);
}

/** A sentence with no operator: negative when its main claim is denied ("X does not include"). */
function readPolarity(sentence: string): 'positive' | 'negative' {
  return /\b(?:not|no|never|neither|nor|nothing)\b|n[’']t\b/i.test(sentence)
    ? 'negative'
    : 'positive';
}
