/** Standard terms a document makes part of itself by naming them rather than printing them. */
export interface IncorporatedTerms {
  /** The terms as a person would ask for them: "Bonterms Mutual NDA Standard Terms Version 1.0". */
  name: string;
  /** The words of the reference, verbatim. */
  quote: string;
  start: number;
  end: number;
  /** Whether the body of those terms is in this document (a copy attached after the cover page). */
  provided: boolean;
}

// The name of a standard form: capitalised words ending in what such forms are called, with
// its version ("Common Paper Cloud Service Standard Terms Version 2.1", "Bonterms Mutual NDA
// (Version 1.0)"). Named agreements between the parties ("the Development and License
// Agreement") are left to the attachment checks: they are contracts, not published terms.
const TERMS_NAME =
  /\b(?:[A-Z][\w&'’-]*\s+(?:(?:and|of|for|&)\s+)?){0,7}(?:Standard\s+Terms|General\s+Terms(?:\s+and\s+Conditions)?|Terms\s+and\s+Conditions(?:\s+of\s+(?:Sale|Purchase|Supply|Business))?|Terms\s+of\s+(?:Service|Use)|Mutual\s+NDA|NDA|Standard\s+(?:Contractual\s+)?Clauses)(?:\s*\(?\s*(?:Version|Ver\.|v)\s*\d+(?:\.\d+)*\s*\)?)?/g;
// Words saying the named terms live elsewhere: a place they are published, or that they are
// incorporated. Looked for in the rest of the sentence after the name.
const ELSEWHERE =
  /\b(?:posted|available|located|found|published|accessible)\s+(?:at|on)\b|https?:\/\/|\bwww\.|\bincorporated\b[^.]{0,40}\bby\s+reference\b|\bare\s+incorporated\b/i;
// Words before the name that make a document enter into named terms ("the parties enter into
// the Bonterms Mutual NDA", "This Order Form incorporates the ...").
const ENTERS_INTO =
  /\b(?:enter(?:s|ed)?\s+into|incorporates?(?:\s+and\s+is\s+governed\s+by)?|(?:is|are)\s+governed\s+by|subject\s+to|consists\s+of[^.]{0,80}?)\s+(?:\(\d\)\s+)?(?:the\s+)?$/i;
// A name needs a word of its own ("Bonterms", "Common Paper"): "the Terms and Conditions" or
// "Other Terms and Conditions" are the document's own parts, not a published form.
const GENERIC_WORDS =
  /\b(?:The|THE|These|This|Such|Other|General|Standard|Master|All|Its|Their|Our|Your|Additional|Applicable|Supplemental|Mutual|Terms|Conditions|Clauses|Contractual|Service|Use|NDA|Version|Ver|and|of|for)\b/g;
const DISTINCTIVE_WORD = /[A-Z][\w'’-]*/;
// A web address: terms published there are outside the document whatever they are called
// ("the Standard Terms at www.example.com/terms").
const WEB_ADDRESS =
  /https?:\/\/|\bwww\.|\b[\w-]+\.(?:com|org|net|io|co|ai|legal|law|us|uk|eu)\/[\w./-]*/i;
// Terms said to be in an attachment ("the General Terms and Conditions attached as Exhibit A",
// "set out in Schedule 2"): in the document only if that attachment is.
const IN_ATTACHMENT =
  /\b(?:(?:attached|annexed|appended)(?:\s+hereto|\s+to\s+this\s+\w+)?\s+as|(?:set\s+(?:out|forth)|contained|included|found)\s+in)\s+((Exhibit|Schedule|Appendix|Annex|Attachment)\s+([A-Z]{1,2}(?:-\d{1,2})?|\d{1,2}(?:\.\d{1,2})?|[IVX]{1,5}))(?![\w-])/i;
const VERSION = /\(?\s*(?:Version|Ver\.|v)\s*(\d+(?:\.\d+)*)\s*\)?$/;
// What a form's own title ends with when the name a text uses is the form's short name.
const TERMS_WORDS = /\b(?:Terms|Conditions|Clauses)\b/;
// A section numbered 1 or 2 at the start of a line: where attached terms begin.
const FIRST_SECTION = /^[ \t]*(?:(?:section|article)\s+)?[12](?:\.\d*)?[ \t.)]/gim;
// Words of numbered body after the reference that mean the terms themselves are attached; a
// cover page has a few short key-term lines, never this much clause text.
const MINIMUM_BODY_WORDS = 300;

/**
 * Standard terms the text incorporates by naming them ("By executing this Cover Page, the
 * parties enter into the Bonterms Mutual NDA (Version 1.0) (available at https://...)"), each
 * once, in the order first named, with whether their body follows in this document. A cover
 * page or order form holds only the deal terms; the rest is in the named terms, and when they
 * were not provided the analysis must say so rather than call their clauses missing.
 */
export function findIncorporatedTerms(text: string): IncorporatedTerms[] {
  const found = new Map<string, IncorporatedTerms>();
  for (const match of text.matchAll(TERMS_NAME)) {
    const start = match.index + (/^\S/.exec(match[0]) ? 0 : 1);
    const nameEnd = match.index + match[0].trimEnd().length;
    const raw = text.slice(start, nameEnd);
    const before = text.slice(Math.max(0, start - 120), start);
    // "“Standard Terms” means ...": a defined term, not a reference to a published form.
    if (/["“]$/.test(before)) continue;
    const sentenceEnd = findSentenceEnd(text, nameEnd);
    const rest = text.slice(nameEnd, sentenceEnd);
    const attachment = IN_ATTACHMENT.exec(rest);
    const isNamed = DISTINCTIVE_WORD.test(raw.replace(GENERIC_WORDS, ''));
    const cue = ELSEWHERE.exec(rest);
    // Terms with a name of their own, or published at an address, or put in an attachment;
    // "the Terms and Conditions" alone are the document's own part.
    if (!attachment && !(isNamed && (cue || ENTERS_INTO.test(before))) && !WEB_ADDRESS.test(rest))
      continue;
    // The quote runs to the end of the words that place the terms elsewhere (a URL included).
    const end = attachment
      ? nameEnd + attachment.index + attachment[0].length
      : cue
        ? extendOverUrl(text, nameEnd + cue.index + cue[0].length, sentenceEnd)
        : nameEnd;
    const quote = text.slice(start, end);
    // "these Standard Terms" is the terms speaking of themselves: they are the text.
    const provided =
      /\bthese\s+$/i.test(before) ||
      (attachment
        ? hasAttachment(text, attachment[2] ?? '', attachment[3] ?? '', end)
        : hasBodyAfter(text, end));
    // The same terms named twice (a short and a long name) share the address they are posted at.
    const key = (
      /(?:https?:\/\/)?((?:www\.)?[\w-]+\.[\w./-]+?)\/?$/.exec(quote)?.[1] ?? toTermsName(raw)
    ).toLowerCase();
    const known = found.get(key);
    if (known) known.provided ||= provided;
    else
      found.set(key, {
        name: attachment ? `${toTermsName(raw)} (${attachment[1]})` : toTermsName(raw),
        quote,
        start,
        end,
        provided,
      });
  }
  return [...found.values()];
}

/** "Bonterms Mutual NDA (Version 1.0)" -> "Bonterms Mutual NDA Standard Terms Version 1.0". */
function toTermsName(raw: string): string {
  const clean = raw
    .replace(/\s+/g, ' ')
    .replace(/^(?:The|THE)\s+/, '')
    .trim();
  const version = VERSION.exec(clean);
  const base = (version ? clean.slice(0, version.index) : clean).trim();
  const named = TERMS_WORDS.test(base) ? base : `${base} Standard Terms`;
  return version ? `${named} Version ${version[1]}` : named;
}

// A sentence ends at a full stop followed by a space or a line end, or at a line break: URLs
// and version numbers keep their dots.
function findSentenceEnd(text: string, from: number): number {
  const rest = /\.(?=\s)|\n/.exec(text.slice(from, from + 400));
  return rest ? from + rest.index : Math.min(text.length, from + 400);
}

/** The end of the address that follows "available at", when one does. */
function extendOverUrl(text: string, from: number, limit: number): number {
  const next = /^\s*(\S+)/.exec(text.slice(from, limit));
  const token = next?.[1] ?? '';
  if (!next || !/[./]/.test(token)) return from;
  return from + next[0].length - token.length + token.replace(/[).,;:]+$/, '').length;
}

/** Whether a line other than the reference begins with the attachment's name ("EXHIBIT A"). */
function hasAttachment(text: string, kind: string, id: string, referenceEnd: number): boolean {
  const heading = new RegExp(
    String.raw`^[ \t]*${kind}[ \t]+${id.replace(/\./g, '\\.')}(?![\w-])`,
    'gim',
  );
  for (const line of text.matchAll(heading))
    if (line.index >= referenceEnd || line.index < referenceEnd - 400) return true;
  return false;
}

/** Whether a numbered body of clauses starts after `from` and runs long enough to be the terms. */
function hasBodyAfter(text: string, from: number): boolean {
  FIRST_SECTION.lastIndex = from;
  const section = FIRST_SECTION.exec(text);
  if (!section) return false;
  // Enough characters for the words needed, so the count stays short however long the text.
  const words =
    text.slice(section.index, section.index + MINIMUM_BODY_WORDS * 20).match(/[A-Za-z]{2,}/g)
      ?.length ?? 0;
  return words >= MINIMUM_BODY_WORDS;
}
