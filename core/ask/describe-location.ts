/** Where a cited passage is, as a reader would look for it. */
export interface PassagePlace {
  page: number;
  /** The passage's own words: a leading "12.2" or "(b)" numbers it. */
  text: string;
  /** The heading it sits under ("12. TERM AND TERMINATION"), '' when none. */
  heading: string;
}

const SECTION_NUMBER = /^\s*(?:section|article|clause)?\s*(\d+(?:\.\d+)*|[IVX]+)(?:[.)]|\s)/i;
const ITEM_LETTER = /^\s*\(([a-z]{1,4}|\d{1,2})\)/i;

/**
 * "section 12.2 (“Term and Termination”), page 4": the number and heading of the passage's
 * section where the document has them, and always its page.
 */
export function describeLocation(place: PassagePlace): string {
  const section = findSectionNumber(place);
  const title = cleanHeading(place.heading);
  const parts = [
    section ? `section ${section}` : '',
    title ? (section ? `(“${title}”)` : `under “${title}”`) : '',
  ].filter(Boolean);
  return parts.length > 0 ? `${parts.join(' ')}, page ${place.page}` : `page ${place.page}`;
}

/** "12.2" from the passage's own start, else its heading's number with the item's letter. */
function findSectionNumber({ text, heading }: PassagePlace): string {
  const own = SECTION_NUMBER.exec(text)?.[1];
  if (own && /\d/.test(own)) return own;
  const headingNumber = SECTION_NUMBER.exec(heading)?.[1];
  if (!headingNumber) return '';
  const item = ITEM_LETTER.exec(text)?.[1];
  return item ? `${headingNumber}(${item})` : headingNumber;
}

/** The heading's words without its number, capitals softened, at most 60 characters. */
function cleanHeading(heading: string): string {
  let words = heading
    .replace(SECTION_NUMBER, '')
    .replace(ITEM_LETTER, '')
    .replace(/\s+/g, ' ')
    .replace(/[.:]\s*$/, '')
    .trim();
  if (words === words.toUpperCase()) words = toTitleCase(words);
  return words.length > 60 ? `${words.slice(0, 57).trimEnd()}…` : words;
}

function toTitleCase(text: string): string {
  const small = new Set([
    'and',
    'or',
    'of',
    'the',
    'to',
    'for',
    'in',
    'on',
    'a',
    'an',
    'with',
    'by',
  ]);
  return text
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && small.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}
