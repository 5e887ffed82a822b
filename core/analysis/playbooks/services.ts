import type { PlacedProvision } from '../reading/read-provisions.ts';
import {
  findingAt,
  findProvision,
  findProvisions,
  isBinding,
  saysInOneSentence,
  statesKeyTerm,
  wordsOf,
} from './checks.ts';
import type { ItemFinding, Playbook, PlaybookView } from './playbook.ts';

// Checks every commercial playbook shares (services, cloud, licence, supply, distribution,
// franchise): they live here until checks.ts takes them.

type Wording = Pick<ItemFinding, 'title' | 'explanation'>;
type Place = { start: number; end: number };

/**
 * Whether the document leaves terms to others it does not contain (an order form under posted
 * standard terms): then what is absent here may be there, and no absence is reported.
 */
export function leavesTermsElsewhere(view: PlaybookView): boolean {
  return (
    view.keyTerms.some((term) => term.status === 'incorporated') ||
    /\b(?:standard\s+terms|terms\s+and\s+conditions|general\s+terms|terms\s+of\s+service)\b[^.;]{0,100}\b(?:https?:\/\/|www\.|available\s+at|located\s+at|posted\s+(?:at|on))/i.test(
      view.document.text,
    )
  );
}

/**
 * The sentences of the document's operative text that say all these things, where they stand:
 * for terms stated without a modal verb ("Risk of loss passes to Buyer on delivery"), which are
 * no provision of anyone's.
 */
export function findSentences(view: PlaybookView, ...patterns: readonly RegExp[]): Place[] {
  const text = view.document.text;
  const ends = [...text.matchAll(/(?<=[.;])\s+|\n\s*\n/g)].map((found) => found.index);
  const found: Place[] = [];
  let start = 0;
  for (const end of [...ends, text.length]) {
    const sentence = text.slice(start, end);
    const isOperative = !view.structure.nonOperativeBlocks.some(
      (block) => block.start <= start && end <= block.end,
    );
    if (isOperative && patterns.every((pattern) => pattern.test(sentence)))
      found.push({ start, end });
    start = end;
  }
  return found;
}

/** The first such sentence, or null. */
export function findSentence(view: PlaybookView, ...patterns: readonly RegExp[]): Place | null {
  return findSentences(view, ...patterns)[0] ?? null;
}

const TERMINATION_RIGHT = /\bterminat\w*\s+(?:this|the)\s+(?:agreement|contract)\b/i;
const AFTER_END =
  /\b(?:upon|on|after|following)\s+(?:the\s+)?(?:any\s+)?(?:termination|expiration|expiry)\b/i;

/** The clause that ends the contract, where what happens at the end is usually said. */
export function findTerminationClause(view: PlaybookView): PlacedProvision | null {
  return firstOf(
    view,
    { modalities: ['may', 'entitled'], words: TERMINATION_RIGHT },
    { words: AFTER_END },
    { words: /\bterminat\w*/i },
  );
}

/** The first provision of the document answering any query, in the queries' order. */
export function firstOf(
  view: PlaybookView,
  ...queries: Parameters<typeof findProvision>[1][]
): PlacedProvision | null {
  for (const query of queries) {
    const found = findProvision(view, query);
    if (found) return found;
  }
  return null;
}

/**
 * Something a lawyer expects and the document does not say, quoted at the clause it is
 * missing from; nothing when the document leaves terms elsewhere or says it in any words.
 */
export function flagAbsent(
  view: PlaybookView,
  says: RegExp,
  place: Place | null,
  wording: Wording,
): ItemFinding | null {
  return says.test(view.document.text) ? null : reportAbsence(view, place, wording);
}

/** What the document lacks, unless it leaves terms to others it does not contain. */
export function reportAbsence(
  view: PlaybookView,
  place: Place | null,
  wording: Wording,
): ItemFinding | null {
  return leavesTermsElsewhere(view) ? null : findingAt('red-flag', place, wording);
}

/** A term the other side gives the reader, as a protection: "Provider shall indemnify ...". */
export function favourReader(
  view: PlaybookView,
  other: string,
  words: RegExp,
  wording: Wording,
): ItemFinding | null {
  const given = findProvisions(view, { modalities: ['must', 'must-not'], binds: other, words });
  const own = given.find((provision) => !isBinding(view, provision, view.side));
  return findingAt('protection', own ?? null, wording);
}

// How a cap on liability is written: "shall not exceed", "in no event ... exceed", "limited to
// the fees paid", "aggregate liability".
const CAP =
  /\b(?:shall|will|does|do)\s+not\s+exceed\b|\bin\s+no\s+event\b[^.;]{0,200}\b(?:exceed|greater|more\s+than)\b|\blimited\s+to\s+(?:the\s+)?(?:amount|fees|total|aggregate|sum|price|\$|[\w\s]{0,30}paid)|\b(?:aggregate|cumulative|total|maximum)\s+liability\b|\bliability\s+cap\b/i;
const ABOUT_LIABILITY = /\bliab(?:le|ility|ilities)\b|\bdamages\b/i;
const INDEMNITY = /\b(?:indemnif\w*|hold\s+\w+\s+harmless|hold\s+harmless)\b/i;
const LIABILITY_OR_INDEMNITY = /\b(?:liab(?:le|ility|ilities)|indemnif\w*|hold\s+harmless)\b/i;

/**
 * No cap on liability at all: each side answers for every loss it causes. Quoted at the
 * reader's own indemnity, else its own liability, else a clause about liability that does not
 * bind the other side alone.
 */
export function flagNoLiabilityCap(view: PlaybookView): ItemFinding | null {
  if (statesKeyTerm(view, 'liability-cap') || saysInOneSentence(view, CAP, ABOUT_LIABILITY))
    return null;
  // Never quoted at the other side's indemnity: that one is in the reader's favour.
  const clauses = findProvisions(view, { words: LIABILITY_OR_INDEMNITY });
  const bindsOtherOnly = (provision: PlacedProvision) =>
    provision.actor.length > 0 &&
    provision.actor.every((role) => {
      const side = view.sideOf(role);
      return side !== null && side !== view.side && side !== 'mutual';
    });
  const place =
    clauses.find(
      (clause) => isBinding(view, clause, view.side) && INDEMNITY.test(wordsOf(view, clause)),
    ) ??
    clauses.find((clause) => isBinding(view, clause, view.side)) ??
    clauses.find((clause) => !bindsOtherOnly(clause) && !INDEMNITY.test(wordsOf(view, clause))) ??
    null;
  return reportAbsence(view, place, {
    title: 'No cap on liability',
    explanation:
      'Nothing limits how much either side can be made to pay for a breach or under an indemnity, so your exposure has no ceiling.',
  });
}

// A cap far below what a failure can cost: a month or a few months of fees, a small sum, or
// the price of the one order or product at issue.
const LOW_CAP =
  /\b(?:one|two|three|six|1|2|3|6)\s*(?:\(\d+\)\s*)?(?:calendar\s+)?months?(?:['’]s?)?\s*(?:of\s+)?(?:the\s+)?(?:fees|charges|payments)\b|\b(?:fees|charges|amounts?)\s+(?:actually\s+)?(?:paid|payable|received)\b[^.;]{0,60}\b(?:during|in|for)\s+the\s+(?:one|two|three|six|1|2|3|6)\s*(?:\(\d+\)\s*)?(?:calendar\s+)?months?\b|\b(?:amounts?|price|fees?)\s+(?:actually\s+)?(?:paid|received)\b[^.;]{0,80}\b(?:specific|particular|affected|defective|giving\s+rise|at\s+issue|in\s+question)\b|\$\s?(?:\d{1,3}|\d{1,2},\d{3})(?![\d,])(?:\.\d\d)?\b/i;
const MUTUAL_CAP =
  /\b(?:either|each|neither|both)\s+(?:party|parties)\b|\bone\s+party\s+to\s+the\s+other\b|\bthe\s+parties['’]\s/i;
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the words make `side`'s liability their subject: "Provider's liability", "liability of i-on". */
function capsLiabilityOf(view: PlaybookView, side: string, words: string): boolean {
  const names = view.reader.sides
    .filter((party) => view.sideOf(party.role) === side)
    .flatMap((party) => [party.role, ...party.terms])
    .filter((name) => name.length > 1)
    .map(escape);
  if (names.length === 0) return false;
  const owner = `(?:${names.join('|')})`;
  return new RegExp(
    String.raw`\b${owner}['’]?s?\s+(?:\w+\s+){0,4}liabilit|\bliabilit\w*\s+of\s+(?:the\s+)?${owner}\b|\b${owner}\s+(?:shall|will)\s+(?:\w+\s+){0,2}(?:not\s+)?be\s+liable`,
    'i',
  ).test(words);
}

/**
 * The cap as the reader meets it: absent altogether, or shielding the other side alone, or set
 * far below what a failure can cost (a month's fees, the price of one order). A mutual cap of
 * a year's fees is market and not reported.
 */
export function flagLiabilityCap(view: PlaybookView, other: string): ItemFinding | null {
  return flagNoLiabilityCap(view) ?? flagOffMarketCap(view, other);
}

/** A cap shielding the other side alone, or set far below what a failure can cost. */
export function flagOffMarketCap(view: PlaybookView, other: string): ItemFinding | null {
  const caps = findSentences(view, CAP, ABOUT_LIABILITY).concat(
    findSentences(view, /\blimited\s+to\b/i, ABOUT_LIABILITY),
  );
  const words = (place: Place) => view.document.text.slice(place.start, place.end);
  const low = caps.find(
    (place) => LOW_CAP.test(words(place)) && !capsLiabilityOf(view, view.side, words(place)),
  );
  if (low)
    return findingAt('red-flag', low, {
      title: 'Their liability to you is capped very low',
      explanation:
        'What you can recover is limited to a small sum (a month or a few months of fees, or the price of the order at issue), far below what a failure could cost you.',
    });
  const theirs = caps.find(
    (place) =>
      !MUTUAL_CAP.test(words(place)) &&
      capsLiabilityOf(view, other, words(place)) &&
      !capsLiabilityOf(view, view.side, words(place)),
  );
  return findingAt('red-flag', theirs ?? null, {
    title: 'Only their liability is capped',
    explanation:
      'The cap protects the other side alone: what you can recover from them is limited, while your own liability to them is not.',
  });
}

const TERMINATES = /\bterminat\w*|\bcancel\w*/i;
const ON_BREACH =
  /\b(?:breach\w*|default\w*|fail\w*\s+to\s+(?:perform|comply|pay|observe|meet)|violat\w*|non-?performance)\b/i;
const CURE =
  /\b(?:cure[ds]?|curing|remed(?:y|ied|ies)\s+(?:such|the|any|it|that)|rectif\w*|correct(?:ed|s)?\s+(?:such|the|it)|uncured|unremedied)\b|\bwithin\s+(?:\w+\s+){0,2}\(?\d*\)?\s*(?:business\s+)?days?\s+(?:after|of|following|from)\s+(?:\w+\s+){0,3}notice/i;

/**
 * The other side may end the contract for a breach without first giving the reader a chance to
 * put it right: quoted at its right to terminate. Nothing when any termination clause of the
 * document grants a cure period.
 */
export function flagNoCurePeriod(
  view: PlaybookView,
  other: string,
  wording: Wording,
): ItemFinding | null {
  if (saysInOneSentence(view, TERMINATES, CURE)) return null;
  const right = findProvisions(view, {
    modalities: ['may', 'entitled'],
    binds: other,
    words: TERMINATES,
  }).filter((provision) => ON_BREACH.test(wordsOf(view, provision)))[0];
  return findingAt('red-flag', right ?? null, wording);
}

const SOLE_REMEDY =
  /\b(?:sole|exclusive|only)\s+(?:and\s+exclusive\s+)?(?:remedy|remedies|recourse)\b|\bas\s+its\s+(?:sole|only|exclusive)\s+remedy\b/i;
const SERVICE_REMEDY =
  /\b(?:credits?|restor\w*|re-?perform\w*|repair\w*|replace\w*|correct\w*|terminat\w*|refund\w*)\b/i;

/**
 * A credit, a fix or the right to leave made the reader's only remedy when the service fails:
 * the damages a failure causes cannot be claimed.
 */
export function flagSoleRemedy(view: PlaybookView): ItemFinding | null {
  return findingAt('red-flag', findSentence(view, SOLE_REMEDY, SERVICE_REMEDY), {
    title: 'A credit or a fix is your only remedy when the service fails',
    explanation:
      'If the service falls short you may only claim the credit, the fix or the right to terminate this clause gives, not the losses the failure causes you.',
  });
}

// Increases that are limited (by an index, a ceiling, or agreement) are not one side's say.
const LIMITED_INCREASE =
  /\b(?:CPI|consumer\s+price\s+index|not\s+(?:to\s+)?exceed|no\s+more\s+than|up\s+to\s+\d|mutual(?:ly)?\s+(?:agree|written)|agreed\s+(?:upon\s+)?(?:in\s+writing\s+)?by\s+(?:both|the)\s+parties)\b/i;
const PRICE_CHANGE =
  /\b(?:increase|raise|adjust|change|modify|revise|amend)\w*\b[^.;]{0,80}\b(?:prices?|pricing|fees?|rates?|charges?)\b|\b(?:prices?|pricing|fees?|rates?|charges?)\b[^.;]{0,60}\b(?:may|shall|will|can)\s+(?:be\s+)?(?:increase|raise|adjust|change|modif|revis|amend)\w*/i;

/** The other side may raise its prices on its own, without an index or ceiling. */
export function flagPriceChangeByOther(
  view: PlaybookView,
  other: string,
  wording: Wording,
): ItemFinding | null {
  const change = findProvisions(view, {
    modalities: ['may', 'entitled'],
    binds: other,
    words: PRICE_CHANGE,
  }).find(
    (provision) =>
      !LIMITED_INCREASE.test(wordsOf(view, provision)) && !isBinding(view, provision, view.side),
  );
  return findingAt('red-flag', change ?? null, wording);
}

// The families that answer the same points in every commercial playbook.
export const TERMINATION_FAMILIES = [
  'termination-for-convenience',
  'unilateral-termination',
  'immediate-termination',
] as const;
export const CAP_FAMILIES = ['cap-on-liability', 'uncapped-liability', 'limitation-of-liability'];
export const DISPUTE_FAMILIES = [
  'arbitration',
  'jury-waiver',
  'class-action-waiver',
  'jurisdiction',
];

const other = (view: PlaybookView) => (view.side === 'customer' ? 'provider' : 'customer');

const DELIVERABLES = /\bdeliverables?\b/i;
const ACCEPTANCE =
  /\baccept(?:ance|ed|s)?\b[^.;]{0,60}\b(?:deliverables?|work|services?|criteria|tests?|specifications?)\b|\b(?:deliverables?|work)\b[^.;]{0,80}\baccept/i;
const CHANGE_CONTROL =
  /\bchange\s+(?:orders?|requests?|control|notes?|procedures?)\b|\bchanges?\s+(?:to|in)\s+(?:the\s+)?(?:scope|services|statement\s+of\s+work|sow)\b[^.;]{0,120}\b(?:writing|written|agree|signed)/i;
const EXIT_ASSISTANCE =
  /\b(?:transition|exit|disentanglement|termination|migration)\s+(?:assistance|services|plan|period|support)\b|\borderly\s+(?:transfer|transition)|\btransition\s+(?:the\s+)?services\b/i;
const SUBCONTRACTS = /\b(?:subcontract\w*|delegate\w*)\b/i;
const NEEDS_CONSENT = /\b(?:consent|approv\w*|authori[sz]ation)\b/i;

/**
 * A service or outsourcing agreement, as a lawyer reads it for the customer who buys the
 * services or for the provider who performs them.
 */
export const SERVICES_PLAYBOOK: Playbook = {
  sides: [
    { id: 'customer', roles: /\b(?:customer|client|company|purchaser|buyer)\b/i },
    {
      id: 'provider',
      roles: /\b(?:provider|vendor|supplier|contractor|consultant|service\s+provider|servicer)\b/i,
    },
  ],
  // The rubric's reader of a services contract: the customer who buys them.
  defaultSide: 'customer',
  items: [
    {
      id: 'services.liability-cap',
      question: 'Is liability capped, and for both sides alike?',
      marketStandard:
        "A mutual cap of twelve months' fees, with carve-outs for confidentiality, indemnities and wilful misconduct.",
      families: CAP_FAMILIES,
      check: (view) => flagLiabilityCap(view, other(view)),
      severity: { customer: 'high', provider: 'high' },
      suggestion:
        'Ask for a mutual cap (for example the fees paid in the last twelve months), with the usual carve-outs applying to both sides.',
    },
    {
      id: 'services.exclusions-and-forum',
      question: 'Which losses can never be claimed, and where are disputes heard?',
      marketStandard:
        'A mutual exclusion of indirect and consequential losses is ordinary; so is a neutral forum.',
      families: ['liability-exclusion', 'claims-time-limit', ...DISPUTE_FAMILIES],
      severity: { customer: 'low', provider: 'low' },
      suggestion:
        'Keep the exclusion mutual and carve out data loss, confidentiality breaches and indemnities.',
    },
    {
      id: 'services.acceptance',
      question: 'Can you reject deliverables that do not meet the specification?',
      marketStandard:
        'Deliverables are tested against agreed criteria; failures are fixed at the provider’s cost before payment is due.',
      check: (view) =>
        view.side === 'customer' && DELIVERABLES.test(view.document.text)
          ? flagAbsent(
              view,
              ACCEPTANCE,
              findProvision(view, { binds: 'provider', words: DELIVERABLES }),
              {
                title: 'No acceptance of deliverables',
                explanation:
                  'Nothing lets you test the deliverables and refuse them when they fall short, so the work may count as done, and payable, whatever its quality.',
              },
            )
          : null,
      severity: { customer: 'medium', provider: 'none' },
      suggestion:
        'Add acceptance criteria and a testing period, with a right to reject and have failures fixed at no charge.',
    },
    {
      id: 'services.change-control',
      question: 'How is the scope changed?',
      marketStandard:
        'Changes to scope, price or timing only by a written change order signed by both sides.',
      check: (view) =>
        flagAbsent(
          view,
          CHANGE_CONTROL,
          findProvision(view, {
            modalities: ['must'],
            binds: 'provider',
            words: /\b(?:perform|provide)\b[^.;]{0,40}\bservices\b/i,
          }),
          {
            title: 'No procedure for changing the scope',
            explanation:
              'The agreement does not say how the services, price or timetable are changed, which invites disputes about extra charges and what was agreed.',
          },
        ),
      severity: { customer: 'low', provider: 'low' },
      suggestion:
        'Add a change-order procedure: changes to scope, price or timing only in writing, signed by both sides.',
    },
    {
      id: 'services.termination',
      question: 'Can they end it early, and do you get a chance to fix a breach first?',
      marketStandard:
        'Termination for material breach after 30 days to cure; for convenience only on long notice, for the customer.',
      families: [...TERMINATION_FAMILIES],
      check: (view) =>
        flagNoCurePeriod(view, other(view), {
          title: 'They can end it for a breach without giving you time to fix it',
          explanation:
            'The other side may terminate for a breach without first giving you notice and a period to put it right.',
        }),
      severity: { customer: 'medium', provider: 'medium' },
      suggestion:
        'Ask for written notice and thirty days to cure before any termination for breach, and long notice for termination for convenience.',
    },
    {
      id: 'services.exit',
      question: 'Will they help you move the services when it ends?',
      marketStandard:
        'In an outsourcing, exit assistance for six to twelve months at the contract rates, with data and documents handed over.',
      check: (view) =>
        view.side === 'customer' && /\boutsourc/i.test(view.document.text)
          ? flagAbsent(view, EXIT_ASSISTANCE, findTerminationClause(view), {
              title: 'No help to move the services when it ends',
              explanation:
                'Nothing obliges the provider to keep the services running and hand them over to you or a new provider when the agreement ends, so an exit could interrupt your business.',
            })
          : null,
      severity: { customer: 'high', provider: 'none' },
      suggestion:
        'Add exit assistance: services continued for a transition period at the same rates, with data, documents and knowledge handed over.',
    },
    {
      id: 'services.key-personnel',
      question: 'Are the people who do the work named and kept?',
      marketStandard:
        'Key personnel named, not replaced without the customer’s consent, and replaced on reasonable request.',
      check: (view) =>
        view.side === 'customer'
          ? favourReader(view, 'provider', /\bkey\s+(?:personnel|employees|staff|individuals)\b/i, {
              title: 'Key people are committed to your work',
              explanation:
                'The provider must keep the key people named for your work, or replace them only as the agreement allows.',
            })
          : null,
      severity: { customer: 'none', provider: 'low' },
      suggestion: 'Name the key people and require your consent before any is replaced.',
    },
    {
      id: 'services.subcontracting',
      question: 'Can they hand the work to someone else?',
      marketStandard:
        'Subcontracting only with the customer’s consent, the provider staying answerable for its subcontractors.',
      check: (view) => {
        if (view.side !== 'customer') return null;
        const free = findProvisions(view, {
          modalities: ['may', 'entitled'],
          binds: 'provider',
          words: SUBCONTRACTS,
        }).find((provision) => !NEEDS_CONSENT.test(wordsOf(view, provision)));
        return findingAt('red-flag', free ?? null, {
          title: 'They may subcontract without asking you',
          explanation:
            'The provider may hand the work to subcontractors of its choosing, who have no contract with you.',
        });
      },
      severity: { customer: 'medium', provider: 'none' },
      suggestion:
        'Require your written consent to any subcontracting, with the provider remaining fully responsible for its subcontractors.',
    },
    {
      id: 'services.indemnity',
      question: 'Must you cover their losses?',
      marketStandard:
        'Each side indemnifies for third-party claims it causes; the provider for IP infringement by its work.',
      families: ['indemnification'],
      // A customer's indemnity for "any and all claims arising out of the services" carries the
      // provider's own risk back to the customer, usually without a cap.
      severity: { customer: 'high', provider: 'medium' },
      suggestion:
        'Make the indemnity mutual and limited to third-party claims caused by your breach, negligence or misconduct.',
    },
    {
      id: 'services.ip',
      question: 'Who owns what is made for you?',
      marketStandard:
        'The customer owns the deliverables it pays for; the provider keeps its pre-existing tools with a licence to use them.',
      families: [
        'ip-ownership-assignment',
        'assignment-of-inventions',
        'prior-inventions',
        'content-licence',
      ],
      severity: { customer: 'high', provider: 'low' },
      suggestion:
        'Own the deliverables on payment, with a perpetual licence to any of the provider’s own tools built into them.',
    },
    {
      id: 'services.commitments',
      question: 'Must you pay for a minimum, when you cancel, or extra when you pay late?',
      marketStandard:
        'Fees for services performed; minimum volumes and cancellation charges only in long outsourcings, declining over time.',
      families: [
        'minimum-commitment',
        'pay-regardless',
        'cancellation-charges',
        'early-termination-fee',
        'liquidated-damages',
        'late-fees-and-interest',
        'suspension',
      ],
      severity: { customer: 'medium', provider: 'low' },
      suggestion:
        'Tie charges to services actually performed, and limit any minimum or cancellation charge to the provider’s unavoidable costs.',
    },
    {
      id: 'services.warranty',
      question: 'Do they promise the quality of the work?',
      marketStandard:
        'The services are performed in a professional and workmanlike manner, with re-performance of what falls short.',
      families: ['warranty-disclaimer'],
      severity: { customer: 'medium', provider: 'none' },
      suggestion:
        'Ask for a warranty of professional, workmanlike performance, with re-performance or a refund for what falls short.',
    },
    {
      id: 'services.restrictions',
      question:
        'Are you restricted in hiring their people, dealing with others or passing the contract on?',
      marketStandard:
        'A mutual no-hire of the people on the project for twelve months is common; exclusivity is not.',
      families: [
        'no-solicit-of-employees',
        'no-solicit-of-customers',
        'non-compete',
        'exclusivity',
        'anti-assignment',
        'change-of-control',
      ],
      severity: { customer: 'low', provider: 'medium' },
      suggestion:
        'Limit any no-hire to people who worked on the project, for twelve months, with an exception for general advertising.',
    },
    {
      id: 'services.renewal',
      question: 'Does it renew by itself, and how early must you say no?',
      marketStandard:
        'Renewal by agreement, or automatic with a short window (30 to 90 days) to opt out.',
      families: ['automatic-renewal'],
      severity: { customer: 'medium', provider: 'low' },
      suggestion:
        'Ask for renewal only by agreement, or a short window to stop it and no price rise on renewal.',
    },
    {
      id: 'services.service-levels',
      question: 'If the services fall short, are credits all you get?',
      marketStandard:
        'Service levels with credits; repeated or serious failures let the customer terminate and claim its losses.',
      check: (view) => (view.side === 'customer' ? flagSoleRemedy(view) : null),
      severity: { customer: 'medium', provider: 'none' },
      suggestion:
        'Keep the right to terminate and claim damages for serious or repeated failures, on top of the credits.',
    },
  ],
};
