import { findingAt, findProvisions, firstOf, flagReaderDuty, wordsOf } from './checks.ts';
import {
  DISPUTE_FAMILIES,
  flagAbsent,
  flagNoCurePeriod,
  TERMINATION_FAMILIES,
} from './commercial-checks.ts';
import type { Playbook, PlaybookView } from './playbook.ts';
import { TERMINATES } from './words.ts';

const readsAsFranchisee = (view: PlaybookView) => view.side === 'franchisee';

// A protected area: "Protected Territory", "exclusive territory", or the franchisor's promise
// not to open or license another outlet within it.
const PROTECTED_AREA =
  /\b(?:protected|exclusive|designated|reserved)\s+(?:territory|area|radius|market)\b|\b(?:will|shall)\s+not\s+(?:\w+\s+){0,3}(?:establish|operate|open|locate|grant|license|franchise)\w*\b[^.;]{0,120}\b(?:within|in)\s+(?:the\s+)?(?:territory|area|radius|\d+\s*(?:miles?|kilomet))/i;
const GRANTS = /\b(?:grants?|licen[cs]es?|awards?)\b[^.;]{0,80}\b(?:right|licen[cs]e|franchise)\b/i;
// Default under another agreement ending this one: "a default under any other agreement between
// Franchisee and Franchisor or its affiliates".
const OTHER_AGREEMENT =
  /\b(?:any|another)\s+other\s+(?:franchise\s+|development\s+)?agreements?\b|\bother\s+agreements?\s+(?:between|with)\b/i;
const DEFAULT = /\b(?:default\w*|breach\w*)\b/i;
// The advertising or brand fund, and the franchisor's power to raise what goes into it.
const AD_FUND =
  /\b(?:advertising|marketing|brand|promotion(?:al)?|ad)\s+(?:fund|contributions?|fees?|programs?|cooperative|co-?op)\b/i;
const MAY_RAISE = /\b(?:increase|raise|adjust|change|modify)\w*\b/i;
// Renewal on the franchisor's then-current form, often with new fees, territory or royalties.
// An area developer's promise to open more outlets by set dates ("Development Schedule").
const DEVELOPMENT_SCHEDULE =
  /\bdevelopment\s+(?:schedule|obligations?|quota)\b|\bopen\b[^.;]{0,60}\b(?:units?|restaurants?|outlets?|stores?|locations?|franchised\s+businesses)\b[^.;]{0,80}\b(?:by|no\s+later\s+than|within|before)\b/i;
const RENEWAL = /\b(?:renew\w*|successor\s+franchise|additional\s+term)\b/i;
const THEN_CURRENT =
  /\bthen[\s-]+current\b|\bcurrent\s+form\s+of\b|\bnew\s+(?:form\s+of\s+)?franchise\s+agreement\b/i;
const RELEASE =
  /\bgeneral\s+release\b|\brelease\s+of\s+(?:all\s+|any\s+)?claims\b|\b(?:execute|sign|deliver)\w*\s+(?:a\s+)?(?:\w+\s+){0,3}release\b/i;

/**
 * A franchise agreement, as a lawyer reads it for the franchisee (who invests, pays royalties
 * and signs a guaranty) or the franchisor.
 */
export const FRANCHISE_PLAYBOOK: Playbook = {
  sides: [
    {
      id: 'franchisee',
      roles: /\b(?:franchisee|licensee|owners?|operator|developer|guarantor)\b/i,
    },
    { id: 'franchisor', roles: /\b(?:franchisor|licensor)\b/i },
  ],
  // The rubric's reader of a franchise agreement: the franchisee.
  defaultSide: 'franchisee',
  items: [
    {
      id: 'franchise.guaranty',
      question: 'Must the owners personally guarantee the franchise?',
      marketStandard:
        'Franchisors usually require it; franchisees ask for a cap, a time limit or release on transfer.',
      families: ['personal-guarantee'],
      severity: { franchisee: 'high', franchisor: 'none' },
      suggestion:
        'Limit the guaranty to a set amount or period, and end it when the franchise is transferred.',
    },
    {
      id: 'franchise.non-compete',
      question: 'Are you barred from competing during and after the franchise?',
      marketStandard:
        'No competing business during the term; after it, one to two years within a few miles of the outlet.',
      families: [
        'non-compete',
        'no-solicit-of-employees',
        'no-solicit-of-customers',
        'restriction-tolling',
      ],
      severity: { franchisee: 'high', franchisor: 'low' },
      suggestion:
        'Limit the post-term ban to one year and a few miles around your outlet, and let it fall away if the franchisor ends the franchise without cause.',
    },
    {
      id: 'franchise.territory',
      question: 'Is your area protected from other outlets?',
      marketStandard:
        'A protected territory in which the franchisor neither opens nor licenses another outlet.',
      families: ['no-exclusivity', 'reserved-competition'],
      check: (view) =>
        readsAsFranchisee(view)
          ? flagAbsent(
              view,
              PROTECTED_AREA,
              firstOf(view, { binds: 'franchisor', words: GRANTS }, { words: GRANTS }),
              {
                title: 'No protected territory',
                explanation:
                  'Nothing stops the franchisor opening or licensing another outlet next to yours, competing for the same customers.',
              },
            )
          : null,
      severity: { franchisee: 'high', franchisor: 'none' },
      suggestion:
        'Ask for a protected territory in which the franchisor will not open or license another outlet, or sell through other channels.',
    },
    {
      id: 'franchise.development-schedule',
      question: 'Must you open more outlets by set dates?',
      marketStandard:
        'Only in an area development or master franchise: a schedule the developer can meet, extended for delays it does not cause, and missing it costs the exclusivity of the area, not the outlets already open.',
      check: (view) =>
        flagReaderDuty(
          view,
          { modalities: ['must'], words: DEVELOPMENT_SCHEDULE },
          {
            title: 'You must open new outlets on a fixed schedule',
            explanation:
              'You promise to open a number of outlets by set dates; missing one usually lets the franchisor take away your area or end the agreement, and keep the fees you paid for it.',
          },
        ),
      severity: { franchisee: 'high', franchisor: 'none' },
      suggestion:
        'Make sure the schedule is achievable, ask for extensions for delays outside your control (permits, landlords), and limit the consequence of missing it to losing exclusivity in the area, never your open outlets.',
    },
    {
      id: 'franchise.termination',
      question: 'Can they end the franchise without giving you a chance to cure?',
      marketStandard:
        'Termination for breach after notice and 30 days to cure; without cure only for the gravest defaults.',
      families: [...TERMINATION_FAMILIES],
      check: (view) =>
        flagNoCurePeriod(view, 'franchisor', {
          title: 'They can end the franchise for a breach without giving you time to fix it',
          explanation:
            'The franchisor may terminate for a breach without first giving you notice and a period to put it right.',
        }),
      severity: { franchisee: 'high', franchisor: 'medium' },
      suggestion:
        'Ask for written notice and thirty days to cure any default before termination, keeping immediate termination for the gravest ones.',
    },
    {
      id: 'franchise.cross-default',
      question: 'Does a default elsewhere end this franchise?',
      marketStandard:
        'Each franchise stands on its own; cross-default is common but franchisees resist it.',
      check: (view) => {
        if (!readsAsFranchisee(view)) return null;
        const cross = view.provisions.find((provision) => {
          const words = wordsOf(view, provision);
          return (
            provision.isInForce &&
            OTHER_AGREEMENT.test(words) &&
            DEFAULT.test(words) &&
            (TERMINATES.test(words) || TERMINATES.test(provision.leadIn ?? ''))
          );
        });
        return findingAt('red-flag', cross, {
          title: 'A default under another agreement can end this franchise',
          explanation:
            'A breach of any other agreement with the franchisor or its affiliates (another franchise, a lease, a supply contract) lets it terminate this one too.',
        });
      },
      severity: { franchisee: 'high', franchisor: 'none' },
      suggestion:
        'Strike the cross-default, or limit it to uncured payment defaults under franchise agreements.',
    },
    {
      id: 'franchise.liquidated-damages',
      question: 'Must you pay lost future royalties if it ends early?',
      marketStandard:
        'Liquidated damages on early termination are common; franchisees limit them to one or two years of royalties.',
      families: ['liquidated-damages', 'early-termination-fee'],
      severity: { franchisee: 'high', franchisor: 'none' },
      suggestion:
        'Cap liquidated damages at one or two years of average royalties, and none if the franchisor ends it without your fault.',
    },
    {
      id: 'franchise.ad-fund',
      question: 'Can they raise the advertising contribution?',
      marketStandard: 'A fixed percentage of sales, raised only within a stated maximum.',
      check: (view) => {
        if (!readsAsFranchisee(view)) return null;
        const raise = findProvisions(view, {
          modalities: ['may', 'entitled'],
          binds: 'franchisor',
          words: AD_FUND,
        }).find(
          (provision) =>
            MAY_RAISE.test(wordsOf(view, provision)) &&
            !/\bnot\s+(?:to\s+)?exceed|\bup\s+to\b|\bmaximum\b/i.test(wordsOf(view, provision)),
        );
        return findingAt('red-flag', raise, {
          title: 'They may raise your advertising contribution',
          explanation:
            'The franchisor may increase what you pay into the advertising or brand fund, with no ceiling.',
        });
      },
      severity: { franchisee: 'medium', franchisor: 'none' },
      suggestion:
        'Fix the contribution, or cap any increase at a stated maximum percentage of sales.',
    },
    {
      id: 'franchise.fees',
      question: 'What fees, interest and charges do you pay beyond the royalty?',
      marketStandard:
        'Initial fee, royalty and ad fund as disclosed; modest interest on late payment; refunds only as the disclosure says.',
      families: [
        'late-fees-and-interest',
        'no-refund',
        'pay-regardless',
        'minimum-commitment',
        'costs-on-you',
      ],
      severity: { franchisee: 'medium', franchisor: 'none' },
      suggestion:
        'Ask for a cap on late charges, and that fees not in the disclosure document cannot be added.',
    },
    {
      id: 'franchise.system-changes',
      question: 'Can they change the system, the manual or what you must buy?',
      marketStandard:
        'The franchisor may update the manual; franchisees ask for limits on the cost of required changes.',
      families: ['unilateral-change', 'incorporated-terms'],
      severity: { franchisee: 'medium', franchisor: 'none' },
      suggestion:
        'Cap what you must spend on required upgrades or remodels during the term, and exclude changes that alter fees.',
    },
    {
      id: 'franchise.transfer',
      question: 'Can you sell the franchise, and on what terms?',
      marketStandard:
        'Transfer with consent not unreasonably withheld, a transfer fee, and the franchisor’s right of first refusal.',
      families: ['anti-assignment', 'rofr-rofo-rofn', 'change-of-control'],
      severity: { franchisee: 'medium', franchisor: 'none' },
      suggestion:
        'Ask for consent not unreasonably withheld, a capped transfer fee, and transfers to your own company or family without consent.',
    },
    {
      id: 'franchise.renewal',
      question: 'On what terms can you renew?',
      marketStandard:
        'Renewal is usually on the franchisor’s then-current agreement; franchisees ask that fees and territory not change.',
      check: (view) => {
        if (!readsAsFranchisee(view)) return null;
        const renewal = view.provisions.find((provision) => {
          const words = wordsOf(view, provision);
          return provision.isInForce && RENEWAL.test(words) && THEN_CURRENT.test(words);
        });
        return findingAt('red-flag', renewal, {
          title: 'Renewal means signing their new agreement',
          explanation:
            'To renew you must sign the franchisor’s then-current agreement, whose royalties, fees and territory may differ from yours.',
        });
      },
      severity: { franchisee: 'medium', franchisor: 'none' },
      suggestion:
        'Ask that on renewal the royalty, advertising contribution and territory stay as they are.',
    },
    {
      id: 'franchise.release',
      question: 'Must you release all claims to renew or transfer?',
      marketStandard:
        'Common in franchises; franchisees ask to keep claims the franchise law protects.',
      families: ['waiver-of-rights', 'covenant-not-to-sue'],
      check: (view) => {
        if (!readsAsFranchisee(view)) return null;
        const release = view.provisions.find(
          (provision) => provision.isInForce && RELEASE.test(wordsOf(view, provision)),
        );
        return findingAt('red-flag', release, {
          title: 'You must release all your claims',
          explanation:
            'To renew, transfer or end the franchise you must sign a general release, giving up any claims you have against the franchisor.',
        });
      },
      severity: { franchisee: 'medium', franchisor: 'none' },
      suggestion:
        'Limit the release to claims you know of, and exclude claims under franchise laws that forbid such releases.',
    },
    {
      id: 'franchise.indemnity-and-liability',
      question: 'Must you cover their losses, and are theirs capped?',
      marketStandard:
        'The franchisee indemnifies for its operations; the franchisor for claims caused by its system or marks.',
      families: [
        'indemnification',
        'cap-on-liability',
        'limitation-of-liability',
        'liability-exclusion',
        'uncapped-liability',
      ],
      // Uncapped and one-way: the franchisee answers for every claim about the outlet, for as
      // long as claims come, whatever the franchisor's own share in them.
      severity: { franchisee: 'high', franchisor: 'low' },
      suggestion:
        'Ask the franchisor to indemnify you for claims arising from its marks or system, and exclude its own negligence from yours.',
    },
    {
      id: 'franchise.disputes',
      question: 'Where and how are disputes decided?',
      marketStandard:
        'Arbitration or courts at the franchisor’s home are usual; state franchise laws may override.',
      families: [...DISPUTE_FAMILIES, 'fee-shifting'],
      severity: { franchisee: 'low', franchisor: 'none' },
      suggestion: 'Ask for a forum near your outlet, or at least mutual fee-shifting.',
    },
    {
      id: 'franchise.time-bar',
      question: 'How long do you have to bring a claim?',
      marketStandard:
        'The law’s own limitation periods (often three to six years); franchise agreements commonly cut them to one or two years, which mostly bars the franchisee, who learns of a misrepresentation late.',
      families: ['claims-time-limit'],
      severity: { franchisee: 'medium', franchisor: 'none' },
      suggestion:
        'Ask for the statutory limitation period, or at least two years from when you knew or should have known of the claim.',
    },
    {
      id: 'franchise.audit',
      question: 'Can they inspect your records and premises?',
      marketStandard:
        'Usual: audits of sales reports, at the franchisor’s cost unless an underreporting above 2 or 3% is found.',
      families: ['audit-rights', 'right-of-entry'],
      severity: { franchisee: 'low', franchisor: 'none' },
      suggestion:
        'Limit audits to business hours on notice, at their cost unless they find an underreport.',
    },
  ],
};
