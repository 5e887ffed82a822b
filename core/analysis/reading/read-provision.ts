import { findActor } from './perspective/find-actor.ts';
import type { Side } from './perspective/sides.ts';
import { isImperative, readModality, type Modality, type ModalityReading } from './modality.ts';
import { findNegation, type Negation } from './negation-scope.ts';
import { readAmendment, readKind, type Amendment, type ProvisionKind } from './provision-kind.ts';
import { findConditions, findExceptions, type Exception } from './provision-spans.ts';
import { denyItem, opensWithVerb, readCarvedItem } from './read-list-item.ts';

/**
 * One operative sentence read for what it does (issue 30): who acts, how (duty, prohibition,
 * permission, right to receive, statement), whether it is denied and what the denial covers, on
 * what conditions, what it carves out, and whom it serves; what kind of sentence it is (a
 * definition, a statutory notice and a savings clause are never anyone's duty), and for an
 * amendment's sentence what it deletes, replaces or adds. Parties are named by their side's
 * role.
 */
export interface Provision {
  actor: string[];
  modality: Modality;
  polarity: 'positive' | 'negative';
  conditions: string[];
  exceptions: Exception[];
  beneficiary: string[];
  kind: ProvisionKind;
  /** What an amendment's sentence does to the agreement: a deleted term is no longer in force. */
  amends?: Amendment;
  /** What the sentence denies ("do not include", "neither ... nor", "shall not apply to"). */
  negation?: Negation;
}

// A grant gives the right to the party it names after the verb ("grants to Licensee a licence").
const GRANT = /\b(?:grants?|licenses?|appoints?|gives?)\b/i;
// "Nothing shall restrict the Trust from ...": the freedom is the party's named after the verb.
const FREEDOM_KEPT = /\bnothing\b/i;
// "shall be the sole responsibility of CUTANEA": the party owing it is named after "of".
const OWED_BY = /\bof\s*$/i;
// "Nothing in this Agreement prevents you from", "does not restrict Employee from": the party
// kept free is the one named after the restricting verb.
const RESTRICTING_VERB =
  /\b(?:prevents?|prohibits?|restricts?|limits?|precludes?|bars?|impairs?|interferes?\s+with|waives?|requires?)\b/i;
// Limits of liability and disclaimers protect the party that is not liable and warrants nothing.
const SHIELD =
  /\b(?:liable|liability|responsible|responsibility|obligat|warrant|representation|guarant)/i;
// A representation or warranty is given to the other party, who may rely on it; so is a party's
// assent to the other's terms ("you agree to our privacy policies") and a condition it must meet
// to deal at all ("you must be at least 13").
const WARRANTY =
  /\b(?:represents?|warrants?|certif(?:y|ies)|guarantees?|agrees?\s+to|consents?\s+to|(?:must|shall)\s+be)\b/i;

// A party that acknowledges, consents, waives or accepts gives something up to the other, who
// may rely on it: "Employee consents to this disclosure", "Bidder waives any objection to venue".
const ASSENT =
  /\b(?:acknowledges?|consents?|waives?|recogni[sz]es?|accepts?|understands?|(?:is|are)\s+deemed\s+to\s+have)\b/i;
// "Customer owns Deliverables", "Provider retains all right, title and interest": ownership
// stated serves the owner.
const OWNERSHIP = /\b(?:owns?|retains?\s+(?:all\s+)?(?:right|ownership|title))\b/i;

// Money owed under the deal: fees, royalties, prices, sums due.
const FEE_TERM =
  /\b(?:fees?|royalt(?:y|ies)|prices?|charges?|instal(?:l)?ments?)\b|\$\s*[\d*]|\bdue\s+(?:on|by|within)\b/i;
// The party a contract of its kind pays: the one that sells, licenses, provides or is sponsored.
const PAID_ROLE =
  /^(?:franchisor|licensor|provider|supplier|seller|vendor|sponsee|consultant|contractor|landlord|lessor|manufacturer|service\s+provider)$/i;

function isPaidSide(side: Side): boolean {
  return PAID_ROLE.test(side.role);
}

/** Reads one sentence against the document's sides (`leadIn`: the words that introduce a list item). */
export function readProvision(
  sentence: string,
  sides: readonly Side[],
  leadIn?: string,
): Provision {
  // A list item without a verb of its own ("use the Product for ...") takes its lead-in's
  // ("Customer will not:"), as a reader does.
  const own = readModality(sentence);
  const text =
    leadIn && (own.to === 0 || own.isSubordinate || opensWithVerb(sentence, own))
      ? `${leadIn} ${sentence}`
      : sentence;
  const reading = denyItem(
    text === sentence ? own : readModality(text),
    text !== sentence,
    sentence,
  );
  const kind = readKind(sentence);
  const amends = readAmendment(sentence);
  const negation = findNegation(sentence);
  const narrowing = {
    conditions: findConditions(sentence),
    // An item of a list is narrowed by its lead-in's exceptions too ("Except as provided in
    // the Plan, the Agent will:").
    exceptions: [
      ...(text === sentence ? [] : findExceptions(leadIn ?? '')),
      ...findExceptions(sentence),
      ...readCarvedItem(sentence, leadIn),
    ],
    kind,
    ...(amends && { amends }),
    ...(negation && { negation }),
  };
  // An amendment's sentence changes the agreement's words; it binds no one by itself.
  if (amends)
    return { actor: [], modality: 'states', polarity: 'positive', beneficiary: [], ...narrowing };
  // A savings clause keeps a freedom: the party it names may still act.
  if (kind === 'savings') {
    const kept = findKeptParty(sentence, sides);
    return { actor: kept, modality: 'may', polarity: 'positive', beneficiary: kept, ...narrowing };
  }
  const operator = text.slice(reading.from, reading.to);
  // A sentence with a verb of its own has its own subject: its list's lead-in does not act in it
  // ("Proprietary Information shall remain the property of ..." under "the Receiving Party:").
  const actor = readActor(text, reading, operator, sides, text === sentence ? undefined : leadIn);
  // A statutory notice tells the party of what the law gives it; it is never a duty.
  const modality =
    kind === 'statutory-notice' || kind === 'definition' ? 'states' : reading.modality;
  const beneficiary =
    kind === 'statutory-notice'
      ? [...actor]
      : readBeneficiary(text, { ...reading, modality }, actor, sides);
  return { actor, modality, polarity: reading.polarity, beneficiary, ...narrowing };
}

/** The party a savings clause keeps free: named after its restricting verb. */
function findKeptParty(sentence: string, sides: readonly Side[]): string[] {
  const verb = RESTRICTING_VERB.exec(sentence);
  const kept = verb ? findFirstMention(sentence, verb.index, sides) : null;
  return kept ? [kept.role] : [];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function readActor(
  text: string,
  reading: ModalityReading,
  operator: string,
  sides: readonly Side[],
  leadIn: string | undefined,
): string[] {
  // A definition binds nobody: "'Net Sales' means ..." says what words mean.
  if (readKind(text) === 'definition') return [];
  const hasOperator = reading.to > reading.from;
  if (hasOperator && OWED_BY.test(operator)) {
    const owing = findFirstMention(text, reading.to, sides);
    if (owing) return [owing.role];
  }
  if (
    hasOperator &&
    reading.modality === 'may' &&
    (GRANT.test(operator) || FREEDOM_KEPT.test(operator))
  ) {
    const receiver = findFirstMention(text, reading.from + operator.search(/\s/), sides);
    if (receiver) return [receiver.role];
  }
  const span = hasOperator ? { from: reading.from, to: reading.to } : { from: 0, to: text.length };
  const match = { sentence: text, ...span, ...(leadIn && { leadIn }) };
  const subject = roles(findActor(match, sides).sides);
  if (subject.length)
    return [...subject, ...findCoordinatedActors(text, reading.to, subject, sides)];
  const holders = hasOperator ? findHolders(text.slice(0, reading.from), sides) : [];
  if (holders.length) return holders;
  if (!isImperative(text)) return subject;
  // "Keep your password confidential", "Do not share it": an instruction binds whoever the
  // document calls "you".
  const addressee = sides.find((side) => side.subjectPronouns.includes('you'));
  return addressee ? [addressee.role] : [];
}

// "The obligations of Confidant shall not terminate", "the respective rights and obligations of
// the Consultant and the Company shall cease", "Consultant's relationship to Aduro shall be":
// what the parties hold under the deal, as subject, is said of the parties who hold it.
const HELD_BY_PARTIES =
  /\b(?:rights?|obligations?|duties|liabilit(?:y|ies)|relationship)\s+(?:(?:and|or)\s+(?:rights?|obligations?|duties|liabilit(?:y|ies))\s+)?(?:of|between)\b|['’]s?\s+(?:relationship|(?:rights?|obligations?|duties)\s+(?:under|hereunder)\b)/i;

/** The sides named in a subject that is what they hold under the deal; empty for any other. */
function findHolders(before: string, sides: readonly Side[]): string[] {
  const subject = before.slice(Math.max(before.lastIndexOf(';'), before.lastIndexOf(',')) + 1);
  if (!HELD_BY_PARTIES.test(subject)) return [];
  return roles(
    sides.filter((side) =>
      side.terms.some((term) =>
        new RegExp(String.raw`(?<![\w-])${escapeRegExp(term)}(?![\w-])`).test(subject),
      ),
    ),
  );
}

/**
 * The other sides bound by a second main clause joined to the first: "Fox shall produce the
 * Clips, and Licensee shall reimburse Fox for all production costs" binds both. A clause whose
 * subject is the same party, or a thing, adds no one.
 */
function findCoordinatedActors(
  text: string,
  from: number,
  actor: readonly string[],
  sides: readonly Side[],
): string[] {
  const after = text.slice(from);
  return roles(
    sides.filter(
      (side) =>
        !actor.includes(side.role) &&
        side.terms.some((term) =>
          new RegExp(
            String.raw`[,;]\s*(?:and|but)\s+(?:the\s+)?${escapeRegExp(term)}\s+(?:shall|will|must|agrees?\s+to)\b`,
          ).test(after),
        ),
    ),
  );
}

/**
 * The first side named at or after `from`, by any of its words or pronouns ("grants to
 * Licensee", "we give you a licence", "limit your right to").
 */
function findFirstMention(text: string, from: number, sides: readonly Side[]): Side | null {
  const after = text.slice(from);
  let first: { side: Side; at: number } | null = null;
  for (const side of sides)
    for (const word of [...side.terms, ...side.possessivePronouns, ...objectPronouns(side)]) {
      const at = after.search(new RegExp(String.raw`(?<![\w-])${escapeRegExp(word)}(?![\w-])`));
      if (at >= 0 && (!first || at < first.at)) first = { side, at };
    }
  return first?.side ?? null;
}

function readBeneficiary(
  text: string,
  reading: ModalityReading,
  actor: readonly string[],
  sides: readonly Side[],
): string[] {
  if (reading.modality === 'may' || reading.modality === 'entitled') return [...actor];
  // "This fee will be due by the 7th", "Fees will increase 5% per renewal": money owed under
  // the deal, with no one named to act, serves the party paid.
  if (actor.length === 0 && FEE_TERM.test(text)) return roles(sides.filter(isPaidSide)).slice(0, 1);
  const isWarranty =
    actor.length > 0 &&
    (WARRANTY.test(text.slice(reading.from, reading.to)) ||
      (reading.modality === 'states' && ASSENT.test(text)));
  if (reading.modality === 'states' && actor.length > 0 && OWNERSHIP.test(text)) return [...actor];
  if (reading.modality === 'states' && !isWarranty)
    return reading.polarity === 'negative' && SHIELD.test(text) ? [...actor] : [];
  const others = sides.filter((side) => !actor.includes(side.role));
  const after = text.slice(reading.to);
  const named = others.filter(
    (side) =>
      [side.role, ...side.terms].some((term) => term && after.includes(term)) ||
      objectPronouns(side).some((word) => new RegExp(String.raw`\b${word}\b`, 'i').test(after)),
  );
  if (named.length) return roles(named);
  return actor.length === 1 && sides.length === 2 ? roles(others) : [];
}

/**
 * The words that name a side as the object of a verb: "hold us harmless" is the side that calls
 * itself "we", "indemnify you" the side the document calls "you".
 */
function objectPronouns(side: Side): string[] {
  return [
    ...(side.subjectPronouns.includes('we') ? ['us', 'our'] : []),
    ...(side.subjectPronouns.includes('you') ? ['you', 'your'] : []),
  ];
}

function roles(sides: readonly Side[]): string[] {
  return [...new Set(sides.map((side) => side.role))];
}
