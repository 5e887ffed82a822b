import { describeSection } from '../../common/analysis/section-place.ts';
import {
  CHANGE_KIND_LABELS,
  describeChangeSection,
  describeFactChange,
  FINDING_GROUPS,
  FINDING_TYPE_LABELS,
  formatTermValue,
  listChangeRuns,
} from '../../common/compare/change-wording.ts';
import type {
  ClauseChange,
  FindingChange,
  FindingChanges,
  FindingPlace,
  KeyTermChange,
} from '../../common/compare/comparison.ts';
import type { ReportBlock, ReportFinding } from './report-outline.ts';
import { SEVERITY_LABELS } from '../../common/analysis/severity-labels.ts';

/*
 * A comparison's sections as report blocks, so its PDF is laid out by the same blocks as the
 * analysis report: findings under group headings, key terms as facts, each change as a finding
 * with its words struck and inserted.
 */

/** "What changed for you": new risks, worse, resolved, better, each finding with its places. */
export function buildFindingChangeBlocks(findings: FindingChanges): ReportBlock[] {
  const blocks: ReportBlock[] = [];
  for (const group of FINDING_GROUPS) {
    const changes = findings[group.key];
    if (changes.length === 0) continue;
    blocks.push({ kind: 'subheading', text: group.title });
    blocks.push({ kind: 'paragraph', text: group.description });
    for (const change of changes)
      blocks.push({ kind: 'finding', finding: describeFindingChange(change) });
  }
  if (blocks.length > 0) return blocks;
  return [{ kind: 'paragraph', text: 'No risk appeared, grew, eased or went away for you.' }];
}

function describeFindingChange(change: FindingChange): ReportFinding {
  const { severityBefore, severityAfter } = change;
  const severity = severityAfter ?? severityBefore;
  const details = [toSentence(change.reason)];
  if (severityBefore && severityAfter && severityBefore !== severityAfter) {
    details.push(
      `Severity: ${SEVERITY_LABELS[severityBefore]} in the old version, ${SEVERITY_LABELS[severityAfter]} in the new.`,
    );
  }
  return {
    title: change.title,
    tag: severity ? SEVERITY_LABELS[severity] : FINDING_TYPE_LABELS[change.type],
    details,
    quotes: [],
    note: `${FINDING_TYPE_LABELS[change.type]}. ${describePlaces(change)}`,
  };
}

/** "Old version: page 3, section 4. New version: not in it.", or once when both are alike. */
function describePlaces(change: FindingChange): string {
  const before = describePlace(change.before);
  const after = describePlace(change.after);
  if (before === after) return `In both versions: ${before}.`;
  return `Old version: ${before}. New version: ${after}.`;
}

/** "page 3, section 4 (Limitation of Liability)", or "not in it". */
function describePlace(place: FindingPlace | undefined): string {
  if (!place) return 'not in it';
  const section = describeSection(place.section);
  return section ? `page ${place.page}, ${section}` : `page ${place.page}`;
}

/** "the cap on liability was removed" as a sentence of its own. */
function toSentence(text: string): string {
  const trimmed = text.trim();
  const capitalized = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalized) ? capitalized : `${capitalized}.`;
}

/** The key terms that changed, each as "before → after", "not stated" where a version had none. */
export function buildKeyTermChangeBlocks(keyTerms: readonly KeyTermChange[]): ReportBlock[] {
  if (keyTerms.length === 0) return [{ kind: 'paragraph', text: 'No key term changed.' }];
  return keyTerms.map((term) => ({
    kind: 'fact',
    fact: {
      label: term.label,
      value: `${formatTermValue(term.before)} → ${formatTermValue(term.after)}`,
      quotes: [],
    },
  }));
}

/** Every change in the new version's order: where it is, its words, and the facts it changes. */
export function buildClauseChangeBlocks(changes: readonly ClauseChange[]): ReportBlock[] {
  if (changes.length === 0) {
    return [{ kind: 'paragraph', text: 'The two versions say the same thing: no clause changed.' }];
  }
  return [
    {
      kind: 'paragraph',
      text: 'Words struck through are in the old version only; underlined words are new.',
    },
    ...changes.map((change): ReportBlock => ({ kind: 'finding', finding: describeChange(change) })),
  ];
}

function describeChange(change: ClauseChange): ReportFinding {
  const finding: ReportFinding = {
    title: describeChangeSection(change) ?? 'Outside the numbered sections',
    tag: CHANGE_KIND_LABELS[change.kind],
    details: [describeChangePages(change)],
    quotes: [],
    redline: listChangeRuns(change),
  };
  if (change.facts?.length) finding.note = change.facts.map(describeFactChange).join('\n');
  return finding;
}

/** "Page 2 in the old version, page 3 in the new." */
function describeChangePages({ pageBefore, pageAfter }: ClauseChange): string {
  if (pageBefore !== undefined && pageAfter !== undefined)
    return `Page ${pageBefore} in the old version, page ${pageAfter} in the new.`;
  if (pageAfter !== undefined) return `Page ${pageAfter} in the new version.`;
  return `Page ${pageBefore ?? 1} in the old version.`;
}
