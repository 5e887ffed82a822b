import type { Modality } from '../reading/modality.ts';
import type { PlacedProvision } from '../reading/read-provisions.ts';
import type { ItemFinding, PlaybookView } from './playbook.ts';

/** What a provision must be to answer a check. */
export interface ProvisionQuery {
  /** Its modality is one of these (any when absent). */
  modalities?: readonly Modality[];
  /** It binds this side (a side of the playbook, or 'reader' for the reader's own side). */
  binds?: string;
  /** Its words match. */
  words: RegExp;
}

/** The words of a provision, as the document writes them. */
export function wordsOf(view: PlaybookView, provision: PlacedProvision): string {
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
      query.words.test(wordsOf(view, provision)),
  );
}

/** The first provision that answers the query, or null. */
export function findProvision(view: PlaybookView, query: ProvisionQuery): PlacedProvision | null {
  return findProvisions(view, query)[0] ?? null;
}

/** Whether any sentence of the document says both things (a period said of the secrecy). */
export function saysInOneSentence(view: PlaybookView, ...patterns: readonly RegExp[]): boolean {
  return view.document.text
    .split(/(?<=[.;])\s+/)
    .some((sentence) => patterns.every((pattern) => pattern.test(sentence)));
}

/** A finding quoting a provision (or any words), with the item's wording. */
export function findingAt(
  kind: ItemFinding['kind'],
  place: { start: number; end: number } | null,
  wording: Pick<ItemFinding, 'title' | 'explanation'>,
): ItemFinding | null {
  return place ? { kind, ...wording, start: place.start, end: place.end } : null;
}

/** The reader's side binding itself by words like these, as a risk: "You shall not compete". */
export function flagReaderDuty(
  view: PlaybookView,
  query: Omit<ProvisionQuery, 'binds'>,
  wording: Pick<ItemFinding, 'title' | 'explanation'>,
): ItemFinding | null {
  return findingAt('red-flag', findProvision(view, { ...query, binds: 'reader' }), wording);
}

/** Whether the key term of this kind is stated (not blank, not missing). */
export function statesKeyTerm(view: PlaybookView, kind: string): boolean {
  return view.keyTerms.some((term) => term.kind === kind && term.status === 'stated');
}
