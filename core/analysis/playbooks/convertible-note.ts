import type { Segment } from '../text/segment.ts';
import { findingAt, flagUnsaid } from './checks.ts';
import {
  ARBITRATION,
  BLANK,
  DISCOUNT,
  findMfn,
  flagBlankDiscount,
  VALUATION_CAP,
} from './financing-checks.ts';
import { largestPercent } from './periods.ts';
import type { ItemFinding, Playbook, PlaybookView } from './playbook.ts';
import { sentencesOrHeadingsSaying, sentencesSaying } from './sentences.ts';

const readsAsInvestor = (view: PlaybookView) => view.side === 'investor';
const readsAsCompany = (view: PlaybookView) => view.side === 'company';

// The company's promise to pay, where a term the note never states is missing from.
const PROMISE = /\bpromises?\s+to\s+pay\b|\bprincipal\s+amount\b/i;
// A rate of interest, not a security interest, an interest in shares or a premium on a sale.
const INTEREST_RATE =
  /\binterest\b[^.;]{0,80}\b(?:at\s+(?:the\s+|a\s+)?rate|per\s+annum|per\s+year|a\s+year|annually)\b|\binterest\s+at\b|\brate\s+of\s+interest\b|\binterest\s+rate\b/i;
const NO_INTEREST =
  /\bno\s+interest\b|\bnon-interest[\s-]bearing\b|\bwithout\s+interest\b|\binterest[\s-]free\b|\bnot\s+(?:bear|accrue)\s+(?:any\s+)?interest\b/i;
// Above this yearly rate a note costs the company more than such notes usually do (2 to 8%).
const HIGH_INTEREST_RATE = 10;
const MATURITY =
  /\bmaturity\b|\bmatures?\b|\bdue\s+and\s+payable\s+on\b|\b(?:payable|due)\s+on\s+demand\b/i;
const CONVERTS = /\bconver(?:t|ts|ted|sion)\b|\bexchanged?\s+for\s+shares\b/i;
// Conversion the holder does not choose: "automatically convert", "shall be converted".
const AUTOMATIC =
  /\bautomatically\b|\bmandatori\w*\b|\b(?:shall|will)\s+(?:automatically\s+)?(?:be\s+)?convert/i;
// The holders choose: "the Majority Holders may elect", "at the option of the Investor".
const HOLDERS_CHOOSE =
  /\b(?:holders?|investors?|purchasers?|lenders?)\b[^.;]{0,60}\b(?:may|elect\w*|option)\b|\b(?:option|election)\s+of\s+(?:the\s+)?(?:majority\s+|requisite\s+)?(?:holders?|investors?|purchasers?)\b|\bat\s+(?:the\s+)?(?:investor|holder|purchaser)['’]s\s+(?:option|election)\b/i;
const COMPANY_CHOOSES =
  /\b(?:company|issuer|maker|borrower)\s+(?:may|can|elects?|shall\s+have\s+the\s+(?:right|option))\b[^.;]{0,80}\bconver|\bat\s+the\s+(?:option|election)\s+of\s+the\s+(?:company|issuer|maker|borrower)\b|\bat\s+the\s+(?:company|issuer|maker|borrower)['’]s\s+(?:option|election)\b/i;
const REPAYMENT =
  /\bdue\s+and\s+payable\b|\brepa(?:y|id|yment)\b|\bpay\s+(?:the\s+)?(?:outstanding\s+)?principal\b/i;
// The round that converts the note.
const FINANCING =
  /\b(?:qualified|equity|next|preferred\s+stock)\s+(?:equity\s+)?financing\b|\b(?:issues?|sells?)\s+(?:and\s+sells?\s+)?shares\s+of\s+its\s+(?:preferred|capital)\b|\bsale\s+of\s+(?:its\s+)?(?:preferred|equity)\s+(?:stock|securities)\b/i;
// The least a round must raise to convert the note: "gross proceeds of at least $3,000,000".
const MINIMUM_RAISE =
  /\b(?:at\s+least|not\s+less\s+than|minimum\s+of|in\s+excess\s+of|exceed\w*|equal\s+to\s+or\s+greater\s+than)\b[^.;]{0,30}(?:\$|\d[\d,.]*\s*(?:million|dollars))/i;
const SALE =
  /\bchange\s+(?:of|in)\s+control\b|\bsale\s+of\s+(?:all\s+or\s+substantially\s+all|the\s+company)\b|\bcorporate\s+transaction\b|\bacquisition\s+of\s+the\s+company\b|\bliquidity\s+event\b/i;
// The holder may take shares on the sale: "convert this Note into shares", not "before conversion".
const CONVERTS_ON_SALE =
  /\bconvert\s+(?:this|the|each|all|its|such)\b|\bconver\w*\s+into\b|\bconver\w*[^.;]{0,40}\b(?:at|equal\s+to)\s+(?:the\s+|a\s+)?(?:conversion|cap)\b/i;
const PREMIUM = /\bpremium\b/i;
const MULTIPLE =
  /\b(?:two|three|four|2|3|4)(?:\.\d+)?\s*(?:times|x)\b|\b(?:double|twice|triple)\b/i;
const DEFAULT = /\bdefault\b/i;
const ACCELERATES =
  /\bdeclare\b[^.;]{0,100}\bdue\s+and\s+payable\b|\baccelerat\w+\b|\bdemand\s+(?:immediate\s+)?(?:re)?payment\b/i;
const MAJORITY =
  /\bmajority\b|\brequisite\s+holders\b|\bholders\s+of\s+(?:at\s+least\s+)?(?:a\s+majority|\d+%|two-thirds)/i;
const SUBORDINATED =
  /\bsubordinat\w*\b[^.;]{0,60}\b(?:right\s+of\s+payment|senior|prior\s+payment)|\bjunior\s+(?:in\s+right\s+of\s+payment\s+)?to\b/i;
const SENIOR_DEBT = /\bsenior\s+(?:indebtedness|debt|obligations|lenders?)\b/i;
// Senior debt with no ceiling: any amount, borrowed now or later.
const UNLIMITED =
  /\bwithout\s+limit\w*\b|\bnow\s+existing\s+or\s+(?:hereafter\s+)?(?:incurred|arising)|\bincurred\s+after\b|\bhereafter\s+(?:incurred|created|arising)\b|\bwhether\s+now\s+existing\s+or\b/i;
// A change others agree to binds every holder.
const BINDS_EVERYONE =
  /\bbinding\s+(?:on|upon)\s+(?:every|each|all)\b|\bwhether\s+or\s+not\b[^.;]{0,60}\bconsent\w*\b|\bbinds?\s+(?:the|each|every|all)\s+(?:investors?|holders?|purchasers?)\b/i;
const PREPAYS =
  /\bprepa(?:y|ys|id|yment)\b|\brepa\w*\b[^.;]{0,40}\b(?:early|before\s+(?:the\s+)?maturity)/i;
const PREPAYMENT_LIMITED =
  /\b(?:may|shall|will|can)\s*not\b|\bcannot\b|\b(?:with|without)\s+the\s+(?:prior\s+)?(?:written\s+)?consent\b|\bonly\s+with\b|\bnot\s+(?:be\s+)?prepa/i;
const NOT_TRANSFERABLE =
  /\bnot\s+(?:be\s+)?(?:transferable|assignable|transferred|assigned|sold)\b[^.;]{0,120}\bconsent\s+of\s+(?:the\s+)?(?:company|issuer|maker|borrower)\b|\b(?:transfer|assign)\w*\s+only\s+with\b[^.;]{0,60}\bconsent\s+of\s+(?:the\s+)?(?:company|issuer|maker|borrower)\b/i;
const GOVERNING_LAW =
  /\bgoverned\s+by\b|\bgoverning\s+law\b|\bconstrued\s+in\s+accordance\s+with\b/i;

/** The first sentence of the company's promise to pay, or of the conversion. */
const promiseOf = (view: PlaybookView): Segment | null =>
  sentencesSaying(view, PROMISE)[0] ?? sentencesSaying(view, CONVERTS)[0] ?? null;

/** The sentences that convert the note on a round of financing. */
const conversionsOn = (view: PlaybookView) => sentencesSaying(view, FINANCING, CONVERTS);

/** What a sale of the company pays the holder, as a multiple of the principal (1: no more). */
function saleMultiple(words: string): number {
  if (PREMIUM.test(words)) return 1 + largestPercent(words) / 100;
  return MULTIPLE.test(words) ? 2 : 1;
}

function checkInterest(view: PlaybookView): ItemFinding | null {
  if (readsAsCompany(view)) {
    const steep = sentencesSaying(view, INTEREST_RATE).find(
      (sentence) =>
        !DEFAULT.test(sentence.text) &&
        !PREMIUM.test(sentence.text) &&
        largestPercent(sentence.text) > HIGH_INTEREST_RATE,
    );
    return findingAt('red-flag', steep, {
      title: 'A high rate of interest',
      explanation:
        'The notes bear interest above the 2 to 8% a year such notes usually carry, and it adds to what you repay or to the shares the holders receive on conversion.',
    });
  }
  const blank = sentencesOrHeadingsSaying(view, INTEREST_RATE, BLANK)[0];
  if (blank)
    return findingAt('red-flag', blank, {
      title: 'The interest rate is left blank',
      explanation: 'The rate of interest on your note is left blank: fill it in before signing.',
    });
  const none = sentencesSaying(view, NO_INTEREST)[0];
  if (none)
    return findingAt('red-flag', none, {
      title: 'The note earns no interest',
      explanation:
        'Your money earns nothing while it waits to convert, so if the note is repaid you get back only what you lent.',
    });
  if (sentencesOrHeadingsSaying(view, INTEREST_RATE).length > 0) return null;
  return findingAt('red-flag', promiseOf(view), {
    title: 'No interest rate is stated',
    explanation:
      'The note does not say what interest it earns: ask for the rate to be written in, so interest adds to what is repaid or converted.',
  });
}

function checkMaturity(view: PlaybookView): ItemFinding | null {
  if (readsAsCompany(view)) {
    if (sentencesSaying(view, MATURITY, CONVERTS, COMPANY_CHOOSES).length > 0) return null;
    return findingAt('red-flag', sentencesSaying(view, MATURITY, REPAYMENT)[0], {
      title: 'You must repay the notes at maturity',
      explanation:
        'If the notes have not converted by the maturity date, the principal and interest fall due in cash, and you have no right to convert them instead.',
    });
  }
  const blank = sentencesOrHeadingsSaying(view, MATURITY, BLANK)[0];
  if (blank)
    return findingAt('red-flag', blank, {
      title: 'The maturity date is left blank',
      explanation:
        'The date your note falls due is left blank: fill it in before signing, or nothing says when you get your money or your shares.',
    });
  if (!MATURITY.test(view.document.text))
    return findingAt('red-flag', promiseOf(view), {
      title: 'No maturity date',
      explanation:
        'Nothing sets a date by which the note must be repaid, so if the company never raises a round or is sold you may wait indefinitely for your money or your shares.',
    });
  const atMaturity = sentencesSaying(view, MATURITY, CONVERTS);
  const forced = atMaturity.find(
    (sentence) =>
      COMPANY_CHOOSES.test(sentence.text) ||
      (AUTOMATIC.test(sentence.text) && !HOLDERS_CHOOSE.test(sentence.text)),
  );
  if (forced)
    return findingAt('red-flag', forced, {
      title: 'The note may become shares at maturity instead of being repaid',
      explanation:
        'At maturity your note can be turned into shares without your choice, so you may never get your money back, even if the company never raises a round.',
    });
  const choice = atMaturity.find((sentence) => HOLDERS_CHOOSE.test(sentence.text));
  if (!choice) return null;
  return findingAt('protection', choice, {
    title: 'The holders may take shares at maturity',
    explanation: VALUATION_CAP.test(choice.text)
      ? 'When the note falls due, the holders may choose shares at the price set by the valuation cap instead of repayment.'
      : 'When the note falls due, the holders may choose shares instead of repayment.',
  });
}

function checkQualifiedFinancing(view: PlaybookView): ItemFinding | null {
  const conversions = conversionsOn(view);
  if (readsAsCompany(view)) {
    if (conversions.length === 0 || conversions.some((sentence) => AUTOMATIC.test(sentence.text)))
      return null;
    return findingAt('red-flag', conversions[0], {
      title: 'The notes convert only if the holders choose',
      explanation:
        'Nothing converts the notes automatically when you raise a round: the holders may keep them as debt and ask for repayment at maturity.',
    });
  }
  const blank = sentencesOrHeadingsSaying(view, FINANCING, BLANK)[0];
  if (blank)
    return findingAt('red-flag', blank, {
      title: 'The size of the qualifying round is left blank',
      explanation:
        'How much a round must raise to convert your note is left blank: fill it in before signing.',
    });
  if (conversions.length === 0)
    return findingAt('red-flag', promiseOf(view), {
      title: 'Nothing converts the note on a financing',
      explanation:
        'The note does not say it turns into shares when the company raises money, so you are a lender only, without the share of the company a convertible note is for.',
    });
  if (sentencesOrHeadingsSaying(view, FINANCING, MINIMUM_RAISE).length > 0) return null;
  return findingAt('red-flag', conversions[0], {
    title: 'No minimum size for the round that converts your note',
    explanation:
      'No amount is set that a round must raise to convert your note, so a small round, priced by the company and a few insiders, can convert your money on its terms.',
  });
}

function checkValuationCap(view: PlaybookView): ItemFinding | null {
  if (!readsAsInvestor(view)) return null;
  const blank = sentencesOrHeadingsSaying(view, VALUATION_CAP, BLANK)[0];
  if (blank)
    return findingAt('red-flag', blank, {
      title: 'The valuation cap is left blank',
      explanation:
        'The cap that sets the most you pay per share is left blank: fill it in before signing, or you have no price protection at all.',
    });
  if (sentencesOrHeadingsSaying(view, VALUATION_CAP).length > 0) return null;
  const place = conversionsOn(view)[0];
  if (sentencesOrHeadingsSaying(view, DISCOUNT).length > 0)
    return findingAt('red-flag', place, {
      title: 'No valuation cap',
      explanation:
        "Your note converts at a discount to the next round's price with no ceiling on it: if the company's value rises sharply before the round, your money buys few shares.",
    });
  return findingAt('red-flag', place, {
    title: 'No valuation cap and no discount',
    explanation:
      'Your note converts at the price of the next round with no cap and no discount, so you take the early risk without an early price.',
  });
}

function checkSale(view: PlaybookView): ItemFinding | null {
  const sales = sentencesSaying(view, SALE);
  const best = Math.max(1, ...sales.map((sentence) => saleMultiple(sentence.text)));
  const generous = sales.find((sentence) => saleMultiple(sentence.text) === best);
  if (readsAsCompany(view))
    return best < 2
      ? null
      : findingAt('red-flag', generous, {
          title: 'A sale costs you at least twice the notes',
          explanation:
            'If the company is sold before the notes convert, the holders are paid at least twice their principal, which comes out of what your shareholders receive.',
        });
  if (sales.length === 0)
    return flagUnsaid(view, SALE, conversionsOn(view)[0] ?? promiseOf(view), {
      title: 'Nothing says what you get if the company is sold',
      explanation:
        'If the company is sold before your note converts, the note gives you no premium and no right to convert: at most you get your money and interest back, not a share of the sale price.',
    });
  const paid = sales.find(
    (sentence) => PREMIUM.test(sentence.text) || MULTIPLE.test(sentence.text),
  );
  const converts = sales.find((sentence) => CONVERTS_ON_SALE.test(sentence.text));
  if (paid && best > 1)
    return findingAt('protection', generous, {
      title: 'A sale pays you more than your money back',
      explanation: converts
        ? 'If the company is sold before your note converts, you are paid more than your principal and interest, or may take shares instead, as the note sets out.'
        : 'If the company is sold before your note converts, you are paid more than your principal and interest.',
    });
  if (converts) return null;
  return findingAt(
    'red-flag',
    sales.find((sentence) => REPAYMENT.test(sentence.text)),
    {
      title: 'A sale only repays your money',
      explanation:
        'If the company is sold, your note is repaid with interest but with no premium and no right to convert, so you do not share in the sale price.',
    },
  );
}

function checkDefault(view: PlaybookView): ItemFinding | null {
  if (!readsAsInvestor(view)) return null;
  if (!DEFAULT.test(view.document.text))
    return findingAt('red-flag', promiseOf(view), {
      title: 'No events of default',
      explanation:
        'Nothing lets you call the note in early if the company stops paying or goes bankrupt: you wait for the maturity date.',
    });
  return findingAt('red-flag', sentencesSaying(view, ACCELERATES, MAJORITY)[0], {
    title: 'Only the majority holders can call the notes in',
    explanation:
      'After a default you cannot demand repayment on your own: holders of a majority of the notes decide whether the notes fall due at once.',
  });
}

function checkSubordination(view: PlaybookView): ItemFinding | null {
  if (!readsAsInvestor(view)) return null;
  const subordinated = sentencesSaying(view, SUBORDINATED)[0];
  if (!subordinated) return null;
  const unlimited =
    sentencesOrHeadingsSaying(view, SENIOR_DEBT, UNLIMITED).length > 0 ||
    UNLIMITED.test(subordinated.text);
  return findingAt('red-flag', subordinated, {
    title: 'Your note is paid after senior debt',
    explanation: unlimited
      ? "Your note is paid only after the company's senior debt, and that debt has no limit: the company may borrow more ahead of you, so if money runs short you may get little or nothing."
      : "Your note is paid only after the company's senior debt, so if money runs short you may get little or nothing.",
  });
}

function checkAmendment(view: PlaybookView): ItemFinding | null {
  if (!readsAsInvestor(view)) return null;
  return findingAt('red-flag', sentencesSaying(view, MAJORITY, BINDS_EVERYONE)[0], {
    title: 'The majority can change your note without you',
    explanation:
      'Holders of a majority of the notes can agree changes or waivers with the company, and they bind you even if you did not agree.',
  });
}

function checkPrepayment(view: PlaybookView): ItemFinding | null {
  const prepayments = sentencesSaying(view, PREPAYS);
  const limited = prepayments.find((sentence) => PREPAYMENT_LIMITED.test(sentence.text));
  if (readsAsCompany(view))
    return findingAt('red-flag', limited, {
      title: 'You cannot repay the notes early',
      explanation:
        "You may not pay off the notes before maturity without the holders' consent, so you cannot clear them before a round or a sale.",
    });
  if (limited)
    return findingAt('protection', limited, {
      title: 'The company cannot repay early to avoid converting',
      explanation:
        'The company may not pay off the note early without the holders agreeing, so it cannot take away your conversion into shares.',
    });
  return findingAt('red-flag', prepayments[0], {
    title: 'The company may repay the note early',
    explanation:
      'The company may pay off the note without your consent, before it converts, taking away your chance to buy shares at the cap or discount.',
  });
}

/**
 * A convertible note (or the purchase agreement selling a series of them), as a lawyer reads it
 * for the investor, who lends now for shares at a later round or repayment with interest, or for
 * the company that issues it.
 */
export const CONVERTIBLE_NOTE_PLAYBOOK: Playbook = {
  sides: [
    {
      id: 'investor',
      roles: /\b(?:investor|holder|noteholder|purchaser|subscriber|lender|payee)\b/i,
    },
    { id: 'company', roles: /\b(?:company|issuer|maker|borrower)\b/i },
  ],
  defaultSide: 'investor',
  items: [
    {
      id: 'note.interest',
      question: 'What interest does your money earn?',
      marketStandard:
        'Simple interest of 2 to 8% a year, accruing and paid at maturity or converted into shares with the principal.',
      check: checkInterest,
      severity: { investor: 'medium', company: 'low' },
      suggestion:
        'Agree a rate (commonly 4 to 8% simple a year), write it in, and say the interest converts with the principal.',
    },
    {
      id: 'note.maturity',
      question: 'When does the note fall due, and what happens then?',
      marketStandard:
        'A maturity date 12 to 24 months out; at maturity the holders choose repayment or conversion, often at the valuation cap.',
      check: checkMaturity,
      severity: { investor: 'medium', company: 'medium' },
      suggestion:
        'For the investor: a maturity date, with repayment or conversion at the cap at your choice. For the company: a right to extend, or to convert at maturity.',
    },
    {
      id: 'note.qualified-financing',
      question: 'What round converts your note into shares?',
      marketStandard:
        'Automatic conversion at a qualified financing: an equity round raising at least an agreed amount (often $1 to 5 million, excluding the notes).',
      check: checkQualifiedFinancing,
      severity: { investor: 'medium', company: 'medium' },
      suggestion:
        'Set the minimum new money a round must raise to convert the notes automatically, not counting the notes themselves.',
    },
    {
      id: 'note.valuation-cap',
      question: 'At what price does your money convert?',
      marketStandard:
        'The lower of the cap price and a discounted round price; a note with neither converts at whatever the next round sets.',
      check: checkValuationCap,
      severity: { investor: 'high', company: 'none' },
      suggestion: 'Agree a valuation cap, and write it in with the discount.',
    },
    {
      id: 'note.discount',
      question: 'Is the discount filled in?',
      marketStandard: 'A discount of 10 to 25% on the price paid in the round that converts it.',
      check: (view) => flagBlankDiscount(view, DISCOUNT),
      severity: { investor: 'medium', company: 'none' },
      suggestion: 'Write in the agreed discount (commonly 80% of the price, a 20% discount).',
    },
    {
      id: 'note.change-of-control',
      question: 'What do you get if the company is sold before the note converts?',
      marketStandard:
        'At the holder\u2019s choice, repayment with a premium (often 1 to 2 times the principal) or conversion at the cap price.',
      check: checkSale,
      severity: { investor: 'medium', company: 'medium' },
      suggestion:
        'For the investor: repayment of at least the principal with a premium, or shares at the cap price, at your choice. For the company: a premium of no more than the principal.',
    },
    {
      id: 'note.acceleration',
      question: 'Can the whole note fall due at once?',
      marketStandard:
        'On an event of default: non-payment after a grace period, or bankruptcy, which accelerates the notes without notice.',
      // The holders' remedy: a risk to the company, never to the investor who holds it.
      families: ['acceleration-on-default'],
      severity: { investor: 'none', company: 'medium' },
      suggestion:
        'For the company: written notice and a cure period before the notes may be accelerated, and automatic acceleration only on bankruptcy.',
    },
    {
      id: 'note.default',
      question: 'Who may call the notes in after a default?',
      marketStandard:
        'Events of default for non-payment and bankruptcy; the majority holders may declare the notes due, so that one holder cannot act alone.',
      check: checkDefault,
      severity: { investor: 'low', company: 'none' },
      suggestion:
        'Ask for events of default for non-payment and bankruptcy, and a right for each holder to demand its own payment once its note is due.',
    },
    {
      id: 'note.subordination',
      question: 'Does your note rank behind other debt?',
      marketStandard:
        "Often subordinated to bank debt if a senior lender asks, limited to that lender's facility and an agreed amount; the notes rank equally with each other.",
      families: ['paid-after-others'],
      check: checkSubordination,
      severity: { investor: 'medium', company: 'none' },
      suggestion:
        'Limit the senior debt to named bank facilities up to an agreed amount, and keep payment of the notes at maturity unless that debt is in default.',
    },
    {
      id: 'note.amendment',
      question: 'Can others change your note without you?',
      marketStandard:
        'Changes by the company with the majority holders of the series, except changes that treat one holder worse than the others.',
      families: ['amendment-by-majority'],
      check: checkAmendment,
      severity: { investor: 'medium', company: 'none' },
      suggestion:
        'Ask that changes to the rate, maturity, cap, discount or principal need your own consent.',
    },
    {
      id: 'note.prepayment',
      question: 'May the company repay the note early?',
      marketStandard:
        'Not without the consent of the majority holders, so the company cannot repay to avoid converting at the cap.',
      check: checkPrepayment,
      severity: { investor: 'medium', company: 'low' },
      suggestion:
        'For the investor: no prepayment without the holders\u2019 consent. For the company: a right to prepay on notice, giving the holders time to convert first.',
    },
    {
      id: 'note.mfn',
      question: 'Do you get better terms given to later note investors?',
      marketStandard: 'An MFN clause is usual where a note has no cap; optional otherwise.',
      families: ['most-favored-nation'],
      check: (view) =>
        findMfn(
          view,
          'notes',
          'If the company later issues notes or similar securities on better terms, you may take those terms for yours (most favoured nation).',
        ),
      severity: { investor: 'none', company: 'low' },
      suggestion:
        'For the company: limit the MFN to convertible securities issued before the next equity financing.',
    },
    {
      id: 'note.transfer',
      question: 'Can you sell or transfer the note?',
      marketStandard:
        "Only with the company's consent and under the securities laws, except to the investor's affiliates.",
      families: ['anti-assignment'],
      check: (view) => {
        if (!readsAsInvestor(view)) return null;
        return findingAt('red-flag', sentencesSaying(view, NOT_TRANSFERABLE)[0], {
          title: "You may not transfer the note without the company's consent",
          explanation:
            'You cannot sell or assign the note without the company agreeing, so your investment is hard to sell until it converts or is repaid.',
        });
      },
      severity: { investor: 'low', company: 'none' },
      suggestion: 'Ask to transfer freely to your affiliates and funds under common management.',
    },
    {
      id: 'note.disputes',
      question: 'Which law governs the note, and where are disputes decided?',
      marketStandard:
        "The law and courts of the company's state of incorporation (often Delaware); arbitration is a variation.",
      families: ['arbitration', 'jury-waiver'],
      check: (view) => {
        const arbitration = sentencesSaying(view, ARBITRATION)[0];
        if (arbitration)
          return findingAt('red-flag', arbitration, {
            title: 'Disputes go to private arbitration',
            explanation:
              'A dispute about the note is decided by an arbitrator, in private, with little room to appeal, not by a court.',
          });
        return flagUnsaid(view, GOVERNING_LAW, promiseOf(view), {
          title: 'No governing law is chosen',
          explanation:
            'The note does not say which law governs it, so a dispute may begin with an argument over where and under what law it is heard.',
        });
      },
      severity: { investor: 'low', company: 'low' },
      suggestion: 'Name the governing law and the courts, ideally close to you.',
    },
  ],
};
