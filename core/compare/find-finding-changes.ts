import type {
  Analysis,
  Protection,
  RedFlag,
  Severity,
} from '../../common/analysis/analysis-schema.ts';
import type {
  ClauseChange,
  FindingChange,
  FindingChanges,
  FindingPlace,
} from '../../common/compare/comparison.ts';
import {
  findTermTopic,
  isAutomaticRenewal,
  judgeTermMove,
  type TermMove,
  type TermTopic,
} from './term-direction.ts';
import { findActingSide, findNamedSide } from './whose-term.ts';

const SEVERITY_RANK: Record<Severity, number> = { high: 3, medium: 2, low: 1 };

/** Why a risk whose clause was removed is only better, not resolved. */
export const REMAINS_ELSEWHERE = 'one clause behind it was removed, but it remains in another';

/**
 * What the new version changes for the reader, from two analyses written for the same reader:
 * red flags that appeared or were resolved (matched by category, then title), made more or less
 * severe, or whose terms moved against the reader (a restriction lengthened, a notice period
 * shortened); protections lost or gained; and the key terms behind them (a liability cap
 * removed or lowered, a renewal made automatic) where no red flag already says so.
 */
export function findFindingChanges(
  before: Analysis,
  after: Analysis,
  clauseChanges: readonly ClauseChange[] = [],
): FindingChanges {
  const changes: FindingChanges = { appeared: [], resolved: [], worse: [], better: [] };
  const match = <T extends Finding>(left: readonly T[], right: readonly T[]) =>
    matchFindings(left, right, clauseChanges);
  for (const { left, right, remains } of match(before.redFlags, after.redFlags)) {
    if (remains && left && right)
      changes.better.push(describeFlag(left, REMAINS_ELSEWHERE, left, right));
    else if (!left && right) changes.appeared.push(describeFlag(right, 'appeared', null, right));
    else if (left && !right) changes.resolved.push(describeFlag(left, 'resolved', left, null));
    else if (left && right) {
      const rise = SEVERITY_RANK[right.severity] - SEVERITY_RANK[left.severity];
      if (rise !== 0) {
        const reason = `${rise > 0 ? 'more' : 'less'} severe: ${left.severity} before, ${right.severity} now`;
        (rise > 0 ? changes.worse : changes.better).push(describeFlag(right, reason, left, right));
        continue;
      }
      const topic = findTermTopic(right.category);
      const move = topic ? judgeTermMove(topic, left.quote, right.quote) : null;
      const oriented = move && orientMove(move, topic, right.quote, after);
      if (oriented)
        changes[oriented.direction].push(describeFlag(right, oriented.reason, left, right));
    }
  }
  for (const { left, right, remains } of match(before.protections, after.protections)) {
    if (remains) continue;
    if (left && !right)
      changes.worse.push(
        describeProtection(left, 'protection no longer in the new version', left, null),
      );
    else if (!left && right)
      changes.better.push(describeProtection(right, 'new protection for you', null, right));
  }
  const covered = new Set(
    [...changes.worse, ...changes.better, ...changes.appeared, ...changes.resolved].map((change) =>
      findSubject(change.category),
    ),
  );
  for (const change of findKeyTermMoves(before, after)) {
    // One change per subject: "term and renewal" and "renews for" both speak of the renewal.
    if (covered.has(findSubject(change.category))) continue;
    covered.add(findSubject(change.category));
    (change.direction === 'worse' ? changes.worse : changes.better).push(change.finding);
  }
  return { ...changes, worse: withoutEchoes(changes.worse), better: withoutEchoes(changes.better) };
}

/**
 * Two red flags quoting the same clause ("They can walk away", "Nothing says you are paid for
 * work done before it ends") move together when its notice period does: one move, said once.
 */
function withoutEchoes(moves: readonly FindingChange[]): FindingChange[] {
  const kept: FindingChange[] = [];
  for (const move of moves) {
    const isEcho = kept.some(
      (other) =>
        other.reason === move.reason &&
        other.after !== undefined &&
        move.after !== undefined &&
        other.after.start < move.after.end &&
        move.after.start < other.after.end,
    );
    if (!isEcho) kept.push(move);
  }
  return kept;
}

const SUBJECTS = /compete|solicit|exclusiv|confidential|cap|liabilit|renew|notice|terminat/i;

/** What a finding or key term is about, so a red flag and a key term on it are one change. */
function findSubject(category: string): string {
  const subject = SUBJECTS.exec(category)?.[0].toLowerCase() ?? category;
  return subject === 'liabilit' ? 'cap' : subject === 'terminat' ? 'notice' : subject;
}

/** What findings are matched on: their kind, their title and where they are quoted. */
type Finding = { category: string; title: string; start: number; end: number };

/**
 * A pair of the same finding in both versions, either side null when it is in one only.
 * `remains` marks a finding whose clause the new version removed while the same risk still
 * stands on words both versions share: one clause behind it gone, not the risk.
 */
type FindingPair<T> = { left: T | null; right: T | null; remains?: boolean };

/**
 * Pairs of the same finding in both versions: same category and title first, then category. A
 * finding quoted in a clause the new version removed went with it, and one quoted in a clause
 * it added came with it: neither stands for another finding of the same kind elsewhere.
 */
function matchFindings<T extends Finding>(
  before: readonly T[],
  after: readonly T[],
  clauseChanges: readonly ClauseChange[],
): FindingPair<T>[] {
  const isWithin = (finding: T, side: 'before' | 'after', kinds: readonly string[]) =>
    clauseChanges.some((change) => {
      const start = side === 'before' ? change.startBefore : change.startAfter;
      const end = side === 'before' ? change.endBefore : change.endAfter;
      return (
        kinds.includes(change.kind) &&
        start !== undefined &&
        end !== undefined &&
        finding.start < end &&
        start < finding.end
      );
    });
  const isGone = (finding: T) => isWithin(finding, 'before', ['removed']);
  const pairs: FindingPair<T>[] = [];
  const remaining = before.filter((finding) => !isGone(finding));
  const unmatched: T[] = [];
  for (const finding of after) {
    if (isWithin(finding, 'after', ['added'])) {
      pairs.push({ left: null, right: finding });
      continue;
    }
    const index = remaining.findIndex(
      (other) => other.category === finding.category && other.title === finding.title,
    );
    if (index >= 0) pairs.push({ left: remaining.splice(index, 1)[0] ?? null, right: finding });
    else unmatched.push(finding);
  }
  const loose: T[] = [];
  for (const finding of unmatched) {
    const index = remaining.findIndex((other) => other.category === finding.category);
    if (index >= 0) pairs.push({ left: remaining.splice(index, 1)[0] ?? null, right: finding });
    else loose.push(finding);
  }
  for (const finding of before.filter(isGone)) {
    // The same risk, flagged on words the edit did not touch, was there all along.
    const index = loose.findIndex(
      (other) =>
        other.category === finding.category &&
        !isWithin(other, 'after', ['added', 'changed', 'moved']),
    );
    if (index >= 0)
      pairs.push({ left: finding, right: loose.splice(index, 1)[0] ?? null, remains: true });
    else pairs.push({ left: finding, right: null });
  }
  for (const finding of loose) pairs.push({ left: null, right: finding });
  for (const finding of remaining) pairs.push({ left: finding, right: null });
  return pairs;
}

function place(finding: {
  quote: string;
  page: number;
  start: number;
  end: number;
  section?: string;
}): FindingPlace {
  const found: FindingPlace = {
    quote: finding.quote,
    page: finding.page,
    start: finding.start,
    end: finding.end,
  };
  if (finding.section) found.section = finding.section;
  return found;
}

function describeFlag(
  flag: RedFlag,
  reason: string,
  left: RedFlag | null,
  right: RedFlag | null,
): FindingChange {
  const change: FindingChange = {
    type: 'red-flag',
    category: flag.category,
    title: flag.title,
    reason,
  };
  if (left) {
    change.severityBefore = left.severity;
    if (left.quote) change.before = place(left);
  }
  if (right) {
    change.severityAfter = right.severity;
    if (right.quote) change.after = place(right);
  }
  return change;
}

function describeProtection(
  protection: Protection,
  reason: string,
  left: Protection | null,
  right: Protection | null,
): FindingChange {
  const change: FindingChange = {
    type: 'protection',
    category: protection.category,
    title: protection.title,
    reason,
  };
  if (left?.quote) change.before = place(left);
  if (right?.quote) change.after = place(right);
  return change;
}

// Only terms whose direction does not hang on who pays: a charge raised hurts the payer alone.
const JUDGED_TOPICS = new Set<TermTopic>(['cap', 'notice', 'restriction', 'renewal']);

/** Key terms that moved for the reader, where no red flag speaks of them. */
function findKeyTermMoves(
  before: Analysis,
  after: Analysis,
): { direction: 'worse' | 'better'; category: string; finding: FindingChange }[] {
  const moves: { direction: 'worse' | 'better'; category: string; finding: FindingChange }[] = [];
  // A version that does not state a term may not list it at all: every kind either lists.
  const kinds = new Set([...before.keyTerms, ...after.keyTerms].map((term) => term.kind));
  for (const kind of kinds) {
    const topic = findTermTopic(kind);
    if (!topic || !JUDGED_TOPICS.has(topic)) continue;
    const left = before.keyTerms.find((term) => term.kind === kind) ?? null;
    const right = after.keyTerms.find((term) => term.kind === kind) ?? null;
    const wasStated = left?.status === 'stated';
    const isStated = right?.status === 'stated';
    const finding = (reason: string): FindingChange => {
      const change: FindingChange = {
        type: 'key-term',
        category: kind,
        title: (left ?? right)?.label ?? kind,
        reason,
      };
      if (wasStated && left?.quote) change.before = place(left);
      if (isStated && right?.quote) change.after = place(right);
      return change;
    };
    if (topic === 'cap' && wasStated !== isStated) {
      const removed = wasStated;
      const capsOtherSideOnly = findNamedSide((removed ? left : right)?.quote, before) === 'other';
      const isWorse = removed !== capsOtherSideOnly;
      moves.push({
        direction: isWorse ? 'worse' : 'better',
        category: kind,
        finding: finding(
          removed ? 'the cap on liability was removed' : 'a cap on liability was added',
        ),
      });
      continue;
    }
    if (topic === 'renewal' && wasStated !== isStated) {
      // A renewal term that comes (or goes) with the words that make it automatic.
      const stated = wasStated ? left : right;
      if (stated && isAutomaticRenewal(`${stated.value} ${stated.quote}`))
        moves.push({
          direction: isStated ? 'worse' : 'better',
          category: kind,
          finding: finding(
            isStated ? 'the renewal is now automatic' : 'the renewal is no longer automatic',
          ),
        });
      continue;
    }
    if (!left || !right || !wasStated || !isStated) continue;
    const judged = judgeTermMove(
      topic,
      `${left.value} ${left.quote}`,
      `${right.value} ${right.quote}`,
    );
    const move = judged && orientMove(judged, topic, right.quote, after);
    if (move)
      moves.push({ direction: move.direction, category: kind, finding: finding(move.reason) });
  }
  return moves;
}

/**
 * A term's move as the reader feels it. judgeTermMove reads a higher cap as better, which holds
 * for a cap on what the other side owes (more can be recovered) and for a mutual one; a cap on
 * the reader's own liability is the reverse: raised, the reader answers for more. It reads a
 * shorter notice as worse (less time to react to the other side's notice); the notice the
 * reader must give is the reverse: longer, the reader is tied in longer.
 */
function orientMove(
  move: TermMove,
  topic: TermTopic | null,
  words: string | undefined,
  analysis: Analysis,
): TermMove {
  if (topic === 'notice' && words && findActingSide(words, analysis) === 'reader')
    return { ...move, direction: move.direction === 'worse' ? 'better' : 'worse' };
  if (topic !== 'cap' || findNamedSide(words, analysis) !== 'reader') return move;
  const raised = move.reason.startsWith('the cap raised');
  const reason = move.reason.replace(/^the cap (raised|lowered)/, 'the cap on your liability $1');
  if (reason === move.reason) return move;
  return { direction: raised ? 'worse' : 'better', reason };
}
