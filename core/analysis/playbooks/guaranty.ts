import type { Segment } from '../text/segment.ts';
import { findingAt, findProvision } from './checks.ts';
import type { Playbook, PlaybookView } from './playbook.ts';
import { sentencesSaying } from './sentences.ts';
import { WAIVES } from './words.ts';

const readsAsGuarantor = (view: PlaybookView) => view.side === 'guarantor';

const GUARANTEES = /\bguarant(?:ee|ees|eed|y|ies|or)\b/i;
const WHAT_IS_OWED =
  /\b(?:pay\w*|obligations?|indebtedness|liabilit(?:y|ies)|debts?|amounts?\s+(?:due|owing)|performance)\b/i;
// A ceiling on what the guarantor can owe.
const CAPPED =
  /\b(?:maximum|aggregate)\s+(?:amount|liability|sum|exposure)\b|\bshall\s+not\s+exceed\b|\bnot\s+to\s+exceed\b|\bin\s+no\s+event\s+(?:shall|will)\b[^.;]{0,80}\bexceed\b|\blimited\s+to\s+(?:the\s+)?(?:sum|amount|principal|\$)|\bcapped\b/i;
const UNLIMITED =
  /\bunlimited\b|\bwithout\s+(?:any\s+)?limit(?:ation)?\s+(?:as\s+to\s+)?(?:amount)?/i;
// A guaranty of all debts, now and later: it outlives the loan that prompted it.
const CONTINUING =
  /\bcontinuing\s+guarant\w*|\b(?:now\s+(?:existing|owing|or\s+hereafter)|hereafter\s+(?:arising|incurred|created))\b/i;
const REVOCABLE = /\brevo(?:ke|ked|kes|cation|cable)\b|\bterminate\s+this\s+guarant\w*/i;
const DENIES_REVOCATION = /\b(?:not|no|never|cannot|without)\b[^.;]{0,40}\brevo/i;
const KEEPS = /\b(?:not|no)\s+(?:\w+\s+){0,2}waive/i;
const SURETY_DEFENCES =
  /\bsuretyship\b|\bdefen[cs]es?\b|\bpresentment\b|\bnotice\s+of\s+(?:acceptance|default|dishonou?r)\b|\bmarshal+ing\b|\bsubrogation\b/i;
// The lender may come to the guarantor first, without pursuing the borrower or the collateral.
const FIRST_RECOURSE =
  /\bguarant\w*\s+of\s+payment\b(?!\s+(?:and\s+)?not)|\bnot\s+(?:merely\s+)?(?:a\s+guarant\w*\s+)?of\s+collection\b|\bwithout\s+(?:first\s+)?(?:(?:being\s+)?required\s+to\s+|need\s+to\s+)?(?:proceed\w*|pursu\w*|exhaust\w*|resort\w*|su(?:e|ing)|demand\w*)\b[^.;]{0,60}\b(?:borrower|debtor|obligor|collateral|security|any\s+other)|\bprimary\s+obligor\b|\bnot\s+(?:be\s+)?required\s+to\s+(?:first\s+)?(?:proceed|pursue|exhaust|resort|sue)\b/i;
const JOINT_AND_SEVERAL = /\bjointly\s+and\s+severally\b|\bjoint\s+and\s+several\b/i;
// The lender may change the loan without asking: extend, renew, release collateral.
const CHANGES_WITHOUT_CONSENT =
  /\bwithout\s+(?:notice\s+to\s+(?:or\s+)?|the\s+)?(?:further\s+)?(?:consent|notice|assent|approval)\b[^.;]{0,60}\bguarantor|\bguarantor\b[^.;]{0,40}\bconsents?\b[^.;]{0,80}\b(?:extend|renew|modif|amend|releas|compromis)/i;
const LOAN_CHANGES =
  /\b(?:extend\w*|renew\w*|modif\w*|amend\w*|releas\w*|compromis\w*|increas\w*)\b/i;
const SUBORDINATED = /\bsubordinat\w*\b/i;

/** The sentence by which the guarantor guarantees: the place a missing limit is missing from. */
function findGuarantee(view: PlaybookView): Segment | undefined {
  return sentencesSaying(view, GUARANTEES, WHAT_IS_OWED).find((sentence) =>
    /\b(?:guarantees?|guaranty|guarantee)\b/i.test(sentence.text),
  );
}

/**
 * A guaranty, as a lawyer reads it for the guarantor (who pays if the borrower or tenant does
 * not) or for the lender, landlord or creditor it protects.
 */
export const GUARANTY_PLAYBOOK: Playbook = {
  sides: [
    { id: 'guarantor', roles: /\b(?:guarantors?|surety|sureties)\b/i },
    {
      id: 'lender',
      roles:
        /\b(?:lender|creditor|bank|landlord|lessor|holder|secured\s+party|beneficiary|obligee)\b/i,
    },
  ],
  defaultSide: 'guarantor',
  items: [
    {
      id: 'guaranty.personal',
      question: 'Do you personally stand behind the debt?',
      marketStandard:
        "Lenders ask owners of small businesses for one; the owner's exposure is negotiated down (a cap, a share, a burn-off).",
      families: ['personal-guarantee'],
      severity: { guarantor: 'high', lender: 'none' },
      suggestion:
        'Ask for a cap, a guaranty of a share of the debt only, or a release once the loan is paid down or after a period of timely payment.',
    },
    {
      id: 'guaranty.amount',
      question: 'Is there a limit to what you can owe?',
      marketStandard:
        'A stated maximum (the principal plus a set amount for interest and costs), or a guaranty of a share of the debt.',
      families: ['uncapped-liability'],
      check: (view) => {
        if (!readsAsGuarantor(view)) return null;
        const unlimited = sentencesSaying(view, UNLIMITED, /\bguarant|\bliab/i)[0];
        if (unlimited)
          return findingAt('red-flag', unlimited, {
            title: 'Your guaranty has no limit',
            explanation:
              'You guarantee every amount the borrower owes, with no ceiling: principal, interest, fees and enforcement costs, however large they grow.',
          });
        // A cap on the guaranty itself, not a usury clause's "interest shall not exceed".
        const caps = sentencesSaying(view, CAPPED, /\bguarant|\bliabilit|\bobligations\b/i).filter(
          (sentence) => !/\b(?:interest|usur\w*|lawful\s+rate)\b/i.test(sentence.text),
        );
        if (caps.length > 0) return null;
        return findingAt('red-flag', findGuarantee(view), {
          title: 'No limit to what you guarantee',
          explanation:
            'The guaranty states no maximum amount, so you can be asked for everything the borrower owes, with interest and costs.',
        });
      },
      severity: { guarantor: 'high', lender: 'none' },
      suggestion:
        'Ask for a maximum amount (for example the original principal), or a guaranty of a fixed share of the debt.',
    },
    {
      id: 'guaranty.continuing',
      question: 'Does it cover future debts, and can you end it?',
      marketStandard:
        'A continuing guaranty covers later advances, but the guarantor may revoke it by written notice for debts incurred afterwards.',
      check: (view) => {
        if (!readsAsGuarantor(view)) return null;
        const revocable = sentencesSaying(view, REVOCABLE).filter(
          (sentence) => !DENIES_REVOCATION.test(sentence.text),
        );
        if (revocable.length > 0) return null;
        return findingAt('red-flag', sentencesSaying(view, CONTINUING)[0], {
          title: 'It covers future debts and you cannot end it',
          explanation:
            'The guaranty covers debts the borrower takes on later, and nothing lets you revoke it for the future, so your exposure can keep growing long after you signed.',
        });
      },
      severity: { guarantor: 'high', lender: 'none' },
      suggestion:
        'Limit it to the present loan, or add a right to revoke by written notice for debts incurred after the notice.',
    },
    {
      id: 'guaranty.waivers',
      question: 'Do you give up the defences a guarantor has?',
      marketStandard:
        'Lender forms waive notice and presentment; a broad waiver of suretyship defences is common but negotiable.',
      families: ['waiver-of-rights'],
      check: (view) => {
        if (!readsAsGuarantor(view)) return null;
        const waiver = sentencesSaying(view, WAIVES, SURETY_DEFENCES).find(
          (sentence) => !KEEPS.test(sentence.text),
        );
        return findingAt('red-flag', waiver, {
          title: "You give up a guarantor's defences",
          explanation:
            'You waive the defences the law gives a guarantor (for example if the lender releases collateral or changes the loan), so you may owe even where you would otherwise be released.',
        });
      },
      severity: { guarantor: 'high', lender: 'none' },
      suggestion:
        'Keep the defences of payment and of changes to the loan made without your consent; strike the general waiver of suretyship defences.',
    },
    {
      id: 'guaranty.first-recourse',
      question: 'Can they come to you before going after the borrower?',
      marketStandard:
        'Lender forms make it a guaranty of payment, so the lender need not pursue the borrower first; a guaranty of collection is the guarantor-friendly form.',
      check: (view) => {
        if (!readsAsGuarantor(view)) return null;
        return findingAt('red-flag', sentencesSaying(view, FIRST_RECOURSE)[0], {
          title: 'They can come to you first',
          explanation:
            'The lender need not pursue the borrower or the collateral before demanding payment from you.',
        });
      },
      severity: { guarantor: 'medium', lender: 'none' },
      suggestion:
        'Ask for a guaranty of collection: the lender must first pursue the borrower and the collateral.',
    },
    {
      id: 'guaranty.joint-and-several',
      question: 'Are you answerable for the whole debt alongside others?',
      marketStandard:
        'Usual with several guarantors; each can be asked for all of it and must then recover from the others.',
      check: (view) => {
        if (!readsAsGuarantor(view)) return null;
        return findingAt('red-flag', sentencesSaying(view, JOINT_AND_SEVERAL)[0], {
          title: 'You can be asked for the whole debt',
          explanation:
            'Your liability is joint and several: the lender can claim all of it from you alone, leaving you to recover shares from anyone else liable.',
        });
      },
      severity: { guarantor: 'medium', lender: 'none' },
      suggestion: 'Ask for your liability to be limited to your share (several, not joint).',
    },
    {
      id: 'guaranty.loan-changes',
      question: 'Can the lender change the loan without asking you?',
      marketStandard:
        'Lender forms let the lender extend, renew or modify the loan and release collateral without the guarantor; a guarantor asks that increases need its consent.',
      check: (view) => {
        if (!readsAsGuarantor(view)) return null;
        return findingAt(
          'red-flag',
          sentencesSaying(view, CHANGES_WITHOUT_CONSENT, LOAN_CHANGES)[0],
          {
            title: 'The loan can change without your consent',
            explanation:
              'The lender may extend, renew or modify the loan, or release collateral, without asking you, and you stay bound for the result.',
          },
        );
      },
      severity: { guarantor: 'medium', lender: 'none' },
      suggestion:
        'Require your written consent to any increase of the debt or extension of its term, and to any release of collateral.',
    },
    {
      id: 'guaranty.confession-of-judgment',
      question: 'Can judgment be entered against you without a hearing?',
      marketStandard: 'Not in a fair guaranty; banned or restricted in many states for consumers.',
      families: ['confession-of-judgment'],
      severity: { guarantor: 'high', lender: 'none' },
      suggestion: 'Strike the confession of judgment (warrant of attorney) entirely.',
    },
    {
      id: 'guaranty.collateral',
      question: 'Do you put up your own assets as security?',
      marketStandard:
        'An unsecured guaranty; security from the guarantor is a separate, negotiated step.',
      families: ['security-interest'],
      severity: { guarantor: 'high', lender: 'none' },
      suggestion: 'Strike the security interest, or limit it to named assets other than your home.',
    },
    {
      id: 'guaranty.acceleration',
      question: 'Can the whole debt be demanded from you at once?',
      marketStandard: 'Usual: what the borrower owes on acceleration, the guarantor owes.',
      families: ['acceleration-on-default'],
      severity: { guarantor: 'medium', lender: 'none' },
      suggestion:
        'Ask for notice and a period to pay before the lender may demand payment from you.',
    },
    {
      id: 'guaranty.subordination',
      question: 'Do your own claims against the borrower come last?',
      marketStandard:
        "Usual: the guarantor's loans to the borrower rank behind the guaranteed debt.",
      check: (view) => {
        if (!readsAsGuarantor(view)) return null;
        const subordinated = findProvision(view, { words: SUBORDINATED });
        return findingAt('red-flag', subordinated, {
          title: 'Your claims against the borrower come last',
          explanation:
            'What the borrower owes you is subordinated to the guaranteed debt: you are repaid only after the lender is paid in full.',
        });
      },
      severity: { guarantor: 'low', lender: 'none' },
      suggestion:
        'Ask to be allowed ordinary repayments of your own loans while no default exists.',
    },
    {
      id: 'guaranty.costs-and-forum',
      question: 'Do you pay their legal costs, and where are disputes heard?',
      marketStandard:
        "The guarantor pays reasonable costs of enforcement; courts of the lender's home state; a mutual jury waiver.",
      families: ['fee-shifting', 'indemnification', 'jury-waiver', 'jurisdiction'],
      severity: { guarantor: 'low', lender: 'none' },
      suggestion: 'Limit costs to reasonable ones actually incurred, and ask for courts near you.',
    },
  ],
};
