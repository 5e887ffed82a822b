/** The kinds of span the clause model scores. */
export type CandidateKind = 'sentence' | 'part' | 'date' | 'title' | 'party';

/** A span of the document text that may be a clause, with its feature names. */
export interface Candidate {
  start: number;
  end: number;
  kind: CandidateKind;
  features: string[];
  /** For sentences and their parts: the index of the segment (and so of its sentence candidate). */
  segment?: number;
}
