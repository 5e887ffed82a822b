import { findingAt, findProvision, wordsOf } from './checks.ts';
import type { Playbook, PlaybookView } from './playbook.ts';
import { sentencesSaying } from './sentences.ts';

// A licence the user grants over what it posts, for ever or beyond recall.
const GRANTS = /\byou\s+(?:hereby\s+)?(?:\w+\s+){0,2}(?:grant|give)\b/i;
const LICENCE = /\b(?:licen[cs]e|right)\b/i;
const PERMANENT = /\b(?:perpetual|irrevocable)\b/i;
// The user answers for the provider's losses, in words other than "indemnify".
const ANSWERS_FOR_LOSSES =
  /\byou\b[^.;]{0,40}\b(?:responsible|liable)(?:\s+and\s+(?:responsible|liable))?\s+to\s+(?!you\b)\w+\s+for\s+(?:all|any)\b[^.;]{0,80}\b(?:claims|losses|damages)\b/i;
const NO_REFUND = /\bnon-?refundable\b|\bno\s+refunds?\b/i;

// The user may opt out of arbitration by notice within a period: the fairer form.
const OPT_OUT = /\bopt[\s-]?out\b/i;
const ARBITRATION = /\barbitrat\w*/i;
// Small claims court stays open: the user keeps a public forum for small disputes.
const SMALL_CLAIMS = /\bsmall[\s-]claims?\s+court\b/i;

const readsAsUser = (view: PlaybookView) => view.side === 'user';

/**
 * Terms of service or use of an online service, as a lawyer reads them for the user (a consumer
 * or a small business that clicked "I agree") or the provider that wrote them.
 */
export const TERMS_OF_SERVICE_PLAYBOOK: Playbook = {
  sides: [
    {
      id: 'user',
      roles: /\b(?:user|you|customer|member|subscriber|licensee|buyer|account\s+holder)\b/i,
    },
    { id: 'provider', roles: /\b(?:company|we|us|provider|service|operator|platform|licensor)\b/i },
  ],
  defaultSide: 'user',
  items: [
    {
      id: 'tos.arbitration',
      question: 'Must disputes go to private arbitration, one by one?',
      marketStandard:
        'Common in US consumer terms, with a class-action waiver, an opt-out window of 30 days, a small-claims exception and the provider paying the fees.',
      families: ['arbitration', 'class-action-waiver'],
      severity: { user: 'high', provider: 'none' },
      suggestion:
        'Use the opt-out if there is one (the class waiver usually falls with it); otherwise check that small claims court stays open and the provider pays the arbitration fees.',
    },
    {
      id: 'tos.arbitration-opt-out',
      question: 'Can you opt out of arbitration, or use small claims court?',
      marketStandard: 'A 30-day opt-out by notice, and small claims court kept open.',
      check: (view) => {
        if (!readsAsUser(view)) return null;
        const optOut = findProvision(view, { words: OPT_OUT });
        if (optOut && ARBITRATION.test(wordsOf(view, optOut)))
          return findingAt('protection', optOut, {
            title: 'You can opt out of arbitration',
            explanation:
              'You may opt out of arbitration by notice within the stated period, keeping your right to go to court.',
          });
        const smallClaims = findProvision(view, { words: SMALL_CLAIMS });
        return findingAt('protection', smallClaims, {
          title: 'Small claims court stays open',
          explanation:
            'You may still bring an individual claim in small claims court instead of arbitration.',
        });
      },
      severity: { user: 'none', provider: 'none' },
      suggestion: 'Note the opt-out deadline and the address for the notice.',
    },
    {
      id: 'tos.changes',
      question: 'Can they change the terms without asking you?',
      marketStandard:
        'Changes with advance notice (30 days for material ones), effective only for the future, with the right to stop using the service and get a refund of prepaid fees.',
      families: ['unilateral-change'],
      severity: { user: 'medium', provider: 'none' },
      suggestion:
        'Look for advance notice of changes and your right to cancel and get back prepaid fees if you do not accept them.',
    },
    {
      id: 'tos.termination',
      question: 'Can they close your account or suspend the service at any time?',
      marketStandard:
        'For a breach or a legal reason, with notice where possible and a chance to export your data; refund of unused prepaid fees when they end it without cause.',
      families: [
        'unilateral-termination',
        'immediate-termination',
        'suspension',
        'termination-for-convenience',
      ],
      severity: { user: 'medium', provider: 'none' },
      suggestion:
        'Keep your own copy of your data, and ask for notice, a reason and a refund of unused fees if your account is closed.',
    },
    {
      id: 'tos.liability',
      question: 'What can you recover if the service fails you?',
      marketStandard:
        'Liability limited to the fees paid in the last 12 months (or a small sum for free services), with exceptions for fraud, gross negligence and what consumer law forbids limiting.',
      families: ['limitation-of-liability', 'cap-on-liability', 'liability-exclusion'],
      severity: { user: 'medium', provider: 'none' },
      suggestion:
        'Nothing much to negotiate in click-through terms; note that consumer law in many places overrides these limits.',
    },
    {
      id: 'tos.warranty',
      question: 'Do they promise the service works?',
      marketStandard: 'Standard: the service is provided "as is", without warranties.',
      families: ['warranty-disclaimer'],
      severity: { user: 'low', provider: 'none' },
      suggestion: 'Keep your own backups; do not rely on the service for anything critical.',
    },
    {
      id: 'tos.indemnity',
      question: 'Must you cover their losses?',
      marketStandard:
        'The user covers claims caused by its own content or breach of the terms; nothing beyond that.',
      families: ['indemnification', 'uncapped-liability'],
      check: (view) => {
        if (!readsAsUser(view)) return null;
        return findingAt('red-flag', sentencesSaying(view, ANSWERS_FOR_LOSSES)[0], {
          title: 'You answer for all their losses',
          explanation:
            'You are liable to the provider for all claims, losses and costs arising from your use, without a limit: an indemnity in all but name.',
        });
      },
      severity: { user: 'medium', provider: 'none' },
      suggestion: 'Limit it to claims caused by your own breach or content.',
    },
    {
      id: 'tos.content-licence',
      question: 'What may they do with what you post or upload?',
      marketStandard:
        'A non-exclusive licence to host, show and distribute your content to run the service, ending when you delete it.',
      families: [
        'content-licence',
        'irrevocable-or-perpetual-license',
        'data-for-training',
        'publicity',
      ],
      check: (view) => {
        if (!readsAsUser(view)) return null;
        return findingAt('red-flag', sentencesSaying(view, GRANTS, LICENCE, PERMANENT)[0], {
          title: 'A permanent licence to your content',
          explanation:
            'You give the provider a perpetual or irrevocable licence to what you post or upload, which may outlast your account.',
        });
      },
      severity: { user: 'medium', provider: 'none' },
      suggestion:
        'Check whether the licence survives deleting your content, and whether your content may train their models or appear in their marketing.',
    },
    {
      id: 'tos.renewal',
      question: 'Does a subscription renew and charge you automatically?',
      marketStandard:
        'Renewal with a reminder and easy online cancellation before each term; many laws require both.',
      families: ['automatic-renewal'],
      severity: { user: 'medium', provider: 'none' },
      suggestion:
        'Note the renewal date and how to cancel; turn off auto-renew if you do not need it.',
    },
    {
      id: 'tos.refunds',
      question: 'Can you get your money back?',
      marketStandard:
        'No refunds for partial periods is common; refunds when the provider ends the service without cause, and as consumer law requires.',
      families: ['no-refund', 'pay-regardless', 'cancellation-charges'],
      check: (view) => {
        if (!readsAsUser(view)) return null;
        return findingAt('red-flag', sentencesSaying(view, NO_REFUND)[0], {
          title: 'No refunds',
          explanation: 'What you pay is not refundable, even if you stop using the service.',
        });
      },
      severity: { user: 'medium', provider: 'none' },
      suggestion: 'Pay monthly rather than yearly if you may want to leave.',
    },
    {
      id: 'tos.claims-time',
      question: 'How long do you have to bring a claim?',
      marketStandard:
        'The time the law allows (often several years); one year is a shortened limit.',
      families: ['claims-time-limit'],
      severity: { user: 'medium', provider: 'none' },
      suggestion: 'Act quickly on any dispute: the terms shorten the time you have to bring it.',
    },
    {
      id: 'tos.forum',
      question: 'Where, and under which law, are disputes decided?',
      marketStandard:
        "The provider's home courts and law, though consumers usually keep their home courts and protections.",
      families: ['jurisdiction', 'jury-waiver', 'choice-of-law'],
      severity: { user: 'medium', provider: 'none' },
      suggestion: 'Check whether your own consumer law still applies where you live.',
    },
    {
      id: 'tos.content-removal',
      question: 'Can they remove your content?',
      marketStandard:
        'Usual for content that breaks the rules or the law, with notice and a way to appeal.',
      families: ['content-removal'],
      severity: { user: 'medium', provider: 'none' },
      suggestion: 'Keep your own copies of what you upload.',
    },
    {
      id: 'tos.acceptance',
      question: 'Do you accept the terms just by using the service?',
      marketStandard: 'Usual for online terms.',
      families: ['contract-by-using', 'privacy-by-using'],
      severity: { user: 'low', provider: 'none' },
      suggestion: 'Read the privacy policy too: using the service accepts it.',
    },
  ],
};
