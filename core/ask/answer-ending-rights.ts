import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { findSectionLabel } from '../analysis/reading/read-structure.ts';
import type { PlacedProvision } from '../analysis/reading/read-provisions.ts';
import { findPageNumber, type ParsedDocument } from '../parsing/parsed-document.ts';
import type { Answer } from './answer.ts';
import { readAsker } from './asker.ts';
import { answerFromPlaces } from './answer-from-places.ts';
import { isYesOrNoQuestion } from './compose-answer-text.ts';
import type { QuestionIntent } from './question-intents.ts';
import { readForAnswers } from './read-for-answers.ts';

const ENDS =
  /\b(?:terminat\w*|cancel\w*|quit|resign\w*|ends?\s+(?:it|this|the|its|their|his|her|your|my)\b)/i;
// Grounds: the other side's breach or default, insolvency, an event outside anyone's control.
const FOR_CAUSE =
  /\b(?:breach\w*|default\w*|insolven\w*|bankrupt\w*|receiver\w*|liquidat\w*|dissol\w*|wind(?:s|ing)?\s+up|benefit\s+of\s+creditors|stops?\s+(?:conducting|doing)|fails?\s+to|failure\s+to|cure[ds]?|force\s+majeure|for\s+cause|violat\w*|misconduct|change\s+of\s+control|ceases?\s+to|cannot|unable)\b/i;
// Words that make a right to end one that needs no reason.
const AT_WILL =
  /\b(?:for\s+any\s+(?:or\s+no\s+)?reason|(?:at\s+)?any\s+time|without\s+cause|for\s+convenience|at\s+will|for\s+no\s+reason|with\s+or\s+without\s+cause)\b/i;
// "upon 30 days' written notice": a condition that only says how, not why.
const NOTICE_ONLY =
  /^(?:upon|on|after|following|with|by\s+giving)\b[^,;]{0,80}\bnotice\b[^,;]{0,60}$/i;
// Ending by both sides' agreement is no right of either side alone.
const BY_CONSENT =
  /\b(?:(?:written\s+)?mutual(?:ly)?\s+(?:written\s+)?(?:consent|agree\w*)|(?:by|upon)\s+(?:the\s+)?(?:written\s+)?(?:mutual\s+)?agreement\s+(?:in\s+writing\s+)?(?:of|executed\s+by|between|signed\s+by)\s+(?:both|the)\s+parties)\b/i;
// What ending early costs: a fee the party that ends must pay.
const ENDING_FEE =
  /\b(?:(?:early\s+)?termination\s+(?:fee|charge|payment)|cancellation\s+(?:fee|charge)|break\s+fee)\b/i;
// Damages or a payment owed for ending it count too; those owed for a breach do not.
const PAYMENT = /\b(?:liquidated\s+damages|pay|fee)\b/i;
// A lead-in's grounds are in the items that follow it ("may terminate immediately: (a) if ...").
const LEAD_IN_REACH = 600;
const MIN_ITEM_WORDS = 3;

interface Right {
  provision: PlacedProvision;
  isAtWill: boolean;
}

/**
 * "Can I end this early?" answered from every right to end the agreement the reading found
 * (the provisions the analysis reads: who may terminate, on what grounds): yes when the party
 * asked about may end it without a reason; only on the listed grounds when every right it has
 * needs one (a breach, insolvency); no when only the other side may end it. Null when the
 * question is not a yes-or-no one about ending the agreement, or the document gives no such right.
 */
export function answerEndingRights(
  question: string,
  intent: QuestionIntent | undefined,
  analysis: Analysis | null,
  document: ParsedDocument,
): Answer | null {
  if (intent?.id !== 'termination' || !isYesOrNoQuestion(question)) return null;
  const reading = readForAnswers(document, analysis);
  const asker = readAsker(question, analysis, document);
  const role = asker?.role;
  if (!reading || !role) return null;
  const rights: Right[] = reading.provisions
    .filter(
      (provision) =>
        provision.isInForce &&
        provision.kind === 'operative' &&
        (provision.modality === 'may' || provision.modality === 'entitled') &&
        provision.polarity === 'positive' &&
        provision.actor.length > 0 &&
        !provision.isLeadIn &&
        ENDS.test(
          `${provision.leadIn ?? ''} ${document.text.slice(provision.start, provision.end)}`,
        ) &&
        !BY_CONSENT.test(document.text.slice(provision.start, provision.end)) &&
        // "or", "and": the joints of a list are no right of their own.
        document.text.slice(provision.start, provision.end).split(/\s+/).length >= MIN_ITEM_WORDS,
    )
    .map((provision) => ({ provision, isAtWill: isAtWill(provision, document.text) }));
  const own = rights.filter((right) => right.provision.actor.includes(role));
  const others = rights.filter((right) => !own.includes(right));
  const atWill = own.filter((right) => right.isAtWill);
  const place = (right: Right) => toPlace(right.provision, document, reading.structure);
  // The grounds are the answer: the clause is quoted whole, with the words that lead into it.
  // What ending early costs the party asked about: "If Tenant ends this lease early, Tenant
  // shall pay a fee" lets it end the lease, at that price, even without a "may".
  const cost = reading.provisions.find(
    (provision) =>
      provision.modality === 'must' &&
      provision.actor.includes(role) &&
      isEndingCost(document.text.slice(provision.start, provision.end)),
  );
  const costRight = cost ? [{ provision: cost, isAtWill: false }] : [];
  if (cost && (atWill.length > 0 || own.length === 0))
    return answer(question, intent, document, 'conditional', [...atWill, ...costRight].map(place), {
      condition: 'but ending it early costs you',
    });
  if (atWill.length > 0) return answer(question, intent, document, 'yes', atWill.map(place));
  if (own.length > 0)
    return answer(question, intent, document, 'conditional', own.map(place), {
      condition: 'only on the grounds it lists, not whenever you like',
    });
  // "may be terminated by mutual written consent": ended only if the other side agrees too.
  const byConsent = reading.provisions.filter((provision) => {
    const clause = document.text.slice(provision.start, provision.end);
    return provision.isInForce && ENDS.test(clause) && BY_CONSENT.test(clause);
  });
  if (byConsent.length > 0)
    return answer(
      question,
      intent,
      document,
      'conditional',
      byConsent.map((provision) => place({ provision, isAtWill: false })),
      { condition: 'only if both sides agree to end it' },
    );
  const holder = others[0]?.provision.actor[0];
  if (!holder) return null;
  return answer(question, intent, document, 'no', others.map(place), { holder });
}

/** A sum the party owes for ending the agreement early, not for breaking one of its terms. */
function isEndingCost(clause: string): boolean {
  return ENDING_FEE.test(clause) || (PAYMENT.test(clause) && ENDS.test(clause));
}

/**
 * A right to end the agreement that needs no reason: at any time, or on notice alone. A right
 * that leads into a list the reading did not split ("may terminate immediately:") takes its
 * grounds from the words that follow.
 */
function isAtWill(provision: PlacedProvision, text: string): boolean {
  const own = text.slice(provision.start, provision.end);
  if (AT_WILL.test(own)) return true;
  const grounds = /:\s*$/.test(own)
    ? text.slice(provision.start, provision.end + LEAD_IN_REACH)
    : own;
  const isConditional = provision.conditions.some(
    (condition) => !NOTICE_ONLY.test(condition.trim()),
  );
  return !FOR_CAUSE.test(grounds) && !isConditional;
}

function toPlace(
  provision: PlacedProvision,
  document: ParsedDocument,
  structure: Parameters<typeof findSectionLabel>[0],
) {
  const text = document.text.slice(provision.start, provision.end);
  return {
    start: provision.start,
    end: provision.end,
    text,
    sentence: provision.leadIn ? `${provision.leadIn} … ${text}` : text,
    page: findPageNumber(document, provision.start),
    section: findSectionLabel(structure, provision.start),
  };
}

function answer(
  question: string,
  intent: QuestionIntent,
  document: ParsedDocument,
  verdict: 'yes' | 'no' | 'conditional',
  places: ReturnType<typeof toPlace>[],
  options: { condition?: string; holder?: string } = {},
): Answer | null {
  const [first] = places;
  if (!first) return null;
  const { condition = '', holder } = options;
  const reading = { verdict, sentence: first.sentence, condition, ...(holder && { holder }) };
  // A plain right to end it reads best as the fact it states ("Company may end it on ten days
  // written notice"); grounds and list items are quoted whole, with their lead-in.
  const isPlainRight = verdict === 'yes' && first.sentence === first.text;
  return answerFromPlaces(question, document, places, reading, isPlainRight ? intent : undefined);
}
