import { favourReader, findingAt, findProvision, firstOf } from './checks.ts';
import {
  CAP_FAMILIES,
  DISPUTE_FAMILIES,
  flagAbsent,
  flagNoCurePeriod,
  flagPriceChangeByOther,
  TERMINATION_FAMILIES,
} from './commercial-checks.ts';
import { flagOffMarketCap } from './liability-cap.ts';
import type { Playbook, PlaybookView } from './playbook.ts';
import { findPassage } from './sentences.ts';
import { AFTER_END } from './words.ts';

const other = (view: PlaybookView) => (view.side === 'distributor' ? 'supplier' : 'distributor');
const readsAsDistributor = (view: PlaybookView) => view.side === 'distributor';

// Exclusivity taken away when targets are missed: "the appointment shall become non-exclusive",
// "Supplier may appoint other distributors in the Territory if Distributor fails to ...".
const LOSES_EXCLUSIVITY =
  /\b(?:non-?exclusive|(?:terminat\w*|revok\w*|convert\w*|withdraw\w*|end|cancel\w*|remov\w*|limit\w*|reduc\w*|restrict\w*)\b[^.;]{0,30}\bexclusiv\w*|appoint\s+(?:one\s+or\s+more\s+)?(?:other|additional|another)\s+(?:distributors?|resellers?|dealers?))\b/i;
const SHORTFALL =
  /\b(?:fail\w*\s+to\s+(?:meet|achieve|attain|purchase|reach|satisfy)|(?:does|do|did)\s+not\s+(?:meet|achieve|attain|purchase|reach)|shortfall)\b/i;
const BUY_BACK =
  /\b(?:re-?purchase|buy[\s-]*back|sell[\s-]*off|return\w*\s+(?:of\s+)?(?:all\s+|any\s+)?(?:the\s+)?(?:unsold\s+)?(?:inventory|stock|products)|(?:sell|dispose\s+of)\b[^.;]{0,60}\b(?:inventory|stock|remaining|on\s+hand))\b/i;
const SECURITY =
  /\b(?:letters?\s+of\s+credit|bank\s+guarantee|standby\s+credit|security\s+deposit|deposit\s+as\s+security|collateral|performance\s+bond)\b/i;

/**
 * A distribution or reseller agreement, as a lawyer reads it for the distributor who builds the
 * market and holds the stock, or the supplier whose products it sells.
 */
export const DISTRIBUTION_PLAYBOOK: Playbook = {
  sides: [
    { id: 'distributor', roles: /\b(?:distributor|reseller|dealer|agent|representative)\b/i },
    {
      id: 'supplier',
      roles: /\b(?:supplier|manufacturer|company|vendor|principal|seller|licensor)\b/i,
    },
  ],
  // The rubric's reader of a distribution agreement: the distributor.
  defaultSide: 'distributor',
  items: [
    {
      id: 'distribution.minimum-targets',
      question: 'Must you buy or sell a minimum, and what if you fall short?',
      marketStandard:
        'Targets agreed each year, realistic for the market; a shortfall ends exclusivity at most, not the agreement.',
      families: ['minimum-commitment', 'pay-regardless', 'binding-forecast'],
      severity: { distributor: 'high', supplier: 'low' },
      suggestion:
        'Agree targets yearly, allow a shortfall to be made up, and let a miss end exclusivity at most, after notice.',
    },
    {
      id: 'distribution.exclusivity-loss',
      question: 'Can they take away your exclusivity?',
      marketStandard:
        'Exclusivity lost only for missing agreed targets, after notice and a chance to make up the shortfall.',
      check: (view) => {
        if (!readsAsDistributor(view)) return null;
        const loss = findPassage(view, LOSES_EXCLUSIVITY, SHORTFALL);
        return findingAt('red-flag', loss, {
          title: 'They can take away your exclusivity',
          explanation:
            'If you miss a target or minimum, the supplier may make your appointment non-exclusive or appoint others in your territory, after you built the market.',
        });
      },
      severity: { distributor: 'high', supplier: 'none' },
      suggestion:
        'Ask for notice and a chance to make up any shortfall before exclusivity ends, and targets you can influence.',
    },
    {
      id: 'distribution.territory',
      question: 'Is your territory protected?',
      marketStandard:
        'An exclusive territory: the supplier neither appoints others nor sells directly there.',
      families: ['no-exclusivity', 'reserved-competition'],
      severity: { distributor: 'medium', supplier: 'none' },
      suggestion:
        'Ask for an exclusive territory, or at least that the supplier will not appoint another distributor there or sell directly.',
    },
    {
      id: 'distribution.exclusive-purchasing',
      question: 'Must you buy the products only from them?',
      marketStandard:
        'Ordinary in a distribution: the distributor sources the products from the supplier alone, and an exclusive appointment is in its favour.',
      families: ['exclusive-provider'],
      severity: { distributor: 'none', supplier: 'low' },
      suggestion:
        'Nothing to ask for, unless the supplier cannot meet your orders: then allow other sources.',
    },
    {
      id: 'distribution.competing-products',
      question: 'Are you barred from selling competing products?',
      marketStandard:
        'A ban on competing products during the term is common for an exclusive distributor; after the term it is not.',
      families: [
        'non-compete',
        'exclusivity',
        'no-solicit-of-customers',
        'no-solicit-of-employees',
      ],
      severity: { distributor: 'high', supplier: 'low' },
      suggestion:
        'Limit the ban to directly competing products, during the term only, and keep the lines you already carry.',
    },
    {
      id: 'distribution.price-changes',
      question: 'Can they change your buying prices or your resale prices?',
      marketStandard:
        'Price changes on 60 to 90 days’ notice, with orders already accepted at the old price; resale prices are the distributor’s.',
      families: ['unilateral-change', 'price-restrictions'],
      check: (view) =>
        flagPriceChangeByOther(view, other(view), {
          title: 'They may change the prices',
          explanation:
            'The other side may change the prices on its own, which can squeeze your margin on stock you have committed to buy.',
        }),
      severity: { distributor: 'medium', supplier: 'low' },
      suggestion:
        'Ask for 90 days’ notice of price changes, accepted orders kept at the old price, and freedom to set your resale prices.',
    },
    {
      id: 'distribution.termination',
      question: 'Can they end it without cause, or without letting you fix a breach?',
      marketStandard:
        'A fixed term ended early only for uncured material breach; notice without cause long enough to recoup the investment.',
      families: [...TERMINATION_FAMILIES],
      check: (view) => flagNoCurePeriod(view, other(view)),
      severity: { distributor: 'high', supplier: 'medium' },
      suggestion:
        'Ask for termination only for uncured material breach, and long notice (six to twelve months) for any termination without cause.',
    },
    {
      id: 'distribution.no-compensation',
      question: 'Do you get anything for the market you built when it ends?',
      marketStandard:
        'Where the law gives distributors or agents compensation at the end, it is not waived; elsewhere, notice reflects the investment.',
      families: ['no-compensation-on-termination'],
      severity: { distributor: 'high', supplier: 'none' },
      suggestion:
        'Strike the waiver of compensation, or ask for a payment reflecting the goodwill you built and investments not yet recouped.',
    },
    {
      id: 'distribution.stock-buy-back',
      question: 'What happens to your stock when it ends?',
      marketStandard:
        'The supplier buys back unsold stock at the price paid, or the distributor may sell it off for some months.',
      check: (view) => {
        if (!readsAsDistributor(view)) return null;
        const taken = favourReader(view, 'supplier', /\b(?:re-?purchase|buy[\s-]*back)\b/i, {
          title: 'They buy back your stock when it ends',
          explanation:
            'When the agreement ends, the supplier must repurchase the products you still hold.',
        });
        if (taken) return taken;
        return flagAbsent(
          view,
          BUY_BACK,
          firstOf(view, { binds: 'reader', words: AFTER_END }, { words: AFTER_END }),
          {
            title: 'Nothing for your unsold stock when it ends',
            explanation:
              'The agreement neither makes the supplier buy back your stock nor lets you sell it off after the end, so you may be left with products you cannot sell.',
          },
        );
      },
      severity: { distributor: 'medium', supplier: 'none' },
      suggestion:
        'Ask the supplier to repurchase unsold stock at the price you paid, or for a sell-off period of at least six months.',
    },
    {
      id: 'distribution.security',
      question: 'Must you give a letter of credit, deposit or other security?',
      marketStandard:
        'Open credit terms for an established distributor; security only on new or weak credit.',
      families: ['security-interest', 'security-deposit'],
      check: (view) =>
        readsAsDistributor(view)
          ? findingAt(
              'red-flag',
              findProvision(view, { modalities: ['must'], binds: 'reader', words: SECURITY }),
              {
                title: 'You must provide security for payment',
                explanation:
                  'You must put up a letter of credit, deposit or other security, which ties up your cash or credit lines.',
              },
            )
          : null,
      severity: { distributor: 'medium', supplier: 'none' },
      suggestion:
        'Ask for open credit terms, or limit the security to a set amount released once you have a payment record.',
    },
    {
      id: 'distribution.guaranty',
      question: 'Must someone personally guarantee your debts?',
      marketStandard:
        'No personal guaranty from a distributor’s owners in an ordinary distribution.',
      families: ['personal-guarantee'],
      severity: { distributor: 'high', supplier: 'none' },
      suggestion: 'Strike the personal guaranty, or cap it and limit it in time.',
    },
    {
      id: 'distribution.indemnity',
      question: 'Who covers claims about the products?',
      marketStandard:
        'The supplier indemnifies for product liability and IP infringement; the distributor for its own acts.',
      families: ['indemnification'],
      severity: { distributor: 'medium', supplier: 'low' },
      suggestion:
        'Ask the supplier to indemnify you for product defects and IP infringement, and limit yours to your own acts.',
    },
    {
      id: 'distribution.warranty-and-liability',
      question: 'What do they promise about the products, and is their liability capped?',
      marketStandard:
        'The products conform to specifications and are free from defects; a mutual cap with the usual carve-outs.',
      families: ['warranty-disclaimer', 'liability-exclusion', ...CAP_FAMILIES],
      check: (view) => (readsAsDistributor(view) ? flagOffMarketCap(view, other(view)) : null),
      severity: { distributor: 'medium', supplier: 'low' },
      suggestion:
        'Ask for a product warranty you can pass on to your customers, and carve product liability out of any cap.',
    },
    {
      id: 'distribution.change-of-control',
      question: 'Does it end if your business is sold?',
      marketStandard:
        'Assignment with consent not unreasonably withheld; a change of control is no ground to terminate.',
      families: ['change-of-control', 'anti-assignment'],
      severity: { distributor: 'high', supplier: 'low' },
      suggestion:
        'Strike termination on a change of control, or limit it to a sale to a competitor of the supplier.',
    },
    {
      id: 'distribution.other-terms',
      question: 'What else costs you: late payment, audits, the forum?',
      marketStandard: 'Modest interest, audits on notice, a neutral forum.',
      families: [
        'late-fees-and-interest',
        'audit-rights',
        'automatic-renewal',
        ...DISPUTE_FAMILIES,
      ],
      severity: { distributor: 'low', supplier: 'low' },
      suggestion:
        'Ask for modest interest only after notice, audits on notice, and a neutral forum.',
    },
  ],
};
