import type { Obligation } from '../../../common/analysis/analysis-schema.ts';
import { findCarveOuts, findSavingsClause, isNonOperative } from '../findings/clause-form.ts';
import { findSegmentIndex } from '../findings/quote-range.ts';
import type { Reader } from '../perspective/choose-reader.ts';
import type { Side } from '../perspective/sides.ts';
import type { Segment } from '../text/segment.ts';

const EVERY_PARTY = /^(?:each|either|both|neither|the)\s+(?:of\s+the\s+)?part(?:y|ies)\b/i;

/**
 * Obligations as the reader needs them: whom each binds and favours, the reader's own first,
 * and none from headings, contents lines, definitions, recitals or savings clauses (a
 * whistleblower immunity notice is a right, not a duty).
 */
export function orientObligations(
  obligations: readonly Obligation[],
  segments: readonly Segment[],
  reader: Reader,
): Obligation[] {
  const oriented = obligations
    .filter((obligation) => {
      const segment = segments[findSegmentIndex([...segments], obligation.start)];
      if (!segment) return true;
      return (
        !isNonOperative(segment) && !findSavingsClause(segment.text, findCarveOuts(segment.text))
      );
    })
    .map((obligation) => {
      const bound = findBoundSides(obligation.party, reader.sides);
      const others = reader.sides.filter((side) => !bound.includes(side));
      return {
        ...obligation,
        burdens: bound.map((side) => side.role),
        favours: (bound.length > 0 && others.length === 0 ? bound : others).map(
          (side) => side.role,
        ),
      };
    });
  const me = reader.side?.role;
  if (!me) return oriented;
  const isMine = (obligation: Obligation) => obligation.burdens.includes(me);
  return [...oriented.filter(isMine), ...oriented.filter((obligation) => !isMine(obligation))];
}

function findBoundSides(party: string, sides: readonly Side[]): Side[] {
  if (EVERY_PARTY.test(party)) return [...sides];
  const lower = party.toLowerCase();
  return sides.filter(
    (side) =>
      side.role.toLowerCase() === lower ||
      side.terms.some((term) => term.toLowerCase() === lower) ||
      side.subjectPronouns.includes(lower),
  );
}
