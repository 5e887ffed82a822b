/** About the text of one printed page of a contract, in characters. */
export const DERIVED_PAGE_CHARACTERS = 3_000;

/**
 * Splits flowing text (DOCX, TXT) into pages. Form feeds and explicit page breaks always start a
 * new page; otherwise a page ends at the last paragraph break before it grows past about one
 * printed page, so pages read naturally and a clause is rarely cut in two.
 */
export function paginateText(text: string, pageCharacters = DERIVED_PAGE_CHARACTERS): string[] {
  const pages: string[] = [];
  for (const section of text.split('\f')) {
    let rest = section.trim();
    while (rest.length > pageCharacters) {
      const cut = findCut(rest, pageCharacters);
      pages.push(rest.slice(0, cut).trim());
      rest = rest.slice(cut).trim();
    }
    if (rest.length > 0 || pages.length === 0) pages.push(rest);
  }
  return pages.filter((page, index) => page.length > 0 || index === 0);
}

function findCut(text: string, limit: number): number {
  const window = text.slice(0, limit);
  const paragraph = window.lastIndexOf('\n\n');
  if (paragraph > limit * 0.5) return paragraph;
  const line = window.lastIndexOf('\n');
  if (line > limit * 0.5) return line;
  const sentence = window.search(/[.;:]\s[^.;:]*$/);
  if (sentence > limit * 0.5) return sentence + 1;
  const space = window.lastIndexOf(' ');
  return space > 0 ? space : limit;
}
