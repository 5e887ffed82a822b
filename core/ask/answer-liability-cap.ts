import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import {
  ABOUT_LIABILITY,
  CAP,
  MUTUAL_CAP,
  namesLiabilityOf,
} from '../analysis/playbooks/liability-cap.ts';
import type { Side } from '../analysis/reading/perspective/sides.ts';
import type { ParsedDocument } from '../parsing/parsed-document.ts';
import type { Answer } from './answer.ts';
import { answerFromPlaces } from './answer-from-places.ts';
import { readAsker } from './asker.ts';
import type { Passage } from './build-passages.ts';
import { isYesOrNoQuestion, lowerFirst } from './compose-answer-text.ts';
import { describeLocation } from './describe-location.ts';
import { listPassages } from './retrieve-passages.ts';
import { verifyCitations } from './verify-citations.ts';

// "Is my liability capped?", "Is there a limit on what they owe?", "Is the supplier's liability
// limited?": whether the amount a side can be made to pay has a ceiling.
const ASKS_CAP =
  /\b(?:liab\w*|owe|damages)\b[^?]{0,60}\b(?:cap\w*|limit\w*|maximum|ceiling)\b|\b(?:cap|limit|ceiling|maximum)\b[^?]{0,30}\b(?:liab\w*|owe|damages|pay)\b/i;
const SETS_CAP = /\b(?:shall|will|does|do)\s+not\s+exceed\b|\bin\s+no\s+event\b|\blimited\s+to\b/i;
const EXCEPTION = /\b(?:except|other\s+than|shall\s+not\s+apply\s+to|does\s+not\s+apply\s+to)\b/i;
// The analysis's reading that no cap exists (the playbooks' liability-cap item).
const NO_CAP_FINDING = /\bno\s+cap\b/i;

/**
 * "Is my liability capped?" answered as the playbook's liability-cap item reads the document,
 * so the chat and the red flags beside it agree: no where the analysis found no cap at all, or
 * the document has none anywhere; otherwise yes where a cap covers the side asked about (a
 * mutual cap, one naming no side, or one naming that side), "yes, with the exceptions it names"
 * where it carves some claims out, and no where the only cap shields the other side. Null for
 * other questions.
 */
export function answerLiabilityCap(
  question: string,
  analysis: Analysis | null,
  document: ParsedDocument,
): Answer | null {
  if (!ASKS_CAP.test(question) || !isYesOrNoQuestion(question)) return null;
  const passages = listPassages(document);
  const caps = passages.filter(
    (passage) => CAP.test(passage.text) && ABOUT_LIABILITY.test(passage.text),
  );
  const asker = readAsker(question, analysis, document);
  // "Your liability has no cap" speaks of the reader's liability alone; "No cap on liability" of both.
  const noCap = analysis?.redFlags.find(
    (flag) =>
      flag.category.endsWith('liability-cap') &&
      NO_CAP_FINDING.test(flag.title) &&
      (!/^your\b/i.test(flag.title) || asker?.role === asker?.readerRole),
  );
  if (noCap || caps.length === 0) {
    // Where the analysis found no cap, its red flag's place; else the first word on liability.
    const place = noCap
      ? passages.find((passage) => passage.start <= noCap.start && noCap.start < passage.end)
      : passages.find((passage) => ABOUT_LIABILITY.test(passage.text));
    const explanation = noCap?.explanation.replace(/\.$/, '') ?? '';
    // "No cap on liability" is the verdict already; "Your liability has no cap" says whose.
    const statement = !noCap
      ? 'No: the document sets no cap on liability, so nothing limits what can be owed'
      : /^no\b/i.test(noCap.title)
        ? `No: ${lowerFirst(explanation)}`
        : `No: ${lowerFirst(noCap.title)}. ${explanation}`;
    return say(statement, place, document);
  }
  // Whom "their" means may be unclear among several parties: then only a cap on all answers.
  const sides = asker?.sides ?? [];
  const askedSide = sides.find((side) => side.role === asker?.role);
  // The sentence that sets the cap first, before those that only refer to it ("the Liability
  // Caps in Section 8.1 apply to all liability").
  const covering = caps
    .filter((cap) => coversSide(cap.text, askedSide, sides))
    .sort((a, b) => Number(!SETS_CAP.test(a.text)) - Number(!SETS_CAP.test(b.text)));
  const [first] = covering;
  if (!first)
    return askedSide
      ? say(
          `No: the only cap shields the other side, not ${askedSide.role === asker?.readerRole ? 'you' : askedSide.role}`,
          caps[0],
          document,
        )
      : null;
  const hasException = EXCEPTION.test(first.text);
  return answerFromPlaces(question, document, covering, {
    verdict: 'yes',
    sentence: first.text,
    condition: hasException ? 'with the exceptions it names' : '',
  });
}

/** A "no" said in the answer's own words, citing the passage it rests on. */
function say(
  statement: string,
  place: Passage | undefined,
  document: ParsedDocument,
): Answer | null {
  if (!place) return null;
  const citations = verifyCitations(document, [place]);
  if (citations.length === 0) return null;
  return {
    text: `${statement} (see ${describeLocation(place)}).`,
    citations,
    isAnswered: true,
    verdict: 'no',
  };
}

/**
 * Whether a cap shields a side: it is mutual, names no side, or names that side's liability.
 * With no side known, only a cap on everyone does.
 */
function coversSide(words: string, side: Side | undefined, sides: readonly Side[]): boolean {
  if (MUTUAL_CAP.test(words)) return true;
  const named = sides.filter((party) => namesLiabilityOf(words, [party.role, ...party.terms]));
  return named.length === 0 || (side !== undefined && named.includes(side));
}
