import type { Side } from './sides.ts';

/** Where some matched words stand: their sentence, and the words' offsets inside it. */
export interface MatchInSentence {
  sentence: string;
  from: number;
  to: number;
  /** The sentence before, when it introduces this one ("You will not:"). */
  leadIn?: string;
}

type MentionKind = 'subject' | 'possessive' | 'object';

/** Who acts, and the words from the end of their mention to the matched words (its verb). */
export interface Actor {
  sides: Side[];
  verb: string;
  /** Said of every party ("either party", "the parties"), however many sides were found. */
  isEveryParty?: boolean;
  /** Its clause gives it a right over the others ("PcoMed may convert the licence"), whatever
   *  duty the matched words speak of: set from the clause's provision. */
  holdsRight?: boolean;
  /** Its clause binds it with a duty ("Buyer shall make its records available for audit by
   *  Supplier"), whatever right the matched words speak of: set from the clause's provision. */
  isBound?: boolean;
}

interface Mention {
  sides: Side[];
  isEveryParty?: boolean;
  kind: MentionKind;
  start: number;
  end: number;
}

const MUTUAL =
  /\b(?:each|either|both|neither|any|no|all)\s+(?:of\s+the\s+)?part(?:y|ies)\b|\bthe\s+parties(?:\s+hereto)?\b|\beach\s+of\s+us\b/gi;
const PREPOSITION_BEFORE =
  /\b(?:by|to|of|from|with|for|against|between|upon|than|behalf\s+of|toward|towards|under|about|among|including|unless|whether|if)\s+(?:the\s+)?$/i;
const MAX_VERB_PHRASE = 150;
const SUBORDINATOR =
  /\b(?:unless|if|when|whenever|where|provided|except|until|after|before|once)\b/i;
const PASSIVE_BEFORE_BY =
  /\b(?:be|been|being|is|are)\s+(?:[a-z]+\s+){0,2}?(?:[a-z]+(?:ed|en|wn)|paid|made|held|sent|sold|kept|met|set|borne|done|bought|brought|built|told|laid|put)\b[^.;]{0,60}?\bby\s+(?:the\s+)?$/i;

/**
 * Who acts in the clause around some matched words: the side(s) that are its grammatical
 * subject ("Franchisor shall not ...", "we may terminate ..."), all sides for "either party",
 * or the agent of a passive ("may be terminated by Company"). Possessives count only when
 * `isPossessiveSubject` ("Consultant's liability shall be unlimited"). Empty when the words do
 * not say.
 */
export function findActor(
  match: MatchInSentence,
  sides: readonly Side[],
  isPossessiveSubject = false,
): Actor {
  const { sentence, from, to } = match;
  const mentions = findMentions(sentence, sides);
  const accepted = (mention: Mention) =>
    mention.kind === 'subject' || (isPossessiveSubject && mention.kind === 'possessive');

  // Only matched words short enough to be one verb phrase can be a passive ("may be terminated
  // by Company"); in a whole clause, "paid by you" belongs to some other verb.
  const isVerbPhrase = to - from <= MAX_VERB_PHRASE;
  // The agent must belong to the matched verb, not to a condition after it: "No amendment will
  // be effective unless ... signed by the parties" names who signs, not who acts.
  const passive = mentions.find(
    (mention) =>
      isVerbPhrase &&
      mention.start >= from &&
      mention.start <= to + 60 &&
      PASSIVE_BEFORE_BY.test(sentence.slice(from, mention.start)) &&
      !SUBORDINATOR.test(sentence.slice(to, mention.start)),
  );
  if (passive) return { sides: passive.sides, verb: '' };

  const clauseStart = Math.max(0, sentence.lastIndexOf(';', from) + 1);
  for (const regionStart of [clauseStart, 0]) {
    const before = mentions.filter(
      (mention) => mention.start >= regionStart && mention.start < from && accepted(mention),
    );
    const last = before[before.length - 1];
    if (last)
      return {
        sides: joinWithPartner(sentence, before, last),
        verb: sentence.slice(last.end, from),
        isEveryParty: last.isEveryParty,
      };
  }
  const [inside, next] = mentions.filter(
    (mention) => mention.start >= from && mention.start < to && accepted(mention),
  );
  if (inside)
    return {
      // "each of the Company and the Founder hereby releases": both are the subject.
      sides: next ? joinWithPartner(sentence, [inside, next], next, inside) : inside.sides,
      verb: sentence.slice(inside.end, to),
      isEveryParty: inside.isEveryParty,
    };
  if (match.leadIn) {
    const lead = findMentions(match.leadIn, sides).filter(accepted);
    const last = lead[lead.length - 1];
    if (last) return { sides: last.sides, verb: match.leadIn.slice(last.end) };
  }
  return { sides: [], verb: '' };
}

/**
 * "Franchisor and Franchisee shall ...", "Neither Franchisor nor Franchisee shall": both act.
 * Otherwise the one mention that acts: `last` by default, or `alone` when given.
 */
function joinWithPartner(
  sentence: string,
  before: Mention[],
  last: Mention,
  alone: Mention = last,
): Side[] {
  const previous = before[before.length - 2];
  if (
    previous &&
    /^\s*(?:,\s*)?(?:and|or|nor|,)\s*(?:the\s+)?$/i.test(sentence.slice(previous.end, last.start))
  )
    return [...new Set([...previous.sides, ...last.sides])];
  return alone.sides;
}

// "the Receiving Party", "each Recipient", "the non-prevailing party": a part either party may
// play in a mutual document, so each of them when no side is defined by the words.
const EITHER_ROLE =
  /\b(?:the|each|a|any|such)\s+((?:receiving|disclosing|recipient|indemnifying|indemnified|breaching|non-?breaching|prevailing|non-?prevailing|defaulting|non-?defaulting|terminating|affected|requesting)\s+part(?:y|ies)|recipients?|disclosers?)\b/gi;

function findMentions(sentence: string, sides: readonly Side[]): Mention[] {
  const mentions: Mention[] = [];
  const isDefinedSide = (words: string) =>
    sides.some((side) => side.terms.some((term) => term.toLowerCase() === words.toLowerCase()));
  for (const match of sentence.matchAll(EITHER_ROLE)) {
    if (isDefinedSide(match[1] ?? '')) continue;
    const before = sentence.slice(Math.max(0, match.index - 24), match.index);
    mentions.push({
      sides: [...sides],
      isEveryParty: true,
      kind: PREPOSITION_BEFORE.test(before) ? 'object' : 'subject',
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  // "signed by the parties", "for the convenience of the parties": a group word after a
  // preposition is an object, as a name would be.
  for (const match of sentence.matchAll(MUTUAL))
    mentions.push({
      sides: [...sides],
      isEveryParty: true,
      kind: PREPOSITION_BEFORE.test(sentence.slice(Math.max(0, match.index - 24), match.index))
        ? 'object'
        : 'subject',
      start: match.index,
      end: match.index + match[0].length,
    });
  for (const side of sides) {
    for (const term of side.terms) {
      for (const variant of new Set([term, term.toUpperCase()])) {
        const pattern = new RegExp(`(?<![\\w'’-])${escapeRegExp(variant)}(?![\\w-])`, 'g');
        for (const found of sentence.matchAll(pattern)) {
          const end = found.index + found[0].length;
          const isPossessive = /^['’]s?\b/.test(sentence.slice(end, end + 3));
          mentions.push(classify(sentence, side, found.index, end, isPossessive));
        }
      }
    }
    addPronouns(mentions, sentence, side, side.subjectPronouns, false);
    addPronouns(mentions, sentence, side, side.possessivePronouns, true);
  }
  const sorted = mergeSameSpans(
    removeInnerMentions(mentions.sort((left, right) => left.start - right.start)),
  );
  // "between Company and Consultant": a mention joined to an object is an object too.
  sorted.forEach((mention, index) => {
    const previous = sorted[index - 1];
    if (
      previous?.kind === 'object' &&
      mention.kind === 'subject' &&
      /^\s*(?:,\s*)?(?:and|or)\s+(?:the\s+)?$/i.test(sentence.slice(previous.end, mention.start))
    )
      mention.kind = 'object';
  });
  return sorted;
}

function addPronouns(
  mentions: Mention[],
  sentence: string,
  side: Side,
  words: readonly string[],
  isPossessive: boolean,
): void {
  for (const word of words) {
    for (const found of sentence.matchAll(new RegExp(`\\b${word}\\b`, 'gi')))
      mentions.push(
        classify(sentence, side, found.index, found.index + found[0].length, isPossessive),
      );
  }
}

// "pay Franchisor", "indemnify Company": a name straight after a verb is its object. Words that
// may stand before a subject do not make it one.
const WORD_BEFORE = /\b([a-z]+)\s+(?:(?:the|a|an|such|said)\s+)?$/;
const BEFORE_A_SUBJECT = new Set(
  (
    'shall will may must can could would should and or nor but that which who whom then if when ' +
    'whenever unless where while until after before because so as once hereby thereafter ' +
    'thereupon also whether provided however otherwise accordingly therefore event case the a an ' +
    'such said neither either ' +
    // "For two (2) years Recipient shall not ...": a sentence may open on how long.
    'years months weeks days period term'
  ).split(' '),
);

// "each of the Company and the Founder hereby releases": the parties listed after "each of" are
// the subject, though "of" stands before them.
const EACH_OF = /\b(?:each|both|either|neither)\s+of\s+(?:the\s+)?$/i;

function classify(
  sentence: string,
  side: Side,
  start: number,
  end: number,
  isPossessive: boolean,
): Mention {
  const before = sentence.slice(Math.max(0, start - 24), start);
  const wordBefore = WORD_BEFORE.exec(before)?.[1];
  const isObject =
    !EACH_OF.test(before) &&
    (PREPOSITION_BEFORE.test(before) ||
      (wordBefore !== undefined && !BEFORE_A_SUBJECT.has(wordBefore)));
  const kind: MentionKind = isPossessive ? 'possessive' : isObject ? 'object' : 'subject';
  return { sides: [side, ...(side.members ?? [])], kind, start, end };
}

/** "Pizza Fusion Holding" inside "Pizza Fusion Holding, Inc." is one mention. */
function removeInnerMentions(mentions: Mention[]): Mention[] {
  return mentions.filter(
    (mention) =>
      !mentions.some(
        (other) =>
          other !== mention &&
          other.start <= mention.start &&
          other.end >= mention.end &&
          other.end - other.start > mention.end - mention.start,
      ),
  );
}

/** A term two sides share ("Receiving Party" in a mutual NDA) is one mention of both. */
function mergeSameSpans(mentions: Mention[]): Mention[] {
  const merged: Mention[] = [];
  for (const mention of mentions) {
    const same = merged.find((other) => other.start === mention.start && other.end === mention.end);
    if (same) same.sides = [...new Set([...same.sides, ...mention.sides])];
    else merged.push({ ...mention });
  }
  return merged;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
