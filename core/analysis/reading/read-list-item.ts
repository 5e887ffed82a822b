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

// An item's marker ("(m) ", "ii. ").
const ITEM_MARKER = /^\s*(?:\(?[a-z0-9]{1,4}[.)]\s*)?/i;
// Words that open a noun phrase, so an item that starts with one has a subject of its own
// ("(b) any breach by Customer shall ...", "(c) it is ...").
const SUBJECT_OPENER =
  /^(?:the|a|an|any|all|each|every|either|neither|both|no|such|this|that|these|those|its|their|it|they|he|she|we|you|information|confidential)\b/i;

/**
 * Whether a list item opens with its verb and so has no subject of its own: "(m) transmit all
 * orders ... by either fax, electronic mail, or other agreed upon means", "shall immediately
 * discontinue any use of the Marks". Its subject and verb are its lead-in's ("the Agent will at
 * its sole expense:", "Reseller (i)"), whatever modal words stand later in the item.
 */
export function opensWithVerb(item: string, reading: ModalityReading): boolean {
  const marker = ITEM_MARKER.exec(item)?.[0].length ?? 0;
  if (reading.to > reading.from && item.slice(marker, reading.from).trim() === '') return true;
  const head = item.slice(marker);
  return /^[a-z]/.test(head) && !SUBJECT_OPENER.test(head);
}

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
