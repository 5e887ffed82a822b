/**
 * A long quote cut at a word near `maxLength` with an ellipsis, so a card stays readable; the
 * whole passage is one "Show on page" away.
 */
export function shortenQuote(text: string, maxLength = 320): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const cut = clean.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
