import type { KeyTermKind } from '../../../../common/analysis/analysis-schema.ts';
import type { ExpectedClause } from '../expected-clauses/missing-clause-rules.ts';
import type { ReaderRule } from '../../type/reader-rules.ts';
import type { DocumentGroup } from '../../type/type-reading.ts';
import type { Playbook } from '../playbook.ts';

/**
 * Everything the engine knows about one type of document, in one record: a new type, or a
 * change to how one is read, is made here and nowhere else.
 */
export interface Profile {
  group: DocumentGroup;
  /** Whom it is read for by default; null when any party may be the reader. */
  reader: ReaderRule | null;
  /** What a lawyer checks first in it, for each side; null when the families read it alone. */
  playbook: Playbook | null;
  /** The clauses a reader expects it to have (their absence is reported). */
  expectedClauses: readonly ExpectedClause[];
  /** The key terms a reader looks for first: each is shown, as 'not found' when it is absent. */
  keyTerms: readonly KeyTermKind[];
  /** What people most want to know about it, in their own words. */
  questions: readonly string[];
  /** How the summary names it ("A non-disclosure agreement"). */
  summaryName: string;
}
