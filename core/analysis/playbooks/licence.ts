import { findingAt, findProvision, findProvisions, firstOf, wordsOf } from './checks.ts';
import {
  CAP_FAMILIES,
  checkIpIndemnity,
  DISPUTE_FAMILIES,
  flagAbsent,
  flagNoCurePeriod,
  TERMINATION_FAMILIES,
} from './commercial-checks.ts';
import { flagLiabilityCap } from './liability-cap.ts';
import type { Playbook, PlaybookView } from './playbook.ts';
import { AFTER_END } from './words.ts';

const other = (view: PlaybookView) => (view.side === 'licensee' ? 'licensor' : 'licensee');
const readsAsLicensee = (view: PlaybookView) => view.side === 'licensee';

// A licence of products the licensee makes or sells: then stock on hand at the end matters.
const SELLS_PRODUCTS =
  /\b(?:licensed\s+products?|inventory|merchandise|manufactur\w*|sell\s+(?:the\s+)?products?)\b/i;
const SELL_OFF =
  /\bsell[\s-]*off\b|\b(?:sell|dispose\s+of|distribute)\b[^.;]{0,60}\b(?:inventory|stock|remaining|on\s+hand|existing)\b|\b(?:inventory|stock)\b[^.;]{0,80}\b(?:sold|disposed)\b/i;
const STOPS_USING = /\b(?:cease|discontinue|stop)\w*\b/i;
const SUBLICENSING = /\bsub-?licen[cs]\w*/i;
// Not to dispute the licensor's rights: its validity, its ownership, its registrations.
const NO_CHALLENGE =
  /\b(?:challenge|contest|dispute|attack|oppose)\b[^.;]{0,80}\b(?:validity|ownership|title|rights?|registrations?|enforceability)\b/i;
// The licensor approves each product, package or advertisement before it is used.
const APPROVAL = /\b(?:prior\s+)?(?:written\s+)?approv\w*\b/i;
const AT_DISCRETION = /\b(?:sole|absolute|unfettered)\s+discretion\b|\bfor\s+any\s+reason\b/i;

/**
 * A licence of intellectual property (a patent, trademark, software or content), as a lawyer
 * reads it for the licensee who pays to use it or the licensor who grants it.
 */
export const LICENCE_PLAYBOOK: Playbook = {
  sides: [
    { id: 'licensee', roles: /\b(?:licensee|sublicensee)\b/i },
    { id: 'licensor', roles: /\b(?:licensor)\b/i },
  ],
  // The rubric's reader of a licence: the licensee.
  defaultSide: 'licensee',
  items: [
    {
      id: 'licence.scope',
      question: 'Is the licence exclusive in your field and territory?',
      marketStandard:
        'The grant says the field, territory and exclusivity; an exclusive licensee is protected from the licensor competing in its field.',
      families: ['no-exclusivity', 'reserved-competition', 'volume-restriction'],
      severity: { licensee: 'medium', licensor: 'none' },
      suggestion:
        'Ask for exclusivity in your field and territory, or at least that the licensor will not license a direct competitor there.',
    },
    {
      id: 'licence.minimums',
      question: 'Must you pay minimum royalties or sell minimum volumes?',
      marketStandard:
        'Minimums only in an exclusive licence, starting after a ramp-up; missing them ends exclusivity rather than the licence.',
      families: ['minimum-commitment', 'pay-regardless'],
      severity: { licensee: 'high', licensor: 'low' },
      suggestion:
        'Tie any minimum to exclusivity, start it after a ramp-up year, and let a shortfall be paid up or end only the exclusivity.',
    },
    {
      id: 'licence.audit',
      question: 'Can they audit your royalty records, and who pays?',
      marketStandard:
        'Audit once a year on notice, at the licensor’s cost unless it finds an underpayment of more than 5%.',
      families: ['audit-rights'],
      severity: { licensee: 'low', licensor: 'none' },
      suggestion:
        'Limit audits to once a year, on notice, in business hours, at their cost unless they find an underpayment over 5%.',
    },
    {
      id: 'licence.termination',
      question: 'Can they take the licence away, and do you get time to fix a breach?',
      marketStandard:
        'Termination only for material breach not cured within 30 to 60 days, or insolvency; no termination for convenience by the licensor.',
      families: [...TERMINATION_FAMILIES],
      check: (view) =>
        flagNoCurePeriod(view, other(view), {
          title: 'They can end the licence for a breach without giving you time to fix it',
          explanation:
            'The other side may terminate for a breach without first giving you notice and a period to put it right.',
        }),
      severity: { licensee: 'high', licensor: 'medium' },
      suggestion:
        'Ask for written notice and 30 to 60 days to cure before termination for breach, and no termination for convenience by the licensor.',
    },
    {
      id: 'licence.sell-off',
      question: 'May you sell the stock you have when the licence ends?',
      marketStandard:
        'A sell-off period of three to six months after the end, royalties paid on what is sold.',
      check: (view) => {
        if (!readsAsLicensee(view) || !SELLS_PRODUCTS.test(view.document.text)) return null;
        const ceasing = findProvisions(view, { binds: 'reader', words: STOPS_USING }).find(
          (provision) => AFTER_END.test(wordsOf(view, provision)),
        );
        const place = ceasing ?? firstOf(view, { words: AFTER_END });
        return flagAbsent(view, SELL_OFF, place, {
          title: 'No time to sell your remaining stock when it ends',
          explanation:
            'Nothing lets you sell the licensed products you have made or bought once the licence ends, so that stock could become worthless.',
        });
      },
      severity: { licensee: 'medium', licensor: 'none' },
      suggestion:
        'Add a sell-off period of three to six months after the end, paying the usual royalty on what you sell.',
    },
    {
      id: 'licence.sublicensing',
      question: 'May you sublicense, to affiliates or contractors?',
      marketStandard:
        'Sublicences to affiliates and contractors working for the licensee, with the licensor’s consent otherwise.',
      check: (view) =>
        readsAsLicensee(view)
          ? findingAt(
              'red-flag',
              findProvision(view, {
                modalities: ['must-not'],
                binds: 'reader',
                words: SUBLICENSING,
              }),
              {
                title: 'You may not sublicense',
                explanation:
                  'You may not pass rights on to affiliates, contractors or customers, which can block the way you intended to use the licence.',
              },
            )
          : null,
      severity: { licensee: 'low', licensor: 'none' },
      suggestion:
        'Ask to sublicense to your affiliates and contractors, and to others with consent not unreasonably withheld.',
    },
    {
      id: 'licence.grant-back',
      question: 'Do your improvements become theirs?',
      marketStandard:
        'Each side owns its own improvements; at most a non-exclusive licence back to the licensor.',
      families: ['ip-ownership-assignment', 'assignment-of-inventions', 'prior-inventions'],
      severity: { licensee: 'high', licensor: 'medium' },
      suggestion:
        'Keep your improvements, offering at most a non-exclusive, royalty-free licence back.',
    },
    {
      id: 'licence.warranty',
      question: 'Do they promise they own what they license?',
      marketStandard:
        'The licensor warrants it owns the rights and may grant them; other warranties disclaimed.',
      families: ['warranty-disclaimer'],
      severity: { licensee: 'medium', licensor: 'none' },
      suggestion:
        'Ask for a warranty that the licensor owns the rights, may grant the licence, and knows of no infringement claim.',
    },
    {
      id: 'licence.ip-indemnity',
      question: 'Will they defend you if using the licence infringes someone’s rights?',
      marketStandard:
        'The licensor defends and indemnifies the licensee against claims that the licensed rights infringe.',
      check: (view) => {
        if (!readsAsLicensee(view)) return null;
        return checkIpIndemnity(view, 'licensor', {
          given: {
            title: 'They defend you against infringement claims',
            explanation:
              'If someone claims what you license infringes their rights, the licensor must defend you and pay the costs.',
          },
          absent: {
            title: 'No protection if the licence infringes others’ rights',
            explanation:
              'You indemnify the licensor, but it does not defend you if a third party claims that what it licensed infringes their rights.',
          },
        });
      },
      severity: { licensee: 'medium', licensor: 'none' },
      suggestion:
        'Ask the licensor to defend and indemnify you against claims that the licensed rights infringe.',
    },
    {
      id: 'licence.indemnity',
      question: 'Must you cover their losses?',
      marketStandard:
        'The licensee indemnifies for its own products and use; the licensor for the rights it grants.',
      families: ['indemnification'],
      // A licensee's indemnity for its own products is the norm; the point is the licensor's.
      severity: { licensee: 'low', licensor: 'low' },
      suggestion:
        'Limit your indemnity to claims from your own products or breach, and make it subject to the cap.',
    },
    {
      id: 'licence.liability-cap',
      question: 'Is liability capped, and for both sides alike?',
      marketStandard:
        'A mutual cap, often the royalties paid in a year, with the usual carve-outs.',
      families: [...CAP_FAMILIES, 'liability-exclusion'],
      check: (view) => flagLiabilityCap(view, other(view)),
      severity: { licensee: 'medium', licensor: 'medium' },
      suggestion: 'Ask for a mutual cap with the same carve-outs for both sides.',
    },
    {
      id: 'licence.change-of-control',
      question: 'Does the licence survive a sale of your business?',
      marketStandard:
        'The licence may be assigned with the business it serves; change of control is no ground to terminate.',
      families: ['change-of-control', 'anti-assignment'],
      severity: { licensee: 'high', licensor: 'low' },
      suggestion:
        'Allow assignment to a buyer of the business, and strike termination on a change of control.',
    },
    {
      id: 'licence.non-compete',
      question: 'Are you barred from competing products?',
      marketStandard:
        'An exclusive licensee may accept a ban on competing products during the term only.',
      families: ['non-compete', 'exclusivity', 'no-solicit-of-customers'],
      severity: { licensee: 'high', licensor: 'medium' },
      suggestion: 'Limit any ban on competing products to the term and to the licensed field.',
    },
    {
      id: 'licence.no-challenge',
      question: 'May you still challenge their rights?',
      marketStandard:
        'Common in trademark and patent licences; in a patent licence some laws refuse to enforce it, and at most it lets the licensor end the licence if challenged.',
      check: (view) =>
        readsAsLicensee(view)
          ? findingAt(
              'red-flag',
              findProvision(view, {
                binds: 'licensee',
                modalities: ['must-not'],
                words: NO_CHALLENGE,
              }),
              {
                title: 'You may not challenge their rights',
                explanation:
                  'You give up disputing that their marks or patents are valid or theirs, even if you learn they are not, while you keep paying for them.',
              },
            )
          : null,
      severity: { licensee: 'medium', licensor: 'none' },
      suggestion:
        'Strike it, or limit the consequence of a challenge to the licensor being able to end the licence.',
    },
    {
      id: 'licence.approvals',
      question: 'Must they approve each use, and may they refuse at will?',
      marketStandard:
        'A trademark licensor controls quality, usually by approving samples; approval is not to be unreasonably withheld and is deemed given if they do not answer in time.',
      check: (view) =>
        readsAsLicensee(view)
          ? findingAt(
              'red-flag',
              findProvision(view, {
                binds: 'licensee',
                words: APPROVAL,
                alsoSays: AT_DISCRETION,
              }) ?? findProvision(view, { words: APPROVAL, alsoSays: AT_DISCRETION }),
              {
                title: 'Every use needs their approval, at their discretion',
                explanation:
                  'Products, packaging or advertising need their approval first, and they may refuse it as they please: a launch can be held up or stopped without a reason.',
              },
            )
          : null,
      severity: { licensee: 'medium', licensor: 'none' },
      suggestion:
        'Ask that approval not be unreasonably withheld or delayed, and that it be deemed given if they do not answer within ten business days.',
    },
    {
      id: 'licence.perpetual',
      question: 'Is the licence permanent or irrevocable?',
      marketStandard:
        'A term licence, renewable; perpetual and irrevocable licences only when fully paid up.',
      families: ['irrevocable-or-perpetual-license', 'content-licence'],
      severity: { licensee: 'none', licensor: 'medium' },
      suggestion: 'Make the licence revocable for uncured breach, or limit it to a term.',
    },
    {
      id: 'licence.payment-and-disputes',
      question: 'What does late payment cost, and where are disputes heard?',
      marketStandard: 'Modest interest on late royalties; a neutral forum.',
      families: ['late-fees-and-interest', ...DISPUTE_FAMILIES],
      severity: { licensee: 'low', licensor: 'low' },
      suggestion: 'Ask for modest interest only after notice, and a neutral forum.',
    },
  ],
};
