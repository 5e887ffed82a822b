import { CONSUMER_CATEGORY_BY_TAG } from '../../../common/analysis/clause-categories.ts';
import type { RedFlagFamily } from './red-flag-families.ts';

/**
 * The families the consumer-terms model decides in terms of service: it learned from experts'
 * labels what in these categories is unfair to the consumer.
 */
export const CONSUMER_MODEL_FAMILIES = new Set<string>(Object.values(CONSUMER_CATEGORY_BY_TAG));

/**
 * Families only the learned clause model finds (CUAD and consumer categories without a precise
 * text pattern of ours). Keyed by category id.
 */
export const CLAUSE_FLAG_FAMILIES: Record<string, RedFlagFamily> = {
  exclusivity: {
    title: 'Exclusive dealing',
    explanation:
      'One side may deal only with the other for these products, services or territory, which shuts out other customers or suppliers.',
    suggestion:
      'Limit exclusivity in scope and time, and tie it to minimum performance by the other side.',
    severity: { default: 'medium' },
  },
  'no-solicit-of-employees': {
    title: "No hiring of the other side's staff",
    explanation: 'You may not recruit or hire people who work for the other side for a period.',
    suggestion:
      'Make it mutual, keep it short (6 to 12 months), and allow hiring people who answer a public job advert.',
    severity: { default: 'low', employment: 'medium' },
  },
  'no-solicit-of-customers': {
    title: "No approaching the other side's customers",
    explanation:
      "You may not seek business from the other side's customers for a period, which can limit your own sales.",
    suggestion: 'Limit it to customers you actually dealt with, and keep the period short.',
    severity: { default: 'medium', employment: 'high' },
  },
  'non-disparagement': {
    title: 'You may not criticise the other side',
    explanation:
      'You promise not to say anything negative about the other side, which can reach honest reviews and complaints.',
    suggestion:
      'Make it mutual and carve out truthful statements, legal proceedings and reports to authorities.',
    severity: { default: 'medium' },
  },
  'covenant-not-to-sue': {
    title: 'You promise not to sue',
    explanation:
      'You give up the right to bring certain claims against the other side, even if you later find a reason to.',
    suggestion:
      'Narrow the promise to the specific matter settled here, and keep claims for fraud and breach of this contract.',
    severity: { default: 'low', consumer: 'medium', employment: 'medium' },
  },
  'minimum-commitment': {
    title: 'Minimum purchase or payment',
    explanation: 'You must buy or pay a minimum amount whether or not you need it.',
    suggestion:
      'Ask to lower the minimum, spread it over a longer period, or drop it if the other side under-performs.',
    severity: { default: 'medium' },
  },
  'change-of-control': {
    title: 'Rights change if a company is sold',
    explanation:
      'A sale or merger of one side can let the other end the contract or change its terms.',
    suggestion:
      'Check whether this could affect a future sale of your business, and ask for notice instead of termination.',
    severity: { default: 'low' },
  },
  'anti-assignment': {
    title: 'Consent needed to transfer the contract',
    explanation:
      "The contract cannot be passed to someone else, such as a buyer of the business, without the other side's consent.",
    suggestion: 'Ask for an exception for transfers to affiliates or to a buyer of the business.',
    severity: { default: 'low' },
  },
  'most-favored-nation': {
    title: 'Best-price promise',
    explanation:
      'One side must give the other terms at least as good as it gives anyone else, which can limit future deals.',
    suggestion:
      'Check that you can actually track and honour this; limit it to comparable customers and volumes.',
    severity: { default: 'low' },
  },
  'audit-rights': {
    title: 'The other side may audit you',
    explanation: 'The other side can inspect your books or premises to check compliance.',
    suggestion:
      'Ask for advance notice, limits on frequency, business hours only, and costs borne by the auditor.',
    severity: { default: 'low' },
  },
  'rofr-rofo-rofn': {
    title: 'First refusal or first offer rights',
    explanation:
      'Before dealing with anyone else you must first offer the deal to the other side, which can slow down or deter other buyers.',
    suggestion:
      'Limit the response time and the assets covered, and set an end date for the right.',
    severity: { default: 'low' },
  },
  'irrevocable-or-perpetual-license': {
    title: 'Permanent licence',
    explanation:
      'A licence is granted forever or cannot be taken back, even if the relationship ends.',
    suggestion:
      'Check that you are comfortable with the use continuing after the contract ends; ask for termination on breach.',
    severity: { default: 'medium' },
  },
  'volume-restriction': {
    title: 'Limits on volume',
    explanation: 'How much can be bought, sold or used is limited, and going over may cost extra.',
    suggestion: 'Check the limits against your expected needs and ask for room to grow.',
    severity: { default: 'low' },
  },
  'price-restrictions': {
    title: 'Limits on prices',
    explanation: 'The contract restricts how prices can be set or changed.',
    suggestion: 'Check that you can still cover rising costs; ask for an annual adjustment.',
    severity: { default: 'low' },
  },
  'choice-of-law': {
    title: "Another place's law applies",
    explanation:
      'The contract is governed by the law the provider chose, which may give you less protection than your own.',
    suggestion:
      'Check whether the consumer protections where you live still apply; in many places they do.',
    severity: { default: 'low' },
  },
};

/** Clause categories that mean the same family as one of our text patterns. */
export const FAMILY_BY_CATEGORY: Record<string, string> = {
  'termination-for-convenience': 'termination-for-convenience',
  'ip-ownership-assignment': 'ip-ownership-assignment',
};
