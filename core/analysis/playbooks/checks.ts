import type { Modality } from '../reading/modality.ts';
import type { PlacedProvision } from '../reading/read-provisions.ts';
import { noticeHours } from './periods.ts';
import type { ItemFinding, PlaybookView } from './playbook.ts';
import { sentencesSaying, type Place } from './sentences.ts';

/** The title and explanation an item gives its finding. */
export type Wording = Pick<ItemFinding, 'title' | 'explanation'>;

/** What a provision must be to answer a check. */
export interface ProvisionQuery {
  /** Its modality is one of these (any when absent). */
  modalities?: readonly Modality[];
  /** It binds this side (a side of the playbook, or 'reader' for the reader's own side). */
  binds?: string;
  /** Its words match. */
  words: RegExp;
  /** Its words say this too, anywhere ("moral rights" and "waives"). */
  alsoSays?: RegExp;
}

/** The words of a provision, as the document writes them. */
export function wordsOf(view: Pick<PlaybookView, 'document'>, provision: PlacedProvision): string {
  return view.document.text.slice(provision.start, provision.end);
}

/** Whether a provision's actor plays `side` (or every side, in a mutual document). */
export function isBinding(view: PlaybookView, provision: PlacedProvision, side: string): boolean {
  const wanted = side === 'reader' ? view.side : side;
  return provision.actor.some((role) => {
    const played = view.sideOf(role);
    return played === wanted || played === 'mutual';
  });
}

/** Every provision in force that answers the query, in document order. */
export function findProvisions(view: PlaybookView, query: ProvisionQuery): PlacedProvision[] {
  return view.provisions.filter(
    (provision) =>
      provision.isInForce &&
      (!query.modalities || query.modalities.includes(provision.modality)) &&
      (!query.binds || isBinding(view, provision, query.binds)) &&
      query.words.test(wordsOf(view, provision)) &&
      (!query.alsoSays || query.alsoSays.test(wordsOf(view, provision))),
  );
}

/** The first provision that answers the query, or null. */
export function findProvision(view: PlaybookView, query: ProvisionQuery): PlacedProvision | null {
  return findProvisions(view, query)[0] ?? null;
}

/**
 * The first provision answering the query that binds `side`, else the first answering it at all:
 * the clause to quote when the parties' names do not say whom it binds ("the contractor will
 * not disclose").
 */
export function findProvisionFor(
  view: PlaybookView,
  side: string,
  query: Omit<ProvisionQuery, 'binds'>,
): PlacedProvision | null {
  const found = findProvisions(view, query);
  return found.find((provision) => isBinding(view, provision, side)) ?? found[0] ?? null;
}

/** The first provision of the document answering any query, in the queries' order. */
export function firstOf(view: PlaybookView, ...queries: ProvisionQuery[]): PlacedProvision | null {
  for (const query of queries) {
    const found = findProvision(view, query);
    if (found) return found;
  }
  return null;
}

/**
 * How many duties of a kind (in force or not) bind a party, and the most that bind any other:
 * the party that owes them plays the side that gives the promise (the recipient of an NDA, the
 * processor of data), when its name does not say.
 */
export function countDuties(
  view: Pick<PlaybookView, 'document' | 'provisions' | 'reader'>,
  role: string,
  query: { modalities: readonly Modality[]; words: RegExp },
): { own: number; others: number } {
  const owed = (someRole: string) =>
    view.provisions.filter(
      (provision) =>
        query.modalities.includes(provision.modality) &&
        provision.actor.includes(someRole) &&
        query.words.test(wordsOf(view, provision)),
    ).length;
  const others = view.reader.sides.filter((side) => side.role !== role);
  return { own: owed(role), others: Math.max(0, ...others.map((side) => owed(side.role))) };
}

/** Whether any sentence of the document says both things (a period said of the secrecy). */
export function saysInOneSentence(view: PlaybookView, ...patterns: readonly RegExp[]): boolean {
  return view.document.text
    .split(/(?<=[.;])\s+/)
    .some((sentence) => patterns.every((pattern) => pattern.test(sentence)));
}

/** A finding quoting a provision (or any words), with the item's wording; none without a place. */
export function findingAt(
  kind: ItemFinding['kind'],
  place: Place | null | undefined,
  wording: Wording,
): ItemFinding | null {
  return place ? { kind, ...wording, start: place.start, end: place.end } : null;
}

/** The reader's side binding itself by words like these, as a risk: "You shall not compete". */
export function flagReaderDuty(
  view: PlaybookView,
  query: Omit<ProvisionQuery, 'binds'>,
  wording: Wording,
): ItemFinding | null {
  return findingAt('red-flag', findProvision(view, { ...query, binds: 'reader' }), wording);
}

/**
 * Something a lawyer expects the document to say, quoted at the clause it is missing from;
 * nothing when the document says it in any words.
 */
export function flagUnsaid(
  view: PlaybookView,
  says: RegExp,
  place: Place | null | undefined,
  wording: Wording,
): ItemFinding | null {
  return says.test(view.document.text) ? null : findingAt('red-flag', place, wording);
}

/**
 * The absence check of a playbook that reads for one side only: for a reader on `side`, what the
 * document does not say, quoted at the clause `placeOf` finds (the processor's first duty).
 */
export function flagUnsaidFor(
  side: string,
  placeOf: (view: PlaybookView) => Place | null,
): (view: PlaybookView, says: RegExp, wording: Wording) => ItemFinding | null {
  return (view, says, wording) =>
    view.side === side ? flagUnsaid(view, says, placeOf(view), wording) : null;
}

/** A notice the reader is owed (of a data breach, a security incident), as a check reads it. */
export interface NoticeDue {
  /** Its sentences say all of these ("breach" and "notify"). */
  says: readonly RegExp[];
  /** Words that make it prompt or set a time ("without undue delay", "within"). */
  prompt: RegExp;
  /** The longest period, in hours, that still leaves the reader time to act on it. */
  maxHours: number;
  /** Where a notice never promised is missing from. */
  missingFrom: (view: PlaybookView) => Place | null;
}

/** A notice the reader is owed that is never promised, comes too late, or has no time set. */
export function flagSlowNotice(
  view: PlaybookView,
  due: NoticeDue,
  wordings: Record<'missing' | 'late' | 'undated', Wording>,
): ItemFinding | null {
  const notices = sentencesSaying(view, ...due.says);
  if (notices.length === 0) return findingAt('red-flag', due.missingFrom(view), wordings.missing);
  const late = notices.find((sentence) => (noticeHours(sentence.text) ?? 0) > due.maxHours);
  if (late) return findingAt('red-flag', late, wordings.late);
  if (notices.some((sentence) => due.prompt.test(sentence.text))) return null;
  return findingAt('red-flag', notices[0], wordings.undated);
}

/** A term the other side gives the reader, as a protection: "Provider shall indemnify ...". */
export function favourReader(
  view: PlaybookView,
  other: string,
  words: RegExp,
  wording: Wording,
): ItemFinding | null {
  const given = findProvisions(view, { modalities: ['must', 'must-not'], binds: other, words });
  const own = given.find((provision) => !isBinding(view, provision, view.side));
  return findingAt('protection', own, wording);
}

/** Whether the key term of this kind is stated (not blank, not missing). */
export function statesKeyTerm(view: PlaybookView, kind: string): boolean {
  return view.keyTerms.some((term) => term.kind === kind && term.status === 'stated');
}
