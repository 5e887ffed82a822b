import type { Side } from '../../core/analysis/reading/perspective/sides.ts';
import { findLeadIn } from '../../core/analysis/reading/find-lead-in.ts';
import { readType } from '../../core/analysis/read-type.ts';
import { readDeal } from '../../core/analysis/reading/read-deal.ts';
import { readProvision, type Provision } from '../../core/analysis/reading/read-provision.ts';
import { splitSentences } from '../../core/analysis/text/split-sentences.ts';
import { isPartyFound } from './fact-answers.ts';
import { computeMeanStd } from './mean-std.ts';
import {
  loadLabelledDocuments,
  type LabelledDocument,
  type LabelledProvision,
} from './reading-set.ts';
import { findAnchor, loadReviewDocument } from './review-documents.ts';

/**
 * `npm run eval -- reading [--show]`: the reading against its labelled set (eval/reading-set):
 * the parties found, and each annotated sentence read for its actor, modality, polarity,
 * exceptions and beneficiary. The provision reader is measured twice: with the annotated
 * parties (the reader alone) and with the parties the engine found (the whole reading). Dev and
 * held-out documents are reported apart; `--show` lists the dev misses only, never the
 * held-out ones. Nothing here is learned yet, so there are no folds: the gap between the two
 * parts is the measure of how the rules generalise.
 */

type Split = 'dev' | 'held-out';

interface Tally {
  documents: number;
  parties: number;
  partiesFound: number;
  /** Documents whose annotated parties include a name, and those of them the engine lists none for. */
  namedDocuments: number;
  namedListingNone: number;
  provisions: number;
  actorGiven: number;
  actor: number;
  modality: number;
  polarity: number;
  beneficiary: number;
  exceptions: number;
  exceptionsScoped: number;
  /** Per document: the share of its provisions whose actor was right (engine parties). */
  actorByDocument: number[];
  /** Per document: the same with the annotated parties, and the share of modalities right. */
  actorGivenByDocument: number[];
  modalityByDocument: number[];
  /** How many sentences the reader took for each kind other than operative, and amendments. */
  kinds: Record<string, number>;
  misses: string[];
}

const emptyTally = (): Tally => ({
  documents: 0,
  parties: 0,
  partiesFound: 0,
  namedDocuments: 0,
  namedListingNone: 0,
  provisions: 0,
  actorGiven: 0,
  actor: 0,
  modality: 0,
  polarity: 0,
  beneficiary: 0,
  exceptions: 0,
  exceptionsScoped: 0,
  actorByDocument: [],
  actorGivenByDocument: [],
  modalityByDocument: [],
  kinds: {},
  misses: [],
});

export async function runReadingEvaluation(argv: readonly string[]): Promise<void> {
  const tallies: Record<Split, Tally> = { dev: emptyTally(), 'held-out': emptyTally() };
  for (const { entry, labels } of loadLabelledDocuments())
    await evaluateDocument(entry.file, labels, tallies[entry.split]);
  for (const split of ['dev', 'held-out'] as const) printTally(split, tallies[split]);
  if (argv.includes('--show')) {
    console.log('\nDev misses (held-out misses are never shown):');
    for (const miss of tallies.dev.misses) console.log(`  ${miss}`);
  }
}

async function evaluateDocument(file: string, labels: LabelledDocument, tally: Tally) {
  const document = await loadReviewDocument(file);
  const segments = splitSentences(document.text);
  const deal = readDeal(document, segments, readType(document, segments));
  const givenSides = labels.parties.map(toSide);
  const toLabelled = mapSides(deal.sides, labels);
  tally.documents++;
  tally.parties += labels.parties.length;
  if (labels.parties.some((party) => party.name)) {
    tally.namedDocuments++;
    if (deal.parties.verified.length === 0) {
      tally.namedListingNone++;
      tally.misses.push(`${shortName(file)}: parties are named, none listed`);
    }
  }
  for (const party of labels.parties) {
    const found = deal.parties.verified.some((engine) => isSameParty(engine, party));
    if (found) tally.partiesFound++;
    else tally.misses.push(`${shortName(file)}: party not found: ${party.role} "${party.name}"`);
  }
  const seen = new Set<string>();
  let actorRight = 0;
  let actorGivenRight = 0;
  let modalityRight = 0;
  let counted = 0;
  for (const provision of labels.provisions) {
    if (seen.has(provision.text)) continue;
    seen.add(provision.text);
    const leadIn = findItemLeadIn(document.text, provision.text);
    const given = readProvision(provision.text, givenSides, leadIn);
    const engine = readProvision(provision.text, deal.sides, leadIn);
    const engineActor = [...new Set(engine.actor.flatMap((role) => toLabelled(role)))];
    counted++;
    tally.provisions++;
    const kind = given.amends ? `amendment (${given.amends.effect})` : given.kind;
    if (kind !== 'operative') tally.kinds[kind] = (tally.kinds[kind] ?? 0) + 1;
    if (sameSet(given.actor, provision.actor)) {
      tally.actorGiven++;
      actorGivenRight++;
    }
    if (sameSet(engineActor, provision.actor)) {
      tally.actor++;
      actorRight++;
    } else
      tally.misses.push(
        `${shortName(file)}: actor ${JSON.stringify(engineActor)} (given parties ${JSON.stringify(given.actor)}), labelled ${JSON.stringify(provision.actor)}: ${provision.text.slice(0, 110)}`,
      );
    if (given.modality === provision.modality) {
      tally.modality++;
      modalityRight++;
    } else
      tally.misses.push(
        `${shortName(file)}: modality ${given.modality}, labelled ${provision.modality}: ${provision.text.slice(0, 110)}`,
      );
    if (given.polarity === provision.polarity) tally.polarity++;
    if (sameSet(given.beneficiary, provision.beneficiary)) tally.beneficiary++;
    scoreExceptions(provision, given, tally, file);
  }
  tally.actorByDocument.push(counted ? actorRight / counted : 1);
  tally.actorGivenByDocument.push(counted ? actorGivenRight / counted : 1);
  tally.modalityByDocument.push(counted ? modalityRight / counted : 1);
}

function scoreExceptions(labelled: LabelledProvision, read: Provision, tally: Tally, file: string) {
  for (const exception of labelled.exceptions) {
    tally.exceptions++;
    const scoped = read.exceptions.some(
      (found) =>
        overlaps(found.text, exception.text) && overlaps(found.carvesOutOf, exception.carvesOutOf),
    );
    if (scoped) tally.exceptionsScoped++;
    else
      tally.misses.push(
        `${shortName(file)}: exception "${exception.text.slice(0, 60)}" out of "${exception.carvesOutOf.slice(0, 50)}"; read ${JSON.stringify(read.exceptions.map((found) => [found.text.slice(0, 40), found.carvesOutOf.slice(0, 40)]))}`,
      );
  }
}

/** Two spans say the same when most words of the shorter are in the longer. */
function overlaps(left: string, right: string): boolean {
  const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? []);
  const [a, b] = [words(left), words(right)];
  if (a.size === 0 || b.size === 0) return a.size === b.size;
  const shared = [...a].filter((word) => b.has(word)).length;
  return shared / Math.min(a.size, b.size) >= 0.6;
}

/** The annotated party as a side, with every word the annotator gave for it. */
export function toSide(party: LabelledDocument['parties'][number]): Side {
  const pronouns = party.pronouns.map((pronoun) => pronoun.toLowerCase());
  return {
    role: party.role,
    name: party.name ?? party.role,
    terms: [party.role, party.name, party.definedTerm, ...party.shortNames].filter(
      (term): term is string => Boolean(term),
    ),
    subjectPronouns: pronouns.filter((pronoun) => pronoun === 'we' || pronoun === 'you'),
    possessivePronouns: pronouns.filter((pronoun) => pronoun === 'our' || pronoun === 'your'),
  };
}

/** Which annotated roles an engine side stands for: by role, name or defined term. */
function mapSides(sides: readonly Side[], labels: LabelledDocument) {
  return (role: string): string[] => {
    const side = sides.find((candidate) => candidate.role === role);
    const words = side ? [side.role, side.name, ...side.terms] : [role];
    const matched = labels.parties.filter((party) =>
      [party.role, party.name, party.definedTerm, ...party.shortNames].some(
        (label) => label && words.some((word) => isSameName(word, label)),
      ),
    );
    return matched.length ? matched.map((party) => party.role) : [`(${role})`];
  };
}

/** The facts evaluation's party matcher: one name for another, whole, typos forgiven. */
const isSameName = (ours: string, labelled: string) => isPartyFound(labelled, [ours]);

function isSameParty(
  engine: { name: string; role?: string },
  party: LabelledDocument['parties'][number],
): boolean {
  if (party.name)
    return [party.name, ...party.shortNames].some((name) => isSameName(engine.name, name));
  // A blank party is found when its role is, with no name made up for it.
  return Boolean(engine.role && isSameName(engine.role, party.role));
}

/** The lead-in of the list the sentence is an item of, if it is one. */
function findItemLeadIn(text: string, sentence: string): string | undefined {
  const found = findAnchor(text, sentence);
  return found ? findLeadIn(text, found.start) : undefined;
}

const sameSet = (left: readonly string[], right: readonly string[]) =>
  left.length === right.length && left.every((item) => right.includes(item));

const shortName = (file: string) => (file.split('#')[1] ?? file).slice(0, 40);

const percent = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)}% (${part}/${whole})` : 'n/a';

/** "81.1 ± 14.7": the mean and spread of per-document shares, in percent. */
function byDocument(shares: readonly number[]): string {
  const { mean, std } = computeMeanStd(shares.map((share) => share * 100));
  return `${mean.toFixed(1)} ± ${std.toFixed(1)}`;
}

function printTally(split: Split, tally: Tally) {
  console.log(
    `\nreading [${split}]: ${tally.documents} documents, ${tally.provisions} distinct sentences`,
  );
  console.log(`  parties found:                ${percent(tally.partiesFound, tally.parties)}`);
  console.log(
    `  named, yet none listed:       ${tally.namedListingNone} of ${tally.namedDocuments} documents`,
  );
  console.log(
    `  actor, engine's parties:      ${percent(tally.actor, tally.provisions)}; by document ${byDocument(tally.actorByDocument)}`,
  );
  console.log(
    `  actor, annotated parties:     ${percent(tally.actorGiven, tally.provisions)}; by document ${byDocument(tally.actorGivenByDocument)}`,
  );
  console.log(
    `  modality:                     ${percent(tally.modality, tally.provisions)}; by document ${byDocument(tally.modalityByDocument)}`,
  );
  console.log(`  polarity:                     ${percent(tally.polarity, tally.provisions)}`);
  console.log(`  beneficiary (annotated):      ${percent(tally.beneficiary, tally.provisions)}`);
  console.log(
    `  exception scope:              ${percent(tally.exceptionsScoped, tally.exceptions)}`,
  );
  const kinds = Object.entries(tally.kinds).map(([kind, count]) => `${kind} ${count}`);
  console.log(`  read as other than operative: ${kinds.join(', ') || 'none'}`);
}
