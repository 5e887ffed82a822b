import type { KeyTermKind } from '../../../../common/analysis/analysis-schema.ts';
import { findMoney } from './money.ts';

const LATE_FEE_WORDS =
  /\b(?:late|overdue|delinquen\w*)\s+(?:fee|charge|penalty)s?\b|\b(?:fee|charge|penalty)\s+(?:for|on)\s+(?:late|overdue)\b/i;

/**
 * A key term read from one sentence: the sentence must match `context` (and not `unless`), and
 * `value` turns its words into a few plain words, or null when the sentence does not say
 * enough. The first sentence of the document that gives a value is the one shown.
 */
export interface DealTermRule {
  kind: KeyTermKind;
  context: RegExp;
  unless?: RegExp;
  value: (sentence: string) => string | null;
}

const PERCENT = /\b\d{1,3}(?:\.\d+)?\s?(?:%|percent\b|per\s+cent\b)/i;
const PER =
  /^\s*(?:\([^)]{1,30}\)\s*)?(?:per|a|an|each|every)\s+(?:calendar\s+)?(?:month|year|annum|hour|day|week|quarter|unit|user|seat)\b|^\s*(?:monthly|annually|yearly|quarterly|hourly)\b/i;
const YEARS_OR_MONTHS =
  /\b(?:\w+(?:[\s-]\w+)?\s+)?\(?\d{1,3}\)?\s*(?:years?|months?)\b|\b(?:one|two|three|four|five|six|seven|ten|twelve|eighteen|twenty-four|thirty-six)\s+(?:\(\d{1,3}\)\s+)?(?:years?|months?)\b/i;
const PLACE = "[A-Z][A-Za-z.'’-]*(?:\\s+(?:of\\s+|and\\s+)?[A-Z][A-Za-z.'’-]*){0,4}";

/** "$5,000 per month", "$250 an hour": the first amount, with its period when it has one. */
function amountWithPeriod(sentence: string): string | null {
  const amount = findMoney(sentence);
  if (!amount) return null;
  // A restated amount ("Fifty Dollars ($50)") is one amount: its period follows both.
  const period = PER.exec(sentence.slice(amount.end));
  return collapse(period ? `${amount.text} ${period[0].trim()}` : amount.text);
}

/** "3 years", "eighteen (18) months": how long a restriction or duty lasts. */
function duration(sentence: string): string | null {
  const found = YEARS_OR_MONTHS.exec(sentence);
  if (!found) return null;
  return collapse(found[0].replace(/^(?:a|the|of|for|period)\s+/i, ''));
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// How a form says what a defined term is: "is", "means", a colon, or a table's tab or gap.
const IS = String.raw`["”’']?\s*(?:is|means|shall\s+(?:be|mean)|will\s+be|equals?|of|:|\t|\s{2,})\s*`;
// A SAFE's cap on the valuation its money converts at, said of an amount ("The 'Post-Money
// Valuation Cap' is $10,000,000") or named after it ("$5,000,000 (the 'Valuation Cap')"); not
// the cap used in a formula ("the Post-Money Valuation Cap divided by ...").
const VALUATION_CAP = String.raw`\b(?:(?:post|pre)[-\s]money\s+)?valuation\s+cap\b`;
const CAP_IS = new RegExp(VALUATION_CAP + IS, 'i');
const CAP_NAMED = new RegExp(String.raw`\(\s*the\s+["“‘']?` + VALUATION_CAP, 'i');
// A SAFE's discount is on the price of the round it converts in; a trade discount on list
// prices, an early payment discount and a rate for present value are not.
const SAFE_PRICE = String.raw`\b(?:conver\w*|equity\s+financing|price\s+per\s+share)\b`;
const DISCOUNT_RATE_IS = new RegExp(String.raw`\bdiscount\s+rate\b` + IS, 'i');
const DISCOUNT_OF =
  /\bdiscount\s+(?:of|equal\s+to)\s+(\d{1,2}(?:\.\d+)?)\s?(?:%|percent\b|per\s+cent\b)|\b(\d{1,2}(?:\.\d+)?)\s?(?:%|percent|per\s+cent)\s+discount\b/i;

/** The amount said of the cap, where the words put it: right after its label, or just before. */
function valuationCap(sentence: string): string | null {
  const label = CAP_IS.exec(sentence);
  if (label) {
    const amount = findMoney(sentence.slice(label.index + label[0].length));
    return amount && amount.index === 0 ? collapse(amount.text) : null;
  }
  const named = CAP_NAMED.exec(sentence);
  if (!named) return null;
  const amount = findMoney(sentence.slice(Math.max(0, named.index - 40), named.index));
  return amount &&
    /^\s*$/.test(sentence.slice(Math.max(0, named.index - 40) + amount.end, named.index))
    ? collapse(amount.text)
    : null;
}

/**
 * The discount rate as the share of the round's price the investor pays, with the discount it
 * gives: "80% (a 20% discount)". The YC form's "Discount Rate" is the share paid ("[100 minus
 * the discount]%"); other forms call the discount itself the rate. SAFE discounts run 10-30%,
 * so a rate above half is the share paid and one below is the discount.
 */
function discountRate(sentence: string): string | null {
  const label = DISCOUNT_RATE_IS.exec(sentence);
  if (label) {
    const rate = PERCENT.exec(sentence.slice(label.index + label[0].length));
    if (!rate || rate.index !== 0) return null;
    const value = Number.parseFloat(rate[0]);
    return value > 50 ? describeDiscount(100 - value) : describeDiscount(value);
  }
  const discount = DISCOUNT_OF.exec(sentence);
  const value = discount ? Number.parseFloat(discount[1] ?? discount[2] ?? '') : Number.NaN;
  return Number.isNaN(value) ? null : describeDiscount(value);
}

function describeDiscount(discount: number): string | null {
  if (!(discount > 0 && discount < 100)) return null;
  const paid = Math.round((100 - discount) * 100) / 100;
  return `${paid}% (a ${Math.round(discount * 100) / 100}% discount)`;
}

// What caps commonly leave out, in the words a reader knows.
const CARVE_OUTS: [RegExp, string][] = [
  [/indemnif/i, 'indemnities'],
  [/confidential/i, 'confidentiality breaches'],
  [/gross(?:ly)?\s+neglig/i, 'gross negligence'],
  [/wil(?:l)?ful|intentional/i, 'wilful misconduct'],
  [/fraud/i, 'fraud'],
  [/infring|intellectual\s+property/i, 'IP infringement'],
  [/death|bodily|personal\s+injur/i, 'death or personal injury'],
  [/data\s+(?:protection|breach)|personal\s+data/i, 'data protection'],
  [/payment\s+obligations|amounts?\s+(?:due|owed)|fees\s+(?:due|payable)/i, 'unpaid fees'],
];

/** The rules for the key terms beyond law, term, notice, payment timing and the cap. */
export const DEAL_TERM_RULES: readonly DealTermRule[] = [
  {
    kind: 'forum',
    context:
      /\b(?:exclusive\s+)?jurisdiction\b|\bvenue\b|\bsubmit\w*\s+to\s+the\b|\barbitrat(?:ion|or|ed)\b|\b(?:brought|filed|commenced|instituted|heard|litigated|tried)\s+(?:only\s+|exclusively\s+|solely\s+)?(?:in|before)\s+(?:the\s+|a\s+)?(?:(?:state|federal|provincial)\s+(?:or|and)\s+(?:state|federal|provincial)\s+)?courts?\b/i,
    unless: /\bclass\s+action\b|\bno\s+(?:court|arbitrator)\b|\btax\s+jurisdiction/i,
    value: (sentence) => {
      const arbitration = /\barbitrat/i.test(sentence);
      const seat = new RegExp(
        `\\b(?:seat(?:ed)?\\s+(?:of\\s+(?:the\\s+)?arbitration\\s+)?(?:shall\\s+be\\s+|will\\s+be\\s+|is\\s+|in\\s+)|(?:held|conducted|take\\s+place|located|sitting)\\s+in\\s+|courts?\\s+(?:located\\s+|sitting\\s+)?(?:in|of|for)\\s+)(?:the\\s+)?(?:(?:State|City|County|Borough|Commonwealth)\\s+of\\s+)?(${PLACE})`,
      ).exec(sentence);
      const rules =
        /\b(AAA|American\s+Arbitration\s+Association|ICC|JAMS|LCIA|UNCITRAL|CIETAC|SIAC|HKIAC)\b/.exec(
          sentence,
        );
      const seatName = seat?.[1]?.replace(/[.,;]+$/, '');
      const place =
        seatName && !/^(?:Agreement|Party|Parties|Such|Any)$/.test(seatName) ? seatName : null;
      if (
        arbitration &&
        /\b(?:shall|will|must)\s+be\s+(?:finally\s+)?(?:settled|resolved|submitted|referred|determined)|\bbinding\s+arbitration\b/i.test(
          sentence,
        )
      )
        return collapse(
          `Arbitration${rules?.[1] ? ` (${rules[1]})` : ''}${place ? ` in ${place}` : ''}`,
        );
      if (!/\bcourts?\b|\bvenue\b/i.test(sentence) || !place) return null;
      return collapse(
        `${/(?<!non-)\bexclusive(?:ly)?\b|\b(?:only|solely)\s+(?:in|before)\b/i.test(sentence) ? 'Only the courts' : 'Courts'} of ${place}`,
      );
    },
  },
  {
    kind: 'fees',
    // A promise to pay or a stated price, not any sentence with a figure in it.
    context:
      /\b(?:shall|will|agrees?\s+to|must)\s+(?:\w+\s+)?pay\b|\b(?:fee|price|compensation|salary|rent|retainer)\s+(?:of|is|will\s+be|shall\s+be|equal\s+to)\b|\b(?:annual|base|monthly)\s+(?:salary|rent|fee)\b/i,
    unless:
      /\b(?:liab(?:le|ility)|insurance|coverage|exceed|attorneys?['’]?\s+fees|damages|penalt|for\s+example|par\s+value|WHEREAS|discount)/i,
    value: amountWithPeriod,
  },
  {
    kind: 'royalties',
    context: /\broyalt(?:y|ies)\b/i,
    unless: /\broyalty[-\s]free\b/i,
    value: (sentence) => {
      // The rate the royalty sentence sets, not a figure elsewhere in it (an audit's 5%).
      const near = sentence.slice(Math.max(0, sentence.search(/\broyalt/i) - 80));
      const percent = PERCENT.exec(near);
      const rate = percent ? { text: percent[0], index: percent.index } : findMoney(near);
      if (!rate || rate.index > 200) return null;
      const base =
        /\bof\s+(?:the\s+|all\s+)?((?:net|gross)\s+(?:sales|revenues?|receipts|selling\s+price)|(?:Net|Gross)\s+\w+)/i.exec(
          near.slice(rate.index),
        );
      return collapse(base?.[1] ? `${rate.text} of ${base[1]}` : rate.text);
    },
  },
  {
    kind: 'late-payment',
    context:
      /\b(?:late|overdue|past\s+due|unpaid|not\s+paid\s+when\s+due|delinquent)\b[^.]{0,200}\b(?:interest|fee|charge|penalty)\b|\binterest\b[^.]{0,120}\b(?:late|overdue|past\s+due|unpaid|delinquent)\b/i,
    value: (sentence) => {
      const rate = PERCENT.exec(sentence);
      const period =
        rate &&
        /^\s*(?:per|a|each)\s+(?:month|annum|year)|^\s*(?:monthly|annually)/i.exec(
          sentence.slice(rate.index + rate[0].length),
        );
      if (rate)
        return collapse(`${rate[0]}${period ? ` ${period[0].trim()}` : ''} on late payments`);
      // A sum is a late fee only where the words name one: "installments of $500.00 until
      // ... all unpaid principal and interest shall be due" is the debt itself.
      const fee = LATE_FEE_WORDS.test(sentence) ? amountWithPeriod(sentence) : null;
      return fee ? `${fee} late fee` : null;
    },
  },
  {
    kind: 'liability-carve-outs',
    context:
      /\bliab(?:le|ility)\b[^.]*\b(?:shall\s+not\s+apply|does\s+not\s+apply|will\s+not\s+apply|except(?:ing)?|exclud\w*|other\s+than|carve)/i,
    unless: /\bwarrant(?:y|ies)\b[^.]{0,40}\bexclu/i,
    value: (sentence) => {
      if (!/\b(?:exceed|limit|cap|aggregate|maximum|in\s+no\s+event|consequential)/i.test(sentence))
        return null;
      const found = CARVE_OUTS.filter(([pattern]) => pattern.test(sentence)).map(
        ([, name]) => name,
      );
      return found.length > 0 ? capitalise(found.join(', ')) : null;
    },
  },
  {
    kind: 'indemnity',
    context: /\bindemnif(?:y|ies)\b/i,
    unless: /\bindemnified\s+part(?:y|ies)\s+shall\b|\bprocedure|\bnotice\s+of\s+(?:any\s+)?claim/i,
    value: (sentence) => {
      const match =
        /(?:^|[^\w-])((?:(?=[\w-]*[A-Z])[\w][\w-]*\s?){1,4}|[Ee]ach\s+(?:party|Party|[A-Z]\w+)|[Yy]ou|[Ww]e)\s+(?:shall|will|agrees?\s+to|hereby\s+agrees?\s+to|must)\s+(?:\w+\s+){0,2}(?:defend,?\s+(?:and\s+)?)?indemnif(?:y|ies)[^.]{0,40}?\b((?:the\s+)?(?:other\s+(?:party|Party|[A-Z]\w+)|(?=[\w-]*[A-Z])[\w][\w-]*(?:\s[A-Z][\w-]*){0,3}|us|you))/.exec(
          sentence,
        );
      if (!match?.[1] || !match[2]) return null;
      const who = match[1].trim().replace(/^The\s+/, '');
      const whom = match[2].replace(/^the\s+/i, '');
      if (/^each\s/i.test(who)) return `${capitalise(who)} covers the others`;
      // "You cover us", "Supplier covers Buyer".
      const verb = /^(?:you|we|i|they)$/i.test(who) ? 'cover' : 'covers';
      return `${capitalise(who)} ${verb} ${whom}`;
    },
  },
  {
    kind: 'confidentiality-period',
    context: /\bconfidential/i,
    unless: /\bbreach\w*\b[^.]{0,40}\bnotif|\bretain\w*\s+(?:records|copies)/i,
    value: (sentence) => {
      if (/\bin\s+perpetuity\b|\bperpetual(?:ly)?\b|\bindefinitely\b/i.test(sentence))
        return 'Indefinitely';
      if (
        !/\b(?:surviv\w*|period\s+of|for\s+(?:a\s+period\s+of\s+)?\w+\s+(?:\(\d+\)\s+)?(?:years?|months?)|until|after\s+(?:the\s+)?(?:termination|expiration|disclosure))/i.test(
          sentence,
        )
      )
        return null;
      const found = duration(sentence);
      if (!found) return null;
      const after =
        /\b(?:after|following|from)\s+(?:the\s+)?(?:date\s+of\s+)?(termination|expiration|disclosure|effective\s+date)/i.exec(
          sentence,
        );
      return after?.[1] ? `${found} after ${after[1].toLowerCase()}` : found;
    },
  },
  {
    kind: 'non-compete',
    context:
      /\bnon-?compet\w*|\bnot\b[^.]{0,120}\b(?:compete|competes|competitive|competing)\b|\b(?:engage|participate)\b[^.]{0,80}\bcompet(?:e|es|itive|ing)\b/i,
    unless: /\bnothing\b[^.]{0,60}\b(?:restrict|prevent|prohibit)|\bantitrust\b/i,
    value: (sentence) => {
      const found = duration(sentence);
      const area =
        /\bwithin\s+(?:a\s+)?(\d[\d,]*\s*(?:\(\d+\)\s*)?(?:miles?|kilometers?|km))\b|\bin\s+(?:the\s+)?(Territory|United\s+States|world|Area|Restricted\s+Area)\b/.exec(
          sentence,
        );
      const where = area ? (area[1] ? `within ${area[1]}` : `in the ${area[2] ?? ''}`) : null;
      if (!found && !where) return null;
      return capitalise([found, where].filter(Boolean).join(', '));
    },
  },
  {
    kind: 'non-solicit',
    context:
      /\bnon-?solicit\w*|\b(?:not|never|neither|nor|refrain\s+from)\b[^.]{0,80}\bsolicit\w*/i,
    unless: /\bunsolicited\b|\bsolicitation\s+of\s+(?:proxies|offers|bids)\b/i,
    value: (sentence) => {
      if (!/\b(?:employees?|customers?|clients?|personnel|staff|suppliers?)\b/i.test(sentence))
        return null;
      const found = duration(sentence);
      const whom = /\b(employees?|customers?|clients?|personnel|staff|suppliers?)\b/i.exec(
        sentence,
      )?.[1];
      return found
        ? `${capitalise(found)}, ${(whom ?? '').toLowerCase()}`
        : `${capitalise((whom ?? '').toLowerCase())}`;
    },
  },
  {
    kind: 'ip-ownership',
    // What can be owned as intellectual property: a tenant's furniture cannot.
    context:
      /\b(?:intellectual\s+property|work\s+product|deliverables|inventions?|copyrights?|works?\s+made\s+for\s+hire|developments|confidential\s+information|proprietary\s+information|information\s+disclosed|(?:user\s+)?content|software|technology|trademarks?|services?\s+and\s+all\s+rights)\b/i,
    value: readOwner,
  },
  {
    kind: 'valuation-cap',
    context: new RegExp(`${CAP_IS.source}|${CAP_NAMED.source}`, 'i'),
    value: valuationCap,
  },
  {
    kind: 'discount-rate',
    context: new RegExp(
      String.raw`${DISCOUNT_RATE_IS.source}|\bdiscount\b[\s\S]*${SAFE_PRICE}|${SAFE_PRICE}[\s\S]*\bdiscount\b`,
      'i',
    ),
    unless: /\bpresent\s+value\b|\bdiscounted\b|\blist\s+prices?\b|\binvoices?\b/i,
    value: discountRate,
  },
];

// A name as contracts write a party: "the Company", "Disclosing Party", "Uber".
const NAME = String.raw`(?:the\s+)?([A-Z][\w-]*(?:\s[A-Z][\w-]*){0,2})`;
// The ways contracts say who owns what is made or disclosed, the owner captured.
const OWNERSHIP = [
  // "shall be the sole and exclusive property of the Company", "remains the absolute property of"
  new RegExp(
    String.raw`\b(?:is|are|remains?|shall\s+(?:be|remain)(?:\s+and\s+remain)?|will\s+(?:be|remain))\s+(?:the\s+)?(?:sole\s+and\s+)?(?:sole\s+|exclusive\s+|absolute\s+)?property\s+of\s+${NAME}`,
  ),
  // "are and shall remain Uber's property"
  new RegExp(
    String.raw`\b(?:is|are|remains?|shall\s+remain|(?:are|is)\s+and\s+shall\s+remain)\s+${NAME}['’]s?\s+(?:sole\s+|exclusive\s+)?property\b`,
  ),
  // "Sponsor retains all right, title and interest"
  new RegExp(String.raw`${NAME}\s+(?:shall\s+)?retains?\s+(?:all\s+|its\s+)?(?:right|ownership)`),
  // "shall automatically, on creation, vest in the Company"
  new RegExp(String.raw`\bvest(?:s|ed)?\b[^.]{0,30}?\bin\s+${NAME}`),
  // "hereby irrevocably assigns fully to the Company"
  new RegExp(String.raw`\bhereby\s+(?:irrevocably\s+)?assigns?\b[^.]{0,40}?\bto\s+${NAME}`),
  // "the Company shall solely own"
  new RegExp(String.raw`${NAME}\s+(?:shall|will)\s+(?:solely\s+and\s+)?(?:exclusively\s+)?own\b`),
];
const NO_LICENCE_GRANTED =
  /\bno\s+(?:other\s+)?(?:rights?\s+or\s+)?licen[cs]es?\b[^.]{0,80}\b(?:is|are|shall\s+be)\s+granted\b|\bnothing\s+in\s+this\s+\w+\s+(?:grants|shall\s+be\s+construed\s+as\s+granting)\b/i;
const NOT_AN_OWNER = /^(?:Agreement|Party|Parties|Such|Any|All|This|Each)$/;

/** Who owns the work or the information, in the product's words; null when the words do not say. */
function readOwner(sentence: string): string | null {
  for (const pattern of OWNERSHIP) {
    const owner = pattern.exec(sentence)?.[1];
    if (owner && !NOT_AN_OWNER.test(owner)) return `${owner} owns it`;
  }
  if (/\beach\s+party\s+(?:shall\s+)?(?:retains?|owns?|keeps?)\b/i.test(sentence))
    return 'Each party keeps what it owns';
  return NO_LICENCE_GRANTED.test(sentence)
    ? 'Each side keeps its own: no licence is granted'
    : null;
}
