import type { PlacedProvision } from '../reading/read-provisions.ts';
import {
  findProvision,
  findProvisionFor,
  findProvisions,
  isBinding,
  statesKeyTerm,
  wordsOf,
} from './checks.ts';
import { longestMonths } from './periods.ts';
import type { ItemFinding, PlaybookView } from './playbook.ts';
import { findSentence, sentencesOf } from './sentences.ts';

// Checks of the promises a person gives a company they work for or sell to (not to compete, to
// keep its secrets, to assign inventions), which the employment, contractor, invention
// assignment and restrictive covenant playbooks share.

// Competing as the clause's own words say it, not a section's name quoted in another clause
// ("Section 4.2 (Covenant Not to Compete) shall survive") nor a "court of competent jurisdiction".
const COMPETING =
  /\b(?:compete|competes|competing|competitive|competition|competitor|competitors)\b|\bCompet(?:ing|itive)\s+(?:Business|Activit\w*|Products?|Services?|Enterprise|Entity)\b/;
const SURVIVES = /\bsurviv\w*\b/i;

// The words a covenant's own period is written in: the non-compete, or its defined period.
const RESTRICTION_PERIOD =
  /\b(?:compet\w*|non-?compet\w*|restricted\s+period|restriction\s+period|non-?competition\s+period)\b/i;
// A covenant given by the seller of a business (or its owners) to the buyer: courts accept a
// longer restraint there than on an employee, to protect the goodwill that was paid for.
const SALE_OF_BUSINESS =
  /\b(?:sale\s+of\s+(?:the\s+|its\s+)?(?:business|assets|shares|stock|company)|(?:asset|stock|share|unit|membership\s+interest)\s+purchase\s+agreement|purchase\s+agreement|merger\s+agreement|arrangement\s+agreement|acquisition\s+of|goodwill)\b/i;
// States whose law voids most post-employment non-competes (California Business and
// Professions Code 16600, North Dakota Century Code 9-08-06, Oklahoma 15 O.S. 219A).
const BAN_STATES = /\b(California|North\s+Dakota|Oklahoma)\b/;
const GOVERNING_LAW =
  /\bgovern\w*\s+(?:by|under)\b[^.;]{0,80}\blaws?\b|\blaws?\s+of\s+the\s+State\s+of\s+\w+\s+(?:shall\s+)?govern/i;

// A duty of secrecy: not to disclose, or to hold in confidence.
const NOT_DISCLOSE = /\b(?:disclos\w*|divulg\w*|reveal\w*)\b/i;
const KEEP_SECRET =
  /\bnot\s+(?:to\s+)?(?:disclose|divulge|reveal)\b|\bhold\s+(?:\w+\s+){0,4}in\s+(?:strict\s+)?confidence\b|\bkeep\s+(?:\w+\s+){0,4}(?:confidential|secret)\b|\bmaintain\s+(?:\w+\s+){0,4}(?:in\s+)?confiden\w*|\bprotect\s+(?:the\s+)?confidential/i;
// How long secrecy lasts, said of the secret, the duties or their survival.
const TERM_OF_SECRECY =
  /\b(?:\d+|one|two|three|four|five|seven|ten)\s*(?:\(\d+\)\s*)?(?:years?|months?)\b|\buntil\b[^.;]{0,80}\b(?:public|expir|terminat)|\bperpetual|\bindefinite|\bin\s+perpetuity\b|\bno\s+longer\s+(?:qualifies|constitutes|a\s+trade\s+secret)/i;
const ABOUT_SECRECY = /\b(?:confiden\w*|secre\w*|disclos\w*|surviv\w*)\b/i;

// The statutory carve-out: inventions made on one's own time without the employer's equipment
// or secrets (California Labor Code 2870, Washington RCW 49.44.140, Illinois 765 ILCS 1060,
// Minnesota 181.78, and the like).
const STATUTORY_CARVE_OUT =
  /\b2870\b|\b49\.44\.140\b|\b765\s+ILCS\s+1060\b|\b181\.78\b|\bentirely\s+on\s+(?:\w+\s+){0,2}own\s+time\b|\bown\s+time\s+without\s+(?:using|the\s+use\s+of|use\s+of)\b|\bwithout\s+(?:using|the\s+use\s+of)\s+(?:\w+\s+){0,3}(?:equipment|supplies|facilities|trade\s+secret)/i;
// "hereby assigns ... inventions", not the name of a separate "Invention Assignment Agreement".
export const ASSIGNS_INVENTIONS =
  /\bassign(?:s|ed|ing)?\b[^.;]{0,200}\binvention|\binvention\w*\b[^.;]{0,200}\bassign(?:s|ed)?\b/i;

/** Whether the covenant is given on the sale of a business, where longer restraints are usual. */
export function isSaleOfBusiness(view: PlaybookView): boolean {
  return SALE_OF_BUSINESS.test(view.document.text.slice(0, 6000));
}

/** The first promise not to compete that binds `side` (a side id, or 'reader'). */
export function findNonCompete(view: PlaybookView, side: string): PlacedProvision | null {
  const covenants = findProvisions(view, { modalities: ['must-not'], words: COMPETING }).filter(
    (provision) => !SURVIVES.test(wordsOf(view, provision)),
  );
  return (
    covenants.find((provision) => isBinding(view, provision, side)) ??
    covenants.find((provision) => provision.actor.length === 0) ??
    null
  );
}

/**
 * A non-compete that runs longer than the market accepts: a year for an employee, five years
 * for the seller of a business. Read from the sentences that speak of the restriction's period.
 */
export function checkCovenantLength(view: PlaybookView): ItemFinding | null {
  const limit = isSaleOfBusiness(view) ? 60 : 12;
  const sentence = sentencesOf(view).find(
    (candidate) =>
      RESTRICTION_PERIOD.test(candidate.text) &&
      !/\bconfiden\w*\b/i.test(candidate.text) &&
      longestMonths(candidate.text) > limit,
  );
  if (!sentence) return null;
  const months = longestMonths(sentence.text);
  const length = months % 12 === 0 ? `${months / 12} years` : `${months} months`;
  return {
    kind: 'red-flag',
    title: `The restriction runs for ${length}`,
    explanation:
      limit === 12
        ? `A non-compete on an employee usually lasts six to twelve months after leaving; ${length} is longer than most courts accept, and keeps you out of your field for that long.`
        : `Even on the sale of a business, a restraint of ${length} is beyond the three to five years courts usually accept.`,
    start: sentence.start,
    end: sentence.end,
  };
}

/**
 * Where the governing law voids post-employment non-competes (California, North Dakota,
 * Oklahoma): good news for the one restricted, a restraint the protected side may not enforce.
 * Not for the sale of a business, where those states allow one.
 */
export function checkNonCompeteBan(view: PlaybookView, restrictedSide: string): ItemFinding | null {
  if (isSaleOfBusiness(view)) return null;
  const law = findSentence(view, GOVERNING_LAW, BAN_STATES);
  const state = law ? BAN_STATES.exec(law.text)?.[1] : undefined;
  const covenant = findNonCompete(view, restrictedSide);
  if (!state || !covenant) return null;
  return view.side === restrictedSide
    ? {
        kind: 'protection',
        title: `${state} law largely voids non-competes`,
        explanation: `The agreement is governed by ${state} law, under which a promise not to compete after you leave is generally unenforceable, so this restriction may not bind you.`,
        start: covenant.start,
        end: covenant.end,
      }
    : {
        kind: 'red-flag',
        title: `The non-compete may be void under ${state} law`,
        explanation: `The agreement is governed by ${state} law, which generally voids post-employment non-competes; relying on this one (or trying to enforce it) may fail and can expose you to claims.`,
        start: covenant.start,
        end: covenant.end,
      };
}

/** A duty of secrecy binding `side` with no period said of it anywhere: read as for ever. */
export function checkSecrecyWithoutEnd(view: PlaybookView, side: string): ItemFinding | null {
  if (statesKeyTerm(view, 'confidentiality-period')) return null;
  if (findSentence(view, TERM_OF_SECRECY, ABOUT_SECRECY)) return null;
  const duty =
    findProvision(view, { modalities: ['must', 'must-not'], binds: side, words: KEEP_SECRET }) ??
    findProvision(view, { modalities: ['must-not'], binds: side, words: NOT_DISCLOSE });
  if (!duty) return null;
  return {
    kind: 'red-flag',
    title: 'No end date for the secrecy',
    explanation:
      'The agreement does not say how long you must keep the information secret, so the duty may be read as lasting for ever, for ordinary business information as much as for trade secrets.',
    start: duty.start,
    end: duty.end,
  };
}

/** For the employee, the statutory carve-out is a protection; for either side, its absence
 *  from an invention assignment is a gap. */
export function checkInventionCarveOut(view: PlaybookView, ownSide: string): ItemFinding | null {
  const carveOut = findSentence(view, STATUTORY_CARVE_OUT);
  if (carveOut)
    return view.side === ownSide
      ? {
          kind: 'protection',
          title: 'What you invent on your own time stays yours',
          explanation:
            'Inventions you develop entirely on your own time, without the employer’s equipment, facilities or secrets and unrelated to its business, are excluded from the assignment, as the law of several states requires.',
          start: carveOut.start,
          end: carveOut.end,
        }
      : null;
  // "Employee hereby assigns ..." has no modal verb: read from the sentence when no clause is.
  const assignment =
    findProvisionFor(view, ownSide, { words: ASSIGNS_INVENTIONS }) ??
    findSentence(view, ASSIGNS_INVENTIONS);
  if (!assignment) return null;
  return {
    kind: 'red-flag',
    title: 'No exception for inventions made on your own time',
    explanation:
      view.side === ownSide
        ? 'The assignment does not exclude inventions you develop entirely on your own time and without the employer’s resources, so even a side project could be claimed. Several states (California, Washington, Illinois and others) require that exception.'
        : 'The assignment does not carry the exception several states require (California, Washington, Illinois and others) for inventions made on the employee’s own time; there it is unenforceable to that extent.',
    start: assignment.start,
    end: assignment.end,
  };
}
