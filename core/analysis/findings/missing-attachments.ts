import type { Segment } from '../text/segment.ts';

// "Exhibit B", "Schedule 2", "Appendix A-1", "Annex IV": the attachments a contract relies on.
const REFERENCE =
  /\b(Exhibit|Schedule|Appendix|Annex|Attachment|Addendum)\s+([A-Z]{1,2}(?:-\d{1,2})?|\d{1,2}(?:\.\d{1,2})?|[IVX]{1,5})(?![\w-])/g;
// A reference that carries deal terms: these make a missing attachment matter most.
const DEAL_TERMS =
  /\b(?:fees?|prices?|pricing|payments?|royalt\w+|compensation|rates?|charges?|revenue|commissions?|specifications?|services|deliverables|territory|products?)\b/i;

/** One attachment the text relies on, with the sentence that best shows what it holds. */
export interface MissingAttachment {
  name: string;
  segmentIndex: number;
  start: number;
  end: number;
}

/**
 * The exhibits, schedules and appendices the text refers to but does not contain: no line
 * begins with their name. What they hold (a price list, a specification) was not given to read,
 * and the rubric asks that this be said plainly. Each is shown at the first sentence that
 * refers to it, preferring one that speaks of money or the deal's scope.
 */
export function findMissingAttachments(segments: readonly Segment[]): MissingAttachment[] {
  const present = new Set<string>();
  const references = new Map<string, MissingAttachment & { isDealTerm: boolean }>();
  segments.forEach((segment, segmentIndex) => {
    const text = segment.text;
    const heading =
      /^\s*(Exhibit|Schedule|Appendix|Annex|Attachment|Addendum)\s+(\S+?)[\s.:–—-]*(?:\s|$)/i.exec(
        text,
      );
    if (heading) present.add(toKey(heading[1] ?? '', heading[2] ?? ''));
    for (const match of text.matchAll(REFERENCE)) {
      const name = `${match[1]} ${match[2]}`;
      const key = toKey(match[1] ?? '', match[2] ?? '');
      const known = references.get(key);
      const isDealTerm = DEAL_TERMS.test(text);
      if (known && (known.isDealTerm || !isDealTerm)) continue;
      references.set(key, {
        name,
        segmentIndex,
        start: segment.start + match.index,
        end: segment.start + match.index + match[0].length,
        isDealTerm,
      });
    }
  });
  return [...references.entries()]
    .filter(([key]) => !present.has(key))
    .map(([, { name, segmentIndex, start, end }]) => ({ name, segmentIndex, start, end }));
}

function toKey(kind: string, id: string): string {
  return `${kind.toLowerCase()} ${id.replace(/[.:,;)]+$/, '').toLowerCase()}`;
}
