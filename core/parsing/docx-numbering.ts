import { decodeXml } from './docx-xml.ts';

/** How one level of a Word list writes its number: "%1." with decimal digits, "(%2)" with letters. */
export interface ListLevelFormat {
  /** Word's numFmt: decimal, lowerLetter, upperLetter, lowerRoman, upperRoman, bullet, ... */
  format: string;
  /** Word's lvlText, where %1..%9 stand for the counters of levels 1..9. */
  pattern: string;
  start: number;
}

// When the file's numbering cannot be tied to a paragraph, contracts' usual scheme by depth.
const USUAL_LEVELS: ListLevelFormat[] = [
  { format: 'decimal', pattern: '%1.', start: 1 },
  { format: 'lowerLetter', pattern: '(%2)', start: 1 },
  { format: 'lowerRoman', pattern: '(%3)', start: 1 },
  { format: 'upperLetter', pattern: '(%4)', start: 1 },
  { format: 'decimal', pattern: '(%5)', start: 1 },
];

/**
 * Level formats by depth read from word/numbering.xml, kept only where every ordered list in
 * the file agrees (mammoth tells which level a paragraph is on, not which list it belongs to).
 */
export function readAgreedLevelFormats(numberingXml: string): Map<number, ListLevelFormat> {
  const byLevel = new Map<number, ListLevelFormat | null>();
  for (const abstractNum of numberingXml.match(/<w:abstractNum\b[\s\S]*?<\/w:abstractNum>/g) ??
    []) {
    for (const level of abstractNum.match(/<w:lvl\b[\s\S]*?<\/w:lvl>/g) ?? []) {
      const index = Number(/w:ilvl="(\d+)"/.exec(level)?.[1] ?? 'NaN');
      const format = /<w:numFmt\b[^>]*w:val="([^"]*)"/.exec(level)?.[1] ?? 'decimal';
      const pattern = decodeXml(/<w:lvlText\b[^>]*w:val="([^"]*)"/.exec(level)?.[1] ?? '');
      const start = Number(/<w:start\b[^>]*w:val="(\d+)"/.exec(level)?.[1] ?? '1');
      if (!Number.isInteger(index) || format === 'bullet' || format === 'none') continue;
      const existing = byLevel.get(index);
      const candidate = { format, pattern, start };
      if (existing === undefined) byLevel.set(index, candidate);
      else if (existing && (existing.format !== format || existing.pattern !== pattern))
        byLevel.set(index, null);
    }
  }
  const agreed = new Map<number, ListLevelFormat>();
  for (const [index, format] of byLevel) if (format) agreed.set(index, format);
  return agreed;
}

/**
 * Numbers list paragraphs the way Word shows them. Mammoth hands every paragraph of one list
 * level the same object but does not link a list's levels, so a list is identified by its top
 * level: deeper paragraphs belong to the last top-level list seen. A level's counter restarts
 * when a shallower level moves on.
 */
export function createListNumberer(agreed: Map<number, ListLevelFormat>) {
  const counters = new Map<object, number[]>();
  let currentList: object | null = null;
  const formatOf = (level: number) =>
    agreed.get(level) ??
    USUAL_LEVELS[level] ?? { format: 'decimal', pattern: `%${level + 1}.`, start: 1 };
  return {
    /** The marker for the next paragraph of this list at this level ("3.", "(b)", "•"). */
    next(listLevel: object, level: number, isOrdered: boolean): string {
      if (!isOrdered) return '•';
      if (level === 0 || !currentList) currentList = listLevel;
      const key = currentList;
      const levels = counters.get(key) ?? [];
      counters.set(key, levels);
      levels[level] = (levels[level] ?? formatOf(level).start - 1) + 1;
      levels.length = level + 1;
      return formatOf(level).pattern.replace(/%([1-9])/g, (_, digit: string) => {
        const depth = Number(digit) - 1;
        return formatListNumber(levels[depth] ?? formatOf(depth).start, formatOf(depth).format);
      });
    },
  };
}

/** A counter as Word writes it in a list or note format: 3, c, C, iii, III. */
export function formatListNumber(value: number, format: string): string {
  switch (format) {
    case 'lowerLetter':
      return toLetters(value).toLowerCase();
    case 'upperLetter':
      return toLetters(value);
    case 'lowerRoman':
      return toRoman(value).toLowerCase();
    case 'upperRoman':
      return toRoman(value);
    default:
      return String(value);
  }
}

/** 1 -> A, 26 -> Z, 27 -> AA, as Word counts letters. */
function toLetters(value: number): string {
  const letter = String.fromCharCode(65 + ((value - 1) % 26));
  return letter.repeat(Math.floor((value - 1) / 26) + 1);
}

function toRoman(value: number): string {
  const numerals: [number, string][] = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = value;
  let roman = '';
  for (const [amount, numeral] of numerals) {
    while (rest >= amount) {
      roman += numeral;
      rest -= amount;
    }
  }
  return roman;
}
