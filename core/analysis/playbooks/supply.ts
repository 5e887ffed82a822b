import { findingAt, findProvision, saysInOneSentence, wordsOf } from './checks.ts';
import {
  CAP_FAMILIES,
  DISPUTE_FAMILIES,
  flagAbsent,
  flagNoCurePeriod,
  flagPriceChangeByOther,
  TERMINATION_FAMILIES,
} from './commercial-checks.ts';
import { flagNoLiabilityCap, flagOffMarketCap } from './liability-cap.ts';
import type { Playbook, PlaybookView } from './playbook.ts';
import { findPassage } from './sentences.ts';

const other = (view: PlaybookView) => (view.side === 'buyer' ? 'supplier' : 'buyer');
const readsAsBuyer = (view: PlaybookView) => view.side === 'buyer';

// What happens when the supplier cannot supply: notice, a fair share of what it has, the right
// to buy elsewhere, a second source.
const SUPPLY_FAILURE =
  /\bshortages?\b|\ballocat\w*\b|\b(?:unable|inability|fails?|failure)\s+to\s+(?:supply|deliver|meet)\b|\b(?:second(?:ary)?|alternative|alternate|back-?up)\s+(?:source|suppl\w*|manufactur\w*)\b/i;
const SUPPLIES = /\b(?:supply|deliver|manufacture|sell)\w*\b/i;

const SOLE_REMEDY =
  /\b(?:sole|exclusive|only)\s+(?:and\s+exclusive\s+)?(?:remedy|remedies|recourse|obligation)\b/i;
const REPAIR_OR_REPLACE = /\b(?:repair\w*|replace\w*|refund\w*|credit\w*|re-?perform\w*)\b/i;
const BUYERS_CHOICE =
  /\b(?:buyer|purchaser|customer)['’]?s?\s+(?:sole\s+)?(?:option|election|choice)\b/i;
const RECALL = /\brecall\w*\b/i;
const COSTS = /\b(?:costs?|expenses?|bear|reimburse\w*|pay)\b/i;
const WARRANTS = /\bwarrant\w*\b/i;
// Risk passing to the buyer when the goods leave the supplier (ex works, free carrier, FOB the
// supplier's plant, "upon delivery to the carrier").
const RISK = /\brisk\s+of\s+(?:loss|damage)\b/i;
const AT_SUPPLIERS_DOOR =
  /\b(?:ex[\s-]?works|ex[\s-]?factory|EXW|(?:placement|issuance|issue|date)\s+of\s+(?:an?\s+|the\s+)?invoice|(?:upon|on|at)\s+invoic\w*|FCA|free\s+carrier|FOB\s+(?:the\s+)?(?:seller|supplier|manufacturer|shipping\s+point|origin|factory|plant)|(?:delivery|tender|deliver\w*)\s+(?:of\s+the\s+\w+\s+)?to\s+(?:the\s+|a\s+)?(?:first\s+)?(?:carrier|shipper|common\s+carrier)|shipping\s+point|(?:seller|supplier|manufacturer)['’]?s?\s+(?:facility|premises|plant|dock|warehouse))/i;

/**
 * A supply or manufacturing agreement, as a lawyer reads it for the buyer who depends on the
 * goods or the supplier (or contract manufacturer) who makes them.
 */
export const SUPPLY_PLAYBOOK: Playbook = {
  sides: [
    { id: 'buyer', roles: /\b(?:buyer|purchaser|customer|company|distributor)\b/i },
    {
      id: 'supplier',
      roles: /\b(?:supplier|seller|manufacturer|vendor|contractor|producer|maker)\b/i,
    },
  ],
  // The rubric's reader of a supply agreement: the buyer.
  defaultSide: 'buyer',
  items: [
    {
      id: 'supply.forecasts',
      question: 'Are your forecasts binding orders?',
      marketStandard:
        'Rolling forecasts, non-binding except for a short firm period (one to three months) close to delivery.',
      families: ['binding-forecast'],
      severity: { buyer: 'high', supplier: 'low' },
      suggestion:
        'Make forecasts non-binding except for a short firm window, and allow changes within agreed tolerances.',
    },
    {
      id: 'supply.minimum-purchase',
      question: 'Must you buy a minimum, or pay for shortfalls?',
      marketStandard:
        'No minimum, or a minimum matched by a supply commitment and volume pricing, with shortfalls not payable as damages.',
      families: ['minimum-commitment', 'pay-regardless', 'cancellation-charges'],
      severity: { buyer: 'high', supplier: 'low' },
      suggestion:
        'Remove the minimum, or lower it, tie it to better pricing, and make a shortfall end exclusivity rather than cost money.',
    },
    {
      id: 'supply.price-changes',
      question: 'Can they change the prices?',
      marketStandard:
        'Prices fixed for a year; changes after by agreement, or capped and tied to an index, on notice.',
      families: ['unilateral-change'],
      check: (view) =>
        flagPriceChangeByOther(view, other(view), {
          title: 'They may change the prices',
          explanation:
            'The other side may change the prices on its own, with no index or cap to limit how much.',
        }),
      severity: { buyer: 'medium', supplier: 'medium' },
      suggestion:
        'Fix prices for a period, then allow changes only by agreement or within a cap tied to an index, on 90 days’ notice.',
    },
    {
      id: 'supply.price-terms',
      question: 'Are you held to fixed prices or their best-customer prices?',
      marketStandard:
        'Price protection and most-favoured pricing are asked for by buyers; suppliers limit them.',
      families: ['price-restrictions', 'most-favored-nation'],
      severity: { buyer: 'none', supplier: 'medium' },
      suggestion:
        'Limit any most-favoured pricing to comparable volumes and terms, and allow cost-based price reviews.',
    },
    {
      id: 'supply.warranty',
      question: 'What do they promise about the goods, and is repair or replacement all you get?',
      marketStandard:
        'The goods conform to the specifications and are free from defects for twelve to twenty-four months; repair, replacement or refund at the buyer’s choice, plus the costs defects cause. Implied warranties are often disclaimed between businesses.',
      // A disclaimer of implied warranties beside an express one is ordinary between
      // businesses; no warranty at all, or repair as the only remedy, is the point.
      families: ['warranty-disclaimer'],
      check: (view) => {
        if (!readsAsBuyer(view)) return null;
        const limited = findPassage(view, SOLE_REMEDY, REPAIR_OR_REPLACE);
        if (limited && BUYERS_CHOICE.test(view.document.text.slice(limited.start, limited.end)))
          return null;
        return findingAt('red-flag', limited, {
          title: 'Repair or replacement is your only remedy for defects',
          explanation:
            'If the goods are defective you may only have them repaired, replaced or credited; the wider costs a defect causes you are not recoverable.',
        });
      },
      severity: { buyer: 'medium', supplier: 'none' },
      suggestion:
        'Ask for a warranty of conformity and freedom from defects, and keep damages for defects beyond repair or replacement, including the costs of removal, reinstallation and recalls.',
    },
    {
      id: 'supply.supply-failure',
      question: 'What happens if they cannot supply?',
      marketStandard:
        'The supplier must warn of a shortfall at once, give the buyer at least its fair share of what it can make, and let it buy elsewhere (or help qualify a second source) meanwhile.',
      check: (view) =>
        readsAsBuyer(view)
          ? flagAbsent(
              view,
              SUPPLY_FAILURE,
              findProvision(view, { binds: 'supplier', modalities: ['must'], words: SUPPLIES }),
              {
                title: 'Nothing says what happens if they cannot supply',
                explanation:
                  'If the supplier runs short, nothing obliges it to warn you, to give you a fair share of what it has, or lets you buy elsewhere: your own production can stop.',
              },
            )
          : null,
      severity: { buyer: 'medium', supplier: 'none' },
      suggestion:
        'Ask for prompt notice of any shortfall, allocation at least pro rata to your past orders, the right to buy the shortfall elsewhere at their cost, and help qualifying a second source.',
    },
    {
      id: 'supply.recall',
      question: 'Who pays for a recall?',
      marketStandard:
        'The supplier bears the costs of a recall caused by defective goods or its breach; the buyer of one caused by its own design or labels.',
      check: (view) => {
        if (!readsAsBuyer(view)) return null;
        const yours = findProvision(view, { modalities: ['must'], binds: 'reader', words: RECALL });
        if (
          yours &&
          COSTS.test(wordsOf(view, yours)) &&
          !saysInOneSentence(view, RECALL, /\b(?:supplier|manufacturer|seller)\b/i)
        )
          return findingAt('red-flag', yours, {
            title: 'You bear the costs of a recall',
            explanation:
              'You pay for recalling the products even where the supplier’s defect caused it.',
          });
        return flagAbsent(
          view,
          RECALL,
          findProvision(view, { binds: 'supplier', words: WARRANTS }),
          {
            title: 'Nothing says who pays for a recall',
            explanation:
              'The agreement does not say who bears the costs if the products must be recalled, and a recall can cost far more than the goods.',
          },
        );
      },
      severity: { buyer: 'medium', supplier: 'none' },
      suggestion:
        'Add that the supplier bears the costs of any recall caused by defective goods or its breach.',
    },
    {
      id: 'supply.delivery-risk',
      question: 'When do the goods become your risk?',
      marketStandard:
        'Risk passes on delivery at the buyer’s site (DAP/DDP), or as the Incoterm agreed says.',
      check: (view) => {
        if (!readsAsBuyer(view)) return null;
        const early = findPassage(view, RISK, AT_SUPPLIERS_DOOR);
        return findingAt('red-flag', early, {
          title: 'The goods are your risk once they leave the supplier',
          explanation:
            'Risk of loss passes to you when the goods leave the supplier, so loss or damage in transit is yours to bear and insure.',
        });
      },
      severity: { buyer: 'low', supplier: 'none' },
      suggestion:
        'Ask for risk to pass on delivery at your site, or make sure transit is insured for your benefit.',
    },
    {
      id: 'supply.exclusivity',
      question: 'Must you buy only from them, or sell only to you?',
      marketStandard:
        'Exclusivity only in return for a supply commitment, pricing and service levels, and ending if they are not met.',
      families: [
        'exclusivity',
        'exclusive-provider',
        'non-compete',
        'no-exclusivity',
        'reserved-competition',
      ],
      severity: { buyer: 'medium', supplier: 'medium' },
      suggestion:
        'Limit exclusivity to named products, tie it to supply commitments, and let it end if they are not met.',
    },
    {
      id: 'supply.liability-cap',
      question: 'Is liability capped, and does the cap leave your real losses uncovered?',
      marketStandard:
        'A mutual cap, with carve-outs for product liability, recalls, IP and indemnities.',
      families: [...CAP_FAMILIES, 'liability-exclusion'],
      // No cap at all weighs on the supplier (product liability); the buyer's point is a cap
      // that leaves its losses unrecovered.
      check: (view) =>
        view.side === 'supplier' ? flagNoLiabilityCap(view) : flagOffMarketCap(view, other(view)),
      severity: { buyer: 'high', supplier: 'high' },
      suggestion:
        'Carve product liability, recalls, IP infringement and indemnities out of any cap, and keep the cap mutual.',
    },
    {
      id: 'supply.indemnity',
      question: 'Must you cover their losses?',
      marketStandard:
        'The supplier indemnifies for defective goods and IP; the buyer for its own specifications and misuse.',
      families: ['indemnification'],
      severity: { buyer: 'medium', supplier: 'low' },
      suggestion:
        'Limit your indemnity to claims caused by your specifications or misuse, and make it subject to the cap.',
    },
    {
      id: 'supply.termination',
      question: 'Can they end it early, and do you get a chance to fix a breach first?',
      marketStandard:
        'Termination for material breach not cured within 30 days; for convenience only on long notice, with last-time buys.',
      families: [...TERMINATION_FAMILIES],
      check: (view) => flagNoCurePeriod(view, other(view)),
      severity: { buyer: 'medium', supplier: 'medium' },
      suggestion:
        'Ask for notice and thirty days to cure before termination for breach, and long notice with a last-time buy before termination for convenience.',
    },
    {
      id: 'supply.damages',
      question: 'Do you pay fixed sums for delay, cancellation or late payment?',
      marketStandard:
        'Liquidated damages for late delivery are the buyer’s; interest on late payment is modest.',
      families: ['liquidated-damages', 'late-fees-and-interest', 'early-termination-fee'],
      severity: { buyer: 'medium', supplier: 'medium' },
      suggestion: 'Limit any fixed sum to a genuine estimate of loss, with a cap.',
    },
    {
      id: 'supply.assignment-and-disputes',
      question: 'Can the contract be passed on, and where are disputes heard?',
      marketStandard:
        'Assignment with consent, except to a buyer of the business; a neutral forum.',
      families: ['change-of-control', 'anti-assignment', 'audit-rights', ...DISPUTE_FAMILIES],
      severity: { buyer: 'low', supplier: 'low' },
      suggestion: 'Allow assignment to a buyer of the business and a neutral forum.',
    },
  ],
};
