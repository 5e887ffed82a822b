import type { PlacedProvision } from '../reading/read-provisions.ts';
import { countDuties, findProvisions, isBinding } from './checks.ts';
import {
  checkCovenantLength,
  checkNonCompeteBan,
  findNonCompete,
  isSaleOfBusiness,
} from './covenant-checks.ts';
import type { Playbook, PlaybookView } from './playbook.ts';
import { findSentence, sentencesOf } from './sentences.ts';

// A restriction on competing: "shall not compete", "engage in any Competing Business".
const COMPETES = /\b(?:compet\w*|non-?compet\w*)\b/i;
// A restriction on soliciting or hiring the other side's people or customers.
const SOLICITS = /\b(?:solicit\w*|non-?solicit\w*|recruit\w*|entice\w*)\b/i;
const COMPETES_OR_SOLICITS = new RegExp(`${COMPETES.source}|${SOLICITS.source}`, 'i');
// Where a covenant reaches: the world, any country, or anywhere at all.
const WORLDWIDE =
  /\b(?:world-?wide|anywhere\s+in\s+the\s+world|throughout\s+the\s+world|in\s+any\s+(?:country|jurisdiction|place|location)\s+(?:in|of)\s+the\s+world|without\s+(?:any\s+)?(?:geographic(?:al)?|territorial)\s+limit\w*)\b/i;
// What a covenantor is given for the restraint: money, or continued employment alone.
const CONTINUED_EMPLOYMENT_ONLY =
  /\bin\s+(?:consideration|exchange)\s+(?:of|for)\s+(?:\w+\s+){0,4}(?:continued|continuing|at-will)\s+employment\b|\b(?:continued|continuing)\s+employment\b[^.;]{0,80}\b(?:sufficient|adequate)\s+consideration\b/i;
const PAID_RESTRAINT =
  /\bgarden\s+leave\b|\b(?:pay|paid|payment|continue\s+to\s+pay)\b[^.;]{0,120}\bduring\s+(?:the\s+)?(?:restricted|non-?compet\w*|restriction)\s+period\b|\bduring\s+(?:the\s+)?(?:restricted|non-?compet\w*|restriction)\s+period\b[^.;]{0,120}\b(?:pay|paid|payment)\b/i;
// A saving clause: a court may cut the covenant down to what it will enforce, not strike it.
const REFORMATION =
  /\b(?:reform\w*|modif\w*|revis\w*|blue[- ]pencil\w*|reduc\w*|limit\w*|amend\w*)\b[^.]{0,200}\b(?:maximum|reasonable|enforceable|permitted|permissible)\b/i;
const COURT = /\b(?:court|arbitrator|tribunal|judge)s?\b/i;
const ASSIGNS = /\bassign\w*\b/i;
const WAIVES_DEFENCES =
  /\bwaive\w*\b[^.;]{0,120}\bdefen[cs]es?\b|\bdefen[cs]es?\b[^.;]{0,120}\bwaive[ds]?\b/i;
const COMPETING_OR_RESTRICTED =
  /\b(?:compet\w*|restricted\s+business|directly\s+or\s+indirectly)\b/i;
// The capacities a broad covenant lists: "as owner, shareholder, lender, guarantor, consultant".
const CAPACITIES = [
  /\b(?:lend\w*|lender|loan|financ\w*)\b/i,
  /\bguarant\w*\b/i,
  /\b(?:shareholder|stockholder|investor|invest\w*|equity)\b/i,
  /\b(?:advis\w*|consult\w*)\b/i,
  /\b(?:partner(?:ship)?|joint\s+venturer|member)\b/i,
  /\b(?:director|officer|employee|agent)\b/i,
];
const countRoles = (text: string) => CAPACITIES.filter((role) => role.test(text)).length;
const PASSIVE_HOLDING =
  /\bpassive\b|\b(?:\d+|one|two|three|five)\s*(?:\(\d+\)\s*)?(?:%|per\s*cent|percent)\b|\bpublicly\s+(?:traded|listed)\b/i;
const AFFILIATES = /\baffiliates?\b/i;

const boundBy = (view: PlaybookView, provision: PlacedProvision, side: string) =>
  provision.actor.length === 0 || isBinding(view, provision, side);

/**
 * A non-compete or non-solicitation agreement standing alone: an employee's, or the seller's of
 * a business, read for the one restricted or the one it protects.
 */
export const RESTRICTIVE_COVENANT_PLAYBOOK: Playbook = {
  sides: [
    {
      id: 'restricted',
      roles:
        /\b(?:employee|executive|seller|vendor|restricted|covenantor|shareholder|stockholder|principal|founder)\b/i,
    },
    { id: 'protected', roles: /\b(?:employer|buyer|purchaser|acquirer|covenantee)\b/i },
  ],
  // The rubric's default reader: the one who gives up the freedom to compete.
  defaultSide: 'restricted',
  // "Company" may be the employer or the seller of a business: the one bound not to compete or
  // solicit is the restricted side, the other the protected one.
  findSide: (view, role) => {
    const { own, others } = countDuties(view, role, {
      modalities: ['must-not'],
      words: COMPETES_OR_SOLICITS,
    });
    if (own === others) return null;
    return own > others ? 'restricted' : 'protected';
  },
  items: [
    {
      id: 'restrictive.non-compete',
      question: 'What may you not do, and is it limited to the business you actually worked in?',
      marketStandard:
        'A restraint limited to the business the covenantor worked in or sold, not any business or any role.',
      families: ['non-compete', 'exclusivity', 'outside-activities'],
      check: (view) => {
        const covenant = findNonCompete(view, 'reader');
        if (!covenant || view.side !== 'restricted') return null;
        return {
          kind: 'red-flag',
          title: 'You may not compete',
          explanation:
            'For the period and area the agreement sets, you may not work for, run or invest in a competing business.',
          start: covenant.start,
          end: covenant.end,
        };
      },
      severity: { restricted: 'high', protected: 'none' },
      suggestion:
        'Limit it to the products and customers you actually worked on, and allow passive investments and roles that do not compete.',
    },
    {
      id: 'restrictive.duration',
      question: 'How long does the restriction last?',
      marketStandard:
        'Six to twelve months after employment ends; up to three to five years on the sale of a business.',
      check: checkCovenantLength,
      severity: { restricted: 'medium', protected: 'low' },
      suggestion:
        'Ask for six to twelve months (employee), or no more than the period the buyer paid for (sale of a business).',
    },
    {
      id: 'restrictive.territory',
      question: 'Where does it apply?',
      marketStandard:
        'The area where the covenantor worked or the business sold actually operated, not the world.',
      check: (view) => {
        const sentence = findSentence(view, WORLDWIDE);
        if (!sentence || !findNonCompete(view, 'restricted')) return null;
        return {
          kind: 'red-flag',
          title: 'It applies everywhere',
          explanation:
            'The restriction has no real geographic limit, so it reaches places where you never worked and the other side never did business; courts often cut such covenants down or refuse them.',
          start: sentence.start,
          end: sentence.end,
        };
      },
      severity: { restricted: 'medium', protected: 'low' },
      suggestion:
        'Limit the area to the territory you covered (or where the business sold operated) in the last one or two years.',
    },
    {
      id: 'restrictive.consideration',
      question: 'What do you get for giving up the right to compete?',
      marketStandard:
        'Something beyond keeping the job: a payment, a bonus or pay during the restricted period (garden leave), or the price of the business sold.',
      check: (view) => {
        if (isSaleOfBusiness(view)) return null;
        const paid = findSentence(view, PAID_RESTRAINT);
        if (paid)
          return view.side === 'restricted'
            ? {
                kind: 'protection',
                title: 'You are paid while the restriction lasts',
                explanation:
                  'You receive pay during the restricted period, so you are not left without income while you may not compete.',
                start: paid.start,
                end: paid.end,
              }
            : null;
        const bare = findSentence(view, CONTINUED_EMPLOYMENT_ONLY);
        if (!bare) return null;
        return {
          kind: 'red-flag',
          title: 'Only continued employment is given for the restriction',
          explanation:
            view.side === 'restricted'
              ? 'The only thing you get for the restriction is keeping your job: you give up a freedom for nothing new. Several states require more (a payment or garden leave).'
              : 'The only thing given for the restriction is continued employment. Several states require more (a payment or garden leave), and without it the covenant may not be enforceable.',
          start: bare.start,
          end: bare.end,
        };
      },
      severity: { restricted: 'medium', protected: 'medium' },
      suggestion:
        'Ask for a payment or for pay during the restricted period (garden leave), or for the restriction to lapse if you are let go without cause.',
    },
    {
      id: 'restrictive.tolling',
      question: 'Can the restriction be extended?',
      marketStandard: 'Common in employer forms; fairer when only a court may extend it.',
      families: ['restriction-tolling'],
      severity: { restricted: 'low', protected: 'none' },
      suggestion: 'Ask that any extension be decided by a court, and capped.',
    },
    {
      id: 'restrictive.reformation',
      question: 'If the restriction is too broad, does it fall or is it rewritten?',
      marketStandard:
        'Most forms let a court reduce an overbroad covenant to what is enforceable (reformation or blue-pencilling).',
      check: (view) => {
        const sentence = findSentence(view, REFORMATION, COURT);
        if (view.side === 'protected') {
          if (sentence)
            return {
              kind: 'protection',
              title: 'A court may narrow it instead of striking it',
              explanation:
                'If a court finds the restriction too broad, the agreement asks it to enforce it to the extent the law allows rather than void it.',
              start: sentence.start,
              end: sentence.end,
            };
          const covenant = findNonCompete(view, 'restricted');
          return covenant
            ? {
                kind: 'red-flag',
                title: 'No saving clause for an overbroad restriction',
                explanation:
                  'Nothing asks a court to narrow the restriction if it is too broad, so in many states an overbroad covenant is struck down entirely.',
                start: covenant.start,
                end: covenant.end,
              }
            : null;
        }
        return sentence
          ? {
              kind: 'red-flag',
              title: 'A court may rewrite the restriction to enforce it',
              explanation:
                'If the restriction is too broad, a court is asked to cut it down and enforce the rest, instead of setting it aside; an overreaching covenant still binds you in part.',
              start: sentence.start,
              end: sentence.end,
            }
          : null;
      },
      severity: { restricted: 'low', protected: 'low' },
      suggestion:
        'Ask that an unenforceable restriction fall away rather than be rewritten, or at least that it be narrowed only by a court.',
    },
    {
      id: 'restrictive.successors',
      question: 'Can they pass the benefit of the restriction to a buyer?',
      marketStandard:
        'Usual in a sale of business; for an employee, assignment to a buyer of the business only.',
      check: (view) => {
        if (view.side !== 'restricted') return null;
        const grant = findProvisions(view, {
          modalities: ['may', 'entitled'],
          binds: 'protected',
          words: ASSIGNS,
        }).find((provision) => !boundBy(view, provision, 'restricted'));
        if (!grant) return null;
        return {
          kind: 'red-flag',
          title: 'They may pass the restriction to someone else',
          explanation:
            'The other side may assign this agreement, so a buyer or successor could enforce the restriction against you, possibly in a business you never worked for.',
          start: grant.start,
          end: grant.end,
        };
      },
      severity: { restricted: 'low', protected: 'none' },
      suggestion:
        'Limit assignment to a buyer of the whole business you worked in, and keep the restriction to that business.',
    },
    {
      id: 'restrictive.non-solicit',
      question: 'May you approach their customers or hire their people?',
      marketStandard:
        'Twelve to twenty-four months, limited to customers and colleagues you dealt with.',
      families: ['no-solicit-of-employees', 'no-solicit-of-customers'],
      severity: { restricted: 'medium', protected: 'none' },
      suggestion:
        'Limit it to customers and colleagues you dealt with in your last year, with an exception for general advertisements and people who approach you.',
    },
    {
      id: 'restrictive.law',
      question: 'Does the governing law allow a non-compete at all?',
      marketStandard:
        'California, North Dakota and Oklahoma void most post-employment non-competes; many other states limit them.',
      check: (view) => checkNonCompeteBan(view, 'restricted'),
      severity: { restricted: 'none', protected: 'medium' },
      suggestion:
        'Rely on confidentiality and a narrow non-solicit of customers instead of a non-compete.',
    },
    {
      id: 'restrictive.penalties',
      question: 'What do you pay if you breach it?',
      marketStandard: 'Actual damages and an injunction; a fixed sum or a repayment is unusual.',
      families: ['liquidated-damages', 'indemnification', 'uncapped-liability', 'fee-shifting'],
      severity: { restricted: 'high', protected: 'none' },
      suggestion:
        'Strike the fixed sum and the one-way legal costs; leave the other side its ordinary remedies.',
    },
    {
      id: 'restrictive.enforcement',
      question: 'Can they enforce it without proving their loss, and have you given up defences?',
      marketStandard:
        'An injunction for a real threat of breach is usual; a court still weighs it, and the covenantor keeps its defences.',
      families: ['injunction-without-bond', 'waiver-of-rights'],
      check: (view) => {
        if (view.side !== 'restricted') return null;
        const waiver = findSentence(view, WAIVES_DEFENCES);
        return waiver
          ? {
              kind: 'red-flag',
              title: 'You give up defences to enforcement',
              explanation:
                'You waive defences you could raise when they seek to enforce the restriction (for example that it is unreasonable), so a court order against you is easier to obtain.',
              start: waiver.start,
              end: waiver.end,
            }
          : null;
      },
      severity: { restricted: 'medium', protected: 'none' },
      suggestion:
        'Strike the waiver of defences, and keep the need to show a real threat of breach and to post a bond.',
    },
    {
      id: 'restrictive.scope',
      question: 'Does it reach beyond working for a competitor, or bind others with you?',
      marketStandard:
        'Working for or running a competing business; passive holdings of a few per cent allowed; only the covenantor bound.',
      check: (view) => {
        if (view.side !== 'restricted') return null;
        const broad = sentencesOf(view).find(
          (sentence) =>
            COMPETING_OR_RESTRICTED.test(sentence.text) &&
            countRoles(sentence.text) >= 4 &&
            !PASSIVE_HOLDING.test(sentence.text),
        );
        if (broad)
          return {
            kind: 'red-flag',
            title: 'The restriction reaches almost any involvement',
            explanation:
              'It forbids not only working for a competitor but also lending to, guaranteeing, advising or holding shares in one, with no exception for a small passive investment.',
            start: broad.start,
            end: broad.end,
          };
        const affiliates = findNonCompete(view, 'restricted');
        return affiliates &&
          AFFILIATES.test(view.document.text.slice(affiliates.start, affiliates.end))
          ? {
              kind: 'red-flag',
              title: 'Your affiliates are bound too',
              explanation:
                'The restriction binds your affiliates as well as you, so companies you control or that control you are kept out of the business too.',
              start: affiliates.start,
              end: affiliates.end,
            }
          : null;
      },
      severity: { restricted: 'medium', protected: 'none' },
      suggestion:
        'Limit it to working for or running a competing business, allow passive holdings (up to a few per cent), and bind only you.',
    },
    {
      id: 'restrictive.confidentiality',
      question: 'How long must you keep their information secret?',
      marketStandard:
        'Trade secrets while they remain secret; other business information for a few years.',
      families: ['confidentiality-forever', 'confidentiality-scope'],
      severity: { restricted: 'low', protected: 'none' },
      suggestion:
        'Ask for a fixed period for ordinary business information, and an exception for what you already knew or is public.',
    },
    {
      id: 'restrictive.non-disparagement',
      question: 'May you speak about them?',
      marketStandard:
        'Mutual when present, with exceptions for truthful testimony and reports to authorities.',
      families: ['non-disparagement'],
      severity: { restricted: 'medium', protected: 'none' },
      suggestion:
        'Make it mutual and carve out truthful statements, legal proceedings and reports to government agencies.',
    },
  ],
};
