/**
 * Scripted edits of a contract's text, each knowing what it did: the kind of change a compare
 * should report and where (character ranges in the old and the new text). They make the pairs
 * of versions scripts/eval/compare.ts measures the compare on.
 */

/** One edit made, as a compare should report it. */
export interface TruthEdit {
  kind: 'added' | 'removed' | 'changed' | 'moved';
  /** Where the edit stands in the old text (removed, changed). */
  before?: [number, number];
  /** Where it stands in the new text (added, changed, moved). */
  after?: [number, number];
}

/** A new version made from an old one by one scripted edit. */
export interface EditedPair {
  name: EditName;
  before: string;
  after: string;
  edits: TruthEdit[];
  /** For a risk added or removed: where the risky words stand. */
  risk?: { kind: 'added' | 'removed'; range: [number, number] };
}

export type EditName =
  | 'amount'
  | 'date'
  | 'duration'
  | 'insert-clause'
  | 'delete-clause'
  | 'move-section'
  | 'renumber-section'
  | 'reword'
  | 'risk-added';

interface Paragraph {
  start: number;
  end: number;
}

/** The blank-line paragraphs of a text that make a clause: long enough, short enough, unique. */
export function findClauseParagraphs(text: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let start = 0;
  for (const match of text.matchAll(/\n[ \t]*\n/g)) {
    paragraphs.push({ start, end: match.index });
    start = match.index + match[0].length;
  }
  paragraphs.push({ start, end: text.length });
  const seen = new Map<string, number>();
  for (const paragraph of paragraphs) {
    const words = text.slice(paragraph.start, paragraph.end).trim();
    seen.set(words, (seen.get(words) ?? 0) + 1);
  }
  return paragraphs.filter((paragraph) => {
    const words = text.slice(paragraph.start, paragraph.end).trim();
    return (
      words.length >= 120 && words.length <= 1500 && seen.get(words) === 1 && /[.;:]$/.test(words)
    );
  });
}

/** A stretch of the text replaced by other words: the edit is a change at that place. */
function replaceAt(
  name: EditName,
  text: string,
  start: number,
  end: number,
  replacement: string,
): EditedPair {
  return {
    name,
    before: text,
    after: text.slice(0, start) + replacement + text.slice(end),
    edits: [{ kind: 'changed', before: [start, end], after: [start, start + replacement.length] }],
  };
}

/** The occurrence of `pattern` at `pick` (0..1) of the way through the matches, if any. */
function pickMatch(text: string, pattern: RegExp, pick: number): RegExpExecArray | null {
  const matches = [...text.matchAll(new RegExp(pattern.source, 'g'))];
  return (matches[Math.floor(pick * matches.length)] as RegExpExecArray | undefined) ?? null;
}

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December';

const REWORDINGS: [RegExp, string][] = [
  [/\bprior to\b/, 'before'],
  [/\bpursuant to\b/, 'under'],
  [/\bin the event that\b/, 'if'],
  [/\bin accordance with\b/, 'as set out in'],
  [/\bshall be entitled to\b/, 'may'],
  [/\bupon\b/, 'on'],
  [/\bcommence\b/, 'begin'],
];

export const NEW_CLAUSE =
  'Insurance. Each party shall maintain, at its own expense, commercial general liability insurance with reputable insurers in amounts customary in its industry, and shall provide a certificate of such insurance on request.';
export const RISKY_CLAUSE =
  'Renewal. Upon expiration of the initial term, this Agreement shall automatically renew for successive one (1) year terms unless either party gives written notice of non-renewal at least ninety (90) days before the end of the then-current term.';

/** Makes the edited version `name` of a text, or null where the text has nothing to edit so. */
export function makeEdit(name: EditName, text: string, pick: number): EditedPair | null {
  const paragraphs = findClauseParagraphs(text);
  const paragraph = paragraphs[Math.floor(pick * paragraphs.length)];
  switch (name) {
    case 'amount': {
      const match = pickMatch(text, /\$\s?(\d[\d,]*)/, pick);
      if (!match) return null;
      const value = Number((match[1] ?? '').replace(/,/g, '')) * 2 + 1000;
      return replaceAt(
        name,
        text,
        match.index,
        match.index + match[0].length,
        `$${value.toLocaleString('en-US')}`,
      );
    }
    case 'date': {
      const match = pickMatch(text, new RegExp(`\\b(?:${MONTHS})\\s+\\d{1,2},\\s+(\\d{4})`), pick);
      if (!match) return null;
      const year = match[1] ?? '';
      const start = match.index + match[0].length - year.length;
      return replaceAt(name, text, start, start + year.length, String(Number(year) + 1));
    }
    case 'duration': {
      const match = pickMatch(text, /\b(\d{1,3})\)?\s+(?:days|months|years)\b/, pick);
      if (!match) return null;
      const number = match[1] ?? '';
      return replaceAt(
        name,
        text,
        match.index,
        match.index + number.length,
        String(Number(number) + 7),
      );
    }
    case 'reword': {
      for (const [pattern, plain] of REWORDINGS) {
        const match = pickMatch(text, pattern, pick);
        if (match) return replaceAt(name, text, match.index, match.index + match[0].length, plain);
      }
      return null;
    }
    case 'insert-clause':
    case 'risk-added': {
      if (!paragraph) return null;
      const inserted = name === 'risk-added' ? RISKY_CLAUSE : NEW_CLAUSE;
      const at = paragraph.end;
      const after = `${text.slice(0, at)}\n\n${inserted}${text.slice(at)}`;
      const range: [number, number] = [at + 2, at + 2 + inserted.length];
      return {
        name,
        before: text,
        after,
        edits: [{ kind: 'added', after: range }],
        ...(name === 'risk-added' ? { risk: { kind: 'added' as const, range } } : {}),
      };
    }
    case 'delete-clause': {
      if (!paragraph) return null;
      return deleteParagraph(name, text, paragraph);
    }
    case 'move-section': {
      const target =
        paragraphs[(paragraphs.indexOf(paragraph as Paragraph) + 6) % paragraphs.length];
      if (!paragraph || !target || Math.abs(target.start - paragraph.start) < 2000) return null;
      return moveParagraph(text, paragraph, target);
    }
    case 'renumber-section': {
      const numbered = paragraphs.filter((candidate) =>
        /^\s*\d{1,2}\.\d{0,2}\s/.test(text.slice(candidate.start, candidate.end)),
      );
      const chosen = numbered[Math.floor(pick * numbered.length)];
      if (!chosen) return null;
      const words = text.slice(chosen.start, chosen.end);
      const label = /^\s*(\d{1,2})/.exec(words);
      if (!label) return null;
      const start = chosen.start + words.indexOf(label[1] ?? '');
      const renumbered = String(Number(label[1]) + 20);
      const after = text.slice(0, start) + renumbered + text.slice(start + (label[1] ?? '').length);
      const end = chosen.end + renumbered.length - (label[1] ?? '').length;
      return { name, before: text, after, edits: [{ kind: 'moved', after: [chosen.start, end] }] };
    }
  }
}

/** The text without one paragraph (and the blank line after it). */
export function deleteParagraph(name: EditName, text: string, paragraph: Paragraph): EditedPair {
  const after =
    text.slice(0, paragraph.start) + text.slice(paragraph.end).replace(/^\n[ \t]*\n/, '');
  return {
    name,
    before: text,
    after,
    edits: [{ kind: 'removed', before: [paragraph.start, paragraph.end] }],
  };
}

/** The text with one paragraph taken out and put back after another. */
function moveParagraph(text: string, paragraph: Paragraph, target: Paragraph): EditedPair {
  const moved = text.slice(paragraph.start, paragraph.end);
  const without =
    text.slice(0, paragraph.start) + text.slice(paragraph.end).replace(/^\n[ \t]*\n/, '');
  const removedLength = text.length - without.length;
  const targetEnd = target.end > paragraph.start ? target.end - removedLength : target.end;
  const after = `${without.slice(0, targetEnd)}\n\n${moved}${without.slice(targetEnd)}`;
  const start = targetEnd + 2;
  return {
    name: 'move-section',
    before: text,
    after,
    edits: [{ kind: 'moved', after: [start, start + moved.length] }],
  };
}

/**
 * An old and a new version of a long contract (about 50 pages: CUAD texts joined until
 * 150,000 characters), the new one with an amount changed, a clause deleted and a section
 * moved: what the compare's timing is measured on.
 */
export function makeLongVersions(texts: readonly string[]): { before: string; after: string } {
  let before = '';
  for (const text of texts) {
    if (before.length >= 150_000) break;
    before += (before ? '\n\n' : '') + text;
  }
  let after = before;
  for (const [name, pick] of [
    ['amount', 0.5],
    ['delete-clause', 0.3],
    ['move-section', 0.7],
  ] as const)
    after = makeEdit(name, after, pick)?.after ?? after;
  return { before, after };
}
