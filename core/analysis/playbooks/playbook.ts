import type { KeyTerm, Severity } from '../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import type { Reader } from '../reading/perspective/choose-reader.ts';
import type { PlacedProvision } from '../reading/read-provisions.ts';
import type { DocumentStructure } from '../reading/read-structure.ts';

/** How much an item weighs for a side: `none` when it is ordinary or good for that side. */
export type ItemSeverity = Severity | 'none';

/** What a playbook's check found: a risk to the reader, or a term in the reader's favour. */
export interface ItemFinding {
  kind: 'red-flag' | 'protection';
  title: string;
  explanation: string;
  /** The decisive words; for something absent, the clause it is missing from. */
  start: number;
  end: number;
}

/** What a check reads: the document's reading, its key terms, and which side the reader is. */
export interface PlaybookView {
  document: ParsedDocument;
  structure: DocumentStructure;
  provisions: readonly PlacedProvision[];
  keyTerms: readonly KeyTerm[];
  reader: Reader;
  /** The reader's side in this kind of document, one of the playbook's sides. */
  side: string;
  /** The sides each party of the document plays, by the party's role. */
  sideOf: (role: string) => string | null;
}

/**
 * One point a lawyer checks in a kind of document, for each side: written from what a lawyer
 * knows about that kind of document, never from a review set's misses.
 */
export interface PlaybookItem {
  id: string;
  /** The question the item answers, as a lawyer asks it. */
  question: string;
  /** What an ordinary term of this kind says. */
  marketStandard: string;
  /** The red-flag families whose findings answer this item: they take its severity. */
  families?: readonly string[];
  /** What the reading says beyond those families: something absent, off-market or in favour. */
  check?: (view: PlaybookView) => ItemFinding | null;
  /** By consequence for each side of the playbook. */
  severity: Readonly<Record<string, ItemSeverity>>;
  /** What to ask for. */
  suggestion: string;
}

/** The points of one kind of document, and the sides a reader of it can take. */
export interface Playbook {
  /** The sides, and how to know a party plays one from its role. */
  sides: readonly { id: string; roles: RegExp }[];
  /** A side that both gives and takes, as in a mutual NDA: its severities count for both. */
  mutualSide?: string;
  /** The side a reader of this type takes when neither the roles nor the reading say. */
  defaultSide: string;
  /** When no role says which side a party plays, how the reading tells (null: it cannot). */
  findSide?: (view: Omit<PlaybookView, 'side' | 'sideOf'>, role: string) => string | null;
  items: readonly PlaybookItem[];
}

/** The category an item's findings are reported under: its id as a label reads it ("nda-term"). */
export function categoryOf(item: Pick<PlaybookItem, 'id'>): string {
  return item.id.replace(/\./g, '-');
}
