import type { Perspective } from '../../../../common/analysis/analysis-schema.ts';
import { AppError } from '../../../../common/errors/app-error.ts';
import type { ReaderRule } from '../../type/reader-rules.ts';
import { countDuties, type Side } from './sides.ts';

/** The reader of an analysis: the side it is written for, among all the sides. */
export interface Reader {
  perspective: Perspective | null;
  side: Side | null;
  sides: Side[];
  /** Both sides take on the same duties (a mutual NDA): the reader could be either. */
  isMutual: boolean;
  /**
   * The side the document type is read for by default (the tenant, the borrower): the side that
   * gives what is given without naming its giver, such as a guarantee.
   */
  defaultSide: Side | null;
}

const MUTUAL_TITLE = /\b(?:mutual|two[- ]way|reciprocal|bilateral)\b/i;

/**
 * Chooses whom the analysis is written for. A role the person asked for wins ("I am the
 * Franchisee"); otherwise the default of the document type (review-rubric.md section 1), or,
 * for types without one, the second party named: usually the one signing the other's paper.
 */
export function chooseReader(
  sides: Side[],
  rule: ReaderRule | null,
  text: string,
  requestedRole?: string,
): Reader {
  const isMutual = MUTUAL_TITLE.test(text.slice(0, 400)) || rule?.isMutual === true;
  const defaultSide = findDefaultSide(sides, rule, text, isMutual);
  if (defaultSide && !isMutual) addressAsYou(defaultSide, sides, text);
  if (requestedRole) {
    const side = findSideByRole(sides, requestedRole);
    if (!side) {
      const known = sides.map((candidate) => candidate.role).join(', ') || 'none found';
      throw new AppError(
        'VALIDATION_ERROR',
        `"${requestedRole}" is not a party of this document (parties: ${known}).`,
      );
    }
    return toReader(side, sides, 'user', isMutual, defaultSide);
  }
  return defaultSide
    ? toReader(defaultSide, sides, 'default', isMutual, defaultSide)
    : { perspective: null, side: null, sides, isMutual, defaultSide: null };
}

/** The side a role or party name points at, ignoring case ("franchisee", "Pizza Fusion"). */
export function findSideByRole(sides: readonly Side[], role: string): Side | null {
  const wanted = role.trim().toLowerCase();
  return (
    sides.find((side) => side.role.toLowerCase() === wanted) ??
    sides.find((side) => side.terms.some((term) => term.toLowerCase() === wanted)) ??
    null
  );
}

function findDefaultSide(
  sides: Side[],
  rule: ReaderRule | null,
  text: string,
  isMutual: boolean,
): Side | null {
  if (rule) {
    const byRole =
      sides.find((side) => rule.readerRoles.test(side.role)) ??
      sides.find((side) => side.subjectPronouns.includes('you') && rule.readerRoles.test('you'));
    if (byRole) return byRole;
    const notOther = rule.otherRoles
      ? sides.find(
          (side) => !rule.otherRoles?.test(side.role) && !/^(?:Party|Parties)$/.test(side.role),
        )
      : undefined;
    if (notOther && sides.length >= 2) return notOther;
    // A mutual NDA's parties are each a recipient: the first one named reads it.
    if (isMutual && sides[0]) return sides[0];
    if (!rule.fallbackOnly && sides.length > 0) return findMostBound(sides, text);
    // No party plays the role in words we found (a template, a cover page): read it as that role.
    const named = { role: rule.fallbackRole, name: rule.fallbackRole };
    const side: Side = {
      ...named,
      terms: [rule.fallbackRole],
      subjectPronouns: [],
      possessivePronouns: [],
    };
    sides.push(side);
    return side;
  }
  return sides.length > 0 ? findMostBound(sides, text) : null;
}

// "You will report to ...", "you must sign ...": a letter that binds "you" this often speaks to
// its reader.
const MINIMUM_YOU_DUTIES = 2;

/**
 * An offer letter or a lease that says "you" without defining it speaks to the side its type
 * is read for (the employee, the tenant): "you" and "your" are that side's words.
 */
function addressAsYou(side: Side, sides: readonly Side[], text: string): void {
  if (sides.some((other) => other.subjectPronouns.includes('you'))) return;
  if (countDuties(text, ['you']) < MINIMUM_YOU_DUTIES) return;
  side.subjectPronouns.push('you');
  side.possessivePronouns.push('your');
}

/**
 * The side that takes on the most duties: with no rule for the type, the one who has the most
 * to lose from the text is the one most likely to want it explained.
 */
function findMostBound(sides: Side[], text: string): Side {
  let best = sides[0] as Side;
  let bestCount = -1;
  for (const side of sides) {
    const count = countDuties(text, [...side.terms, ...side.subjectPronouns]);
    if (count > bestCount) {
      best = side;
      bestCount = count;
    }
  }
  return best;
}

function toReader(
  side: Side,
  sides: Side[],
  chosenBy: Perspective['chosenBy'],
  isMutual: boolean,
  defaultSide: Side | null,
): Reader {
  return {
    perspective: { party: side.name, role: side.role, chosenBy, isMutual },
    side,
    sides,
    isMutual,
    defaultSide,
  };
}
