// Words that make a phrase a document's name rather than a heading or an address.
const DOCUMENT_WORD =
  /\b(?:agreements?|contract|amendment|addendum|terms|letter|lease|guarant(?:y|ee)|note|policy|form|statement|undertaking|memorandum|assignment|release|licen[cs]e|charter|certificate|notice|will|deed|plan|offer)\b/i;
// Pieces printed above the title in filings and templates: exhibit numbers, confidentiality
// legends, "Execution Copy", logos, page numbers.
const BOILERPLATE =
  /^(?:exhibit|schedule|appendix|annex|attachment)\b[\s\w.()-]{0,12}$|confidential|omitted|redacted|securities and exchange|not material|^source:|^\[?logo\]?$|^page\b|^\W*\d[\d\s.()-]*$|^quicklinks|^(?:final|execution) (?:version|copy)$|^form of$|^table of contents/i;
// Labels that sit in front of a title on the same line, a letter's "Re:" among them.
const LEADING_LABELS =
  /^(?:re:\s*|(?:exhibit|schedule|appendix|annex)\s+[\w.()-]{1,10}\s+|(?:execution|final|conformed)\s+(?:version|copy)\s+|form of\s+|\d+(?:\.\d+)*\s+)+/i;
// A title at the start of a longer piece: capitalised words (small words allowed between them)
// up to the last document word before the first lower-case word or "This".
const LEADING_TITLE =
  /^(?:(?!THIS\b|This\b)[A-Z0-9][\w&'’/#.,()°-]*\s+(?:(?:and|of|for|to|the|on|in|&|-)\s+)*){0,12}?(?:AGREEMENT|Agreement|CONTRACT|Contract|AMENDMENT(?:\s+(?:NO\.?|#|N°)\s*\d+)?|Amendment(?:\s+(?:No\.?|#|n°)\s*\d+)?|ADDENDUM|Addendum|LEASE|Lease|GUARANT(?:Y|EE)|Guarant(?:y|ee)|TERMS|Terms|POLICY|Policy|LETTER|Letter|NOTE|Note|FORM|Form)\b(?:\s+(?:TO|to|OF|of|FOR|for)\s+(?:THE\s+|the\s+)?(?:[A-Z][\w&'’/#.,()-]*\s+(?:(?:and|of|&)\s+)*){0,8}?(?:AGREEMENT|Agreement|CONTRACT|Contract))?/;
const HEAD_CHARACTERS = 2500;
const MAXIMUM_TITLE_WORDS = 16;

/**
 * The names the first lines of a document show, up to `limit`, skipping exhibit numbers and
 * legends above them: short, capitalised pieces with a document word ("Corporate Sponsorship
 * Agreement"), joined to a short capitalised line just above when the name was broken over two
 * lines ("INTELLECTUAL PROPERTY RIGHTS" / "AGREEMENT"), and the capitalised words that open a
 * longer piece and end in a document word ("SUPPLY AGREEMENT This Supply Agreement ..."). The
 * clause model's title (the best "Document Name" span) is often a bare "AGREEMENT" from the
 * preamble; these are what a person reads first. Several, because a reference line ("Agreement
 * Number 12965") can stand above the name ("WIRELESS CONTENT LICENSE AGREEMENT").
 */
export function findHeadTitles(text: string, limit = 3): string[] {
  const titles: string[] = [];
  let previous = '';
  for (const piece of splitHead(text)) {
    if (titles.length >= limit) break;
    if (BOILERPLATE.test(piece)) {
      previous = '';
      continue;
    }
    const unlabelled = piece.replace(LEADING_LABELS, '');
    const words = unlabelled.split(/\s+/);
    if (words.length <= MAXIMUM_TITLE_WORDS && DOCUMENT_WORD.test(unlabelled) && isTitle(words)) {
      const isBroken = previous !== '' && /^[A-Z]+$/.test(unlabelled);
      titles.push(isBroken ? `${previous} ${unlabelled}` : unlabelled);
    } else {
      const leading = LEADING_TITLE.exec(unlabelled);
      if (leading) titles.push(leading[0].trim());
    }
    previous = words.length <= 6 && piece === piece.toUpperCase() ? piece : '';
  }
  return titles;
}

/** The first name the head shows, or '' (see findHeadTitles). */
export function findHeadTitle(text: string): string {
  return findHeadTitles(text, 1)[0] ?? '';
}

// Lines, runs of spaces (flattened layouts) and sentence ends cut the head into pieces.
function splitHead(text: string): string[] {
  return text
    .slice(0, HEAD_CHARACTERS)
    .split(/\n|\s{3,}|(?<=[a-z0-9)\]"”]\.)\s+(?=[A-Z])/)
    .map((piece) => piece.trim())
    .filter(Boolean);
}

// Small words a title leaves in lower case ("Terms of Service", "Agreement for the Supply of").
const SMALL_WORD = /^(?:a|an|and|of|the|to|for|in|on|by|with|between|or|&|-)$/i;

/**
 * Whether a piece reads as a name: it starts with a capital and most of its words do, as a name
 * does and a sentence does not; a name of three words or fewer may keep the rest in lower case
 * ("Distributorship agreement").
 */
function isTitle(words: readonly string[]): boolean {
  const counted = words.filter((word) => !SMALL_WORD.test(word));
  const capitalised = counted.filter((word) => /^\W*[A-Z0-9]/.test(word)).length;
  if (!/^\W*[A-Z0-9]/.test(words[0] ?? '')) return false;
  // Two lower-case words in a row ("is dated") are a sentence; a name joins its words with
  // small ones ("Agreement for the Supply of Goods").
  const isLower = (word = '') => /^[a-z]/.test(word) && !SMALL_WORD.test(word);
  if (words.some((word, index) => isLower(word) && isLower(words[index + 1]))) return false;
  return counted.length <= 3 || capitalised / counted.length >= 0.6;
}
