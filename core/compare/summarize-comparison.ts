import type {
  ClauseChange,
  FindingChange,
  FindingChanges,
  KeyTermChange,
} from '../../common/compare/comparison.ts';
import { REMAINS_ELSEWHERE } from './find-finding-changes.ts';

/**
 * Two or three plain sentences on what the new version changes for the reader, most important
 * first: "The new version removes your liability cap and extends the non-solicit from 1 year
 * to 2 years." Then what it does in the reader's favour (or that no risk moved), the changed
 * definitions, and last how much of the text changed; never more than three.
 */
export function summarizeComparison(
  changes: readonly ClauseChange[],
  findings: FindingChanges,
  keyTerms: readonly KeyTermChange[],
): string {
  if (changes.length === 0) return 'The two versions say the same thing: no clause was changed.';
  const against = rankPhrases([
    ...findings.worse.map((change) => ({ rank: rank(change), text: describeWorse(change) })),
    ...groupFindings(findings.appeared, 'adds a risk', (count) => `adds ${count} risks`),
  ]);
  const infavour = rankPhrases([
    ...findings.better.map((change) => ({ rank: rank(change), text: describeBetter(change) })),
    ...groupFindings(
      findings.resolved,
      'no longer has the risk',
      (count) => `no longer has ${count} of the risks`,
    ),
  ]);
  const sentences: string[] = [];
  if (against.length) sentences.push(`The new version ${joinPhrases(against)}.`);
  if (infavour.length)
    sentences.push(
      `${against.length ? 'In your favour, it' : 'The new version'} ${joinPhrases(infavour)}.`,
    );
  if (!against.length && !infavour.length) {
    const terms = keyTerms
      .slice(0, 2)
      .map(
        (term) =>
          `${term.label.toLowerCase()} (${term.before ?? 'not stated'} → ${term.after ?? 'not stated'})`,
      );
    sentences.push(
      `${terms.length ? `The new version changes ${terms.join(' and ')}; ` : ''}${terms.length ? 'none' : 'None'} of the risks the analysis looks for appeared, went away or moved for you.`,
    );
  }
  const definitions = describeDefinitions(changes);
  if (definitions) sentences.push(definitions);
  return [...sentences.slice(0, 2), countChanges(changes)].join(' ');
}

// "1.2 “Confidential Information” means", "(a) "Customer" shall mean": a definition's opening.
const DEFINITION =
  /^(?:[\d.]+\s+|\([a-z\d]{1,4}\)\s+)?["“]?([A-Z][\w'’-]*(?: [\w'’-]+){0,5}?)["”]?\s+(?:means|shall\s+mean|has\s+the\s+meaning|includes)\b/;

/**
 * A changed definition changes every clause that uses the word, which a clause-by-clause read
 * misses: a lawyer reads them first, and so the summary names them.
 */
function describeDefinitions(changes: readonly ClauseChange[]): string | null {
  const terms = new Set<string>();
  for (const change of changes) {
    if (change.kind !== 'changed' && change.kind !== 'removed' && change.kind !== 'added') continue;
    const term = DEFINITION.exec(change.after ?? change.before ?? '')?.[1];
    if (term) terms.add(`“${term.trim()}”`);
  }
  if (terms.size === 0) return null;
  const named = [...terms].slice(0, 2);
  const more = terms.size - named.length;
  const list = more > 0 ? `${named.join(', ')} and ${more} more` : named.join(' and ');
  return `Read the changed ${terms.size === 1 ? 'definition' : 'definitions'} first (${list}): ${terms.size === 1 ? 'it changes' : 'they change'} what every clause using ${terms.size === 1 ? 'the word' : 'those words'} covers.`;
}

/** A lost cap or a risk grown severe comes before a term moved a little. */
function rank(change: FindingChange): number {
  if (change.category.includes('cap') || /liabilit/.test(change.category)) return 3;
  if (change.severityAfter === 'high') return 2;
  return change.type === 'key-term' || change.type === 'clause' ? 1 : 0;
}

/** A phrase of the summary and how much it matters to the reader. */
interface Phrase {
  rank: number;
  text: string;
}

/** Risks that appeared (or went) as one phrase: "adds 4 risks (“A”, “B” and 2 more)". */
function groupFindings(
  changes: readonly FindingChange[],
  one: string,
  many: (count: number) => string,
): Phrase[] {
  const sorted = [...changes].sort((a, b) => rank(b) - rank(a));
  const first = sorted[0];
  if (!first) return [];
  const titles = sorted.slice(0, 2).map(quoteTitle);
  const more = sorted.length - titles.length;
  const list = more > 0 ? `${titles.join(', ')} and ${more} more` : titles.join(' and ');
  const text = sorted.length === 1 ? `${one}: ${list}` : `${many(sorted.length)} (${list})`;
  return [{ rank: rank(first), text }];
}

function rankPhrases(phrases: Phrase[]): string[] {
  return phrases.sort((a, b) => b.rank - a.rank).map((phrase) => phrase.text);
}

// Past three, a sentence of changes stops being read; the full list follows the summary.
const MAX_PHRASES = 3;

function joinPhrases(phrases: readonly string[]): string {
  const shown = phrases.slice(0, MAX_PHRASES);
  const more = phrases.length - shown.length;
  const joined =
    shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : (shown[0] ?? '');
  return more > 0 ? `${joined} (and ${more} more)` : joined;
}

function quoteTitle(change: FindingChange): string {
  return `“${change.title}”`;
}

function subject(change: FindingChange): string {
  if (change.type === 'key-term') return `the ${change.title.toLowerCase()}`;
  // "Notice you must give (section 4)" reads "the notice you must give (section 4)".
  if (change.type === 'clause')
    return `the ${change.title.replace(/^\w/, (first) => first.toLowerCase())}`;
  return quoteTitle(change);
}

function describeWorse(change: FindingChange): string {
  const reason = change.reason;
  if (reason === 'the cap on liability was removed') return 'removes your liability cap';
  if (reason.startsWith('the cap lowered'))
    return `lowers the liability cap${reason.slice('the cap lowered'.length)}`;
  if (reason.startsWith('the cap on your liability raised'))
    return `raises the cap on your liability${reason.slice('the cap on your liability raised'.length)}`;
  if (reason === 'the renewal is now automatic') return 'makes the renewal automatic';
  if (reason.startsWith('protection no longer'))
    return `drops your protection ${quoteTitle(change)}`;
  if (reason.startsWith('more severe'))
    return `makes ${quoteTitle(change)} more severe (now ${change.severityAfter ?? 'higher'})`;
  return describeMove(change);
}

function describeBetter(change: FindingChange): string {
  const reason = change.reason;
  if (reason === 'a cap on liability was added') return 'adds a cap on liability';
  if (reason.startsWith('the cap raised'))
    return `raises the liability cap${reason.slice('the cap raised'.length)}`;
  if (reason.startsWith('the cap on your liability lowered'))
    return `lowers the cap on your liability${reason.slice('the cap on your liability lowered'.length)}`;
  if (reason === 'the renewal is no longer automatic') return 'stops the automatic renewal';
  if (reason === REMAINS_ELSEWHERE)
    return `removes one clause behind ${quoteTitle(change)}, though another still carries it`;
  if (reason.startsWith('new protection')) return `gives you ${quoteTitle(change)}`;
  if (reason.startsWith('less severe'))
    return `makes ${quoteTitle(change)} milder (now ${change.severityAfter ?? 'lower'})`;
  if (reason === 'the cap on liability was removed')
    return 'removes the cap on the other side’s liability';
  return describeMove(change);
}

/** "extended from 1 year to 2 years" on the non-compete reads "extends the non-compete from ...". */
function describeMove(change: FindingChange): string {
  const match = /^(extended|shortened|raised|lowered) (from .*)$/.exec(change.reason);
  if (!match) return `changes ${subject(change)} (${change.reason})`;
  const verb = { extended: 'extends', shortened: 'shortens', raised: 'raises', lowered: 'lowers' }[
    match[1] as 'extended' | 'shortened' | 'raised' | 'lowered'
  ];
  return `${verb} ${subject(change)} ${match[2] ?? ''}`.trim();
}

function countChanges(changes: readonly ClauseChange[]): string {
  const count = (kind: ClauseChange['kind']) =>
    changes.filter((change) => change.kind === kind).length;
  const parts = [
    [count('changed'), 'changed'],
    [count('added'), 'added'],
    [count('removed'), 'removed'],
    [count('moved'), 'moved'],
  ]
    .filter(([number]) => Number(number) > 0)
    .map(([number, word]) => `${number} ${word}`);
  const total = changes.length;
  return `In all, ${total} ${total === 1 ? 'place differs' : 'places differ'}: ${parts.join(', ')}.`;
}
