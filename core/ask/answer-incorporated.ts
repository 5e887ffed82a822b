import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { verifyQuotes } from '../analysis/text/verify-quotes.ts';
import type { ParsedDocument } from '../parsing/parsed-document.ts';
import { toCitation, type Answer } from './answer.ts';
import { describeLocation } from './describe-location.ts';

/**
 * Where the document says nothing on the question but the analysis found that it binds the
 * reader to terms it refers to and does not contain (a cover page over "Standard Terms posted
 * at ..."), the answer is most likely in those terms: say so, and point at the reference, rather
 * than "ask the other party or a lawyer" alone. Null when no such terms were found.
 */
export function answerFromIncorporatedTerms(
  analysis: Analysis | null,
  document: ParsedDocument,
): Answer | null {
  const reference = analysis?.redFlags.find((flag) => flag.category === 'incorporated-terms');
  if (!reference) return null;
  const [verified] = verifyQuotes(document, [reference]).verified;
  if (!verified) return null;
  const where = describeLocation({ page: verified.page, section: verified.section ?? null });
  return {
    text: `The document does not say. It refers to terms it does not contain (${where}); the answer is likely there, so ask for them before you sign.`,
    citations: [toCitation(verified)],
    isAnswered: false,
    verdict: 'not-stated',
  };
}
