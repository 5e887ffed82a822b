import { formatListNumber, type createListNumberer } from './docx-numbering.ts';

/** The parts of mammoth's document model we read (see mammoth/lib/documents.js). */
export interface DocxElement {
  type: string;
  children?: DocxElement[];
  value?: string;
  breakType?: string;
  numbering?: { level: string; isOrdered: boolean } | null;
  /** Checkboxes (content controls and legacy form fields). */
  checked?: boolean;
  /** Note references. */
  noteType?: string;
  noteId?: string;
  /** A note's paragraphs. */
  body?: DocxElement[];
}

/** The document's footnotes and endnotes, as mammoth hands them with the body. */
export interface DocxNotes {
  resolve(reference: { noteType?: string; noteId?: string }): DocxElement | null;
}

type ListNumberer = ReturnType<typeof createListNumberer>;

/**
 * How each kind of note is marked and headed. Word numbers footnotes 1, 2, 3 and endnotes
 * i, ii, iii unless told otherwise, so a reader can tell "[1]" from "[i]".
 */
const NOTE_KINDS = [
  { type: 'footnote', heading: 'Footnotes', format: 'decimal' },
  { type: 'endnote', heading: 'Endnotes', format: 'lowerRoman' },
] as const;

/**
 * A Word document's text from mammoth's model: paragraphs separated by a blank line, with list
 * numbers written out; tables row by row, each row one line with its cells separated by tabs
 * (a row whose cells hold several paragraphs gives its cells one after the other instead);
 * checkboxes as ☒ and ☐; a note's reference as "[1]" where it stands, and the notes referred to
 * after the body, under a "Footnotes" or "Endnotes" heading. Page breaks are form feeds.
 */
export function renderDocxText(
  body: DocxElement,
  notes: DocxNotes | undefined,
  numberer: ListNumberer,
): string {
  const referred = new Map<string, { marker: string; note: DocxElement }[]>();
  const render = (elements: readonly DocxElement[]): string => {
    const parts: string[] = [];
    const visit = (element: DocxElement) => {
      switch (element.type) {
        case 'text':
          parts.push(element.value ?? '');
          return;
        case 'tab':
          parts.push('\t');
          return;
        case 'break':
          parts.push(element.breakType === 'page' ? '\f' : '\n');
          return;
        case 'checkbox':
          parts.push(element.checked ? '☒' : '☐');
          return;
        case 'noteReference':
          parts.push(referTo(element));
          return;
        case 'paragraph': {
          const numbering = element.numbering;
          if (numbering) {
            parts.push(
              `${numberer.next(numbering, Number(numbering.level) || 0, numbering.isOrdered)} `,
            );
          }
          element.children?.forEach(visit);
          parts.push('\n\n');
          return;
        }
        case 'table':
          parts.push(renderTable(element), '\n\n');
          return;
        default:
          element.children?.forEach(visit);
      }
    };
    elements.forEach(visit);
    return parts.join('');
  };

  const referTo = (reference: DocxElement): string => {
    const kind = NOTE_KINDS.find((candidate) => candidate.type === reference.noteType);
    const note = notes?.resolve(reference);
    if (!kind || !note) return '';
    const list = referred.get(kind.type) ?? [];
    referred.set(kind.type, list);
    // A note referred to again keeps its number and is given once.
    const earlier = list.find((entry) => entry.note === note);
    if (earlier) return earlier.marker;
    const marker = `[${formatListNumber(list.length + 1, kind.format)}]`;
    list.push({ marker, note });
    return marker;
  };

  const renderTable = (table: DocxElement): string => {
    const rows = (table.children ?? []).filter((row) => row.type === 'tableRow');
    let text = '';
    let previousWasLine = false;
    for (const row of rows) {
      const cells = (row.children ?? [])
        .filter((cell) => cell.type === 'tableCell')
        // A page break inside a cell cannot start a page; the cell's paragraphs are its lines.
        .map((cell) =>
          render(cell.children ?? [])
            .replace(/\f/g, '\n')
            .replace(/\s*\n\s*\n\s*/g, '\n')
            .trim(),
        );
      if (cells.every((cell) => cell.length === 0)) continue;
      const isLine = cells.every((cell) => !cell.includes('\n'));
      const rowText = isLine ? cells.join('\t') : cells.filter(Boolean).join('\n\n');
      if (text.length > 0) text += isLine && previousWasLine ? '\n' : '\n\n';
      text += rowText;
      previousWasLine = isLine;
    }
    return text;
  };

  let text = render(body.children ?? []);
  for (const kind of NOTE_KINDS) {
    const list = referred.get(kind.type);
    if (!list || list.length === 0) continue;
    text += `\n\n${kind.heading}\n\n`;
    for (const { marker, note } of list) {
      const noteText = render(note.body ?? [])
        .replace(/\f/g, '\n')
        .replace(/\n{2,}/g, '\n')
        .trim();
      text += `${marker} ${noteText}\n\n`;
    }
  }
  return text;
}
