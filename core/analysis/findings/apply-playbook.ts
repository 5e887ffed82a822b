import type { Protection, RedFlag, Severity } from '../../../common/analysis/analysis-schema.ts';
import { locate } from '../reading/facts/locate.ts';
import type { Findings } from './to-findings.ts';
import { findProfile } from '../playbooks/profiles/profiles.ts';
import {
  categoryOf,
  type ItemFinding,
  type Playbook,
  type PlaybookItem,
  type PlaybookView,
} from '../playbooks/playbook.ts';

const SEVERITY_ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 };
// How sure a check of the reading is, until its findings' confirmation rate is measured on the
// judged sets: a little above the families' words alone, since it reads the whole document.
const CHECK_CONFIDENCE = 0.8;

/**
 * The findings as the document type's playbook weighs them for the reader's side: a family's
 * red flag takes the severity of the item it answers (none: ordinary for this side, so not
 * shown), each check adds what the families cannot see (something absent, a term in the
 * reader's favour), one finding per item, most serious first. A type without a playbook keeps
 * its findings as they are.
 */
export function applyPlaybook(
  findings: Findings,
  documentType: string,
  view: Omit<PlaybookView, 'side' | 'sideOf'>,
): Findings {
  const { playbook } = findProfile(documentType);
  if (!playbook) return findings;
  const full = withReaderSide(playbook, view);
  const { side } = full;
  const itemOf = (category: string) =>
    playbook.items.find((item) => item.families?.includes(category));
  const redFlags = findings.redFlags.flatMap((flag): RedFlag[] => {
    const item = itemOf(flag.category);
    const severity = item?.severity[side];
    if (!item || !severity) return [flag];
    return severity === 'none' ? [] : [{ ...flag, severity }];
  });
  const protections = [...findings.protections];
  for (const item of playbook.items) {
    const answered = redFlags.some((flag) => item.families?.includes(flag.category));
    const found = answered ? null : item.check?.(full);
    if (!found) continue;
    if (found.kind === 'protection') protections.push(toProtection(full, item, found));
    else {
      const severity = item.severity[side];
      if (severity && severity !== 'none') redFlags.push(toRedFlag(full, item, found, severity));
    }
  }
  return {
    redFlags: redFlags
      .map((flag, index) => ({ flag, index }))
      .sort(
        (left, right) =>
          SEVERITY_ORDER[left.flag.severity] - SEVERITY_ORDER[right.flag.severity] ||
          left.index - right.index,
      )
      .map(({ flag }) => flag),
    protections,
  };
}

/**
 * The view with the reader's side: a mutual reading takes the playbook's mutual side where it
 * has one; otherwise the reader's own role still says which side they are on.
 */
export function withReaderSide(
  playbook: Playbook,
  view: Omit<PlaybookView, 'side' | 'sideOf'>,
): PlaybookView {
  const sideOf = (role: string) => findSideOf(playbook, view, role);
  const side =
    (view.reader.isMutual ? playbook.mutualSide : undefined) ??
    sideOf(view.reader.perspective?.role ?? '') ??
    playbook.defaultSide;
  return { ...view, side, sideOf };
}

/** The side a party plays: by its role's words, else as the playbook reads the document. */
function findSideOf(
  playbook: Playbook,
  view: Omit<PlaybookView, 'side' | 'sideOf'>,
  role: string,
): string | null {
  const party = view.reader.sides.find((side) => side.role === role);
  const words = [role, ...(party?.terms ?? [])];
  const named = playbook.sides.find((side) => words.some((word) => side.roles.test(word)));
  return named?.id ?? playbook.findSide?.(view, role) ?? null;
}

/** An item's red flag for the reader. */
export function toRedFlag(
  view: PlaybookView,
  item: PlaybookItem,
  found: ItemFinding,
  severity: Severity,
): RedFlag {
  const location = locate(view.document, found.start, found.end);
  return {
    id: `${item.id}-${location.start}`,
    category: categoryOf(item),
    title: found.title,
    severity,
    explanation: found.explanation,
    suggestion: item.suggestion,
    ...location,
    confidence: CHECK_CONFIDENCE,
    ...roles(view, true),
    occurrences: 1,
    alsoAt: [],
  };
}

/** An item's term in the reader's favour. */
export function toProtection(
  view: PlaybookView,
  item: PlaybookItem,
  found: ItemFinding,
): Protection {
  const location = locate(view.document, found.start, found.end);
  return {
    id: `${item.id}-${location.start}`,
    category: categoryOf(item),
    title: found.title,
    explanation: found.explanation,
    ...location,
    confidence: CHECK_CONFIDENCE,
    ...roles(view, false),
  };
}

/** A risk burdens the reader and favours the others; a protection the other way round. */
function roles(view: PlaybookView, isRisk: boolean): { burdens: string[]; favours: string[] } {
  const reader = view.reader.perspective?.role;
  const others = view.reader.sides.map((side) => side.role).filter((role) => role !== reader);
  const mine = reader ? [reader] : [];
  return isRisk ? { burdens: mine, favours: others } : { burdens: others, favours: mine };
}
