import type { Clause, RedFlag, Severity } from '../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import { locate } from '../extract/locate.ts';
import type { Segment } from '../text/segment.ts';
import { CLAUSE_FLAG_FAMILIES, FAMILY_BY_CATEGORY } from './clause-flag-families.ts';
import { findDocumentGroup, type DocumentGroup } from './document-groups.ts';
import { RED_FLAG_FAMILIES, type RedFlagFamily } from './red-flag-families.ts';
import { RED_FLAG_PATTERNS } from './red-flag-patterns.ts';
import { findSegmentIndex, findQuoteRange } from './quote-range.ts';

/** What buildRedFlags reads: the document, its sentences, the learned clauses and the type. */
export interface RedFlagInput {
  document: ParsedDocument;
  segments: Segment[];
  clauses: Clause[];
  documentType: string;
}

// A learned clause at or above this probability is a finding (for consumer categories, the
// model's "potentially or clearly unfair").
const CLAUSE_THRESHOLD = 0.5;
const SEVERITY_ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 };
// Families reported under a broader clause category.
const CATEGORY_OF_FAMILY: Record<string, string> = {
  'prior-inventions': 'assignment-of-inventions',
};

interface Candidate {
  family: string;
  start: number;
  end: number;
  segmentIndex: number;
  confidence: number;
}

/**
 * Red flags from the learned clauses and from precise text patterns of ours, ranked by
 * severity. Each quotes its exact words; no two flags cover the same words, and a sentence
 * gets at most one flag per family. Severity depends on the document type: a non-compete in
 * an employment agreement is serious, auto-renewal in a consumer contract less so.
 */
export function buildRedFlags(input: RedFlagInput): RedFlag[] {
  const { document, segments, clauses, documentType } = input;
  const group = findDocumentGroup(documentType);
  const candidates = [
    ...findPatternCandidates(segments, group),
    ...findClauseCandidates(segments, clauses),
  ];
  const kept: Candidate[] = [];
  for (const candidate of candidates) {
    const sameSentence = kept.find(
      (other) => other.family === candidate.family && other.segmentIndex === candidate.segmentIndex,
    );
    if (sameSentence) {
      sameSentence.confidence = Math.max(sameSentence.confidence, candidate.confidence);
      continue;
    }
    if (kept.some((other) => other.start === candidate.start && other.end === candidate.end))
      continue;
    kept.push(candidate);
  }
  return kept
    .map((candidate) => toRedFlag(document, candidate, group))
    .filter((flag): flag is RedFlag => flag !== null)
    .sort(
      (left, right) =>
        SEVERITY_ORDER[left.severity] - SEVERITY_ORDER[right.severity] || left.start - right.start,
    );
}

function findPatternCandidates(segments: Segment[], group: DocumentGroup): Candidate[] {
  const candidates: Candidate[] = [];
  segments.forEach((segment, segmentIndex) => {
    // A heading ("CLASS ACTION WAIVER") names a clause; the sentence under it is the finding.
    if (segment.text.length < 80 && segment.text === segment.text.toUpperCase()) return;
    if (isHeadingLike(segment.text)) return;
    for (const rule of RED_FLAG_PATTERNS) {
      if (rule.groups && !rule.groups.includes(group)) continue;
      const match = rule.pattern.exec(segment.text);
      if (!match || rule.unless?.test(segment.text)) continue;
      const [start, end] = findQuoteRange(segment, match.index, match.index + match[0].length);
      candidates.push({
        family: rule.family,
        start,
        end,
        segmentIndex,
        confidence: rule.confidence,
      });
    }
  });
  return candidates;
}

/** "4.2 Covenant Not to Compete." or "Auto-renewal": a clause's name, not its words. */
function isHeadingLike(text: string): boolean {
  const words = text.split(/\s+/);
  if (words.length < 5) return true;
  return (
    words.length <= 8 &&
    words.every(
      (word) => /^[^a-z]/.test(word) || /^(?:of|to|and|or|the|for|in|on|a|an|not|by)$/.test(word),
    )
  );
}

function findClauseCandidates(segments: Segment[], clauses: Clause[]): Candidate[] {
  return clauses
    .filter((clause) => clause.probability >= CLAUSE_THRESHOLD && clause.end > clause.start)
    .map((clause) => ({ clause, family: FAMILY_BY_CATEGORY[clause.category] ?? clause.category }))
    .filter(({ family }) => findFamily(family) !== null)
    .sort((left, right) => right.clause.probability - left.clause.probability)
    .map(({ clause, family }) => ({
      family,
      start: clause.start,
      end: clause.end,
      segmentIndex: findSegmentIndex(segments, clause.start),
      confidence: clause.probability,
    }));
}

function findFamily(family: string): RedFlagFamily | null {
  return RED_FLAG_FAMILIES[family] ?? CLAUSE_FLAG_FAMILIES[family] ?? null;
}

function toRedFlag(
  document: ParsedDocument,
  candidate: Candidate,
  group: DocumentGroup,
): RedFlag | null {
  const family = findFamily(candidate.family);
  const location = locate(document, candidate.start, candidate.end);
  if (!family || location.quote.length === 0) return null;
  return {
    id: `${candidate.family}-${location.start}`,
    category: CATEGORY_OF_FAMILY[candidate.family] ?? candidate.family,
    title: family.title,
    severity: family.severity[group] ?? family.severity.default,
    explanation: family.explanation,
    suggestion: family.suggestion,
    ...location,
    confidence: Math.round(candidate.confidence * 100) / 100,
  };
}
