/** The kinds of span the clause model scores. */
export type CandidateKind = 'sentence' | 'date' | 'title' | 'party';

/** A span of the document text that may be a clause, with its feature names. */
export interface Candidate {
  start: number;
  end: number;
  kind: CandidateKind;
  features: string[];
}
