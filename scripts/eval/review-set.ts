import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../train/load-data.ts';

/** The review set's folder: one annotation file per document (GUIDELINES.md there). */
export const REVIEW_SET_DIRECTORY = path.join(PROJECT_ROOT, 'eval', 'review-set', 'documents');

/** One document of the review set, as the annotators wrote it. */
export interface ReviewEntry {
  file: string;
  /** `dev` may be tuned on; `held-out` is set aside and only its totals are read. */
  split: 'dev' | 'held-out';
  type: string;
  acceptable_types: string[];
  parties: { name: string; role: string }[];
  governing_law: string | null;
  reader: string;
  must_flag: { issue: string; anchor: string; burdens: string; severity: string; why: string }[];
  /** What a lawyer expects in this type and does not find (no anchor to measure by yet). */
  missing?: { issue: string; why: string }[];
  must_not_flag: { issue: string; anchor: string; why: string }[];
  key_terms: { kind: string; value: string; anchor: string }[];
  key_obligations: { party: string; what: string; deadline: string | null; anchor: string }[];
  questions: { q: string; answer: string; short_answer: string; anchor: string | null }[];
}

/** Every annotated document of the review set, in the order of their files' names. */
export function loadReviewSet(): ReviewEntry[] {
  return readdirSync(REVIEW_SET_DIRECTORY)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map(
      (name) =>
        JSON.parse(readFileSync(path.join(REVIEW_SET_DIRECTORY, name), 'utf8')) as ReviewEntry,
    );
}
