import { classifyFurnitureLine } from '../structure/furniture-lines.ts';

/**
 * Whether the words at `index` stand on a line of page furniture: a browser's print header
 * ("11/28/25, 10:15 AM   Mutual NDA - Google Docs"), a filing stamp ("Source: ACME INC, 8-K,
 * 1/20/2009") or a page footer ("Consulting Agreement Page 1 of 7"). The date on such a line is
 * the day the copy was printed or filed, never the agreement's date.
 */
export function isOnPageFurniture(text: string, index: number): boolean {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const lineEnd = text.indexOf('\n', index);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd).trim();
  return classifyFurnitureLine(line, true) !== null;
}
