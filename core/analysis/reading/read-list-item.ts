import type { ModalityReading } from './modality.ts';
import type { Exception } from './provision-spans.ts';

/**
 * How a list item reads with its lead-in beyond taking its subject and verb: an item may deny
 * the lead-in's duty ("The Agent will: ... (c) not solicit orders"), and the items of a list of
 * exclusions are exceptions themselves ("This release does not apply to: (a) ...").
 */

// A lead-in that introduces a list of exclusions or exceptions, ending in its colon.
const LEAD_IN_CARVE_OUT =
  /(?:\b(?:does|do|shall|will)\s+not\s+(?:include|apply\s+to|cover|extend\s+to|restrict|limit|prohibit|prevent)\b|\bexclud(?:e|es|ing)\b|\bexcept(?:\s+for)?\b|\bother\s+than\b|\bwith\s+the\s+exception\s+of\b)[^.;:]*[:;]\s*$/i;
// "(c) not solicit ...": an item that opens with a denial.
const ITEM_DENIED = /^\s*(?:\(?[a-z0-9]{1,4}[.)]\s*)?(?:not|never)\b/i;

/**
 * "The Agent will: ... (c) not solicit orders outside the Territory": an item that opens with
 * "not" denies its lead-in's duty.
 */
export function denyItem(reading: ModalityReading, isItem: boolean, item: string): ModalityReading {
  if (!isItem || reading.modality !== 'must' || !ITEM_DENIED.test(item)) return reading;
  return { ...reading, modality: 'must-not', polarity: 'negative' };
}

/**
 * An item of a list that a lead-in carves out ("Confidential Information does not include
 * information that is:", "This release does not apply to:", "except the following:"): the item
 * is itself an exception to the rule its lead-in states.
 */
export function readCarvedItem(item: string, leadIn: string | undefined): Exception[] {
  const cue = leadIn ? LEAD_IN_CARVE_OUT.exec(leadIn) : null;
  if (!leadIn || !cue) return [];
  // "X does not include:" carves out of X; "This Agreement shall not restrict use of
  // information that is:" out of the whole rule; "..., except:" out of the words before it.
  const isRule = /\b(?:restrict|limit|prohibit|prevent)\b/i.test(cue[0]);
  const rule = (isRule ? leadIn : leadIn.slice(0, cue.index)).replace(/[\s,:;]+$/, '').trim();
  const text = item
    .replace(/^\s*\(?[a-z0-9]{1,4}[.)]\s*/i, '')
    .replace(/[\s;,.]+(?:and|or)?\s*$/i, '')
    .trim();
  return rule && text ? [{ text, carvesOutOf: rule }] : [];
}
