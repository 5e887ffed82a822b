import { findingAt } from './checks.ts';
import { ARBITRATION, BLANK, findMfn, flagBlankDiscount } from './financing-checks.ts';
import type { Playbook, PlaybookView } from './playbook.ts';
import { sentencesOrHeadingsSaying, sentencesSaying } from './sentences.ts';

const readsAsInvestor = (view: PlaybookView) => view.side === 'investor';

const CAP = /\bvaluation\s+cap\b/i;
const DISCOUNT = /\bdiscount\s+rate\b|\bdiscount\s+of\b/i;
// The purchase: the investor pays and gets a right to shares later.
const PURCHASE =
  /\bright\s+to\s+(?:certain\s+)?shares\b|\bin\s+exchange\s+for\s+the\s+payment\b|\bpurchase\s+amount\b/i;
const MATURITY_OR_INTEREST =
  /\bmaturity\b|\bmatures?\b|\binterest\s+(?:shall|will)\s+accrue\b|\baccrue\s+interest\b|\bbear\s+interest\b/i;
// The investor acknowledges it cannot ask for its money back.
const NO_REPAYMENT =
  /\bno\s+right\s+to\s+(?:require|demand|compel)\b[^.;]{0,40}\b(?:repurchase|redeem|redemption|repay|return)|\blose\s+(?:all\s+of\s+)?(?:its|his|her|their|the|your)\s+entire\s+investment\b/i;
const NOT_TRANSFERABLE =
  /\b(?:transferable|assignable|transferred|assigned|transfer|assign)\b[^.;]{0,80}\bwithout\s+(?:the\s+)?(?:prior\s+)?(?:written\s+)?consent\b/i;
const PRO_RATA = /\bpro[\s-]rata\b|\bparticipation\s+right\b/i;
const NO_HOLDER_RIGHTS =
  /\bnot\s+(?:be\s+)?entitled\b[^.;]{0,60}\b(?:vote|stockholder|shareholder)|\bno\s+(?:voting|stockholder|shareholder)\s+rights\b|\bnot\s+be\s+deemed\s+the\s+holder\b|\bany\s+of\s+the\s+rights\s+of\s+a\s+(?:stockholder|shareholder)\b/i;

/**
 * A SAFE (simple agreement for future equity), as a lawyer reads it for the investor, who pays
 * now for shares at a later financing, or for the company that issues it.
 */
export const SAFE_PLAYBOOK: Playbook = {
  sides: [
    { id: 'investor', roles: /\b(?:investor|holder|purchaser|subscriber)\b/i },
    { id: 'company', roles: /\b(?:company|issuer)\b/i },
  ],
  defaultSide: 'investor',
  items: [
    {
      id: 'safe.valuation-cap',
      question: 'At what price does your money convert?',
      marketStandard:
        'A post-money valuation cap, a discount (often 10 to 25%), or both; a SAFE with neither converts at whatever the next round sets.',
      check: (view) => {
        if (!readsAsInvestor(view)) return null;
        const blank = sentencesOrHeadingsSaying(view, CAP, BLANK)[0];
        if (blank)
          return findingAt('red-flag', blank, {
            title: 'The valuation cap is left blank',
            explanation:
              'The cap that sets the most you pay per share is left blank: fill it in before signing, or you have no price protection at all.',
          });
        if (sentencesOrHeadingsSaying(view, CAP).length > 0) return null;
        if (sentencesOrHeadingsSaying(view, DISCOUNT).length > 0) return null;
        return findingAt('red-flag', sentencesSaying(view, PURCHASE)[0], {
          title: 'No valuation cap and no discount',
          explanation:
            'Your money converts at the price of the next round with no cap and no discount, so you take the early risk without an early price.',
        });
      },
      severity: { investor: 'high', company: 'none' },
      suggestion: 'Agree a post-money valuation cap, a discount, or both, and write them in.',
    },
    {
      id: 'safe.discount',
      question: 'Is the discount filled in?',
      marketStandard: 'A discount of 10 to 25% on the next round price, where there is one.',
      check: (view) => flagBlankDiscount(view, DISCOUNT),
      severity: { investor: 'medium', company: 'none' },
      suggestion: 'Write in the agreed discount (commonly 80% of the price, a 20% discount).',
    },
    {
      id: 'safe.maturity',
      question: 'Is there a date by which you get shares or your money back?',
      marketStandard:
        'None: a SAFE has no maturity date and bears no interest, unlike a convertible note; it may never convert if no priced round happens.',
      check: (view) => {
        if (!readsAsInvestor(view)) return null;
        const noRepayment = sentencesSaying(view, NO_REPAYMENT)[0];
        if (noRepayment)
          return findingAt('red-flag', noRepayment, {
            title: 'You may never get your money back',
            explanation:
              'You cannot require the company to repay or buy back the SAFE, and it has no maturity date: if no financing or sale happens, you may lose the whole investment.',
          });
        if (sentencesOrHeadingsSaying(view, MATURITY_OR_INTEREST).length > 0) return null;
        return findingAt('red-flag', sentencesSaying(view, PURCHASE)[0], {
          title: 'No maturity date and no interest',
          explanation:
            'The SAFE never falls due and earns no interest: if the company never raises a priced round or is sold, you may wait indefinitely for shares or your money.',
        });
      },
      severity: { investor: 'high', company: 'none' },
      suggestion:
        'Accept it as the nature of a SAFE, or ask for a convertible note with a maturity date and interest instead.',
    },
    {
      id: 'safe.dissolution',
      question: 'Where do you rank if the company is wound up?',
      marketStandard:
        'Behind creditors, alongside other SAFEs and preferred stock, ahead of common stock.',
      families: ['paid-after-others'],
      severity: { investor: 'medium', company: 'none' },
      suggestion: 'Nothing much to ask for: it is how SAFEs rank. Size the investment accordingly.',
    },
    {
      id: 'safe.mfn',
      question: 'Do you get better terms given to later SAFE investors?',
      marketStandard: 'An MFN clause is usual in an uncapped SAFE; optional otherwise.',
      families: ['most-favored-nation'],
      check: (view) =>
        findMfn(
          view,
          'SAFEs',
          'If the company later issues SAFEs on better terms, you may take those terms for yours (most favoured nation).',
        ),
      severity: { investor: 'none', company: 'low' },
      suggestion:
        'For the company: limit the MFN to SAFEs issued before the next equity financing.',
    },
    {
      id: 'safe.pro-rata',
      question: 'May you invest in the next round to keep your share?',
      marketStandard:
        'A pro rata right in a side letter for larger investors; the standard SAFE has none in its body.',
      check: (view) => {
        if (!readsAsInvestor(view)) return null;
        // Its absence is not flagged: the standard SAFE leaves it to a side letter, and no clause
        // of the SAFE itself is where it is missing from.
        return findingAt('protection', sentencesSaying(view, PRO_RATA)[0], {
          title: 'You may invest in the next round',
          explanation:
            'You have a pro rata right to buy shares in a later financing, so you can keep your share of the company.',
        });
      },
      severity: { investor: 'none', company: 'low' },
      suggestion: 'Ask for a pro rata side letter if your investment is large enough.',
    },
    {
      id: 'safe.holder-rights',
      question: "Do you have a shareholder's rights before conversion?",
      marketStandard: 'No: no vote, no dividends, no information rights until the SAFE converts.',
      check: (view) => {
        if (!readsAsInvestor(view)) return null;
        return findingAt('red-flag', sentencesSaying(view, NO_HOLDER_RIGHTS)[0], {
          title: 'No shareholder rights until conversion',
          explanation:
            "Until the SAFE converts you cannot vote, receive dividends or see the company's accounts as a shareholder would.",
        });
      },
      severity: { investor: 'low', company: 'none' },
      suggestion: 'Ask for basic information rights (annual accounts) in a side letter.',
    },
    {
      id: 'safe.amendment',
      question: 'Can others change your SAFE without you?',
      marketStandard:
        'Amendment by the company with a majority of the SAFE holders of the same series is common.',
      families: ['amendment-by-majority'],
      severity: { investor: 'medium', company: 'none' },
      suggestion: 'Ask that changes to the cap, discount or amount need your own consent.',
    },
    {
      id: 'safe.transfer',
      question: 'Can you sell or transfer the SAFE?',
      marketStandard: "Only with the company's consent, except to affiliates of the investor.",
      families: ['anti-assignment'],
      check: (view) => {
        if (!readsAsInvestor(view)) return null;
        return findingAt('red-flag', sentencesSaying(view, NOT_TRANSFERABLE, /\binvestor\b/i)[0], {
          title: "You may not transfer the SAFE without the company's consent",
          explanation:
            'You cannot sell or assign the SAFE without the company agreeing, so your investment is illiquid until it converts.',
        });
      },
      severity: { investor: 'low', company: 'none' },
      suggestion: 'Ask to transfer freely to your affiliates and funds under common management.',
    },
    {
      id: 'safe.disputes',
      question: 'Where are disputes decided?',
      marketStandard:
        "The standard SAFE leaves disputes to the courts under the company's state law; arbitration is a variation.",
      families: ['arbitration', 'jury-waiver'],
      check: (view) => {
        if (!readsAsInvestor(view)) return null;
        return findingAt('red-flag', sentencesSaying(view, ARBITRATION)[0], {
          title: 'Disputes go to private arbitration',
          explanation:
            'A dispute about the SAFE is decided by an arbitrator, in private, with little room to appeal, not by a court.',
        });
      },
      severity: { investor: 'low', company: 'low' },
      suggestion: 'Ask for the courts of a neutral forum, or arbitration close to you.',
    },
    {
      id: 'safe.indemnity',
      question: "Must either side cover the other's losses?",
      marketStandard: 'A SAFE carries representations from each side, not indemnities.',
      families: ['indemnification', 'uncapped-liability'],
      severity: { investor: 'medium', company: 'medium' },
      suggestion: 'Strike the indemnity; rely on the representations.',
    },
  ],
};
