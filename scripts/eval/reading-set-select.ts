import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRandom, shuffleWithSeed } from '../train/random.ts';
import { loadReviewSet } from './review-set.ts';
import {
  DATA_DIRECTORY,
  loadCuadContracts,
  loadTermsDocuments,
  PROJECT_ROOT,
  SEED,
} from '../train/load-data.ts';

/**
 * `npx tsx scripts/eval/reading-set-select.ts`: chooses, once and with the seed, the dev
 * documents of the reading's labelled set (issue 30) and writes eval/reading-set/documents.json:
 * two CUAD contracts of each of 14 types, eight of the DOCX samples, four ContractNLI NDAs and
 * four terms of service, none of them in the review set. A third of each source, drawn with the
 * seed, is held out: annotated like the rest, never looked at for its misses, reported apart.
 * Each document gets a seeded place to start from, so the annotated sentences are a run of
 * consecutive operative sentences, not a choice of interesting ones.
 */

const CUAD_TYPES = [
  'Distributor',
  'License',
  'Franchise',
  'Supply',
  'Service',
  'Hosting',
  'Consulting',
  'Manufacturing',
  'Joint Venture',
  'Development',
  'Sponsorship',
  'Reseller',
  'Outsourcing',
  'Agency',
];
/** Long enough to hold fifteen operative sentences past the start, short enough to read whole. */
const CUAD_MAX_CHARACTERS = 80_000;

/** The samples that are not in the review set, one of each kind. */
const SAMPLES: readonly [string, string][] = [
  ['common-paper-amendment.docx', 'Amendment'],
  ['common-paper-statement-of-work.docx', 'Statement of work'],
  ['common-paper-order-form.docx', 'Order form'],
  ['common-paper-design-partner-agreement.docx', 'Design partner agreement'],
  ['common-paper-pilot-agreement.docx', 'Pilot agreement'],
  ['openagreements-restrictive-covenant-california.docx', 'Restrictive covenant agreement'],
  ['openagreements-founder-ip-confidentiality-confirmation.docx', 'Invention assignment'],
  ['openagreements-founder-stock-repurchase-agreement.docx', 'Stock repurchase agreement'],
];

interface ReadingSetDocument {
  /** As in the review set: a path under ../shared/data, `#` a document inside a data set. */
  file: string;
  type: string;
  split: 'dev' | 'held-out';
  /** Where the run of annotated sentences starts, as a share of the text (0 to 0.6). */
  startAt: number;
}

const READING_SET_DIRECTORY = path.join(PROJECT_ROOT, 'eval', 'reading-set');

function selectDocuments(): ReadingSetDocument[] {
  // A review document's name inside its data set, without its extension or part number: the
  // other parts of a contract filed in several are left out with it.
  const nameOf = (file: string) =>
    (file.split('#')[1] ?? path.basename(file))
      .replace(/\.(pdf|docx|txt)$/i, '')
      .replace(/\d$/, '')
      .toLowerCase();
  const review = new Set(loadReviewSet().map((entry) => nameOf(entry.file)));
  const isInReview = (file: string) => review.has(nameOf(file));
  const cuad = loadCuadContracts().filter(
    (contract) => contract.text.length <= CUAD_MAX_CHARACTERS && !isInReview(`cuad#${contract.id}`),
  );
  const cuadChosen = CUAD_TYPES.flatMap((type) =>
    shuffleWithSeed(
      cuad.filter((contract) => contract.contractType === type).map((contract) => contract.id),
      SEED,
    )
      .slice(0, 2)
      .map((id) => ({ file: `cuad/dev.jsonl.gz#${id}`, type })),
  );
  const samples = SAMPLES.map(([file, type]) => ({ file: `samples/docx/${file}`, type }));
  const ndas = (
    JSON.parse(readFileSync(path.join(DATA_DIRECTORY, 'contractnli', 'dev.json'), 'utf8')) as {
      documents: { file_name: string }[];
    }
  ).documents
    .map((document) => document.file_name)
    .filter((name) => !isInReview(`contractnli#${name}`));
  const ndaChosen = shuffleWithSeed(ndas.sort(), SEED)
    .slice(0, 4)
    .map((name) => ({ file: `contractnli/dev.json#${name}`, type: 'Non-disclosure agreement' }));
  const terms = loadTermsDocuments()
    .map((document) => document.id)
    .filter((id) => !isInReview(`tos#${id}`));
  const termsChosen = shuffleWithSeed(terms.sort(), SEED)
    .slice(0, 4)
    .map((id) => ({ file: `tos/claudette_dev.jsonl#${id}`, type: 'Terms of service' }));

  const random = createRandom(SEED);
  return [cuadChosen, samples, ndaChosen, termsChosen].flatMap((source) => {
    const heldOut = new Set(
      shuffleWithSeed(source.map((document) => document.file).sort(), SEED).filter(
        (_, index) => index % 3 === 2,
      ),
    );
    return source.map((document) => ({
      ...document,
      split: heldOut.has(document.file) ? ('held-out' as const) : ('dev' as const),
      startAt: Math.round(random() * 60) / 100,
    }));
  });
}

if (process.argv[1]?.endsWith('reading-set-select.ts')) {
  const documents = selectDocuments();
  mkdirSync(READING_SET_DIRECTORY, { recursive: true });
  writeFileSync(
    path.join(READING_SET_DIRECTORY, 'documents.json'),
    `${JSON.stringify(documents, null, 2)}\n`,
  );
  const heldOut = documents.filter((document) => document.split === 'held-out').length;
  console.log(`${documents.length} documents, ${heldOut} held out`);
}
