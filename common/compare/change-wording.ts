import { describeSection } from '../analysis/section-place.ts';
import type {
  ChangeKind,
  ClauseChange,
  Comparison,
  FactChange,
  FactKind,
  FindingChange,
  FindingChanges,
  SectionPlace,
  WordRun,
} from './comparison.ts';

/*
 * How a comparison is put into words, wherever it is shown: the workspace's compare view and
 * the PDF of the changes say the same thing the same way.
 */

/** Each kind of change as the list names it. */
export const CHANGE_KIND_LABELS: Record<ChangeKind, string> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
  moved: 'Moved',
};

/** Each kind of fact as a changed fact is introduced: "Amount: $5,000 → $7,500". */
export const FACT_KIND_LABELS: Record<FactKind, string> = {
  amount: 'Amount',
  percentage: 'Percentage',
  date: 'Date',
  duration: 'Period',
  number: 'Number',
  party: 'Party',
};

/** What a finding is, in the reader's words. */
export const FINDING_TYPE_LABELS: Record<FindingChange['type'], string> = {
  'red-flag': 'Red flag',
  protection: 'Protection',
  'key-term': 'Key term',
  clause: 'Clause',
};

/** One group of "What changed for you": which findings, and how it is headed and explained. */
export interface FindingGroup {
  key: keyof FindingChanges;
  title: string;
  description: string;
}

/** The groups in the order a reader needs them: what got worse before what got better. */
export const FINDING_GROUPS: readonly FindingGroup[] = [
  { key: 'appeared', title: 'New risks', description: 'Risks the new version adds.' },
  {
    key: 'worse',
    title: 'Worse for you',
    description: 'Risks made more severe, protections lost, terms moved against you.',
  },
  { key: 'resolved', title: 'Risks resolved', description: 'Risks the new version no longer has.' },
  {
    key: 'better',
    title: 'Better for you',
    description: 'Risks made milder, protections gained, terms moved in your favor.',
  },
];

/** What a missing value says: the version did not state it. */
export const NOT_STATED = 'not stated';

/** "Section 12.2 (Termination)", "Section “Fees”", or null when the clause has no place. */
export function describeSectionPlace(place: SectionPlace | undefined): string | null {
  if (!place) return null;
  const label =
    place.number && place.heading
      ? `${place.number} (${place.heading})`
      : (place.number ?? place.heading);
  const described = describeSection(label);
  return described ? described.charAt(0).toUpperCase() + described.slice(1) : null;
}

/**
 * Where a change stands: its section, or "before → after" when the clause moved or was
 * renumbered. Null when neither version places it in a section.
 */
export function describeChangeSection(change: ClauseChange): string | null {
  const before = describeSectionPlace(change.sectionBefore);
  const after = describeSectionPlace(change.sectionAfter);
  if (before && after && before !== after) return `${before} → ${after}`;
  return after ?? before;
}

/** One changed fact in a line: "Amount: $5,000 → $7,500". */
export function describeFactChange(fact: FactChange): string {
  const values = (list: readonly string[]) => (list.length > 0 ? list.join(', ') : NOT_STATED);
  return `${FACT_KIND_LABELS[fact.kind]}: ${values(fact.before)} → ${values(fact.after)}`;
}

/** A key term's value, or "not stated" for a version that did not state it. */
export function formatTermValue(value: string | null): string {
  return value ?? NOT_STATED;
}

/** Whom both versions were read for: "the Buyer (Acme Inc.)", or null when nobody was chosen. */
export function describeComparisonReader(reader: Comparison['reader']): string | null {
  if (!reader) return null;
  const party = reader.party.trim();
  const isNamed = party !== '' && party !== reader.role.trim();
  return `the ${reader.role}${isNamed ? ` (${party})` : ''}`;
}

/**
 * A change's words as runs: edited word by word, inserted whole, struck whole, or kept. A whole
 * clause is quoted as read from its page, so the lines a PDF wrapped are joined again (its
 * paragraph breaks kept).
 */
export function listChangeRuns(change: ClauseChange): WordRun[] {
  if (change.words && change.words.length > 0) return change.words;
  if (change.kind === 'added') return [{ op: 'insert', text: joinWrappedLines(change.after) }];
  if (change.kind === 'removed') return [{ op: 'delete', text: joinWrappedLines(change.before) }];
  return [{ op: 'equal', text: joinWrappedLines(change.after ?? change.before) }];
}

function joinWrappedLines(text: string | undefined): string {
  return (text ?? '')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/[ \t]*\n[ \t]*/g, ' '))
    .join('\n\n');
}
