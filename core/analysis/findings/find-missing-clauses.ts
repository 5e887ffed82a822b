import type { Clause, MissingClause } from '../../../common/analysis/analysis-schema.ts';
import type { DocumentType } from '../../../common/analysis/document-types.ts';
import { findIncorporatedTerms } from '../document-type/find-incorporated-terms.ts';
import type { Segment } from '../text/segment.ts';
import { findDocumentGroup } from './document-groups.ts';
import { EXPECTED_CLAUSES_BY_TYPE } from './missing-clause-rules-by-type.ts';
import { EXPECTED_CLAUSES } from './missing-clause-rules.ts';

// A learned clause counts as present well below the red-flag threshold: claiming a clause is
// missing when it is there would be worse than staying silent.
const PRESENT_PROBABILITY = 0.3;

/**
 * What documents of this type usually contain and this one seems to lack, with why it
 * matters. Conservative: a clause counts as present if the model found it, or if any sentence
 * or heading speaks of it; and nothing is missing from a cover page whose standard terms were
 * not provided (the analysis says they were not, and the clauses are probably in them).
 */
export function findMissingClauses(
  documentType: string,
  clauses: Clause[],
  segments: Segment[],
): MissingClause[] {
  const expected =
    EXPECTED_CLAUSES_BY_TYPE[documentType as DocumentType] ??
    EXPECTED_CLAUSES[findDocumentGroup(documentType)] ??
    [];
  const text = segments.map((segment) => segment.text).join('\n');
  if (findIncorporatedTerms(text).some((terms) => !terms.provided)) return [];
  const found = new Set(
    clauses
      .filter((clause) => clause.probability >= PRESENT_PROBABILITY)
      .map((clause) => clause.category),
  );
  return expected
    .filter((rule) => !rule.clauseCategories.some((category) => found.has(category)))
    .filter(
      (rule) =>
        !segments.some(
          (segment) => rule.present.test(segment.text) || rule.present.test(segment.heading),
        ),
    )
    .map(({ category, title, whyItMatters }) => ({ category, title, whyItMatters }));
}
