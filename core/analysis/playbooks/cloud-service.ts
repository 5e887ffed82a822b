import { findingAt, findProvisions, saysInOneSentence, wordsOf } from './checks.ts';
import {
  CAP_FAMILIES,
  checkIpIndemnity,
  DISPUTE_FAMILIES,
  findTerminationClause,
  flagAbsent,
  flagNoCurePeriod,
  flagPriceChangeByOther,
  flagSoleRemedy,
  reportAbsence,
  TERMINATION_FAMILIES,
} from './commercial-checks.ts';
import { flagLiabilityCap } from './liability-cap.ts';
import type { Playbook, PlaybookView } from './playbook.ts';
import { findPassage } from './sentences.ts';

const other = (view: PlaybookView) => (view.side === 'customer' ? 'provider' : 'customer');
const readsAsCustomer = (view: PlaybookView) => view.side === 'customer';

// The service interrupted by the provider for a payment or a breach.
const CUTS_OFF = /\b(?:suspen\w*|interrupt\w*|discontinu\w*|disabl\w*|cut\s+off|deactivat\w*)\b/i;
const THE_SERVICE = /\b(?:services?|access|site|account|hosting)\b/i;
const ON_DEFAULT =
  /\b(?:fail\w*\s+to\s+pay|non-?payment|late|overdue|past\s+due|unpaid|breach\w*|violat\w*|sole\s+discretion)\b/i;
// The customer's data handed back or exported at the end, and deleted after.
const DATA = /\b(?:customer\s+data|your\s+data|data|content|files|records|information)\b/i;
const DATA_RETURN =
  /\b(?:return|export|retriev|download|extract|deliver|make\s+available|provide\s+(?:a\s+)?cop)\w*\b[^.;]{0,100}\b(?:data|content|files)\b|\b(?:data|content|files)\b[^.;]{0,100}\b(?:return|export|retriev|download|extract|deliver|available)\w*/i;
const SECURITY_BREACH =
  /\b(?:security\s+(?:breach|incident)|data\s+breach|breach\s+of\s+security|unauthori[sz]ed\s+(?:access|disclosure|use)|personal\s+data\s+breach)\b/i;
const NOTIFIES = /\bnotif\w*|\bnotice\b|\binform\w*|\balert\w*/i;
const SECURES = /\b(?:secur\w*|safeguards?|protect\w*|back\s*-?\s*ups?|encrypt\w*)\b/i;
const INDEMNITY_OR_WARRANTY = /\b(?:indemnif\w*|warrant\w*|infring\w*)\b/i;

/**
 * A cloud, hosting or maintenance service, bought on an order form or a hosting agreement, as a
 * lawyer reads it for the customer (whose data and business run on it) or the provider.
 */
export const CLOUD_SERVICE_PLAYBOOK: Playbook = {
  sides: [
    { id: 'customer', roles: /\b(?:customer|client|subscriber|licensee|user|company)\b/i },
    { id: 'provider', roles: /\b(?:provider|vendor|supplier|licensor|host|contractor)\b/i },
  ],
  // The rubric's reader of a service bought: the customer.
  defaultSide: 'customer',
  items: [
    {
      id: 'cloud.liability-cap',
      question: 'Is liability capped, and for both sides alike?',
      marketStandard:
        'A mutual cap of the fees paid in the last twelve months, with carve-outs (confidentiality, data breach, indemnities) for both sides.',
      families: CAP_FAMILIES,
      check: (view) => flagLiabilityCap(view, other(view)),
      severity: { customer: 'high', provider: 'high' },
      suggestion:
        "Ask for a mutual cap of twelve months' fees, with a higher cap for data breaches and the same carve-outs for both sides.",
    },
    {
      id: 'cloud.exclusions',
      question: 'Which losses can never be claimed?',
      marketStandard: 'A mutual exclusion of indirect and consequential losses is ordinary.',
      families: ['liability-exclusion', 'claims-time-limit'],
      severity: { customer: 'low', provider: 'low' },
      suggestion:
        'Keep the exclusion mutual, and carve out loss of data and breaches of confidentiality.',
    },
    {
      id: 'cloud.service-levels',
      question: 'If the service fails, are credits or a fix all you get?',
      marketStandard:
        'An uptime commitment with service credits; repeated failures let the customer terminate and recover its losses.',
      check: (view) => (readsAsCustomer(view) ? flagSoleRemedy(view) : null),
      severity: { customer: 'medium', provider: 'none' },
      suggestion:
        'Ask for a right to terminate and claim damages after repeated or long outages, on top of the credits.',
    },
    {
      id: 'cloud.data-exit',
      question: 'Do you get your data back when it ends?',
      marketStandard:
        'For 30 to 90 days after the end, the customer may export its data in a usable format; then it is deleted.',
      check: (view) =>
        readsAsCustomer(view) && DATA.test(view.document.text)
          ? flagAbsent(view, DATA_RETURN, findTerminationClause(view), {
              title: 'No right to get your data back at the end',
              explanation:
                'Nothing lets you export or receive your data when the agreement ends, or says when it is deleted, so leaving could cost you your records.',
            })
          : null,
      severity: { customer: 'high', provider: 'none' },
      suggestion:
        'Add a period (30 to 90 days) after the end to export your data in a standard format, then deletion with confirmation.',
    },
    {
      id: 'cloud.suspension',
      question: 'Can they cut off the service?',
      marketStandard:
        'Suspension only for a real security threat or undisputed fees unpaid after notice, limited to what is needed.',
      families: ['suspension', 'content-removal'],
      check: (view) =>
        readsAsCustomer(view)
          ? findingAt('red-flag', findPassage(view, CUTS_OFF, THE_SERVICE, ON_DEFAULT), {
              title: 'They can cut off the service',
              explanation:
                'The provider may suspend or discontinue the service, for example for a late payment, without a clear notice or grace period.',
            })
          : null,
      severity: { customer: 'medium', provider: 'none' },
      suggestion:
        'Limit suspension to security emergencies and undisputed fees unpaid after written notice, and restore service promptly.',
    },
    {
      id: 'cloud.renewal',
      question: 'Does it renew by itself, and how early must you say no?',
      marketStandard: 'Renewal for a year unless either side gives 30 days’ notice.',
      families: ['automatic-renewal'],
      severity: { customer: 'medium', provider: 'low' },
      suggestion:
        'Ask for a short window (30 days) to stop renewal, and a reminder before the deadline.',
    },
    {
      id: 'cloud.price-increase',
      question: 'Can they raise the fees?',
      marketStandard:
        'Fees fixed for the term; increases at renewal capped (CPI or a few percent) with notice.',
      check: (view) =>
        flagPriceChangeByOther(view, other(view), {
          title: 'They may raise the fees',
          explanation: 'The other side may increase its fees on its own, with no cap on how much.',
        }),
      severity: { customer: 'medium', provider: 'none' },
      suggestion: 'Fix the fees for the term and cap renewal increases (for example at CPI or 5%).',
    },
    {
      id: 'cloud.change-of-terms',
      question: 'Can they change the terms on their own?',
      marketStandard:
        'Changes by written amendment signed by both; service changes that do not reduce what was bought.',
      families: ['unilateral-change', 'incorporated-terms'],
      severity: { customer: 'high', provider: 'none' },
      suggestion:
        'Require a signed amendment for any change, or at least notice and a right to terminate with a refund if a change hurts you.',
    },
    {
      id: 'cloud.security',
      question: 'Must they keep your data secure and tell you of a breach?',
      marketStandard:
        'Industry-standard security measures and notice of a security breach affecting customer data without undue delay (24 to 72 hours).',
      check: (view) => {
        if (!readsAsCustomer(view)) return null;
        if (saysInOneSentence(view, SECURITY_BREACH, NOTIFIES)) return null;
        // The provider's duty to secure the customer's data, not a secrecy clause.
        const security = findProvisions(view, {
          modalities: ['must'],
          binds: 'provider',
          words: SECURES,
        }).find((provision) => /\b(?:data|content)\b/i.test(wordsOf(view, provision)));
        return security
          ? reportAbsence(view, security, {
              title: 'No duty to tell you of a security breach',
              explanation:
                'Nothing obliges the provider to tell you promptly if your data is accessed without authority, which you may need to know to meet your own legal duties.',
            })
          : null;
      },
      severity: { customer: 'medium', provider: 'none' },
      suggestion:
        'Add a duty to notify you of any security breach affecting your data within 24 to 72 hours, and to cooperate in dealing with it.',
    },
    {
      id: 'cloud.usage-data',
      question: 'May they use your data for their own purposes, or to train models?',
      marketStandard:
        'Customer data used only to provide the service; usage data only aggregated and anonymised.',
      families: ['data-for-training', 'publicity'],
      severity: { customer: 'high', provider: 'none' },
      suggestion:
        'Limit use of your data to providing the service, and exclude training of models unless you opt in.',
    },
    {
      id: 'cloud.ip-indemnity',
      question: 'Will they defend you if the service infringes someone’s rights?',
      marketStandard:
        'The provider defends and indemnifies the customer against claims that the service infringes third-party IP.',
      check: (view) => {
        if (!readsAsCustomer(view)) return null;
        return checkIpIndemnity(
          view,
          'provider',
          {
            given: {
              title: 'They defend you against infringement claims',
              explanation:
                'If someone claims the service infringes their rights, the provider must defend you and pay the costs.',
            },
            absent: {
              title: 'No protection if the service infringes others’ rights',
              explanation:
                'The provider does not promise to defend you if a third party claims the service infringes its patents, copyright or other rights.',
            },
          },
          { binds: 'provider', words: INDEMNITY_OR_WARRANTY },
        );
      },
      severity: { customer: 'medium', provider: 'none' },
      suggestion:
        'Ask the provider to defend and indemnify you against claims that the service infringes third-party rights.',
    },
    {
      id: 'cloud.indemnity',
      question: 'Must you cover their losses?',
      marketStandard:
        'The customer indemnifies only for its own content and unlawful use; mutual otherwise.',
      families: ['indemnification'],
      severity: { customer: 'medium', provider: 'medium' },
      suggestion:
        'Limit your indemnity to claims from your own content or unlawful use, and make it subject to the cap.',
    },
    {
      id: 'cloud.termination',
      question: 'Can they end it early, and do you get a chance to fix a breach first?',
      marketStandard:
        'Either side may terminate for material breach not cured within 30 days; no termination for convenience by the provider.',
      families: [...TERMINATION_FAMILIES],
      check: (view) => flagNoCurePeriod(view, other(view)),
      severity: { customer: 'medium', provider: 'medium' },
      suggestion:
        'Ask for thirty days’ notice to cure before termination for breach, and a refund of prepaid fees if the provider ends it early.',
    },
    {
      id: 'cloud.fees',
      question: 'What do you pay if you stop early or pay late?',
      marketStandard:
        'Fees payable for the committed term; interest on late payment after notice; refunds of prepaid fees when the provider is at fault.',
      families: [
        'no-refund',
        'pay-regardless',
        'late-fees-and-interest',
        'early-termination-fee',
        'minimum-commitment',
      ],
      severity: { customer: 'low', provider: 'low' },
      suggestion:
        'Ask for a refund of prepaid fees when the service ends through the provider’s fault or breach.',
    },
    {
      id: 'cloud.warranty-and-disputes',
      question: 'What do they promise about the service, and where are disputes heard?',
      marketStandard:
        'The service performs materially as documented; other warranties disclaimed; a neutral forum.',
      families: ['warranty-disclaimer', ...DISPUTE_FAMILIES],
      severity: { customer: 'low', provider: 'none' },
      suggestion:
        'Ask for a warranty that the service performs materially as described, with a fix or refund if it does not.',
    },
  ],
};
