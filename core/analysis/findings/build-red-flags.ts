import type { Clause } from '../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import type { Reader } from '../reading/perspective/choose-reader.ts';
import { findActor, type Actor } from '../reading/perspective/find-actor.ts';
import type { Side } from '../reading/perspective/sides.ts';
import type { Segment } from '../text/segment.ts';
import { findCarveOuts, isInsideCarveOut, isNonOperative } from '../reading/clause-form.ts';
import type { DocumentGroup } from '../type/type-reading.ts';
import { findDocumentGroup } from '../playbooks/profiles/profiles.ts';
import { CONSUMER_MODEL_FAMILIES, FAMILY_PATTERNS, findFamily } from './families/families.ts';
import { findMissingAttachments } from './missing-attachments.ts';
import { orientCandidate, type Candidate, type OrientedCandidate } from './orient-candidate.ts';
import { findSegmentIndex, findQuoteRange } from './quote-range.ts';
import { findLeadIn } from '../reading/find-lead-in.ts';
import { findProvisionAt, type PlacedProvision } from '../reading/read-provisions.ts';
import { toFindings, type Findings } from './to-findings.ts';

/** What buildRedFlags reads: the document, its sentences, the learned clauses, type and reader. */
export interface RedFlagInput {
  document: ParsedDocument;
  segments: Segment[];
  clauses: Clause[];
  documentType: string;
  reader: Reader;
  /** The document's provisions, read once: who each clause binds. */
  provisions: readonly PlacedProvision[];
  /** Words that are not the document's own (running headers, contents lines). */
  isExcluded: (start: number, end: number) => boolean;
}

// A missing attachment is certain once no line starts with its name; what it holds is not.
const ATTACHMENT_CONFIDENCE = 0.7;
// A learned clause at or above this probability is a finding (for consumer categories, the
// model's "potentially or clearly unfair").
const CLAUSE_THRESHOLD = 0.5;

/**
 * The findings written for the reader: red flags (terms that burden the reader, most important
 * first, one per issue with the places it recurs) and protections (terms in the reader's
 * favour, including the exceptions and savings clauses that protect them). Headings,
 * table-of-contents lines, definitions and recitals are never findings, and neither are words
 * inside an exception or savings clause.
 */
export function buildRedFlags(input: RedFlagInput): Findings {
  const { document, segments, clauses, documentType, reader } = input;
  // Consumer findings only for a consumer document (terms of service, a privacy policy): a
  // franchise agreement that calls the franchisee "you" is still between businesses, whatever
  // the reading made of its "you" (issue 31).
  const group = findDocumentGroup(documentType);
  const candidates = [
    ...findPatternCandidates(segments, group),
    ...findClauseCandidates(segments, clauses, group),
    ...findAttachmentCandidates(segments),
  ]
    .filter((candidate) => group !== 'consumer' || isForConsumers(candidate))
    .filter((candidate) => !input.isExcluded(candidate.matchStart, candidate.matchEnd))
    .filter((candidate) => isOperative(candidate, segments));
  const oriented = removeRepeats(candidates).flatMap((candidate): OrientedCandidate[] => {
    const segment = segments[candidate.segmentIndex];
    if (!segment) return [];
    const actor = findActor(
      {
        sentence: segment.text,
        from: candidate.matchStart - segment.start,
        to: candidate.matchEnd - segment.start,
        leadIn: findLeadIn(document.text, segment.start),
      },
      reader.sides,
      findFamily(candidate.family)?.orientation.isPossessiveSubject,
    );
    const provision = findProvisionAt(input.provisions, candidate.matchStart);
    // "Section 7 (Non-Competition) is hereby deleted": the words it names are no longer terms.
    if (provision?.isInForce === false) return [];
    // "Integra has not assigned its rights", "Covered Inventions do not include Prior
    // Inventions": a transfer the sentence denies hands nothing over;
    // "Integra represents and warrants as follows: (b) Integra holds valid assignments ...": a
    // party's word about what it holds transfers nothing either.
    if (
      isTransfer(candidate.family) &&
      provision &&
      (provision.polarity === 'negative' || REPRESENTATION.test(provision.leadIn ?? ''))
    )
      return [];
    const result = orientCandidate(
      candidate,
      withProvisionActor(actor, provision, candidate, reader.sides),
      segment,
      reader,
      group,
    );
    return result ? [result] : [];
  });
  return toFindings(document, oriented, segments, reader);
}

function findPatternCandidates(segments: Segment[], group: DocumentGroup): Candidate[] {
  const candidates: Candidate[] = [];
  segments.forEach((segment, segmentIndex) => {
    for (const rule of FAMILY_PATTERNS) {
      if (rule.groups && !rule.groups.includes(group)) continue;
      const match = rule.pattern.exec(segment.text);
      if (!match || rule.unless?.test(segment.text)) continue;
      const [start, end] = withLabel(
        segments,
        segmentIndex,
        findQuoteRange(segment, match.index, match.index + match[0].length),
      );
      candidates.push({
        family: rule.family.id,
        start,
        end,
        matchStart: segment.start + match.index,
        matchEnd: segment.start + match.index + match[0].length,
        segmentIndex,
        confidence: rule.confidence,
      });
    }
  });
  return candidates;
}

function findAttachmentCandidates(segments: Segment[]): Candidate[] {
  return findMissingAttachments(segments).map(({ segmentIndex, start, end }) => {
    const segment = segments[segmentIndex];
    const [quoteStart, quoteEnd] = segment
      ? withLabel(
          segments,
          segmentIndex,
          findQuoteRange(segment, start - segment.start, end - segment.start),
        )
      : [start, end];
    return {
      family: 'missing-attachment',
      start: quoteStart,
      end: quoteEnd,
      matchStart: start,
      matchEnd: end,
      segmentIndex,
      confidence: ATTACHMENT_CONFIDENCE,
    };
  });
}

function findClauseCandidates(
  segments: Segment[],
  clauses: Clause[],
  group: DocumentGroup,
): Candidate[] {
  // The consumer-terms model judges what is unfair to a consumer: outside consumer documents
  // its categories are no finding.
  const isJudgedForGroup = (clause: Clause) =>
    group === 'consumer' || !CONSUMER_MODEL_FAMILIES.has(clause.category);
  return clauses
    .filter((clause) => clause.probability >= CLAUSE_THRESHOLD && clause.end > clause.start)
    .filter(isJudgedForGroup)
    .flatMap((clause) => {
      const family = findFamily(clause.category);
      return family ? [{ clause, family }] : [];
    })
    .filter(({ family }) => group === 'commercial' || family.betweenBusinessesOnly !== true)
    .sort((left, right) => right.clause.probability - left.clause.probability)
    .map(({ clause, family }) => ({
      family: family.id,
      start: clause.start,
      end: clause.end,
      matchStart: clause.start,
      matchEnd: clause.end,
      segmentIndex: findSegmentIndex(segments, clause.start),
      confidence: clause.probability,
      isLearned: true,
    }));
}

/**
 * In terms of service: a family that matters to a consumer, where the consumer-terms model, not
 * our text patterns, decides the categories it was trained on ("in its sole discretion" alone
 * does not make a unilateral change).
 */
function isForConsumers(candidate: Candidate): boolean {
  if (findFamily(candidate.family)?.forConsumers !== true) return false;
  if (candidate.isLearned === true || !CONSUMER_MODEL_FAMILIES.has(candidate.family)) return true;
  // The model finds only four in ten arbitration clauses (by cross-validation), and the
  // pattern's words are precise.
  return candidate.family === 'arbitration';
}

/** Not a heading, contents line, definition or recital, and not inside an exception. */
function isOperative(candidate: Candidate, segments: Segment[]): boolean {
  const segment = segments[candidate.segmentIndex];
  if (!segment) return false;
  // A blank on a cover page's short line ("Governing law: {State}") is still a blank.
  if (findFamily(candidate.family)?.readAnywhere === true)
    return !/^\s*(?:table\s+of\s+)?contents\b/i.test(segment.heading);
  if (isNonOperative(segment)) return false;
  const carveOuts = findCarveOuts(segment.text);
  return !isInsideCarveOut(
    carveOuts,
    candidate.matchStart - segment.start,
    candidate.matchEnd - segment.start,
  );
}

/** One candidate per family and sentence, and no two families quoting the very same words. */
function removeRepeats(candidates: Candidate[]): Candidate[] {
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
  return kept;
}

/** A blank alone on its line ("{purpose}") is quoted with the label above it ("Purpose"). */
function withLabel(
  segments: Segment[],
  index: number,
  [start, end]: [number, number],
): [number, number] {
  const segment = segments[index];
  const previous = segments[index - 1];
  if (!segment || !previous || segment.text.trim().split(/\s+/).length > 2) return [start, end];
  return previous.text.trim().length <= 60 ? [previous.start, end] : [start, end];
}

const REPRESENTATION = /\b(?:represents?|warrants?)\b/i;

function isTransfer(family: string): boolean {
  return findFamily(family)?.orientation.direction === 'transfer';
}

/**
 * Who the clause binds is its provision's actor, read from the clause's own verb ("You shall
 * indemnify ... us" binds you, whatever words the family matched); the words between the
 * subject and the match still say how it binds. Where the provision names no party, the
 * matched words stand in its condition before the verb ("If Integra fails to make the Minimum
 * Payment, PcoMed may ..."), or they name who acts on them ("a bonus determined by the Company
 * in its sole discretion"), the matched words' own actor stands.
 */
function withProvisionActor(
  actor: Actor,
  provision: PlacedProvision | null,
  candidate: Candidate,
  sides: readonly Side[],
): Actor {
  const isPassiveAgent = actor.verb === '' && actor.sides.length > 0;
  const isInCondition = provision !== null && candidate.matchEnd <= provision.operatorStart;
  if (!provision || provision.actor.length === 0 || isPassiveAgent || isInCondition) return actor;
  const bound = sides.filter((side) => provision.actor.includes(side.role));
  if (bound.length === 0) return actor;
  // A clause quoted whole ("In the event Integra fails to pay the Minimum, PcoMed may convert
  // the licence") binds as its main verb does: a party that may act holds a right over the
  // others, whatever duty the clause is about.
  const isWhole = candidate.matchStart < provision.operatorStart;
  const holdsRight = provision.modality === 'may' || provision.modality === 'entitled';
  const isBound = provision.modality === 'must' || provision.modality === 'must-not';
  return {
    ...actor,
    ...(isWhole && holdsRight && { holdsRight: true }),
    ...(isBound && { isBound: true }),
    sides: bound,
    isEveryParty: bound.length > 1 && bound.length === sides.length,
  };
}
