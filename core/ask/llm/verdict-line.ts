import type { Verdict } from '../answer.ts';

const VERDICTS: readonly Verdict[] = ['yes', 'no', 'conditional', 'not-stated'];
// The line the model is asked to begin with: "VERDICT: conditional", ended by a new line (or
// by the end of the reply).
const VERDICT_LINE = /^\s*verdict\s*:\s*([a-z-]+)[ \t]*\n/i;
const FINAL_VERDICT_LINE = /^\s*verdict\s*:\s*([a-z-]+)\s*(?:\n|$)/i;
// A reply that may still become that line: "VER", "VERDICT: cond".
const PARTIAL_VERDICT_LINE = /^\s*(?:v(?:e(?:r(?:d(?:i(?:c(?:t(?:\s*:\s*[a-z-]*)?)?)?)?)?)?)?)$/i;

/** A model reply split into its verdict line and the answer after it. */
export interface SplitReply {
  /** The verdict the line names; null when there is no such line or it names none of them. */
  verdict: Verdict | null;
  /** The answer without the verdict line. */
  text: string;
  /** The reply so far could still be the start of the verdict line: show nothing yet. */
  isPending: boolean;
}

/**
 * Reads the "VERDICT: ..." line a reply starts with, from as much of the reply as has arrived;
 * `isComplete` once the whole reply is in.
 */
export function splitVerdictLine(reply: string, isComplete = false): SplitReply {
  const line = (isComplete ? FINAL_VERDICT_LINE : VERDICT_LINE).exec(reply);
  if (line) {
    const named = line[1]?.toLowerCase() as Verdict;
    return {
      verdict: VERDICTS.includes(named) ? named : null,
      text: reply.slice(line[0].length),
      isPending: false,
    };
  }
  const isPending =
    !isComplete && (PARTIAL_VERDICT_LINE.test(reply) || /^\s*verdict\s*:[^\n]*$/i.test(reply));
  return { verdict: null, text: isPending ? '' : reply, isPending };
}

/** The verdict an answer's first words give, for a reply that named none: "Only if ...". */
export function readVerdictFromWords(text: string): Verdict | null {
  const lead = text.trimStart();
  if (/^the document does not (?:seem to )?say/i.test(lead)) return 'not-stated';
  if (/^only\b|^yes,\s*(?:unless|except|if|provided|subject)/i.test(lead)) return 'conditional';
  if (/^yes\b/i.test(lead)) return 'yes';
  if (/^no\b/i.test(lead)) return 'no';
  return null;
}
