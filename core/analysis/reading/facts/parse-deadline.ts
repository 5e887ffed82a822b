import type { Deadline } from '../../../../common/analysis/analysis-schema.ts';
import { findDates } from './parse-dates.ts';
import { COUNT } from './parse-durations.ts';
import { findDurations } from './parse-durations.ts';

const UNIT = '(?:business\\s+|working\\s+|calendar\\s+)?(?:days?|weeks?|months?|years?)';
const TRIGGER =
  '((?:the\\s+)?[^.;,()]{3,80}?)(?=[.;,()]|\\s+(?:and|or|unless|provided|in\\s+accordance|pursuant|for\\s+any)\\b|$)';
// "within 30 days after receipt of an invoice", "no later than ten (10) days following the due date".
const RELATIVE = new RegExp(
  `\\b(?:within|no\\s+later\\s+than|not\\s+later\\s+than|at\\s+least|not\\s+less\\s+than|no\\s+less\\s+than)\\s+(?:${COUNT})[\\s-]*(?:\\(\\s*\\d{1,4}\\s*\\)\\s*)?${UNIT}(?:\\s+(?:after|of|from|following|before|prior\\s+to|in\\s+advance\\s+of)\\s+${TRIGGER})?`,
  'i',
);
// "upon termination", "promptly after the Closing": an event with no fixed delay.
const EVENT = new RegExp(
  `\\b(?:upon|promptly\\s+(?:after|upon|following)|immediately\\s+(?:after|upon|following))\\s+${TRIGGER}`,
  'i',
);
const BY_DATE =
  /\b(?:on\s+or\s+before|no\s+later\s+than|by|until|beginning|starting|commencing)\s+(?:the\s+)?$/i;
const RECURRENCE =
  /\b(?:on\s+the\s+(?:first|last|\d{1,2}(?:st|nd|rd|th)?|fifteenth|fifth|tenth)\s+day\s+of\s+each\s+(?:calendar\s+)?(?:month|quarter|year)|each\s+(?:calendar\s+|fiscal\s+)?(?:month|quarter|year|week)|every\s+(?:two\s+weeks|month|quarter|year|week|\w+\s+(?:days|weeks|months))|monthly|quarterly|annually|yearly|weekly|bi-?weekly|semi-?annually|per\s+(?:month|year|annum|quarter))\b/i;

/** The part of a text that locates a deadline, and where it sits in that text. */
export interface FoundDeadline {
  deadline: Deadline;
  index: number;
  length: number;
}

/**
 * The deadline a clause sets: a delay from a trigger ("within 30 days after receipt of an
 * invoice"), an event ("upon termination"), a date ("on or before June 1, 2020") and/or a
 * repeating schedule ("on the first day of each month"). Null when the clause sets none.
 */
export function findDeadline(text: string): FoundDeadline | null {
  const spans: [number, number][] = [];
  let duration: Deadline['duration'] = null;
  let trigger: string | null = null;
  let date: string | null = null;
  let recurrence: string | null = null;

  const relative = RELATIVE.exec(text);
  if (relative) {
    duration = findDurations(relative[0])[0]?.duration ?? null;
    trigger = cleanTrigger(relative[1]);
    spans.push([relative.index, relative.index + relative[0].length]);
  }
  const event = EVENT.exec(text);
  if (event && !trigger) {
    trigger = cleanTrigger(event[1]);
    if (trigger) spans.push([event.index, event.index + event[0].length]);
  }
  const named = findDates(text).find((found) =>
    BY_DATE.test(text.slice(Math.max(0, found.index - 30), found.index)),
  );
  if (named) {
    date = named.date;
    const lead =
      BY_DATE.exec(text.slice(Math.max(0, named.index - 30), named.index))?.[0].length ?? 0;
    spans.push([named.index - lead, named.index + named.length]);
  }
  const repeating = RECURRENCE.exec(text);
  if (repeating) {
    recurrence = repeating[0].replace(/\s+/g, ' ');
    spans.push([repeating.index, repeating.index + repeating[0].length]);
  }
  if (spans.length === 0) return null;
  // The deadline's words: the first span that gives it, so the quote stays exact and short.
  const [start, end] = spans.sort((left, right) => left[0] - right[0])[0] ?? [0, 0];
  return {
    deadline: { text: text.slice(start, end), date, duration, recurrence, trigger },
    index: start,
    length: end - start,
  };
}

function cleanTrigger(raw: string | undefined): string | null {
  const trigger = raw
    ?.replace(/\s+/g, ' ')
    .replace(/^the\s+date\s+of\s+/i, '')
    .trim();
  return trigger && trigger.length >= 3 ? trigger : null;
}
