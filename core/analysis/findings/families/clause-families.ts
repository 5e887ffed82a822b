import { duty, MUTUAL, right, type FlagFamily } from './family.ts';

/**
 * Families only the learned clause model finds (CUAD and consumer categories without a precise
 * text pattern of ours). Their ids are the model's categories.
 */
export const CLAUSE_FAMILIES: readonly FlagFamily[] = [
  {
    id: 'non-disparagement',
    title: 'You may not criticise the other side',
    explanation:
      'You promise not to say anything negative about the other side, which can reach honest reviews and complaints.',
    suggestion:
      'Make it mutual and carve out truthful statements, legal proceedings and reports to authorities.',
    severity: { default: 'medium' },
    narrowedByExceptions: true,
    orientation: duty(
      'They may not criticise you',
      'The other side promises not to say anything negative about you.',
    ),
  },
  {
    id: 'covenant-not-to-sue',
    title: 'You promise not to sue',
    explanation:
      'You give up the right to bring certain claims against the other side, even if you later find a reason to.',
    suggestion:
      'Narrow the promise to the specific matter settled here, and keep claims for fraud and breach of this contract.',
    severity: { default: 'low', consumer: 'medium', employment: 'medium' },
    orientation: duty(
      'They promise not to sue you',
      'The other side gives up certain claims against you.',
    ),
  },
  {
    id: 'minimum-commitment',
    title: 'Minimum purchase or payment',
    explanation: 'You must buy or pay a minimum amount whether or not you need it.',
    suggestion:
      'Ask to lower the minimum, spread it over a longer period, or drop it if the other side under-performs.',
    severity: { default: 'medium' },
    betweenBusinessesOnly: true,
    orientation: duty(
      'They commit to a minimum',
      'The other side must buy, pay or deliver at least a set amount.',
    ),
  },
  {
    id: 'change-of-control',
    title: 'Rights change if a company is sold',
    explanation:
      'A sale or merger of one side can let the other end the contract or change its terms.',
    suggestion:
      'Check whether this could affect a future sale of your business, and ask for notice instead of termination.',
    severity: { default: 'low' },
    orientation: right(
      'You have rights if they are sold',
      'A sale or merger of the other side lets you end the contract or changes its terms in your favour.',
    ),
  },
  {
    id: 'anti-assignment',
    title: 'Consent needed to transfer the contract',
    explanation:
      "The contract cannot be passed to someone else, such as a buyer of the business, without the other side's consent.",
    suggestion: 'Ask for an exception for transfers to affiliates or to a buyer of the business.',
    severity: { default: 'low' },
    orientation: duty(
      'They cannot pass the contract to someone else',
      'The other side needs your consent to transfer the contract, so you keep the partner you chose.',
    ),
  },
  {
    id: 'most-favored-nation',
    title: 'Best-price promise',
    explanation:
      'One side must give the other terms at least as good as it gives anyone else, which can limit future deals.',
    suggestion:
      'Check that you can actually track and honour this; limit it to comparable customers and volumes.',
    severity: { default: 'low' },
    betweenBusinessesOnly: true,
    orientation: duty(
      'You get their best terms',
      'The other side must give you terms at least as good as it gives anyone else.',
    ),
  },
  {
    id: 'audit-rights',
    title: 'The other side may audit you',
    explanation: 'The other side can inspect your books or premises to check compliance.',
    suggestion:
      'Ask for advance notice, limits on frequency, business hours only, and costs borne by the auditor.',
    severity: { default: 'low' },
    orientation: right(
      'You may audit them',
      'You can inspect the other side’s books or premises to check what they report and charge.',
    ),
  },
  {
    id: 'rofr-rofo-rofn',
    title: 'First refusal or first offer rights',
    explanation:
      'Before dealing with anyone else you must first offer the deal to the other side, which can slow down or deter other buyers.',
    suggestion:
      'Limit the response time and the assets covered, and set an end date for the right.',
    severity: { default: 'low' },
    orientation: right(
      'You get the first chance',
      'Before dealing with anyone else, the other side must first offer the deal to you.',
    ),
  },
  {
    id: 'irrevocable-or-perpetual-license',
    title: 'Permanent licence',
    explanation:
      'A licence is granted forever or cannot be taken back, even if the relationship ends.',
    suggestion:
      'Check that you are comfortable with the use continuing after the contract ends; ask for termination on breach.',
    severity: { default: 'medium' },
    orientation: duty(
      'Your licence is permanent',
      'The licence you receive lasts forever or cannot be taken back.',
    ),
  },
  {
    id: 'volume-restriction',
    title: 'Limits on volume',
    explanation: 'How much can be bought, sold or used is limited, and going over may cost extra.',
    suggestion: 'Check the limits against your expected needs and ask for room to grow.',
    severity: { default: 'low' },
    betweenBusinessesOnly: true,
    orientation: duty(),
  },
  {
    id: 'price-restrictions',
    title: 'Limits on prices',
    explanation: 'The contract restricts how prices can be set or changed.',
    suggestion: 'Check that you can still cover rising costs; ask for an annual adjustment.',
    severity: { default: 'low' },
    betweenBusinessesOnly: true,
    orientation: duty(
      'Their prices are held down',
      'The other side may not raise or set prices freely, which protects what you pay.',
    ),
  },
  {
    id: 'choice-of-law',
    title: "Another place's law applies",
    explanation:
      'The contract is governed by the law the provider chose, which may give you less protection than your own.',
    suggestion:
      'Check whether the consumer protections where you live still apply; in many places they do.',
    severity: { default: 'low' },
    forConsumers: true,
    orientation: MUTUAL,
  },
];
