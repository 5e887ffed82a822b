import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { PROJECT_ROOT } from '../train/load-data.ts';
import { findAnchor, loadReviewDocument } from './review-documents.ts';

/**
 * The reading's labelled set (eval/reading-set, GUIDELINES.md there): the documents, their
 * parties and a run of their operative sentences, each with actor, modality, polarity,
 * conditions, exceptions and beneficiary. `npx tsx scripts/eval/reading-set.ts` checks every
 * annotation file against its document and prints what is wrong.
 */

export const READING_SET_DIRECTORY = path.join(PROJECT_ROOT, 'eval', 'reading-set');

export const MODALITIES = ['must', 'must-not', 'may', 'entitled', 'states'] as const;
export type Modality = (typeof MODALITIES)[number];

const roles = z.array(z.string().check(z.minLength(1)));

export const labelledPartySchema = z.object({
  role: z.string().check(z.minLength(1)),
  name: z.nullable(z.string()),
  shortNames: z.array(z.string()),
  definedTerm: z.nullable(z.string()),
  pronouns: z.array(z.string()),
  foundIn: z.array(
    z.enum(['preamble', 'cover page', 'key terms', 'recitals', 'signature block', 'body']),
  ),
});

export const labelledProvisionSchema = z.object({
  text: z.string().check(z.minLength(1)),
  actor: roles,
  modality: z.enum(MODALITIES),
  polarity: z.enum(['positive', 'negative']),
  conditions: z.array(z.string()),
  exceptions: z.array(z.object({ text: z.string(), carvesOutOf: z.string() })),
  beneficiary: roles,
  note: z.optional(z.string()),
});

export const labelledDocumentSchema = z.object({
  file: z.string(),
  parties: z.array(labelledPartySchema),
  provisions: z.array(labelledProvisionSchema),
});

export type LabelledDocument = z.infer<typeof labelledDocumentSchema>;
export type LabelledProvision = z.infer<typeof labelledProvisionSchema>;

export interface ReadingSetEntry {
  file: string;
  type: string;
  split: 'dev' | 'held-out';
  startAt: number;
}

export function loadReadingSetEntries(): ReadingSetEntry[] {
  return JSON.parse(
    readFileSync(path.join(READING_SET_DIRECTORY, 'documents.json'), 'utf8'),
  ) as ReadingSetEntry[];
}

/** The annotation file's name of a document: its name in its data set, as a slug. */
export function annotationPath(file: string): string {
  const name = file.split('#')[1] ?? path.basename(file).replace(/\.docx$/i, '');
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return path.join(READING_SET_DIRECTORY, 'annotations', `${slug}.json`);
}

/** Every annotated document of the set, with its entry. */
export function loadLabelledDocuments(): { entry: ReadingSetEntry; labels: LabelledDocument }[] {
  return loadReadingSetEntries()
    .filter((entry) => existsSync(annotationPath(entry.file)))
    .map((entry) => ({
      entry,
      labels: labelledDocumentSchema.parse(
        JSON.parse(readFileSync(annotationPath(entry.file), 'utf8')),
      ),
    }));
}

/** What is wrong with one annotation file: schema, spans not in the text, unknown roles. */
export async function checkAnnotation(entry: ReadingSetEntry): Promise<string[]> {
  const file = annotationPath(entry.file);
  if (!existsSync(file)) return [`no annotation file: ${path.relative(PROJECT_ROOT, file)}`];
  const parsed = labelledDocumentSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) return [`schema: ${parsed.error.message.slice(0, 400)}`];
  const labels = parsed.data;
  const problems: string[] = [];
  if (labels.file !== entry.file) problems.push(`file is "${labels.file}"`);
  const { text } = await loadReviewDocument(entry.file);
  const known = new Set(labels.parties.map((party) => party.role));
  if (labels.provisions.length < 15)
    problems.push(`${labels.provisions.length} provisions (15 expected)`);
  labels.provisions.forEach((provision, index) => {
    const where = `provision ${index + 1}`;
    const spans = [
      provision.text,
      ...provision.conditions,
      ...provision.exceptions.flatMap((exception) => [exception.text, exception.carvesOutOf]),
    ];
    for (const span of spans)
      if (!findAnchor(text, span))
        problems.push(`${where}: not in the text: "${span.slice(0, 80)}"`);
    for (const role of [...provision.actor, ...provision.beneficiary])
      if (!known.has(role)) problems.push(`${where}: "${role}" is not a party's role`);
    if (provision.modality === 'must-not' && provision.polarity !== 'negative')
      problems.push(`${where}: must-not is negative`);
  });
  return problems;
}

if (process.argv[1]?.endsWith('reading-set.ts')) {
  const only = process.argv[2];
  let total = 0;
  let provisions = 0;
  for (const entry of loadReadingSetEntries()) {
    if (only && !entry.file.includes(only)) continue;
    const problems = await checkAnnotation(entry);
    if (existsSync(annotationPath(entry.file)))
      provisions += (
        JSON.parse(readFileSync(annotationPath(entry.file), 'utf8')) as LabelledDocument
      ).provisions.length;
    total += problems.length;
    if (problems.length) console.log(`${entry.file}\n  ${problems.join('\n  ')}`);
  }
  console.log(`${provisions} provisions; ${total} problems`);
  process.exit(total === 0 ? 0 : 1);
}
