import type { Obligation, Party } from '../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import type { Segment } from '../text/segment.ts';
import { collapseSpaces, locate } from './locate.ts';
import {
  ACTION_END,
  findObligationType,
  GENERIC_SUBJECTS,
  MODAL,
  NEGATION,
  NOT_AN_OBLIGATION,
} from './obligation-rules.ts';
import { findDeadline, type FoundDeadline } from './parse-deadline.ts';

const DEFINITION =
  /["“][^"”]{1,60}["”]\s+(?:shall\s+)?means?\b|\bshall\s+have\s+the\s+meaning|\bis\s+defined\s+as\b/i;
const MAX_ACTION_WORDS = 14;

/**
 * Who must do what, by when: every "shall", "must", "agrees to", "is required to" or "will"
 * whose subject is a party (by role, alias or name) or "each party". Definitions and
 * exclusions ("shall not be liable") are left out; "shall not disclose" is kept as a
 * restriction. The deadline names its delay, trigger, date and schedule where the words do.
 */
export function extractObligations(
  document: ParsedDocument,
  segments: Segment[],
  parties: Party[],
  pronouns: readonly string[] = [],
): Obligation[] {
  const subjects = buildSubjects(parties, pronouns);
  const subjectPattern = new RegExp(
    `(?<![A-Za-z'’-])(?:the\\s+)?(${subjects.map(escapeRegExp).join('|')})(?![A-Za-z'’-])`,
    'gi',
  );
  const obligations: Obligation[] = [];
  for (const segment of segments) {
    if (
      DEFINITION.test(segment.text) ||
      !/\b(?:shall|must|will|agrees?|required|undertakes?|covenants?|obligated|promises?)\b/i.test(
        segment.text,
      )
    )
      continue;
    const found: { subject: string; start: number; modalEnd: number; isNegated: boolean }[] = [];
    for (const match of segment.text.matchAll(subjectPattern)) {
      const subject = match[1] ?? '';
      if (!isSubjectCased(subject, subjects)) continue;
      const before = segment.text.slice(Math.max(0, match.index - 12), match.index);
      // "paid by Company shall ..." or "to Tenant will ...": the party is not the one bound.
      if (/\b(?:by|to|of|from|with|for|against|between|and|or)\s+$/i.test(before)) continue;
      const modal = MODAL.exec(segment.text.slice(match.index + match[0].length));
      if (!modal) continue;
      const modalEnd = match.index + match[0].length + modal[0].length;
      const rest = segment.text.slice(modalEnd);
      // "Neither party shall be liable" negates through its subject.
      const isNeither = /^neither\b/i.test(subject);
      const isNegated = isNeither || Boolean(modal[2]) || NEGATION.test(rest);
      const negation = modal[2] ? `${modal[2]} ` : isNeither ? 'not ' : '';
      if (NOT_AN_OBLIGATION.test(negation + rest)) continue;
      found.push({ subject, start: match.index, modalEnd, isNegated });
    }
    found.forEach((item, index) => {
      const clauseEnd = found[index + 1]?.start ?? segment.text.length;
      const clause = segment.text.slice(item.modalEnd, clauseEnd);
      const action = toAction(clause, item.isNegated);
      if (!action) return;
      const deadline = withLeadingTrigger(findDeadline(clause), segment.text.slice(0, item.start));
      const start = segment.start + item.start;
      obligations.push({
        id: `obligation-${start}`,
        party: toPartyName(item.subject, parties),
        action,
        type: findObligationType(action, item.isNegated),
        deadline: deadline?.deadline ?? null,
        ...locate(document, start, segment.start + clauseEnd),
        // Set by orientObligations, which knows the sides.
        burdens: [],
        favours: [],
      });
    });
  }
  return obligations;
}

/** "Upon termination Employee shall return ...": the event before the subject starts the clock. */
function withLeadingTrigger(found: FoundDeadline | null, lead: string): FoundDeadline | null {
  const event =
    /^\s*(?:\(?[a-z0-9]{1,3}[.)]\s*)?(?:upon|after|following|on)\s+([^,]{3,60}?),?\s*$/i.exec(lead);
  const trigger = event?.[1]?.trim() ?? null;
  if (!trigger) return found;
  if (!found)
    return {
      deadline: {
        text: lead.trim().replace(/,$/, ''),
        date: null,
        duration: null,
        recurrence: null,
        trigger,
      },
      index: 0,
      length: 0,
    };
  return found.deadline.trigger ? found : { ...found, deadline: { ...found.deadline, trigger } };
}

function buildSubjects(parties: Party[], pronouns: readonly string[]): string[] {
  const names = parties
    .flatMap((party) => [party.role, party.name])
    .filter((word) => word && word !== 'Party');
  // Longest first, so "Receiving Party" wins over "Party" and "each party" over "party".
  return [...new Set([...names, ...GENERIC_SUBJECTS, ...pronouns])].sort(
    (left, right) => right.length - left.length,
  );
}

/** A role is a defined term and is capitalised ("Tenant shall"); "the tenant" in prose is not. */
function isSubjectCased(found: string, subjects: string[]): boolean {
  const lower = found.toLowerCase();
  if (/^(?:each|either|both|the|neither)\b/.test(lower) || lower === 'you' || lower === 'we')
    return true;
  return subjects.some((subject) => subject === found || subject.toUpperCase() === found);
}

function toAction(clause: string, isNegated: boolean): string | null {
  const stripped = clause.replace(
    /^\s*(?:(?:not|never)\b[\s,]*)?(?:(?:directly\s+or\s+indirectly|either\s+directly\s+or\s+indirectly)\b[\s,]*)?/i,
    '',
  );
  // The action keeps at least its verb and object ("pay monthly installments", not "pay").
  const minimum = /^\s*\S+\s+\S+/.exec(stripped)?.[0].length ?? 0;
  const end = [...stripped.matchAll(new RegExp(ACTION_END.source, 'gi'))].find(
    (match) => match.index >= minimum,
  );
  const body = stripped.slice(0, end ? end.index : undefined);
  const words = collapseSpaces(body).split(' ').filter(Boolean);
  if (words.length === 0) return null;
  const action =
    words.slice(0, MAX_ACTION_WORDS).join(' ') + (words.length > MAX_ACTION_WORDS ? '…' : '');
  return isNegated ? `not ${action}` : action;
}

function toPartyName(subject: string, parties: Party[]): string {
  const lower = subject.toLowerCase();
  const party = parties.find(
    (candidate) => candidate.role.toLowerCase() === lower || candidate.name.toLowerCase() === lower,
  );
  if (party) return party.role !== 'Party' ? party.role : party.name;
  if (lower === 'you') return 'You';
  if (lower === 'we') return 'We';
  return (
    subject.charAt(0).toUpperCase() +
    subject
      .slice(1)
      .toLowerCase()
      .replace(/^(\w+) (\w+)$/, '$1 $2')
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
