import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One question of the Ask-AI set. */
export interface QuestionCase {
  question: string;
  /** Verbatim snippets of acceptable passages; null when the document does not answer. */
  expected: string[] | null;
}

/** One document of the set: a sample DOCX by file name, or a CUAD dev contract by id. */
export interface DocumentCase {
  source: 'docx' | 'cuad';
  file?: string;
  id?: string;
  questions: QuestionCase[];
}

const QUESTIONS_FILE = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  'ask-questions.json',
);

/** The question set of scripts/eval/ask-questions.json, read by the evaluation and the bench. */
export function readAskQuestionSet(): DocumentCase[] {
  return (JSON.parse(readFileSync(QUESTIONS_FILE, 'utf8')) as { documents: DocumentCase[] })
    .documents;
}
