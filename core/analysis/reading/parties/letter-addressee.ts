import { hasEntitySuffix, SALUTATION } from '../facts/party-patterns.ts';

/** Words of a text and where they start in it. */
export interface TextSpan {
  text: string;
  start: number;
}

const HONORIFIC = /^(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+/;
// Where the name on an address block's first line ends: a comma, or the street number of an
// address flattened onto the same line ("Keefe, Bruyette & Woods, Inc. 10 South Wacker Drive").
const NAME_LINE_END = /\s+\d|\s{2,}|,\s+(?!(?:Inc|LLC|Ltd|L\.?P|Limited|Corp|N\.A)\b)(?=\S)/;

/**
 * The addressee of a letter agreement: the first line of the address block above its
 * salutation, when it names a company ("Keefe, Bruyette & Woods, Inc.") or a person, by title
 * ("Ms. Jane Jones") or as the salutation greets them ("Jane Jones ... Dear Jane:"). A letter's
 * parties are its sender and its addressee.
 */
export function findLetterAddressee(text: string, reach = 3_000): TextSpan | null {
  const salutation = SALUTATION.exec(text.slice(0, reach));
  if (!salutation) return null;
  const before = text.slice(0, salutation.index).replace(/\s+$/, '');
  // The address block: the lines after the last blank line.
  const blanks = [...before.matchAll(/\n[ \t]*\n/g)];
  const last = blanks[blanks.length - 1];
  const from = last ? last.index + last[0].length : 0;
  const block = before.slice(from);
  const firstLine = /\S[^\n]*/.exec(block);
  if (!firstLine) return null;
  let start = from + firstLine.index;
  let name = firstLine[0];
  const end = NAME_LINE_END.exec(name);
  if (end) name = name.slice(0, end.index);
  const honorific = HONORIFIC.exec(name);
  if (honorific) {
    start += honorific[0].length;
    name = name.slice(honorific[0].length);
  }
  name = name.replace(/[\s,]+$/, '');
  // "Gianluca Rotino ... Dear Gianluca:": the salutation names the person the block addresses.
  const greeted = /^\s*Dear\s+(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+)?([A-Z][\w'-]+)/.exec(
    salutation[0],
  );
  const isGreeted = greeted?.[1] !== undefined && name.split(/\s+/).includes(greeted[1]);
  const isPerson =
    (honorific !== null || isGreeted) && /^(?:[A-Z][\w.'-]*\s+){1,3}[A-Z][\w'-]+$/.test(name);
  if (!isPerson && !(hasEntitySuffix(name) && name.split(/\s+/).length <= 8)) return null;
  return { text: name, start };
}
