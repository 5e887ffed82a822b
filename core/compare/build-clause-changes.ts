import type { ParsedDocument } from '../parsing/parsed-document.ts';
import type { ClausePair } from './align-clauses.ts';
import type { ChangeKind, ClauseChange, SectionPlace } from '../../common/compare/comparison.ts';
import { diffWords } from './diff-words.ts';
import { findFactChanges } from './find-fact-changes.ts';
import type { ClauseUnit } from './read-clause-units.ts';

/** One version's units and text, as the changes are cut from them. */
export interface ComparedVersion {
  document: ParsedDocument;
  units: readonly ClauseUnit[];
}

/** A change before it is written out: the units of each version it covers, and where it sorts. */
interface Draft {
  kind: ChangeKind;
  before: number[];
  after: number[];
  position: number;
}

/**
 * Turns an alignment into the list a reader goes through: clauses added, removed, changed and
 * moved, in the new version's order (a removed clause where it stood). Neighbouring units that
 * were added, removed or moved together are one change: a section inserted is one insertion.
 */
export function buildClauseChanges(
  before: ComparedVersion,
  after: ComparedVersion,
  pairs: readonly ClausePair[],
  renumbered: ReadonlySet<ClausePair>,
): ClauseChange[] {
  const partnerOfAfter = new Map(pairs.map((pair) => [pair.after, pair]));
  const partnerOfBefore = new Map(pairs.map((pair) => [pair.before, pair]));
  const drafts: Draft[] = [];
  const extend = (
    kind: ChangeKind,
    left: number | null,
    right: number | null,
    position: number,
  ) => {
    const last = drafts.at(-1);
    const isNext =
      last?.kind === kind &&
      kind !== 'changed' &&
      (left === null || last.before.at(-1) === left - 1) &&
      (right === null || last.after.at(-1) === right - 1);
    if (last && isNext) {
      if (left !== null) last.before.push(left);
      if (right !== null) last.after.push(right);
      return;
    }
    drafts.push({
      kind,
      before: left === null ? [] : [left],
      after: right === null ? [] : [right],
      position,
    });
  };

  // Removed units sort just after the new place of the last old unit before them that stayed.
  let anchor = -0.5;
  const removedPosition = new Map<number, number>();
  before.units.forEach((_, left) => {
    const pair = partnerOfBefore.get(left);
    if (pair?.isInPlace) anchor = pair.after + 0.5;
    else if (!pair) removedPosition.set(left, anchor);
  });
  const removedAt = new Map<number, number[]>();
  for (const [left, position] of removedPosition)
    removedAt.set(position, [...(removedAt.get(position) ?? []), left]);

  const emitRemoved = (position: number) => {
    for (const left of removedAt.get(position) ?? []) extend('removed', left, null, position);
  };
  emitRemoved(-0.5);
  after.units.forEach((unit, right) => {
    const pair = partnerOfAfter.get(right);
    if (!pair) extend('added', null, right, right);
    else {
      const isSameWords = before.units[pair.before]?.key === unit.key;
      if (!pair.isInPlace) extend('moved', pair.before, right, right);
      else if (!isSameWords) extend('changed', pair.before, right, right);
      else if (renumbered.has(pair)) extend('moved', pair.before, right, right);
    }
    emitRemoved(right + 0.5);
  });
  return drafts.map((draft) => writeChange(draft, before, after));
}

function writeChange(draft: Draft, before: ComparedVersion, after: ComparedVersion): ClauseChange {
  const change: ClauseChange = { kind: draft.kind };
  const left = describeSide(before, draft.before);
  const right = describeSide(after, draft.after);
  if (left) {
    change.sectionBefore = left.section;
    change.before = left.text;
    change.pageBefore = left.page;
    change.startBefore = left.start;
    change.endBefore = left.end;
  }
  if (right) {
    change.sectionAfter = right.section;
    change.after = right.text;
    change.pageAfter = right.page;
    change.startAfter = right.start;
    change.endAfter = right.end;
  }
  if (left && right && left.key !== right.key) {
    change.words = diffWords(
      { text: before.document.text, tokens: left.tokens },
      { text: after.document.text, tokens: right.tokens },
    );
    const facts = findFactChanges(left.body, right.body);
    if (facts.length) change.facts = facts;
  }
  return change;
}

/** The text, place and words of a run of units of one version. */
function describeSide(version: ComparedVersion, indexes: readonly number[]) {
  const units = indexes.flatMap((index) => version.units[index] ?? []);
  const first = units[0];
  const last = units.at(-1);
  if (!first || !last) return null;
  const text = version.document.text;
  return {
    section: describeSection(first, text),
    text: text.slice(first.start, last.end),
    body: units.map((unit) => text.slice(unit.bodyStart, unit.end)).join(' '),
    page: first.page,
    start: first.start,
    end: last.end,
    tokens: units.flatMap((unit) => unit.tokens),
    key: units.map((unit) => unit.key).join(' '),
  };
}

/**
 * The clause's own number where it has one ("7."), otherwise its section's, and the section's
 * name. A numbered clause the reading did not take for a section (one moved out of the order
 * the numbers run in) is named by its own short heading ("2. Fees."), not the section around it.
 */
function describeSection(unit: ClauseUnit, text: string): SectionPlace | undefined {
  const place: SectionPlace = {};
  const hasOwnNumber = unit.label?.isAbsolute === true;
  const number = hasOwnNumber ? unit.label?.text : (unit.section?.number ?? undefined);
  if (number) place.number = number;
  const ownHeading = text.slice(unit.bodyStart, unit.end).trim().replace(/\.$/, '');
  if (hasOwnNumber && !unit.isSectionStart) {
    if (unit.tokens.length <= 6 && /^[A-Z]/.test(ownHeading)) place.heading = ownHeading;
  } else if (unit.section?.heading) place.heading = unit.section.heading;
  return place.number || place.heading ? place : undefined;
}
