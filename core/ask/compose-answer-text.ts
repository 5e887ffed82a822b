import type { Obligation } from '../../common/analysis/analysis-schema.ts';
import type { Citation } from '../../common/api/chat.ts';
import type { QuestionIntent } from './question-intents.ts';
import { toSearchTerm, tokenizeWords } from './search-terms.ts';

/**
 * The answer's words. Where a fact can be lifted safely from the cited sentence (who may end
 * the agreement and on what notice, a late charge, the governing law, who owns the work, an
 * amount) the answer states it; otherwise it says where the document deals with the question
 * and lets the quoted passages speak. Nothing here paraphrases beyond the lifted words.
 */
export function composeAnswerText(
  intent: QuestionIntent | undefined,
  citations: Citation[],
  heading: string,
): string {
  const [first] = citations;
  if (!first) return '';
  const where = describePages(citations);
  const lifted = intent ? liftFact(intent.id, first.quote) : null;
  if (lifted) return `${lifted} (${describePages([first])}).${moreCitations(citations)}`;
  const section = heading ? ` under “${shorten(heading)}”` : '';
  if (intent)
    return `The document deals with ${intent.topic} on ${where}${section}. The quoted ${citations.length > 1 ? 'passages say' : 'passage says'} what it provides.`;
  return `The most relevant part of the document is on ${where}${section}. The quoted ${citations.length > 1 ? 'passages are' : 'passage is'} what it says.`;
}

/** The answer for a "what must I do, and by when" question, from the analysis' obligations. */
export function composeDeadlinesText(obligations: Obligation[]): string {
  const lines = obligations.map((obligation) => {
    const deadlineText = obligation.deadline?.text ?? '';
    // "pay a fee of $12,000 per month" already says when; "— per month" would repeat it.
    const deadline =
      deadlineText && !obligation.action.includes(deadlineText) ? ` — ${deadlineText}` : '';
    return `${obligation.party} must ${stripFinalStop(obligation.action)}${deadline} (page ${obligation.page}).`;
  });
  return `The document sets ${obligations.length === 1 ? 'this duty' : 'these duties'} with a deadline: ${lines.join(' ')}`;
}

/** The plain "not in the document" answer, naming what was asked about. */
export function composeNotAnsweredText(intent: QuestionIntent | undefined, question: string) {
  const words = tokenizeWords(question).filter((word) => toSearchTerm(word) !== null);
  const topic = intent
    ? intent.topic
    : words.length > 0
      ? `“${words.slice(0, 6).join(' ')}”`
      : 'that';
  return `The document does not say anything about ${topic} that I could find. It may be covered by the law or by another document; ask the other party or a lawyer if it matters to you.`;
}

const NUMBER_OF_DAYS =
  /\b((?:[a-z]+(?:-[a-z]+)?\s+)?\(\d+\)|\d+)\s+(business\s+|calendar\s+)?days['’]?\s+(?:prior\s+)?(?:written\s+)?(?:notice|notification)/i;

const CONDITION =
  /\b(?:if|in the event|provided that|where|following|for cause|breach|default|force majeure|insolven\w*|bankrupt\w*)\b/i;

function liftFact(intentId: string, quote: string): string | null {
  const text = quote.replace(/\s+/g, ' ');
  switch (intentId) {
    case 'termination': {
      const actor =
        /\b((?:either|each|any) party|[A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)?)\s+(?:may|can|is entitled to|shall be entitled to)\s+(?:immediately\s+|at any time\s+)?(?:terminate|cancel|end)\b/i.exec(
          text,
        );
      if (!actor?.[1]) return null;
      const notice = NUMBER_OF_DAYS.exec(text);
      const noticeText = notice ? ` on ${notice[0].replace(/notification$/i, 'notice')}` : '';
      const who = actor[1].replace(
        /^(Either|Each|Any) Party$/i,
        (_, word: string) => `${word.toLowerCase()} party`,
      );
      // A right to end it only on a condition (a breach, force majeure, insolvency) is no "yes".
      const isConditional = CONDITION.test(text.slice(actor.index + actor[0].length));
      if (isConditional) {
        return `According to the document, ${who} may end it in certain cases${noticeText}`;
      }
      const prefix = /^(either|each|any) party$/i.test(who)
        ? 'Yes — '
        : 'According to the document, ';
      return `${prefix}${who} may end it${noticeText}`;
    }
    case 'late-payment': {
      const fee = /\blate (?:fee|charge) (?:of|equal to) ([^,;.]+(?:\.\d+)?[^,;.]*)/i.exec(text);
      const interest =
        /\b(?:default rate of|interest (?:at|of)) (\d+(?:\.\d+)?% (?:per (?:annum|month|year)|a (?:year|month)))/i.exec(
          text,
        );
      if (!fee?.[1] && !interest?.[1]) return null;
      const parts = [
        fee?.[1] ? `a late charge of ${fee[1].trim()}` : '',
        interest?.[1] ? `interest of ${interest[1]}` : '',
      ].filter(Boolean);
      return `If a payment is late, the document sets ${parts.join(' and ')}`;
    }
    case 'governing-law': {
      const law =
        /\blaws of (the )?((?:State|Commonwealth) of )?([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)*(?: and [A-Z][A-Za-z]+)?)/.exec(
          text,
        );
      if (!law?.[3]) return null;
      return `The agreement is governed by the laws of ${law[1] ?? ''}${law[2] ?? ''}${law[3]}`;
    }
    case 'ownership': {
      const owner =
        /\b(?:property of|assigns? (?:and transfers )?to|owned (?:exclusively )?by) ([A-Z][A-Za-z_]+)|\b([A-Z][A-Za-z_]+) (?:shall be|is|will be) the (?:sole (?:and exclusive )?)?owner/.exec(
          text,
        );
      const name = owner?.[1] ?? owner?.[2];
      if (!name) return null;
      return `According to the document, the work and its rights belong to ${name}`;
    }
    case 'payment': {
      const amount =
        /[$€£]\s?\d[\d,]*(?:\.\d+)?(?:\s+(?:per|a|each)\s+(?:hour|day|week|month|year|annum|pound))?/.exec(
          text,
        );
      return amount ? `The document sets the amount at ${amount[0]}` : null;
    }
    default:
      return null;
  }
}

function describePages(citations: Citation[]): string {
  const pages = [...new Set(citations.map((citation) => citation.page))].sort((a, b) => a - b);
  if (pages.length === 1) return `page ${pages[0]}`;
  return `pages ${pages.slice(0, -1).join(', ')} and ${pages[pages.length - 1]}`;
}

function moreCitations(citations: Citation[]): string {
  return citations.length > 1 ? ' The other quoted passages bear on it too.' : '';
}

function shorten(heading: string): string {
  const clean = heading.replace(/\s+/g, ' ').replace(/[.:]$/, '');
  return clean.length > 60 ? `${clean.slice(0, 57)}…` : clean;
}

function stripFinalStop(text: string): string {
  return text.replace(/[.;,]\s*$/, '');
}
