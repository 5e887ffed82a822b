import { findingAt, findProvision, findProvisions, favourReader, wordsOf } from './checks.ts';
import {
  CAP_FAMILIES,
  DISPUTE_FAMILIES,
  findTerminationClause,
  flagAbsent,
  flagNoCurePeriod,
  flagSoleRemedy,
  TERMINATION_FAMILIES,
} from './commercial-checks.ts';
import { flagLiabilityCap } from './liability-cap.ts';
import type { Playbook, PlaybookView } from './playbook.ts';

const other = (view: PlaybookView) => (view.side === 'customer' ? 'provider' : 'customer');

const DELIVERABLES = /\bdeliverables?\b/i;
const ACCEPTANCE =
  /\baccept(?:ance|ed|s)?\b[^.;]{0,60}\b(?:deliverables?|work|services?|criteria|tests?|specifications?)\b|\b(?:deliverables?|work)\b[^.;]{0,80}\baccept/i;
const CHANGE_CONTROL =
  /\bchange\s+(?:orders?|requests?|control|notes?|procedures?)\b|\bchanges?\s+(?:to|in)\s+(?:the\s+)?(?:scope|services|statement\s+of\s+work|sow)\b[^.;]{0,120}\b(?:writing|written|agree|signed)/i;
const EXIT_ASSISTANCE =
  /\b(?:transition|exit|disentanglement|termination|migration)\s+(?:assistance|services|plan|period|support)\b|\borderly\s+(?:transfer|transition)|\btransition\s+(?:the\s+)?services\b/i;
const SUBCONTRACTS = /\b(?:subcontract\w*|delegate\w*)\b/i;
const NEEDS_CONSENT = /\b(?:consent|approv\w*|authori[sz]ation)\b/i;

/**
 * A service or outsourcing agreement, as a lawyer reads it for the customer who buys the
 * services or for the provider who performs them.
 */
export const SERVICES_PLAYBOOK: Playbook = {
  sides: [
    { id: 'customer', roles: /\b(?:customer|client|company|purchaser|buyer)\b/i },
    {
      id: 'provider',
      roles: /\b(?:provider|vendor|supplier|contractor|consultant|service\s+provider|servicer)\b/i,
    },
  ],
  // The rubric's reader of a services contract: the customer who buys them.
  defaultSide: 'customer',
  items: [
    {
      id: 'services.liability-cap',
      question: 'Is liability capped, and for both sides alike?',
      marketStandard:
        "A mutual cap of twelve months' fees, with carve-outs for confidentiality, indemnities and wilful misconduct.",
      families: CAP_FAMILIES,
      check: (view) => flagLiabilityCap(view, other(view)),
      severity: { customer: 'high', provider: 'high' },
      suggestion:
        'Ask for a mutual cap (for example the fees paid in the last twelve months), with the usual carve-outs applying to both sides.',
    },
    {
      id: 'services.exclusions-and-forum',
      question: 'Which losses can never be claimed, and where are disputes heard?',
      marketStandard:
        'A mutual exclusion of indirect and consequential losses is ordinary; so is a neutral forum.',
      families: ['liability-exclusion', 'claims-time-limit', ...DISPUTE_FAMILIES],
      severity: { customer: 'low', provider: 'low' },
      suggestion:
        'Keep the exclusion mutual and carve out data loss, confidentiality breaches and indemnities.',
    },
    {
      id: 'services.acceptance',
      question: 'Can you reject deliverables that do not meet the specification?',
      marketStandard:
        'Deliverables are tested against agreed criteria; failures are fixed at the provider’s cost before payment is due.',
      check: (view) =>
        view.side === 'customer' && DELIVERABLES.test(view.document.text)
          ? flagAbsent(
              view,
              ACCEPTANCE,
              findProvision(view, { binds: 'provider', words: DELIVERABLES }),
              {
                title: 'No acceptance of deliverables',
                explanation:
                  'Nothing lets you test the deliverables and refuse them when they fall short, so the work may count as done, and payable, whatever its quality.',
              },
            )
          : null,
      severity: { customer: 'medium', provider: 'none' },
      suggestion:
        'Add acceptance criteria and a testing period, with a right to reject and have failures fixed at no charge.',
    },
    {
      id: 'services.change-control',
      question: 'How is the scope changed?',
      marketStandard:
        'Changes to scope, price or timing only by a written change order signed by both sides.',
      check: (view) =>
        flagAbsent(
          view,
          CHANGE_CONTROL,
          findProvision(view, {
            modalities: ['must'],
            binds: 'provider',
            words: /\b(?:perform|provide)\b[^.;]{0,40}\bservices\b/i,
          }),
          {
            title: 'No procedure for changing the scope',
            explanation:
              'The agreement does not say how the services, price or timetable are changed, which invites disputes about extra charges and what was agreed.',
          },
        ),
      severity: { customer: 'low', provider: 'low' },
      suggestion:
        'Add a change-order procedure: changes to scope, price or timing only in writing, signed by both sides.',
    },
    {
      id: 'services.termination',
      question: 'Can they end it early, and do you get a chance to fix a breach first?',
      marketStandard:
        'Termination for material breach after 30 days to cure; for convenience only on long notice, for the customer.',
      families: [...TERMINATION_FAMILIES],
      check: (view) => flagNoCurePeriod(view, other(view)),
      severity: { customer: 'medium', provider: 'medium' },
      suggestion:
        'Ask for written notice and thirty days to cure before any termination for breach, and long notice for termination for convenience.',
    },
    {
      id: 'services.exit',
      question: 'Will they help you move the services when it ends?',
      marketStandard:
        'In an outsourcing, exit assistance for six to twelve months at the contract rates, with data and documents handed over.',
      check: (view) =>
        view.side === 'customer' && /\boutsourc/i.test(view.document.text)
          ? flagAbsent(view, EXIT_ASSISTANCE, findTerminationClause(view), {
              title: 'No help to move the services when it ends',
              explanation:
                'Nothing obliges the provider to keep the services running and hand them over to you or a new provider when the agreement ends, so an exit could interrupt your business.',
            })
          : null,
      severity: { customer: 'high', provider: 'none' },
      suggestion:
        'Add exit assistance: services continued for a transition period at the same rates, with data, documents and knowledge handed over.',
    },
    {
      id: 'services.key-personnel',
      question: 'Are the people who do the work named and kept?',
      marketStandard:
        'Key personnel named, not replaced without the customer’s consent, and replaced on reasonable request.',
      check: (view) =>
        view.side === 'customer'
          ? favourReader(view, 'provider', /\bkey\s+(?:personnel|employees|staff|individuals)\b/i, {
              title: 'Key people are committed to your work',
              explanation:
                'The provider must keep the key people named for your work, or replace them only as the agreement allows.',
            })
          : null,
      severity: { customer: 'none', provider: 'low' },
      suggestion: 'Name the key people and require your consent before any is replaced.',
    },
    {
      id: 'services.subcontracting',
      question: 'Can they hand the work to someone else?',
      marketStandard:
        'Subcontracting only with the customer’s consent, the provider staying answerable for its subcontractors.',
      check: (view) => {
        if (view.side !== 'customer') return null;
        const free = findProvisions(view, {
          modalities: ['may', 'entitled'],
          binds: 'provider',
          words: SUBCONTRACTS,
        }).find((provision) => !NEEDS_CONSENT.test(wordsOf(view, provision)));
        return findingAt('red-flag', free, {
          title: 'They may subcontract without asking you',
          explanation:
            'The provider may hand the work to subcontractors of its choosing, who have no contract with you.',
        });
      },
      severity: { customer: 'medium', provider: 'none' },
      suggestion:
        'Require your written consent to any subcontracting, with the provider remaining fully responsible for its subcontractors.',
    },
    {
      id: 'services.indemnity',
      question: 'Must you cover their losses?',
      marketStandard:
        'Each side indemnifies for third-party claims it causes; the provider for IP infringement by its work.',
      families: ['indemnification'],
      // A customer's indemnity for "any and all claims arising out of the services" carries the
      // provider's own risk back to the customer, usually without a cap.
      severity: { customer: 'high', provider: 'medium' },
      suggestion:
        'Make the indemnity mutual and limited to third-party claims caused by your breach, negligence or misconduct.',
    },
    {
      id: 'services.ip',
      question: 'Who owns what is made for you?',
      marketStandard:
        'The customer owns the deliverables it pays for; the provider keeps its pre-existing tools with a licence to use them.',
      families: [
        'ip-ownership-assignment',
        'assignment-of-inventions',
        'prior-inventions',
        'content-licence',
      ],
      severity: { customer: 'high', provider: 'low' },
      suggestion:
        'Own the deliverables on payment, with a perpetual licence to any of the provider’s own tools built into them.',
    },
    {
      id: 'services.commitments',
      question: 'Must you pay for a minimum, when you cancel, or extra when you pay late?',
      marketStandard:
        'Fees for services performed; minimum volumes and cancellation charges only in long outsourcings, declining over time.',
      families: [
        'minimum-commitment',
        'pay-regardless',
        'cancellation-charges',
        'early-termination-fee',
        'liquidated-damages',
        'late-fees-and-interest',
        'suspension',
      ],
      severity: { customer: 'medium', provider: 'low' },
      suggestion:
        'Tie charges to services actually performed, and limit any minimum or cancellation charge to the provider’s unavoidable costs.',
    },
    {
      id: 'services.warranty',
      question: 'Do they promise the quality of the work?',
      marketStandard:
        'The services are performed in a professional and workmanlike manner, with re-performance of what falls short.',
      families: ['warranty-disclaimer'],
      severity: { customer: 'medium', provider: 'none' },
      suggestion:
        'Ask for a warranty of professional, workmanlike performance, with re-performance or a refund for what falls short.',
    },
    {
      id: 'services.restrictions',
      question:
        'Are you restricted in hiring their people, dealing with others or passing the contract on?',
      marketStandard:
        'A mutual no-hire of the people on the project for twelve months is common; exclusivity is not.',
      families: [
        'no-solicit-of-employees',
        'no-solicit-of-customers',
        'non-compete',
        'exclusivity',
        'anti-assignment',
        'change-of-control',
      ],
      severity: { customer: 'low', provider: 'medium' },
      suggestion:
        'Limit any no-hire to people who worked on the project, for twelve months, with an exception for general advertising.',
    },
    {
      id: 'services.renewal',
      question: 'Does it renew by itself, and how early must you say no?',
      marketStandard:
        'Renewal by agreement, or automatic with a short window (30 to 90 days) to opt out.',
      families: ['automatic-renewal'],
      severity: { customer: 'medium', provider: 'low' },
      suggestion:
        'Ask for renewal only by agreement, or a short window to stop it and no price rise on renewal.',
    },
    {
      id: 'services.service-levels',
      question: 'If the services fall short, are credits all you get?',
      marketStandard:
        'Service levels with credits; repeated or serious failures let the customer terminate and claim its losses.',
      check: (view) => (view.side === 'customer' ? flagSoleRemedy(view) : null),
      severity: { customer: 'medium', provider: 'none' },
      suggestion:
        'Keep the right to terminate and claim damages for serious or repeated failures, on top of the credits.',
    },
  ],
};
