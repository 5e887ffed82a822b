import { addNgrams, tokenize } from '../../core/analysis/learned/features/tokenize.ts';
import type { ReadingRow } from './reading-rows.ts';

/**
 * Feature names for learning, party by party, whether a sentence binds that party, on top of
 * the rules (learn-actor.ts): whether the rules named it and how many they named, where the
 * party is mentioned against the operator (the subject stands just before it), whether the
 * subject is collective ("each party", "neither party"), and words around the operator.
 */
export type ActorFeatureSet = 'rule' | 'rule+mentions' | 'rule+mentions+window';

export const ACTOR_FEATURE_SETS: readonly ActorFeatureSet[] = [
  'rule',
  'rule+mentions',
  'rule+mentions+window',
];

type Party = ReadingRow['parties'][number];

// "each party", "either party", "the parties", "neither party", "both parties": a subject that
// covers every party.
const COLLECTIVE =
  /\b(?:each|either|neither|both|all)\s+(?:of\s+the\s+)?part(?:y|ies)\b|\bthe\s+parties\b/i;

export function describeActorFeatures(
  row: ReadingRow,
  party: Party,
  set: ActorFeatureSet,
): string[] {
  const ruleIn = row.rule.actor.includes(party.role) ? 'in' : 'out';
  const names = [
    `rule:${ruleIn}`,
    `rule:${ruleIn}|count:${Math.min(row.rule.actor.length, 3)}`,
    `rule:${ruleIn}|modality:${row.rule.modality}`,
    `rule:${ruleIn}|parties:${Math.min(row.parties.length, 4)}`,
    `rule:${ruleIn}|kind:${row.rule.amends ? 'amends' : row.rule.kind}`,
  ];
  if (set === 'rule') return names;
  names.push(...describeMentions(row, party).map((name) => `${name}|rule:${ruleIn}`));
  if (set === 'rule+mentions') return names;
  const { readText, operator } = row;
  const window: string[] = [];
  addNgrams(window, tokenize(readText.slice(0, operator.from)).slice(-4), 'b:');
  addNgrams(window, tokenize(readText.slice(operator.to)).slice(0, 3), 'a:');
  return [...names, ...window.map((name) => `${name}|rule:${ruleIn}`)];
}

/** Where the party is named against the operator, and against the other parties. */
function describeMentions(row: ReadingRow, party: Party): string[] {
  const { readText, operator } = row;
  const at = operator.to > operator.from ? operator.from : readText.length;
  const positions = row.parties.map((other) => findMentions(readText, other));
  const own = positions[row.parties.indexOf(party)] ?? [];
  const before = own.filter((position) => position < at);
  const after = own.filter((position) => position >= at);
  // The mention nearest the operator, of any party, is usually the subject.
  const nearestBefore = Math.max(-1, ...positions.flat().filter((position) => position < at));
  const firstAnywhere = Math.min(Infinity, ...positions.flat());
  const subject = readText.slice(Math.max(0, at - 60), at);
  return [
    `before:${before.length ? 'yes' : 'no'}`,
    `after:${after.length ? 'yes' : 'no'}`,
    `nearest-before:${before.includes(nearestBefore) ? 'yes' : 'no'}`,
    `first-named:${own.includes(firstAnywhere) ? 'yes' : 'no'}`,
    `distance:${before.length ? bucket(at - Math.max(...before)) : 'none'}`,
    `collective:${COLLECTIVE.test(subject) ? 'yes' : 'no'}`,
    `lead-in:${row.usesLeadIn ? 'yes' : 'no'}`,
  ];
}

/** Character offsets where one of the party's words stands, whole. */
function findMentions(text: string, party: Party): number[] {
  const words = [party.role, party.name, party.definedTerm, ...party.shortNames, ...party.pronouns]
    .filter((word): word is string => Boolean(word && word.trim()))
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (!words.length) return [];
  const pattern = new RegExp(String.raw`(?<![\w-])(?:${words.join('|')})(?![\w-])`, 'gi');
  return [...text.matchAll(pattern)].map((match) => match.index);
}

const bucket = (distance: number) =>
  distance < 15 ? 'near' : distance < 40 ? 'close' : distance < 100 ? 'far' : 'distant';
