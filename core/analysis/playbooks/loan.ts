import type { Segment } from '../text/segment.ts';
import { findingAt, findProvision } from './checks.ts';
import { largestPercent } from './periods.ts';
import type { Playbook, PlaybookView } from './playbook.ts';
import { sentencesSaying } from './sentences.ts';
import { WAIVES } from './words.ts';

const readsAsBorrower = (view: PlaybookView) => view.side === 'borrower';

const DEFAULT = /\bdefault\b/i;
// Sentences of the events of default: they say "default", or stand under its heading.
const inDefaultClause = (sentence: Segment) =>
  DEFAULT.test(sentence.text) || DEFAULT.test(sentence.heading);
// A default the lender decides on its own view of the borrower's prospects.
const SUBJECTIVE_DEFAULT =
  /\bmaterial(?:ly)?\s+adverse(?:ly)?\s+(?:change|effect|affect\w*)|\b(?:deems?|believes?|considers?)\s+itself\s+insecure\b|\binsecure\b|\bprospect\s+of\s+(?:payment|repayment|performance)\b/i;
const REPORTING = /\b(?:notif\w*|inform\w*|report\w*|advise\w*)\b/i;
// A default under any other debt is a default under this one.
const CROSS_DEFAULT =
  /\bcross[\s-]default\b|\bdefault\w*\s+(?:under|in|on)\s+(?:any|another|other)\s+(?:\w+\s+){0,3}(?:agreement|loan|indebtedness|obligation|note|debt|credit)/i;
// A chance to put things right before the default counts.
const CURE =
  /\bcure[sd]?\b|\bgrace\s+period\b|\bremed(?:y|ied|ies)\b[^.;]{0,60}\bwithin\b|\bwithin\s+\w+\s+(?:\(\d+\)\s+)?(?:business\s+)?days\s+(?:after|following|of)\s+(?:(?:written|the)\s+)?(?:notice|demand)/i;
const SECURITY = /\bsecurity\s+interest\b|\blien\b|\bcollateral\b|\bpledges?\b|\bmortgages?\b/i;
const EVERYTHING_OWNED =
  /\ball\s+(?:of\s+)?(?:the\s+)?(?:borrower'?s?|debtor'?s?|grantor'?s?|its|their|maker'?s?)\s+(?:present\s+and\s+future\s+|now\s+owned\s+and\s+hereafter\s+acquired\s+)?(?:assets|personal\s+property|property)\b|\ball\s+(?:present\s+and\s+future\s+)?assets\b|\bnow\s+owned\s+or\s+hereafter\s+acquired\b/i;
const PREPAYMENT =
  /\bprepa(?:y|ys|id|yment|yments)\b|\bpay\s+(?:\w+\s+){0,3}(?:early|before\s+maturity)/i;
const PREPAYMENT_CHARGE =
  /\b(?:prepayment|early\s+repayment)\s+(?:premium|penalty|fee|charge)\b|\bmake[\s-]whole\b|\byield\s+maintenance\b|\b(?:premium|penalty|fee)\s+(?:equal\s+to|of)\b[^.;]{0,60}\bprepa/i;
const NO_PREPAYMENT_CHARGE =
  /\bwithout\s+(?:any\s+)?(?:premium|penalty|fee|charge)\b|\bno\s+(?:prepayment\s+)?(?:premium|penalty|fee)\b/i;
const DEFAULT_INTEREST =
  /\bdefault\s+(?:interest\s+)?rate\b|\b(?:after|following|during)\s+(?:the\s+occurrence\s+of\s+)?(?:an?\s+)?(?:event\s+of\s+)?default\b[^.;]{0,120}\binterest\b|\blate\s+(?:charge|fee)\b/i;
const HIGHEST_LAWFUL_RATE =
  /\b(?:highest|maximum)\s+(?:rate|amount)\s+(?:of\s+interest\s+)?(?:permitted|allowed|lawful)/i;
// A default rate from this level (a year) is off-market; five points over the note rate is usual.
const MAX_DEFAULT_RATE = 18;
const DEFENCES =
  /\b(?:defen[cs]es?|counterclaims?|claims?\s+against|set[\s-]?off|setoff|homestead|exemptions?)\b/i;
const SET_OFF = /\bset[\s-]?off\b|\bsetoff\b|\bright\s+of\s+offset\b/i;
const NEW_DEBT_OR_LIENS =
  /\b(?:incur|borrow|create|grant|permit|suffer|assume|guarantee)\b[^.;]{0,80}\b(?:indebtedness|debt|liens?|encumbrances?|security\s+interests?)\b/i;

/**
 * A loan or security agreement (a promissory note, a credit agreement, a grant of security), as a
 * lawyer reads it for the borrower (who owes and gives security) or the lender.
 */
export const LOAN_PLAYBOOK: Playbook = {
  sides: [
    // In a note purchase the issuing company borrows and the investors lend.
    { id: 'borrower', roles: /\b(?:borrower|debtor|maker|obligor|grantor|pledgor|issuer)\b/i },
    {
      id: 'lender',
      roles:
        /\b(?:lender|holder|secured\s+party|bank|creditor|payee|noteholder|pledgee|investor|purchaser|subscriber)\b/i,
    },
  ],
  defaultSide: 'borrower',
  items: [
    {
      id: 'loan.personal-guaranty',
      question: 'Does someone personally guarantee the loan?',
      marketStandard:
        'Common for small-business loans; negotiated down to a cap, a share of the debt, or a release once the loan is paid down.',
      families: ['personal-guarantee'],
      severity: { borrower: 'high', lender: 'none' },
      suggestion:
        'Ask for a cap on the guaranty, or a release after a period of timely payments or once the balance falls below an agreed amount.',
    },
    {
      id: 'loan.confession-of-judgment',
      question: 'Can judgment be entered against you without a hearing?',
      marketStandard: 'Not in a fair loan; banned or restricted in many states.',
      families: ['confession-of-judgment'],
      severity: { borrower: 'high', lender: 'none' },
      suggestion: 'Strike the confession of judgment (warrant of attorney) entirely.',
    },
    {
      id: 'loan.subjective-default',
      question: 'Can the lender call a default on its own judgement?',
      marketStandard:
        'Events of default are objective (non-payment, breach, insolvency); a material-adverse-change or "insecurity" default is resisted by borrowers.',
      check: (view) => {
        if (!readsAsBorrower(view)) return null;
        // "Borrower shall notify Lender of any default or material adverse change" is a duty
        // to report, not a default.
        const subjective = sentencesSaying(view, SUBJECTIVE_DEFAULT).find(
          (sentence) => inDefaultClause(sentence) && !REPORTING.test(sentence.text),
        );
        return findingAt('red-flag', subjective, {
          title: 'The lender can call a default on its own judgement',
          explanation:
            'A material adverse change, or the lender feeling insecure, is a default: the lender can demand the whole loan even though you have paid on time.',
        });
      },
      severity: { borrower: 'high', lender: 'none' },
      suggestion:
        'Strike the material-adverse-change and insecurity defaults, or tie them to objective tests (a missed payment, a covenant breach).',
    },
    {
      id: 'loan.acceleration',
      question: 'Can the whole loan become due at once?',
      marketStandard:
        'Usual on an event of default, after notice and a cure period for anything other than non-payment.',
      families: ['acceleration-on-default'],
      severity: { borrower: 'medium', lender: 'none' },
      suggestion:
        'Ask for written notice and a cure period before the lender may accelerate, and automatic acceleration only on insolvency.',
    },
    {
      id: 'loan.cure-period',
      question: 'Do you get a chance to put a default right?',
      marketStandard:
        'A grace period of 5 to 10 days for a late payment and 30 days after notice for other breaches.',
      check: (view) => {
        if (!readsAsBorrower(view)) return null;
        if (sentencesSaying(view, CURE).length > 0) return null;
        const remedies = findProvision(view, {
          modalities: ['may', 'entitled'],
          binds: 'lender',
          words: DEFAULT,
        });
        const place = remedies ?? sentencesSaying(view, /\bevents?\s+of\s+default\b/i)[0];
        return findingAt('red-flag', place, {
          title: 'No chance to fix a default',
          explanation:
            'Nothing gives you notice or a period to cure a default before the lender may act, so one late payment or slip can put the whole loan in default.',
        });
      },
      severity: { borrower: 'medium', lender: 'none' },
      suggestion:
        'Ask for a grace period for payments (5 to 10 days) and 30 days after written notice to cure other defaults.',
    },
    {
      id: 'loan.cross-default',
      question: 'Does a default on another debt put this loan in default?',
      marketStandard:
        'Common, but limited to debts to the same lender or above a threshold amount, and to defaults that let that debt be accelerated.',
      check: (view) => {
        if (!readsAsBorrower(view)) return null;
        return findingAt('red-flag', sentencesSaying(view, CROSS_DEFAULT)[0], {
          title: 'A default elsewhere is a default here',
          explanation:
            'A default on any other loan or agreement puts this loan in default too, so a dispute with one creditor can bring down all your financing.',
        });
      },
      severity: { borrower: 'medium', lender: 'none' },
      suggestion:
        'Limit the cross-default to debts above a threshold amount that have actually been accelerated.',
    },
    {
      id: 'loan.collateral',
      question: 'What do you put up as security?',
      marketStandard:
        'Specific collateral matching the loan (the equipment financed, receivables); a lien on everything the borrower owns is for larger credit lines.',
      families: ['security-interest'],
      check: (view) => {
        if (!readsAsBorrower(view)) return null;
        return findingAt('red-flag', sentencesSaying(view, SECURITY, EVERYTHING_OWNED)[0], {
          title: 'A lien on everything you own',
          explanation:
            'The security covers all your assets, present and future, so you cannot offer any of them to another lender and all of them can be taken on default.',
        });
      },
      severity: { borrower: 'medium', lender: 'none' },
      suggestion:
        'Limit the security to specific assets that match the loan, and exclude personal assets and those you need to raise other finance.',
    },
    {
      id: 'loan.prepayment',
      question: 'May you repay early, and at what cost?',
      marketStandard:
        'Small loans may be prepaid at any time without penalty; larger term loans carry a declining premium (3-2-1%).',
      check: (view) => {
        if (!readsAsBorrower(view)) return null;
        const charge = sentencesSaying(view, PREPAYMENT_CHARGE).find(
          (sentence) => !NO_PREPAYMENT_CHARGE.test(sentence.text),
        );
        if (charge)
          return findingAt('red-flag', charge, {
            title: 'A charge for repaying early',
            explanation:
              'Repaying the loan before it is due costs a premium or penalty, which makes refinancing expensive.',
          });
        return findingAt('protection', sentencesSaying(view, PREPAYMENT, NO_PREPAYMENT_CHARGE)[0], {
          title: 'You may repay early without penalty',
          explanation:
            'You may repay the loan before it is due without paying a premium or penalty.',
        });
      },
      severity: { borrower: 'medium', lender: 'none' },
      suggestion:
        'Ask for prepayment without penalty, or a premium that falls each year and ends well before maturity.',
    },
    {
      id: 'loan.default-interest',
      question: 'What does a late payment or default cost?',
      marketStandard:
        'A late charge of about 5% of the late instalment and default interest of 2 to 5 points over the note rate.',
      families: ['late-fees-and-interest'],
      check: (view) => {
        if (!readsAsBorrower(view)) return null;
        const steep = sentencesSaying(view, DEFAULT_INTEREST).find(
          (sentence) =>
            HIGHEST_LAWFUL_RATE.test(sentence.text) ||
            largestPercent(sentence.text) >= MAX_DEFAULT_RATE,
        );
        return findingAt('red-flag', steep, {
          title: 'Heavy interest after a default',
          explanation:
            'After a default or late payment, interest jumps to a very high rate (or the highest the law allows), which makes a default much more expensive to get out of.',
        });
      },
      severity: { borrower: 'medium', lender: 'none' },
      suggestion: 'Ask for default interest of no more than 2 to 5 points over the note rate.',
    },
    {
      id: 'loan.covenants',
      question: 'What may you not do while the loan is outstanding?',
      marketStandard:
        'No new debt or liens beyond agreed baskets, no sale of the business without consent; reasonable thresholds for ordinary business.',
      families: ['change-of-control', 'anti-assignment'],
      check: (view) => {
        if (!readsAsBorrower(view)) return null;
        const covenant = findProvision(view, {
          modalities: ['must-not'],
          binds: 'borrower',
          words: NEW_DEBT_OR_LIENS,
        });
        return findingAt('red-flag', covenant, {
          title: 'No new debt or security without consent',
          explanation:
            'You may not borrow elsewhere or give security over your assets while the loan is outstanding, which limits how you can finance the business.',
        });
      },
      severity: { borrower: 'low', lender: 'none' },
      suggestion:
        'Ask for baskets: ordinary trade credit, equipment finance and debt up to an agreed amount without consent.',
    },
    {
      id: 'loan.set-off',
      question: 'Can the lender take money from your accounts?',
      marketStandard: 'Common with a bank lender, limited to amounts due and after a default.',
      check: (view) => {
        if (!readsAsBorrower(view)) return null;
        const setOff = findProvision(view, {
          modalities: ['may', 'entitled'],
          binds: 'lender',
          words: SET_OFF,
        });
        if (!setOff || setOff.polarity !== 'positive') return null;
        return findingAt('red-flag', setOff, {
          title: 'They may take what is owed from your accounts',
          explanation:
            'The lender may set off what you owe against your deposits or other money it holds for you.',
        });
      },
      severity: { borrower: 'low', lender: 'none' },
      suggestion:
        'Limit set-off to amounts due and payable after an event of default, with notice.',
    },
    {
      id: 'loan.note-waivers',
      question: 'Do you waive presentment and notice of dishonour?',
      marketStandard:
        'Standard in every note: the lender need not present the note or give formal notice of dishonour.',
      families: ['waiver-of-rights'],
      severity: { borrower: 'none', lender: 'none' },
      suggestion: 'Nothing to ask for: these waivers are ordinary in a note.',
    },
    {
      id: 'loan.waiver-of-defences',
      question: 'Do you give up defences against the lender?',
      marketStandard: 'A borrower keeps its defences, counterclaims and rights of set-off.',
      check: (view) => {
        if (!readsAsBorrower(view)) return null;
        return findingAt('red-flag', sentencesSaying(view, WAIVES, DEFENCES)[0], {
          title: 'You give up defences against the lender',
          explanation:
            'You waive defences, counterclaims or set-off you would otherwise have, so you must pay even where the lender is itself at fault.',
        });
      },
      severity: { borrower: 'medium', lender: 'none' },
      suggestion: 'Strike the waiver of defences, counterclaims and set-off.',
    },
    {
      id: 'loan.costs-and-forum',
      question: 'Do you pay their costs of collecting, and give up a jury?',
      marketStandard: 'Reasonable collection costs and a mutual jury waiver are standard in loans.',
      families: ['fee-shifting', 'indemnification', 'jury-waiver'],
      severity: { borrower: 'low', lender: 'none' },
      suggestion:
        'Limit costs to reasonable ones actually incurred, and make the jury waiver mutual.',
    },
  ],
};
