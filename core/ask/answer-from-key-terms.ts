import type { Analysis, KeyTerm } from '../../common/analysis/analysis-schema.ts';
import { verifyQuotes } from '../analysis/text/verify-quotes.ts';
import type { ParsedDocument } from '../parsing/parsed-document.ts';
import { toCitation, type Answer } from './answer.ts';
import { isYesOrNoQuestion, lowerFirst } from './compose-answer-text.ts';
import { describeLocation } from './describe-location.ts';
import { readAsker } from './asker.ts';

/**
 * The open questions a key term of the analysis answers, most specific first: "How long does
 * confidentiality last?" is the confidentiality period the Details tab shows, so the answer and
 * the analysis can never disagree.
 */
const KEY_TERM_QUESTIONS: readonly {
  kind: KeyTerm['kind'];
  question: RegExp;
  /** What the term says, as the object of "The document leaves blank ...". */
  subject: string;
  /** The playbook item whose finding answers when the key term was not found (by category). */
  item?: string;
}[] = [
  {
    kind: 'confidentiality-period',
    question:
      /\b(?:how long|until when|when)\b.{0,60}\b(?:confiden|secre|information|nda\b)|\b(?:confiden|secre)\w*\b.{0,60}\b(?:how long|last|end|expire)/i,
    subject: 'how long confidentiality lasts',
    item: 'nda-term',
  },
  {
    kind: 'non-compete',
    question: /\bhow long\b.{0,60}\bcompet|\bcompet\w*\b.{0,60}\b(?:how long|last)/i,
    subject: 'how long the non-compete lasts',
  },
  {
    kind: 'non-solicit',
    question: /\bhow long\b.{0,60}\bsolicit|\bsolicit\w*\b.{0,60}\b(?:how long|last)/i,
    subject: 'how long the non-solicit lasts',
  },
  {
    kind: 'late-payment',
    question: /\b(?:late|overdue)\b.{0,40}\b(?:fee|charge|interest|pay)/i,
    subject: 'the charge for paying late',
  },
  {
    kind: 'termination-notice',
    question: /\bhow much notice\b|\bnotice\b.{0,40}\b(?:end|terminat|cancel|quit)/i,
    subject: 'the notice needed to end it',
  },
  {
    kind: 'liability-cap',
    question: /\b(?:how much|most|maximum)\b.{0,40}\b(?:liab|recover|owe|claim)/i,
    subject: 'the liability cap',
  },
  {
    kind: 'governing-law',
    question: /\b(?:which|what) (?:law|state'?s? law|country'?s? law)\b|\bgoverning law\b/i,
    subject: 'the governing law',
  },
  {
    kind: 'forum',
    // "Which courts ...?", "Where would a dispute be heard?"; not "What happens if a court ...?".
    question:
      /\b(?:which|what)\s+(?:courts?|venue|forum|arbitrat\w*)\b|\bwhere\b.{0,40}\b(?:sue|disputes?|heard|courts?|arbitrat\w*)\b/i,
    subject: 'where disputes go',
  },
  {
    kind: 'term-and-renewal',
    question:
      /\bhow long does (?:this|the|it|my) ?(?:agreement|contract|lease|subscription|term)?\b|\bwhen does (?:this|the|it|my) ?(?:agreement|contract|lease|subscription)? ?(?:end|expire)\b/i,
    subject: 'how long it runs',
  },
  {
    kind: 'fees',
    question: /\bhow much\b.{0,40}\b(?:pay|cost|fee|price|rent|charge)/i,
    subject: 'the fees',
  },
  {
    kind: 'payment-terms',
    question: /\bwhen\b.{0,30}\b(?:pay|paid|invoice|due)\b/i,
    subject: 'when payment is due',
  },
  {
    kind: 'ip-ownership',
    question:
      /\bwho owns\b.{0,40}\b(?:work|intellectual|ip\b|invent|creat|make|made|develop|deliverable|code|content|design)/i,
    subject: 'who owns the work',
  },
];

/**
 * An open question that a key term of the analysis answers: the fact first, with its section
 * ("2 years after disclosure (section 5.1 (Term), page 3)"); a term the document left blank is
 * said to be blank, and one it leaves to terms it does not contain is said to be there. Null
 * when no key term answers the question, or the analysis did not find the one that would.
 */
export function answerFromKeyTerms(
  question: string,
  analysis: Analysis | null,
  document: ParsedDocument,
): Answer | null {
  if (!analysis) return null;
  if (isYesOrNoQuestion(question)) return answerYesOrNoFromKeyTerms(question, analysis, document);
  const asked = KEY_TERM_QUESTIONS.find((candidate) => candidate.question.test(question));
  const term = asked && analysis.keyTerms.find((candidate) => candidate.kind === asked.kind);
  if (!term || term.status === 'not-found')
    return asked ? answerFromFinding(asked.item, analysis, document) : null;
  const [verified] = verifyQuotes(document, [term]).verified;
  if (!verified) return null;
  const where = describeLocation({ page: verified.page, section: verified.section ?? null });
  const citations = [toCitation(verified)];
  switch (term.status) {
    case 'blank':
      return {
        text: `The document leaves blank ${asked.subject} (${where}): it has to be filled in before anyone signs.`,
        citations,
        isAnswered: false,
        verdict: 'not-stated',
      };
    case 'incorporated':
      return {
        text: `The document does not say ${asked.subject}: it leaves that to ${term.value}, which it refers to but does not contain (${where}).`,
        citations,
        isAnswered: false,
        verdict: 'not-stated',
      };
    default:
      return {
        // In the Details tab's own words: "Governing law: Delaware".
        text: `${term.label}: ${term.value} (${where}).`,
        citations,
        isAnswered: true,
        verdict: 'yes',
      };
  }
}

/**
 * Where the key term was not found, the playbook item's finding answers in the analysis's own
 * words ("No end date for the secrecy: ..."), so the chat says what the Red flags tab says.
 */
function answerFromFinding(
  item: string | undefined,
  analysis: Analysis,
  document: ParsedDocument,
): Answer | null {
  const finding =
    item &&
    [...analysis.redFlags, ...analysis.protections].find(
      (candidate) => candidate.category === item,
    );
  if (!finding) return null;
  return settled(
    document,
    finding,
    'yes',
    `${finding.title}: ${lowerFirst(finding.explanation).replace(/\.$/, '')}`,
  );
}

// "Can I sue them?", "Can I take a dispute to court?": answered by where disputes go.
const ASKS_COURT = /\b(?:sue|court|lawsuit|litigat\w*|jury)\b/i;
const ARBITRATION = /\barbitrat/i;
// "Do I keep the rights to what I create?": answered by who owns the work.
const ASKS_KEEPING_WORK =
  /\b(?:do|will|would|can)\s+(?:i|we)\s+(?:keep|own|retain|have)\b.{0,60}\b(?:rights?|ip\b|intellectual|work|invent\w*|creat\w*|make|made|code|content|designs?|projects?)/i;

/**
 * A yes-or-no question a key term settles: "Can I sue them in court?" where disputes go to
 * arbitration is no; "Do I keep the rights to my work?" is yes or no as the analysis says who
 * owns it. Null when no key term settles it, and a court where the forum is a court: the
 * question may still turn on a class action or a jury.
 */
function answerYesOrNoFromKeyTerms(
  question: string,
  analysis: Analysis,
  document: ParsedDocument,
): Answer | null {
  const stated = (kind: KeyTerm['kind']) =>
    analysis.keyTerms.find((term) => term.kind === kind && term.status === 'stated');
  if (ASKS_COURT.test(question)) {
    // The analysis's arbitration red flag decides it, whatever court the forum clause names
    // for what arbitration leaves over.
    const arbitration = analysis.redFlags.find((flag) => /(?:^|-)arbitration$/.test(flag.category));
    if (arbitration)
      return settled(document, arbitration, 'no', 'No: disputes go to arbitration, not to a court');
    const forum = stated('forum');
    if (forum)
      return ARBITRATION.test(`${forum.value} ${forum.quote}`)
        ? settled(document, forum, 'no', 'No: disputes go to arbitration, not to a court')
        : settled(document, forum, 'yes', `Yes: ${forum.label.toLowerCase()}: ${forum.value}`);
    // No forum: the law that governs is no answer to where a dispute is heard.
    const law = stated('governing-law');
    if (law) {
      const answer = settled(document, law, 'not-stated', '');
      return (
        answer && {
          ...answer,
          isAnswered: false,
          text: `The document does not say where disputes are heard. The closest it comes is the law that governs it: ${law.value}${answer.text}`,
        }
      );
    }
  }
  const ownership = ASKS_KEEPING_WORK.test(question) ? stated('ip-ownership') : undefined;
  const asker = ownership ? readAsker(question, analysis, document) : null;
  if (!ownership || !asker?.role) return null;
  const owner = asker.sides.find((side) =>
    [side.role, ...side.terms].some((name) => ownership.value.startsWith(name)),
  );
  if (!owner) return null;
  return owner.role === asker.role
    ? settled(document, ownership, 'yes', `Yes: ${ownership.value}`)
    : settled(document, ownership, 'no', `No: ${ownership.value}`);
}

function settled(
  document: ParsedDocument,
  term: Pick<KeyTerm, 'quote' | 'start' | 'end' | 'page' | 'section'>,
  verdict: 'yes' | 'no' | 'not-stated',
  lead: string,
): Answer | null {
  const [verified] = verifyQuotes(document, [term]).verified;
  if (!verified) return null;
  const where = describeLocation({ page: verified.page, section: verified.section ?? null });
  return {
    text: `${lead} (${where}).`,
    citations: [toCitation(verified)],
    isAnswered: true,
    verdict,
  };
}
