import { findingAt, findProvisionFor, findProvisions, wordsOf, type Wording } from './checks.ts';
import { ASSIGNS_INVENTIONS, checkInventionCarveOut, findNonCompete } from './covenant-checks.ts';
import type { ItemFinding, Playbook, PlaybookView } from './playbook.ts';
import { findSentence, type Place } from './sentences.ts';

// The employee's earlier inventions: listed, excluded, or licensed when built into new work.
const PRIOR =
  /\bprior\s+inventions?\b|\bexcluded\s+inventions?\b|\b(?:previously|before\s+(?:my|the|your|employee['’]?s?)\s+(?:employment|engagement|start))\b[^.;]{0,80}\b(?:made|conceived|developed|invented|owned)\b/i;
const LICENCE = /\blicen[cs]e\b/i;
const FOR_EVER = /\b(?:perpetual|irrevocable|worldwide|royalty[- ]free|fully\s+paid)\b/i;
// An invention made after leaving, within a set time, presumed or assigned to the company.
const AFTER_LEAVING =
  /\b(?:within|for|during)\s+(?:the\s+)?(?:\w+\s+){0,2}(?:\(\d+\)\s*)?(?:months?|years?)\s+(?:after|following|of)\s+(?:the\s+)?(?:termination|cessation|end|expiration)\b/i;
const INVENTS = /\b(?:invent\w*|conceiv\w*|patent\w*)\b/i;
const CLAIMS = /\b(?:assign\w*|presum\w*|deem\w*|belong\w*|property\s+of|own\w*)\b/i;
// A present assignment ("hereby assigns") passes future inventions when made; a promise to
// assign ("agrees to assign") leaves the company to sue for them (Stanford v. Roche).
const PRESENT_ASSIGNMENT = /\bhereby\s+(?:\w+\s+){0,3}(?:assign|transfer|convey)\w*\b/i;
const PROMISE_TO_ASSIGN = /\b(?:agrees?\s+to|will|shall)\s+(?:promptly\s+)?assign\b/i;
const POWER_OF_ATTORNEY = /\battorney[- ]in[- ]fact\b|\bpower\s+of\s+attorney\b/i;
const MORAL_RIGHTS = /\bmoral\s+rights\b|\bdroit\s+moral\b/i;
const WAIVES = /\bwaive\w*\b|\bnot\s+(?:to\s+)?assert\b/i;

/** A risk to the employee quoting a clause, or null when there is none or another reader. */
function employeeRisk(
  view: PlaybookView,
  clause: Place | null | undefined,
  wording: Wording,
): ItemFinding | null {
  return view.side === 'employee' ? findingAt('red-flag', clause, wording) : null;
}

/**
 * An invention assignment (proprietary information and inventions) agreement, read for the
 * employee, founder or consultant who assigns, or for the company.
 */
export const INVENTION_ASSIGNMENT_PLAYBOOK: Playbook = {
  sides: [
    {
      id: 'employee',
      roles: /\b(?:employee|founder|consultant|contractor|assignor|inventor|executive)\b/i,
    },
    { id: 'company', roles: /\b(?:company|employer|assignee|corporation)\b/i },
  ],
  defaultSide: 'employee',
  items: [
    {
      id: 'invention.scope',
      question: 'Which of your inventions go to the company?',
      marketStandard:
        'Inventions made in the job, with the company’s resources, or related to its business, during employment.',
      families: ['assignment-of-inventions', 'ip-ownership-assignment'],
      severity: { employee: 'medium', company: 'none' },
      suggestion:
        'Limit the assignment to inventions related to the business or made with company resources during employment.',
    },
    {
      id: 'invention.prior-inventions',
      question: 'Does it reach what you invented before?',
      marketStandard: 'Earlier inventions are listed in a schedule and stay yours.',
      families: ['prior-inventions'],
      severity: { employee: 'high', company: 'none' },
      suggestion: 'Strike earlier inventions from the assignment and list them in the schedule.',
    },
    {
      id: 'invention.prior-list',
      question: 'Can you list your earlier inventions, and what happens if you use them?',
      marketStandard:
        'A schedule of prior inventions that stay yours; a licence only where you build one into company work with consent.',
      check: (view) => {
        const licence = findSentence(view, PRIOR, LICENCE, FOR_EVER);
        if (licence)
          return view.side === 'employee'
            ? {
                kind: 'red-flag',
                title: 'Your earlier inventions may be licensed to them for ever',
                explanation:
                  'If you use one of your earlier inventions in your work, the company receives a permanent, free licence to it, often worldwide and with the right to sublicense.',
                start: licence.start,
                end: licence.end,
              }
            : null;
        if (findSentence(view, PRIOR)) return null;
        const assignment =
          findProvisionFor(view, 'employee', { words: ASSIGNS_INVENTIONS }) ??
          findSentence(view, ASSIGNS_INVENTIONS);
        return employeeRisk(view, assignment, {
          title: 'No list of your earlier inventions',
          explanation:
            'The agreement gives you no way to list the inventions you made before, so nothing records that they stay yours if the company later claims them.',
        });
      },
      severity: { employee: 'medium', company: 'none' },
      suggestion:
        'Attach a schedule of your prior inventions, and ask that any licence need your written consent before one is used.',
    },
    {
      id: 'invention.carve-out',
      question: 'Do you keep what you invent on your own time?',
      marketStandard:
        'The statutory exception (California Labor Code 2870 and similar laws) for inventions made on your own time without company resources.',
      check: (view) => checkInventionCarveOut(view, 'employee'),
      severity: { employee: 'medium', company: 'low' },
      suggestion:
        'Add the statutory exception for inventions developed entirely on your own time without company equipment, supplies, facilities or trade secrets.',
    },
    {
      id: 'invention.after-leaving',
      question: 'Can they claim what you invent after you leave?',
      marketStandard:
        'The assignment ends when employment ends; at most a short duty to disclose patents filed soon after.',
      check: (view) => {
        const clause = findProvisions(view, { words: AFTER_LEAVING }).find((provision) => {
          const words = wordsOf(view, provision);
          return INVENTS.test(words) && CLAIMS.test(words);
        });
        return employeeRisk(view, clause, {
          title: 'Inventions after you leave may be claimed',
          explanation:
            'What you invent for a period after you leave may be presumed or assigned to the company, so work for your next employer or your own venture could be claimed.',
        });
      },
      severity: { employee: 'high', company: 'none' },
      suggestion:
        'Strike the post-employment reach, or limit it to inventions based on the company’s confidential information, for no more than a few months.',
    },
    {
      id: 'invention.present-assignment',
      question: 'Are the inventions assigned now, or only promised?',
      marketStandard:
        '“Hereby assigns”: a present assignment of future inventions, so title passes when each is made.',
      check: (view) => {
        if (view.side !== 'company' || findSentence(view, PRESENT_ASSIGNMENT)) return null;
        const promise = findProvisions(view, { words: PROMISE_TO_ASSIGN }).find((provision) =>
          INVENTS.test(wordsOf(view, provision)),
        );
        return promise
          ? {
              kind: 'red-flag',
              title: 'The inventions are only promised, not assigned',
              explanation:
                'The employee agrees to assign inventions in the future rather than assigning them now, so title does not pass automatically; an earlier present assignment to someone else could win.',
              start: promise.start,
              end: promise.end,
            }
          : null;
      },
      severity: { employee: 'none', company: 'medium' },
      suggestion: 'Use “hereby assigns” so title to each invention passes when it is made.',
    },
    {
      id: 'invention.power-of-attorney',
      question: 'Can they sign papers in your name?',
      marketStandard:
        'Usual: a power of attorney limited to filing and perfecting the assigned rights if you cannot or will not sign.',
      families: ['security-interest'],
      check: (view) =>
        employeeRisk(view, findProvisionFor(view, 'employee', { words: POWER_OF_ATTORNEY }), {
          title: 'They may sign in your name',
          explanation:
            'You appoint the company your attorney, usually irrevocably, to sign and file papers about the assigned inventions if you do not.',
        }),
      severity: { employee: 'low', company: 'none' },
      suggestion:
        'Limit the power to filings about the assigned inventions, used only if you do not sign within a set time.',
    },
    {
      id: 'invention.moral-rights',
      question: 'Do you give up the right to be named as author?',
      marketStandard: 'Common: moral rights waived or not asserted, to the extent the law allows.',
      families: ['waiver-of-rights'],
      check: (view) =>
        employeeRisk(
          view,
          findProvisionFor(view, 'employee', { words: MORAL_RIGHTS, alsoSays: WAIVES }),
          {
            title: 'You give up your moral rights',
            explanation:
              'You waive (or agree not to assert) the right to be named as author of your work and to object to changes to it.',
          },
        ),
      severity: { employee: 'low', company: 'none' },
      suggestion: 'Accept, or keep the right to be credited where the company publishes your work.',
    },
    {
      id: 'invention.non-compete',
      question: 'Does it also stop you competing?',
      marketStandard: 'An invention assignment carries no non-compete.',
      families: ['non-compete', 'exclusivity', 'outside-activities'],
      check: (view) =>
        employeeRisk(view, findNonCompete(view, 'reader'), {
          title: 'You may not compete',
          explanation:
            'Beyond assigning inventions, you agree not to compete, a restriction an invention assignment does not usually carry.',
        }),
      severity: { employee: 'high', company: 'none' },
      suggestion: 'Strike the non-compete, or limit it to a short period and your actual field.',
    },
    {
      id: 'invention.non-solicit',
      question: 'May you approach their customers or hire your colleagues after you leave?',
      marketStandard:
        'Twelve months, limited to people and customers you dealt with, when present.',
      families: ['no-solicit-of-employees', 'no-solicit-of-customers'],
      severity: { employee: 'medium', company: 'none' },
      suggestion:
        'Limit it to twelve months and to the people and customers you dealt with, allowing general advertisements.',
    },
    {
      id: 'invention.confidentiality',
      question: 'What must you keep secret, and for how long?',
      marketStandard:
        'Trade secrets while they remain secret; what is public or was yours before is excluded.',
      families: ['confidentiality-forever', 'confidentiality-scope', 'return-or-destroy'],
      severity: { employee: 'low', company: 'none' },
      suggestion:
        'Keep the usual exceptions (public, already known, received lawfully), and a right to report to government agencies.',
    },
    {
      id: 'invention.remedies',
      question: 'What can they do if you breach it?',
      marketStandard:
        'An injunction and actual damages; no indemnity or fixed sum from the employee.',
      families: ['indemnification', 'liquidated-damages', 'uncapped-liability', 'fee-shifting'],
      severity: { employee: 'high', company: 'none' },
      suggestion: 'Strike the indemnity, fixed sums and one-way legal costs.',
    },
    {
      id: 'invention.injunction',
      question: 'Can they get a court order without proving their loss?',
      marketStandard: 'Usual in these agreements; a court still decides.',
      families: ['injunction-without-bond'],
      severity: { employee: 'low', company: 'none' },
      suggestion: 'Keep the need to post a bond and to show a real threat of breach.',
    },
    {
      id: 'invention.employment',
      question: 'Does signing promise you a job for any time?',
      marketStandard:
        'Ordinary: the agreement states it is no contract of employment and the job stays at will.',
      families: ['at-will'],
      severity: { employee: 'none', company: 'none' },
      suggestion: 'Nothing to ask for here: the terms of the job are in the offer letter.',
    },
    {
      id: 'invention.disputes',
      question: 'Can you take a claim against them to court?',
      marketStandard: 'Courts where you work, or arbitration paid for by the company.',
      families: ['arbitration', 'jury-waiver', 'class-action-waiver'],
      severity: { employee: 'medium', company: 'none' },
      suggestion:
        'Ask for the company to pay the arbitration costs and for a forum where you work.',
    },
  ],
};
