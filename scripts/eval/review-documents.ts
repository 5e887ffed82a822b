import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { analyzeDocument } from '../../core/analysis/analyze-document.ts';
import { parseDocument, type ParsedDocument } from '../../core/parsing/index.ts';
import {
  DATA_DIRECTORY,
  loadCuadContracts,
  loadTermsDocuments,
  PROJECT_ROOT,
} from '../train/load-data.ts';
import { buildTermsText } from './evaluate-consumer-terms.ts';

/**
 * The documents of the review set (eval/review-set), read the way the product reads an
 * upload. A `file` is a path under ../shared/data, or a document inside a data set:
 * - `cuad/pdf/NAME.PDF`, `samples/docx/NAME.docx`: the file itself;
 * - `tos/claudette_dev.jsonl#Amazon`: one terms-of-service document, its sentences as paragraphs;
 * - `contractnli/dev.json#FILE_NAME`: one ContractNLI NDA, by its `file_name`;
 * - `cuad/dev.jsonl.gz#ID`: one CUAD contract's text, by its `id`;
 * - `tests/fixtures/...`: a document we wrote, for a type the data lacks.
 * The data-set kinds are uploaded as plain text, as a person pasting them into a .txt would.
 */
export async function loadReviewDocument(file: string): Promise<ParsedDocument> {
  return parseDocument(readReviewBytes(file));
}

function readReviewBytes(file: string): Uint8Array {
  const [relativePath = '', inner] = file.split('#');
  if (relativePath === 'tos/claudette_dev.jsonl') {
    const terms = loadTermsDocuments().find((document) => document.id === inner);
    if (!terms) throw new Error(`No terms-of-service document "${inner}"`);
    return new TextEncoder().encode(buildTermsText(terms).text);
  }
  if (relativePath === 'cuad/dev.jsonl.gz') {
    const contract = loadCuadContracts().find((candidate) => candidate.id === inner);
    if (!contract) throw new Error(`No CUAD contract "${inner}"`);
    return new TextEncoder().encode(contract.text);
  }
  if (relativePath === 'contractnli/dev.json') {
    const data = JSON.parse(readFileSync(path.join(DATA_DIRECTORY, relativePath), 'utf8')) as {
      documents: { file_name: string; text: string }[];
    };
    const nda = data.documents.find((document) => document.file_name === inner);
    if (!nda) throw new Error(`No ContractNLI document "${inner}"`);
    return new TextEncoder().encode(nda.text);
  }
  // Documents we wrote for types the data lacks live with the tests.
  if (relativePath.startsWith('tests/')) return readFileSync(path.join(PROJECT_ROOT, relativePath));
  return readFileSync(path.join(DATA_DIRECTORY, relativePath));
}

/** The analysis for the annotated reader; the default reader when the engine finds no such party. */
export function analyseForReader(document: ParsedDocument, reader: string): Analysis {
  try {
    return analyzeDocument(document, { readerRole: reader });
  } catch {
    return analyzeDocument(document);
  }
}

/**
 * Where an anchor (a few words copied from the document) stands in the text: white space and
 * quote marks may differ (a PDF breaks lines where the annotator saw spaces), nothing else.
 */
export function findAnchor(text: string, anchor: string): { start: number; end: number } | null {
  const words = anchor.trim().split(/\s+/).map(toLoosePattern);
  if (words.length === 0) return null;
  const match = new RegExp(words.join('\\s+')).exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

function toLoosePattern(word: string): string {
  return word
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/["“”]/g, '["“”]')
    .replace(/['‘’]/g, "['‘’]");
}

// `npx tsx scripts/eval/review-documents.ts FILE [ANCHOR...]`: prints the document's text as the
// engine sees it, or, with anchors, whether each is found (and where).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, ...anchors] = process.argv.slice(2);
  if (!file) {
    console.error('Usage: npx tsx scripts/eval/review-documents.ts FILE [ANCHOR...]');
    process.exit(2);
  }
  const document = await loadReviewDocument(file);
  if (anchors.length === 0) console.log(document.text);
  let missing = 0;
  for (const anchor of anchors) {
    const found = findAnchor(document.text, anchor);
    if (!found) missing++;
    console.log(found ? `found at ${found.start}: ${anchor}` : `NOT FOUND: ${anchor}`);
  }
  process.exit(missing === 0 ? 0 : 1);
}
