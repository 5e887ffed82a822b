import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../parsing/parsed-document.ts';
import { readProvision, type Provision } from '../analysis/reading/read-provision.ts';
import { findProvisionAt } from '../analysis/reading/read-provisions.ts';
import { readAsker } from './asker.ts';
import { findSameMeaning } from './contract-words.ts';
import { readForAnswers } from './read-for-answers.ts';
import { findAskedAct } from './read-verdict.ts';
import { toSearchTerms } from './search-terms.ts';

// "Must I ...?", "Do I have to ...?", "Am I required to ...?": a duty answers yes.
const ASKS_DUTY = /\b(?:must|have\s+to|has\s+to|need\s+to|required|obliged|obligated|shall)\b/i;

/**
 * What the quoted sentence says to a yes-or-no question about what a party may or must do,
 * read as the analysis reads every provision (who acts, may or must, negated or not): 'yes'
 * when it gives the party asked about the act, 'no' when it forbids it or gives it to the other
 * side alone, null when the sentence does not settle it (no act asked, another act, an
 * exception or a condition that makes it depend). The answer shown never says otherwise.
 */
export function readCitedVerdict(
  question: string,
  sentence: string,
  analysis: Analysis | null,
  document: ParsedDocument,
): 'yes' | 'no' | null {
  const cited = readCited(question, sentence, analysis, document);
  if (!cited) return null;
  const { provision, role, actTerms } = cited;
  if (provision.exceptions.length > 0 || provision.conditions.length > 0) return null;
  const isAskersOwn = provision.actor.includes(role);
  const isPositive = provision.polarity === 'positive';
  switch (provision.modality) {
    case 'must-not':
      return isAskersOwn ? 'no' : null;
    case 'may':
    case 'entitled':
      if (isAskersOwn) return isPositive ? 'yes' : 'no';
      // "Can I end it?" against "the Company may terminate": their right, not the asker's.
      return isPositive && provision.actor.length > 0 && !ASKS_DUTY.test(question) ? 'no' : null;
    case 'must':
      return isAskersOwn && ASKS_DUTY.test(question) ? (isPositive ? 'yes' : 'no') : null;
    case 'states':
      // "The Investor is not entitled to vote": a denial of the very act, said of the asker.
      return isAskersOwn &&
        provision.negation &&
        toSearchTerms(provision.negation.scope).some((term) => actTerms.has(term))
        ? 'no'
        : null;
    default:
      return null;
  }
}

/**
 * The exception to a prohibition of the very act asked about, said of the asker ("shall not
 * hire any employee of the Company, other than through a general advertisement"): the answer
 * is "No, except ...", never a plain yes. Null when the sentence is no such prohibition.
 */
export function readCitedException(
  question: string,
  sentence: string,
  analysis: Analysis | null,
  document: ParsedDocument,
): string | null {
  const cited = readCited(question, sentence, analysis, document);
  if (!cited || cited.provision.modality !== 'must-not') return null;
  if (!cited.provision.actor.includes(cited.role)) return null;
  const [exception] = cited.provision.exceptions;
  return exception?.text ?? null;
}

/** The quoted sentence read for the asker, when it speaks of the act the question asks about. */
function readCited(
  question: string,
  sentence: string,
  analysis: Analysis | null,
  document: ParsedDocument,
): { provision: Provision; role: string; actTerms: Set<string> } | null {
  const asker = readAsker(question, analysis, document);
  const act = findAskedAct(question.replace(/^\s*\w/, (first) => first.toLowerCase()));
  if (!asker?.role || !act) return null;
  const actTerms = new Set([act, ...findSameMeaning(act).terms]);
  if (!toSearchTerms(sentence).some((term) => actTerms.has(term))) return null;
  const provision = readProvision(sentence, asker.sides, findLeadIn(sentence, analysis, document));
  return { provision, role: asker.role, actTerms };
}

/**
 * A list item ("(ii) recruit or hire any employee of the Company") takes its subject and verb
 * from its lead-in ("neither Seller nor its affiliates will:"), as the reading of the analysis
 * does: the item is read where the document has it.
 */
function findLeadIn(
  sentence: string,
  analysis: Analysis | null,
  document: ParsedDocument,
): string | undefined {
  const at = document.text.indexOf(sentence);
  const reading = at < 0 ? null : readForAnswers(document, analysis);
  if (!reading) return undefined;
  return findProvisionAt(reading.provisions, at + sentence.length / 2)?.leadIn;
}
