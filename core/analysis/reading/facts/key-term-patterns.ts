/**
 * Sentences that choose a governing law: "governed by", "construed in accordance with", and the
 * plainer ways of saying it ("English law applies", "is subject to the laws of Ontario", "is
 * controlled by the laws of the State of Texas").
 */
export const GOVERNING_CONTEXT =
  /\bgovern(?:ed|s|ing)?\b|\bconstru(?:ed|ction)\b|\binterpret(?:ed|ation)\b|\bgoverning\s+law\b|\bin\s+accordance\s+with\s+the\s+laws?\b|\blaws?\b[^.;]{0,80}?\b(?:shall\s+|will\s+|exclusively\s+)?appl(?:y|ies)\b|\b(?:subject\s+to|controlled\s+by)\s+(?:the\s+)?(?:[A-Z][\w.]*\s+)?laws?\b/i;

const PLACE_WORD = "[A-Z][A-Za-z.'’-]*";
const PLACE = `(${PLACE_WORD}(?:\\s+(?:and\\s+|of\\s+)?${PLACE_WORD}){0,3})`;
const STATE_OF =
  "(?:(?:State|STATE|state|Commonwealth|COMMONWEALTH|commonwealth|Province|PROVINCE|province|Republic|REPUBLIC|Kingdom|KINGDOM|People's Republic|PEOPLE'S REPUBLIC)\\s+(?:of|OF)(?:\\s+|(?=[A-Z][a-z])))";

/** Matches a lower-case phrase in any letter case, keeping the rest of a pattern case-sensitive. */
function anyCase(phrase: string): string {
  return phrase.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`);
}

/**
 * "laws of the State of New York", "Laws and decisions of the Commonwealth of Massachusetts", and
 * the same with the spaces a PDF's text lost ("the laws ofthe State ofTexas").
 */
export const LAWS_OF = new RegExp(
  `\\b(?:${anyCase('law')}[sS]?|${anyCase('legislation')})\\s+(?:${anyCase('and')}\\s+(?:${anyCase('judicial')}\\s+)?${anyCase('decisions')}\\s+|${anyCase('in force')}\\s+)?(?:${anyCase('of')}(?:\\s+|(?=the\\b|[A-Z][a-z]))|${anyCase('in')}\\s+)(?:${anyCase('the')}\\s*)?${STATE_OF}?${PLACE}`,
  'g',
);
/** "English law governs this Agreement", "the law of Germany applies": the law as the subject. */
export const PLACE_LAW_GOVERNS = new RegExp(
  `(?:^|[^A-Za-z])(${PLACE_WORD}(?:\\s+${PLACE_WORD})?)\\s+${anyCase('law')}[sS]?\\s+(?:shall\\s+|will\\s+|exclusively\\s+)?(?:govern|governs|appl(?:y|ies))\\b`,
  'g',
);
/** "governed by Delaware law", "in accordance with Ohio law". */
export const PLACE_LAW = new RegExp(
  `\\b(?:by|to|under|with)\\s+(?:the\\s+)?(${PLACE_WORD}(?:\\s+${PLACE_WORD})?)\\s+${anyCase('law')}[sS]?\\b`,
  'g',
);
/** "accepted in the State of Nevada and governed by the laws thereof". */
export const STATE_NAMED = new RegExp(`\\b${STATE_OF}${PLACE}`, 'g');

// Capitalised words that follow "laws of" without naming a place.
export const NOT_PLACES =
  /^(?:Any|Such|That|This|Each|Other|Your|Its|Their|The|A|An|All|Applicable|Jurisdiction|Country|Agreement|Party|Parties|Seller|Buyer|Company|Licensor|Licensee|United|Federal|Laws?|Rules?|Conflicts?)$/i;

/** "net 30", "Net thirty (30) days". */
export const NET_TERMS =
  /\bnet\s+(\d{1,3}|thirty|sixty|forty-five|fifteen|ninety)\b(?:\s*\(\d{1,3}\))?(?:\s+days)?/gi;
/** "within thirty (30) days after receipt of an invoice", "due upon receipt of invoice". */
export const INVOICE_TERMS =
  /\b(?:within\s+[^.;]{1,40}?\b(?:days?|months?)\s+(?:after|of|from|following)\s+(?:the\s+)?(?:date\s+of\s+)?(?:receipt\s+of\s+)?(?:(?:an|the|each|such|any)\s+)?(?:correct\s+|valid\s+|undisputed\s+)?invoice(?:s|\s+date)?|(?:due|payable)\s+(?:upon|on)\s+receipt(?:\s+of\s+(?:an\s+|the\s+)?invoice)?)/gi;

/** A ceiling on liability: "shall not exceed", "limited to", "in excess of". */
export const CAP_CONTEXT = /\bliab(?:le|ility)\b/i;
export const CAP_VALUE =
  /\b(?:shall\s+not\s+(?:in\s+the\s+aggregate\s+)?exceed|will\s+not\s+exceed|not\s+to\s+exceed|exceed|be\s+limited\s+to|is\s+limited\s+to|(?<!\bnot\s)limited\s+to|in\s+excess\s+of|greater\s+than|maximum\s+(?:aggregate\s+)?liability\b[^.;]{0,120}?\b(?:will|shall)\s+be)\s+((?:the\s+)?[^.;]{3,160}?)(?=[.;]|,\s+(?:and|or|except|provided|whichever)\b|$)/i;

/** A sentence about ending the contract with notice. */
export const TERMINATION_CONTEXT = /\bterminat\w*|\bcancel\w*/i;
