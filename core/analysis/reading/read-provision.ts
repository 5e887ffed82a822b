import { findActor } from '../perspective/find-actor.ts';
import type { Side } from '../perspective/sides.ts';
import { readModality, type Modality, type ModalityReading } from './modality.ts';
import { findConditions, findExceptions, type Exception } from './provision-spans.ts';

/**
 * One operative sentence read for what it does (issue 30): who acts, how (duty, prohibition,
 * permission, right to receive, statement), whether it is denied, on what conditions, what it
 * carves out, and whom it serves. Parties are named by their side's role.
 */
export interface Provision {
  actor: string[];
  modality: Modality;
  polarity: 'positive' | 'negative';
  conditions: string[];
  exceptions: Exception[];
  beneficiary: string[];
}

// A grant gives the right to the party it names after the verb ("grants to Licensee a licence").
const GRANT = /\b(?:grants?|licenses?|appoints?|gives?)\b/i;
// "Nothing shall restrict the Trust from ...": the freedom is the party's named after the verb.
const FREEDOM_KEPT = /\bnothing\b/i;
// "'Territory' means ...", "'Affiliate' shall mean ...": a definition.
const DEFINITION =
  /^\s*[“"'‘]?[A-Z][^“”"]{0,80}[”"'’]?\s*(?:\([^)]*\)\s*)?(?:means|shall\s+mean|has\s+the\s+meaning|refers\s+to)\b/;
// Limits of liability protect the party that is not liable.
const SHIELD = /\b(?:liable|liability|responsible|responsibility|obligat)/i;

/** Reads one sentence against the document's sides (`leadIn`: the words that introduce a list item). */
export function readProvision(
  sentence: string,
  sides: readonly Side[],
  leadIn?: string,
): Provision {
  // A list item without a verb of its own ("use the Product for ...") takes its lead-in's
  // ("Customer will not:"), as a reader does.
  const own = readModality(sentence);
  const text = leadIn && own.to === 0 ? `${leadIn} ${sentence}` : sentence;
  const reading = text === sentence ? own : readModality(text);
  const operator = text.slice(reading.from, reading.to);
  const actor = readActor(text, reading, operator, sides, leadIn);
  return {
    actor,
    modality: reading.modality,
    polarity: reading.polarity,
    conditions: findConditions(sentence),
    // An item of a list is narrowed by its lead-in's exceptions too ("Except as provided in
    // the Plan, the Agent will:").
    exceptions: [
      ...(text === sentence ? [] : findExceptions(leadIn ?? '')),
      ...findExceptions(sentence),
    ],
    beneficiary: readBeneficiary(text, reading, actor, sides),
  };
}

function readActor(
  text: string,
  reading: ModalityReading,
  operator: string,
  sides: readonly Side[],
  leadIn: string | undefined,
): string[] {
  // A definition binds nobody: "'Net Sales' means ..." says what words mean.
  if (DEFINITION.test(text)) return [];
  const hasOperator = reading.to > reading.from;
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
  return roles(findActor(match, sides).sides);
}

/** The first side named at or after `from`, by any of its words. */
function findFirstMention(text: string, from: number, sides: readonly Side[]): Side | null {
  let first: { side: Side; at: number } | null = null;
  for (const side of sides)
    for (const term of side.terms) {
      const at = text.indexOf(term, from);
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
  if (reading.modality === 'states')
    return reading.polarity === 'negative' && SHIELD.test(text) ? [...actor] : [];
  const others = sides.filter((side) => !actor.includes(side.role));
  const named = others.filter((side) =>
    [side.role, ...side.terms].some((term) => term && text.slice(reading.to).includes(term)),
  );
  if (named.length) return roles(named);
  return actor.length === 1 && sides.length === 2 ? roles(others) : [];
}

function roles(sides: readonly Side[]): string[] {
  return [...new Set(sides.map((side) => side.role))];
}
