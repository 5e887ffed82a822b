import {
  findingAt,
  findProvision,
  findProvisions,
  flagReaderDuty,
  isBinding,
  saysInOneSentence,
} from './checks.ts';
import type { Playbook } from './playbook.ts';

// The letter says which of its terms bind and which do not.
const SAYS_WHAT_BINDS =
  /\bnon-?binding\b|\bnot\s+(?:be\s+)?(?:legally\s+)?binding\b|\bno\s+(?:legally\s+)?binding\s+(?:obligation|agreement|contract)|\b(?:shall|will)\s+not\s+(?:create|constitute)\b[^.;]{0,60}\b(?:binding|obligation|agreement|contract)|\bbinding\s+provisions\b|\blegally\s+binding\b/i;
// Not to talk to anyone else about the deal while the parties negotiate.
const NO_SHOP =
  /\bno[\s-]shop\b|\bexclusiv\w*\b|\b(?:solicit|negotiat|discuss|entertain|encourag|initiat)\w*\b[^.;]{0,100}\b(?:offers?|proposals?|third\s+part(?:y|ies)|other\s+(?:buyers?|part(?:y|ies)|providers?|investors?)|competing|alternative)\b/i;
// An end to the letter, its exclusivity or the negotiations.
const ENDS =
  /\bexpir\w*|\bterminat\w*|\blapse\w*|\bwithdraw\w*|\bno\s+longer\s+(?:be\s+)?(?:in\s+effect|binding)|\bend\s+date\b|\buntil\b[^.;]{0,60}\b(?:\d|days?|months?|signed|executed)/i;
// The other side may pass the letter to those who fund or might buy it.
const SHARES_WITH_FINANCIERS =
  /\b(?:share|disclose|show|provide)\w*\b[^.;]{0,80}\b(?:investors?|acquirers?|lenders?|financing\s+sources?|potential\s+(?:buyers?|purchasers?))\b/i;
const PERIOD =
  /\b(?:\d+|one|two|three|four|five)\s*(?:\(\d+\)\s*)?(?:years?|months?)\b|\buntil\b|\bperpetual|\bindefinite/i;
const GOOD_FAITH =
  /\bnegotiat\w*\b[^.;]{0,60}\bgood\s+faith\b|\bgood\s+faith\b[^.;]{0,60}\bnegotiat\w*/i;

/**
 * A letter of intent or term sheet, as a lawyer reads it for the party it is addressed to (the
 * seller, target or customer) or the party making the offer.
 */
export const LETTER_OF_INTENT_PLAYBOOK: Playbook = {
  sides: [
    { id: 'recipient', roles: /\b(?:recipient|customer|seller|target|company|vendor)\b/i },
    { id: 'offeror', roles: /\b(?:offeror|buyer|purchaser|provider|investor|acquir\w*|bidder)\b/i },
  ],
  defaultSide: 'recipient',
  items: [
    {
      id: 'loi.binding',
      question: 'Which of its terms bind, and which do not?',
      marketStandard:
        'The deal terms are expressly non-binding; only named clauses (confidentiality, exclusivity, costs, governing law) bind.',
      check: (view) => {
        if (SAYS_WHAT_BINDS.test(view.document.text)) return null;
        const first = findProvision(view, {
          modalities: ['must', 'must-not', 'may', 'entitled'],
          words: /\w/,
        });
        return findingAt('red-flag', first, {
          title: 'It does not say what binds',
          explanation:
            'It never says which of its terms are binding and which are not, so a court could treat the whole deal as agreed.',
        });
      },
      severity: { recipient: 'high', offeror: 'high' },
      suggestion:
        'Add that it is non-binding except for named clauses (confidentiality, exclusivity, costs, governing law), and that only a signed definitive agreement binds.',
    },
    {
      id: 'loi.no-liability',
      question: 'Does it say no one is liable under it?',
      marketStandard:
        'Ordinary: a letter of intent or term sheet says its non-binding terms create no liability or obligation.',
      families: ['limitation-of-liability', 'liability-exclusion'],
      severity: { recipient: 'none', offeror: 'none' },
      suggestion: 'Nothing to ask for: it is how a non-binding letter or term sheet says it is non-binding.',
    },
    {
      id: 'loi.exclusivity',
      question: 'Must you stop talking to anyone else?',
      marketStandard:
        'Exclusivity (a no-shop) for a short, fixed period (30 to 90 days), ending early if the other side walks away.',
      families: ['exclusivity'],
      check: (view) =>
        flagReaderDuty(
          view,
          { modalities: ['must-not', 'must'], words: NO_SHOP },
          {
            title: 'You may not negotiate with anyone else',
            explanation:
              'While it runs you may not seek or discuss other offers, so you lose your leverage and alternatives if the deal stalls.',
          },
        ),
      severity: { recipient: 'high', offeror: 'high' },
      suggestion:
        'Limit exclusivity to 30 to 60 days, end it if the other side changes the price or terms, and carve out offers you did not solicit.',
    },
    {
      id: 'loi.expiry',
      question: 'When does it, or its exclusivity, end?',
      marketStandard:
        'A fixed end date, or a date by which the definitive agreement must be signed.',
      check: (view) => {
        if (ENDS.test(view.document.text)) return null;
        const exclusivity = findProvision(view, { words: NO_SHOP });
        return findingAt('red-flag', exclusivity, {
          title: 'No end date',
          explanation:
            'Nothing says when it or its exclusivity ends, so its binding terms could run on indefinitely.',
        });
      },
      severity: { recipient: 'medium', offeror: 'low' },
      suggestion: 'Add an expiry date, after which either party is free of it.',
    },
    {
      id: 'loi.break-fee',
      question: 'Do you pay if the deal does not happen?',
      marketStandard: 'Each side walks away at no cost unless it breached the binding terms.',
      families: ['early-termination-fee', 'liquidated-damages', 'pay-regardless'],
      severity: { recipient: 'high', offeror: 'high' },
      suggestion:
        'Strike the break fee, or limit it to documented costs if you breach exclusivity.',
    },
    {
      id: 'loi.good-faith',
      question: 'Must you negotiate in good faith?',
      marketStandard:
        'Common; some courts enforce it, so the parties may owe damages for walking away in bad faith.',
      check: (view) =>
        flagReaderDuty(
          view,
          { modalities: ['must'], words: GOOD_FAITH },
          {
            title: 'A binding duty to negotiate in good faith',
            explanation:
              'You promise to negotiate in good faith, which some courts enforce: walking away without a good reason may cost damages.',
          },
        ),
      severity: { recipient: 'low', offeror: 'low' },
      suggestion: 'Make clear that either party may stop negotiating at any time for any reason.',
    },
    {
      id: 'loi.confidentiality',
      question: 'What must you keep secret, and for how long?',
      marketStandard:
        'The terms and the information exchanged are confidential for one to three years; an existing NDA may govern instead.',
      families: ['confidentiality-forever', 'confidentiality-scope'],
      check: (view) => {
        const other = view.side === 'recipient' ? 'offeror' : 'recipient';
        const shares = findProvision(view, {
          modalities: ['may', 'entitled'],
          binds: other,
          words: SHARES_WITH_FINANCIERS,
        });
        if (shares && !isBinding(view, shares, view.side))
          return findingAt('red-flag', shares, {
            title: 'They may show it to their investors',
            explanation:
              'The other side may share it and its terms with investors, lenders or buyers, while you are bound to keep them secret.',
          });
        if (saysInOneSentence(view, PERIOD, /\bconfiden\w*|\bsecre\w*/i)) return null;
        const duty = findProvisions(view, {
          modalities: ['must', 'must-not'],
          words: /\bconfiden\w*|\bdisclos\w*/i,
        }).find((provision) => isBinding(view, provision, view.side));
        return findingAt('red-flag', duty, {
          title: 'No end date for the confidentiality',
          explanation:
            'It binds you to confidentiality but does not say for how long, even if no deal is ever signed.',
        });
      },
      severity: { recipient: 'medium', offeror: 'medium' },
      suggestion:
        'Give the confidentiality a fixed period (one to three years), bind both sides alike, or point to the existing NDA.',
    },
    {
      id: 'loi.non-solicit',
      question: 'May you hire their people or approach their customers?',
      marketStandard:
        'Rare in a letter of intent or term sheet; where present, short and limited to people met in the deal.',
      families: ['no-solicit-of-employees', 'no-solicit-of-customers', 'non-compete'],
      severity: { recipient: 'medium', offeror: 'medium' },
      suggestion:
        'Strike it, or limit it to 12 months and people you met through the negotiations.',
    },
    {
      id: 'loi.costs',
      question: 'Who pays the costs of the negotiations?',
      marketStandard: 'Each party bears its own costs.',
      families: ['costs-on-you', 'fee-shifting'],
      severity: { recipient: 'low', offeror: 'low' },
      suggestion: 'Ask that each party bears its own costs, whatever happens.',
    },
    {
      id: 'loi.publicity',
      question: 'May they announce the deal?',
      marketStandard: "No announcement without both parties' consent.",
      families: ['publicity'],
      severity: { recipient: 'low', offeror: 'low' },
      suggestion: 'Require your written consent to any announcement.',
    },
  ],
};
