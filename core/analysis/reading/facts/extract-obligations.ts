import type { Obligation } from '../../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../../parsing/parsed-document.ts';
import type { Reader } from '../perspective/choose-reader.ts';
import type { PlacedProvision } from '../read-provisions.ts';
import { isProcedureStep, isSaidOfTheProceeding, withoutDeemingRule } from './dispute-procedure.ts';
import { collapseSpaces, locate } from './locate.ts';
import { findObligationType, NOT_AN_OBLIGATION } from './obligation-rules.ts';
import { findDeadline, type FoundDeadline } from './parse-deadline.ts';

// A duty is written whole, with its trigger and deadline; past this many words it is cut at a
// word, and the quote beside it holds the rest.
const MAX_ACTION_WORDS = 45;
// "You will be informed", "Employee shall be reimbursed": the subject receives, someone else acts.
const PASSIVE =
  /^be\s+(?!responsible\b|liable\b|solely\b|fully\b|available\b|present\b|in\s+compliance\b)(?:\w+ly\s+)?(?:\w+(?:ed|en|wn)|held|withheld|paid|made|sold|kept|sent|told|done|borne|bound|set|put|met|sought|brought|bought|found|laid|led|lent|spent|dealt|meant|read|won)\b/i;
// The words that bind ("shall", "agrees not to", "is required to"), before what is to be done.
const MODAL =
  /(?:\b(?:shall|will|must|may|agrees?|undertakes?|covenants?|promises?|(?:is|are)\s+(?:required|obligated|obliged|prohibited|responsible)|cannot|can|do)|[’']ll|\b(?:don|won)[’']t)\b(?:\s+not\b)?(?:\s+(?:to|from|for)\b)?/i;
// "agree to the following:", "shall do as follows": the duty is in what follows.
const POINTS_ONWARD = /^(?:the\s+following|as\s+follows)\b/i;
// "(a)", "ii.", "•": the number of a list item.
const ITEM_NUMBER = /^\s*(?:\(?(?:[a-z]|[ivx]{1,5}|\d{1,2})[.)]|[•·▪-])\s*/i;
// "Upon termination, Employee shall ...": the event before the subject starts the clock.
const OPENING_EVENT =
  /^\s*(?:\(?[a-z0-9]{1,3}[.)]\s*)?(?:upon|after|following|on)\s+([^,]{3,60}?),/i;

/**
 * Who must do what, by when: every provision whose modality is a duty or a prohibition and
 * whose actor is a party, one obligation per duty, written whole with its trigger and
 * deadline. Its direction is the provision's: it binds the actor and serves the beneficiary
 * (the other side where the words name no one). The reader's own come first.
 */
export function extractObligations(
  document: ParsedDocument,
  provisions: readonly PlacedProvision[],
  reader: Reader,
): Obligation[] {
  const seen = new Set<string>();
  const obligations: Obligation[] = [];
  const partyTerms = reader.sides.flatMap((side) => [side.role, ...side.terms]);
  for (const provision of provisions) {
    if (provision.modality !== 'must' && provision.modality !== 'must-not') continue;
    if (provision.isLeadIn || !provision.isInForce || provision.kind !== 'operative') continue;
    const bound = reader.sides.filter((side) => provision.actor.includes(side.role));
    if (bound.length === 0) continue;
    // "The parties agree that the expert shall determine ...": the neutral acts, not they.
    if (isSaidOfTheProceeding(readSubject(document.text, provision), partyTerms)) continue;
    const isNegated = provision.modality === 'must-not';
    const words = readAction(document.text, provision);
    const negation = isNegated ? 'not ' : '';
    // A list item reads its verb from its lead-in: "we won't be liable for: (i) ..." binds no one.
    const verb = provision.leadIn ? afterModal(provision.leadIn).trim() : words;
    if (!words || NOT_AN_OBLIGATION.test(`${negation}${verb}`)) continue;
    if (PASSIVE.test(words) || POINTS_ONWARD.test(words)) continue;
    const action = `${isNegated ? 'not ' : ''}${limitWords(words)}`;
    const bindsEveryParty = bound.length > 1 && bound.length === reader.sides.length;
    const deadline = withOpeningEvent(findDeadline(words), provision.opening)?.deadline ?? null;
    if (isProcedureStep(words, { hasDeadline: deadline !== null, bindsEveryParty })) continue;
    const party = bindsEveryParty ? 'Each party' : bound.map((side) => side.role).join(' and ');
    const key = `${party}\u0000${action.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const others = reader.sides.filter((side) => !bound.includes(side));
    const served = reader.sides.filter((side) => provision.beneficiary.includes(side.role));
    const favours = served.length ? served : others.length ? others : bound;
    obligations.push({
      id: `obligation-${provision.start}`,
      party,
      action,
      type: findObligationType(action, isNegated),
      deadline,
      ...locate(document, provision.start, provision.end),
      burdens: bound.map((side) => side.role),
      favours: favours.map((side) => side.role),
    });
  }
  const me = reader.side?.role;
  if (!me) return obligations;
  const isMine = (obligation: Obligation) => obligation.burdens.includes(me);
  return [...obligations.filter(isMine), ...obligations.filter((item) => !isMine(item))];
}

/** The words before the provision's binding verb: its own, or for a list item its lead-in's. */
function readSubject(text: string, provision: PlacedProvision): string {
  if (provision.operatorStart >= 0) return text.slice(provision.start, provision.operatorStart);
  const leadIn = provision.leadIn ?? '';
  const modal = MODAL.exec(leadIn);
  return modal ? leadIn.slice(0, modal.index) : '';
}

/** What the provision binds its actor to do: the words after its verb, or its list item's. */
function readAction(text: string, provision: PlacedProvision): string {
  const words =
    provision.operatorStart >= 0
      ? afterModal(text.slice(provision.operatorStart, provision.end))
      : text.slice(provision.start, provision.end).replace(ITEM_NUMBER, '');
  return withoutDeemingRule(collapseSpaces(words))
    .replace(
      /^[\s,:]*(?:(?:not|never)\b[\s,]*)?(?:(?:either\s+)?directly\s+or\s+indirectly\b[\s,]*)?/i,
      '',
    )
    .replace(ITEM_NUMBER, '')
    .replace(/[\s.;:,"”']+$/, '')
    .trim();
}

/** The words after the first binding verb of the operator ("Neither party shall | disclose"). */
function afterModal(words: string): string {
  const modal = MODAL.exec(words);
  return modal ? words.slice(modal.index + modal[0].length) : words;
}

function limitWords(action: string): string {
  const words = action.split(' ');
  return words.length > MAX_ACTION_WORDS
    ? `${words.slice(0, MAX_ACTION_WORDS).join(' ')}…`
    : action;
}

function withOpeningEvent(found: FoundDeadline | null, opening: string): FoundDeadline | null {
  const trigger = OPENING_EVENT.exec(opening)?.[1]?.trim() ?? null;
  if (!trigger) return found;
  if (!found)
    return {
      deadline: {
        text: opening.slice(0, opening.indexOf(',')).trim(),
        date: null,
        duration: null,
        recurrence: null,
        trigger,
      },
      index: 0,
      length: 0,
    };
  return found.deadline.trigger ? found : { ...found, deadline: { ...found.deadline, trigger } };
}
