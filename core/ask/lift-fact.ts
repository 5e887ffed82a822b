/**
 * Facts an answer may state in its own words because they can be lifted whole from the cited
 * sentence: who may end the agreement and on what notice, a late charge, the governing law,
 * who owns the work, an amount, how long something lasts. Each is the document's words in a
 * fixed frame; null when the sentence does not hold the fact plainly.
 */
export function liftFact(intentId: string | undefined, quote: string): string | null {
  const text = quote.replace(/\s+/g, ' ');
  switch (intentId) {
    case 'termination':
      return liftTermination(text);
    case 'late-payment':
      return liftLatePayment(text);
    case 'governing-law': {
      const law =
        /\blaws of (the )?((?:State|Commonwealth) of )?([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)*(?: and [A-Z][A-Za-z]+)?)/.exec(
          text,
        );
      return law?.[3]
        ? `the agreement is governed by the laws of ${law[1] ?? ''}${law[2] ?? ''}${law[3]}`
        : null;
    }
    case 'ownership': {
      const owner =
        /\b(?:property of|assigns? (?:and transfers )?to|owned (?:exclusively )?by) ([A-Z][A-Za-z_]+)|\b([A-Z][A-Za-z_]+) (?:shall be|is|will be) the (?:sole (?:and exclusive )?)?owner/.exec(
          text,
        );
      const name = owner?.[1] ?? owner?.[2];
      return name ? `the work and its rights belong to ${name}` : null;
    }
    case 'payment': {
      const amount =
        /[$€£]\s?\d[\d,]*(?:\.\d+)?(?:\s+(?:per|a|each)\s+(?:hour|day|week|month|year|annum|pound))?/.exec(
          text,
        );
      return amount ? `the document sets the amount at ${amount[0]}` : null;
    }
    default:
      return null;
  }
}

const NUMBER_OF_DAYS =
  /\b((?:[a-z]+(?:-[a-z]+)?\s+)?\(\d+\)|\d+)\s+(business\s+|calendar\s+)?days['’]?\s+(?:prior\s+)?(?:written\s+)?(?:notice|notification)/i;

// The party that may end it: "Either party", "Company", "the Tenant"; never a lowercase word
// the sentence runs into the name ("or Company").
const TERMINATING_PARTY =
  /\b((?:[Ee]ither|[Ee]ach|[Aa]ny) [Pp]arty|[A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)?) (?:may|can|is entitled to|shall be entitled to|shall have the right to) (?:immediately |at any time |at its option )?(?:terminate|cancel|end)\b/;

function liftTermination(text: string): string | null {
  const actor = TERMINATING_PARTY.exec(text);
  const name = actor?.[1];
  if (!name || /^(This|The|Such|Any|No|Neither)$/.test(name)) return null;
  const notice = NUMBER_OF_DAYS.exec(text);
  const noticeText = notice ? ` on ${notice[0].replace(/notification$/i, 'notice')}` : '';
  const who = /^(either|each|any) party$/i.test(name) ? name.toLowerCase() : name;
  return `${who} may end it${noticeText}`;
}

function liftLatePayment(text: string): string | null {
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
  return `if a payment is late, the document sets ${parts.join(' and ')}`;
}

const DURATION =
  /\b(?:for (?:a (?:period|term) of )?|during |until )?((?:[a-z]+ )?\(?\d+\)?(?:\s*-\s*| )(?:calendar |business )?(?:years?|months?|weeks?|days?)(?: (?:after|following|from|of) (?:the )?[a-z][\w\s-]{0,40}?(?=[,;.()]|$| and | or ))?)/i;
const FOREVER = /\b(in perpetuity|perpetual(?:ly)?|indefinitely|forever|without limit of time)\b/i;

/** How long, lifted from the sentence: "three (3) years after termination"; null if none. */
export function liftDuration(quote: string): string | null {
  const text = quote.replace(/\s+/g, ' ');
  const forever = FOREVER.exec(text)?.[1];
  const duration = DURATION.exec(text)?.[1]?.trim();
  if (duration) return duration;
  return forever ? forever.toLowerCase() : null;
}
