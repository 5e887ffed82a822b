import { findCarveOuts, findSavingsClause, isNonOperative } from './clause-form.ts';
import type { Side } from './perspective/sides.ts';
import type { Segment } from '../text/segment.ts';
import { findLeadIn } from './find-lead-in.ts';
import { readModality } from './modality.ts';
import { readProvision, type Provision } from './read-provision.ts';

/** A provision where it stands: one clause of an operative sentence, in document offsets. */
export interface PlacedProvision extends Provision {
  /** The clause read ("Tenant shall pay rent on the first day of each month"). */
  start: number;
  end: number;
  /** Where its own verb phrase starts ("shall pay"): from there on is what it does. -1 when
   *  the verb is its list's lead-in's ("(a) copy the Software" under "Customer will not:"). */
  operatorStart: number;
  /** Words before the clause's subject that set it off ("Upon termination,"). */
  opening: string;
  /** The lead-in of the list it is an item of. */
  leadIn?: string;
  /** It is itself a list's lead-in ("Customer will not:"): its items say what it binds to, or,
   *  under "The parties agree to amend the Agreement as follows:", what it changes. */
  isLeadIn: boolean;
  /** False in a sentence that deletes a term ("Section 7 is hereby deleted"): none of it binds. */
  isInForce: boolean;
}

// "will, at its own expense, and will cause its Affiliates to:": a lead-in may qualify its
// verb in a few words before its list.
const LEAD_IN_TAIL_WORDS = 8;
// "will not, directly or indirectly, whether as an owner, partner or in any other capacity:": how
// a covenant reaches is no part of its verb's object, however long the list of capacities.
const CAPACITIES =
  /\b(?:either\s+)?directly\s+or\s+indirectly\b|\b(?:either|whether)\s+(?:as|individually|alone|for)\b[^:;]*?\b(?:capacity|otherwise|whatsoever)\b/gi;
// "agree to modify the Agreement as follows:" (not "costs of amendments to the Prospectus:").
const AMENDS = /\b(?:amend|modify|supplement|restate)\b[^:;]{0,80}\bas\s+follows\b/i;
const LISTS_CONDITIONS =
  /\b(?:if|when|where|unless|in\s+the\s+event|based\s+on|from|(?<!the\s)following|against)\b/i;
// "... to read as follows: “", "... the following is added as Section 14.5:": the new words of
// an amendment start after its colon.
const NEW_WORDS = /:\s*[“"']?/;
const LOWER_CASE_ITEM = /^\s*\S+\s+[a-z]/;
// Clauses of one sentence are read apart where a semicolon joins them: "Tenant shall pay
// rent; Landlord shall make repairs" binds two parties.
// "12.2 ", "(b) ", "Section 4. ": a clause's number is where it stands, not what it says.
const NUMBERING =
  /^\s*(?:(?:section|article|clause)\s+)?(?:\d+(?:\.\d+)*\.?|\(?[a-z]\)|\(?[ivx]{1,5}\)|\(\d{1,2}\))?\s*/i;
const CLAUSE_BREAK = /;\s+(?:(?:and|or|but)(?:\s+|$))?/g;

/**
 * Every operative clause of the document's own sentences (the reading's `operative`, without
 * running headers or unticked options) read into a provision, in document order: who acts,
 * how, on what conditions, with what carved out, for whom. Headings, definitions, recitals and
 * savings clauses are not read.
 */
export function readProvisions(
  text: string,
  segments: readonly Segment[],
  sides: readonly Side[],
): PlacedProvision[] {
  const provisions: PlacedProvision[] = [];
  segments.forEach((segment) => {
    const first = provisions.length;
    const leadIn = findBindingLeadIn(text, segment.start);
    // A short list item ("(b) keep records.") is not a heading when a lead-in binds it and it
    // goes on in lower case, as items do; "2. Billing." is the next section's heading.
    const isListItem = leadIn !== undefined && LOWER_CASE_ITEM.test(segment.text);
    if (!isListItem && isNonOperative(segment)) return;
    if (findSavingsClause(segment.text, findCarveOuts(segment.text))) return;
    for (const clause of splitClauses(segment.text)) {
      const words = segment.text.slice(clause.from, clause.to);
      const own = readModality(words);
      const hasOwnVerb = own.to > own.from;
      const provision = readProvision(words, sides, hasOwnVerb ? undefined : leadIn);
      if (!hasOwnVerb && !leadIn && !provision.amends) continue;
      provisions.push({
        ...provision,
        start: segment.start + clause.from,
        end: segment.start + clause.to,
        operatorStart: hasOwnVerb ? segment.start + clause.from + own.from : -1,
        opening: hasOwnVerb ? words.slice(0, own.from) : '',
        ...(!hasOwnVerb && leadIn ? { leadIn } : {}),
        isLeadIn:
          hasOwnVerb && /:\s*$/.test(words) && (isBindingLeadIn(words) || AMENDS.test(words)),
        isInForce: true,
      });
      // "Section 3.1 is amended and restated to read as follows: 'Company shall pay ...'": the
      // new words are a term in force, read as any other.
      const restated = provision.amends?.effect === 'deletes' ? null : NEW_WORDS.exec(words);
      if (restated) {
        const from = clause.from + restated.index + restated[0].length;
        const newWords = segment.text.slice(from, clause.to);
        const verb = readModality(newWords);
        if (verb.to > verb.from)
          provisions.push({
            ...readProvision(newWords, sides),
            start: segment.start + from,
            end: segment.start + clause.to,
            operatorStart: segment.start + from + verb.from,
            opening: newWords.slice(0, verb.from),
            isLeadIn: false,
            isInForce: true,
          });
      }
    }
    const read = provisions.slice(first);
    if (read.some((provision) => provision.amends?.effect === 'deletes'))
      for (const provision of read) provision.isInForce = false;
  });
  return provisions;
}

/**
 * The lead-in an item takes its verb from, when the lead-in ends in that verb: "Customer will
 * not:", "Consultant shall, at its own expense:". A lead-in that goes on past its verb ("will
 * indemnify Company against any claim based on:", "may terminate if the other party:") lists
 * the things its own words name, not duties.
 */
function findBindingLeadIn(text: string, itemStart: number): string | undefined {
  const leadIn = findLeadIn(text, itemStart);
  return leadIn && isBindingLeadIn(leadIn) ? leadIn : undefined;
}

function isBindingLeadIn(leadIn: string): boolean {
  const verb = readModality(leadIn);
  if (verb.to <= verb.from) return false;
  const rest = leadIn.slice(verb.to).replace(/:\s*$/, '').replace(CAPACITIES, '');
  // "The parties agree to modify the Agreement as follows:": the items are the changes, each
  // with its own words, not what the parties must do.
  if (AMENDS.test(rest)) return false;
  const words = rest.split(/\s+/).filter((word) => /\w/.test(word));
  return words.length <= LEAD_IN_TAIL_WORDS && !LISTS_CONDITIONS.test(rest);
}

/** The provision whose clause holds an offset, if one was read there. */
export function findProvisionAt(
  provisions: readonly PlacedProvision[],
  offset: number,
): PlacedProvision | null {
  let low = 0;
  let high = provisions.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const provision = provisions[middle];
    if (!provision) break;
    if (offset < provision.start) high = middle - 1;
    else if (offset >= provision.end) low = middle + 1;
    else return provision;
  }
  return null;
}

/**
 * The clauses of a sentence, in sentence offsets, without the words that join them. A clause
 * with no subject of its own ("; and shall keep the premises clean") stays with the one before.
 */
function splitClauses(sentence: string): { from: number; to: number }[] {
  const clauses: { from: number; to: number }[] = [];
  let from = 0;
  for (const found of sentence.matchAll(CLAUSE_BREAK)) {
    if (isInsideParentheses(sentence, found.index)) continue;
    const next = sentence.slice(found.index + found[0].length);
    const verb = readModality(next);
    if (verb.to > verb.from && !/[A-Za-z]/.test(next.slice(0, verb.from))) continue;
    clauses.push({ from, to: found.index });
    from = found.index + found[0].length;
  }
  clauses.push({ from, to: sentence.length });
  return clauses
    .map((clause) => ({
      ...clause,
      from: clause.from + (NUMBERING.exec(sentence.slice(clause.from, clause.to))?.[0].length ?? 0),
    }))
    .filter((clause) => sentence.slice(clause.from, clause.to).trim() !== '');
}

function isInsideParentheses(sentence: string, index: number): boolean {
  const before = sentence.slice(0, index);
  return before.split('(').length > before.split(')').length;
}
