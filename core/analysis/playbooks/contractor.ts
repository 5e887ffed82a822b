import { findProvision, findProvisions, isBinding, statesKeyTerm, wordsOf } from './checks.ts';
import { checkSecrecyWithoutEnd, findNonCompete } from './covenant-checks.ts';
import { paymentDays } from './periods.ts';
import type { ItemFinding, Playbook, PlaybookView } from './playbook.ts';
import { findSentence, sentencesOf } from './sentences.ts';
import { TERMINATES } from './words.ts';

// Ownership of the work passing to the client: an assignment, "property of", work for hire.
const CLIENT_OWNS =
  /\b(?:assign\w*|property\s+of|owned\s+by|shall\s+own|will\s+own|owns|vest\w*\s+in|works?\s+(?:made\s+)?for\s+hire)\b/i;
const THE_WORK =
  /\b(?:deliverables?|work\s+product|intellectual\s+property|inventions?|materials|results|copyrights?|works?\s+(?:made\s+)?for\s+hire)\b/i;
// What the contractor brings and keeps: its earlier work, tools and know-how.
const BACKGROUND =
  /\b(?:pre-?existing\s+(?:materials?|intellectual|ip|works?|technology|inventions?|know-?how|tools|code|software)|background\s+(?:ip|technology|intellectual|materials?)|prior\s+(?:works?|inventions?|materials?|ip)|(?:contractor|consultant)['’]?s?\s+(?:own\s+)?(?:tools|materials|know-?how|methodolog\w*)|retain\w*\s+(?:all\s+)?(?:right|ownership|title)|general\s+(?:skills|know-?how))\b/i;
// The client's satisfaction decides whether the work is accepted and paid.
const SOLE_SATISFACTION =
  /\b(?:sole|absolute)\s+(?:and\s+absolute\s+)?(?:discretion|satisfaction|judg(?:e)?ment)\b|\bsatisfactory\s+to\s+(?:the\s+)?(?:client|company|customer)\b|\bto\s+the\s+(?:complete\s+)?satisfaction\s+of\b/i;
const THE_SERVICES = /\b(?:deliverables?|work\s+product|services|work)\b/i;
const ACCEPTANCE = /\b(?:accept\w*|approv\w*|satisf\w*)\b/i;
const PAYMENT = /\b(?:pay\w*|invoice\w*|fees?|compensat\w*|remunerat\w*)\b/i;
const WHEN_PAID =
  /\bwithin\s+(?:\w+\s+)?(?:\(\d+\)\s*)?(?:calendar\s+|business\s+)?days\b|\bnet\s*\d+|\b(?:monthly|weekly|bi-?weekly|semi-?monthly|quarterly)\b|\b(?:each|per|every)\s+(?:calendar\s+)?(?:month|week)\b|\b(?:up)?on\s+receipt\b|\bin\s+advance\b|\bdue\s+(?:on|upon)\b|\bno\s+later\s+than\b|\bupon\s+(?:completion|delivery|execution|signing)\b/i;
const ELSEWHERE =
  /\b(?:SOW|statement\s+of\s+work|exhibit|schedule|order\s+form|work\s+order|attached)\b/i;
// The longest payment period a client may take before the contractor is seriously out of pocket.
const MARKET_PAYMENT_DAYS = 45;
// What a contractor is paid when the client ends early: the work done up to then.
const PAID_FOR_WORK_DONE =
  /\b(?:performed|rendered|completed|provided|accrued|earned|incurred)\b[^.;]{0,120}\b(?:through|up\s+to|prior\s+to|before|until)\b|\b(?:through|up\s+to|prior\s+to)\s+(?:the\s+)?(?:date\s+of\s+|effective\s+date\s+of\s+)?(?:such\s+)?terminat\w*/i;
const EXCEPT_FOR_CAUSE =
  /\b(?:except|other\s+than|unless)\s+(?:where|if|when|in\s+the\s+case\s+of)?\b[^.;]{0,80}\bfor\s+cause\b/i;
const ONLY_ACCEPTED = /\b(?:completed\s+and\s+accepted|accepted\s+by|approved\s+by)\b/i;
// Signs of an employee in all but name: set hours, supervision, exclusive full-time service.
const CONTROL =
  /\b(?:(?:regular|fixed|normal|set)\s+(?:working\s+)?(?:hours|schedule)|hours\s+of\s+work|work(?:ing)?\s+hours\s+(?:of|set|determined)|full[- ]time|under\s+the\s+(?:direct\s+)?(?:supervision|direction\s+and\s+control|control)\s+of|as\s+directed\s+by|exclusively\s+(?:for|to)\s+(?:the\s+)?(?:company|client|customer)|devote\s+(?:substantially\s+)?(?:all|(?:his|her|its|their)\s+(?:full|entire))\s+(?:\w+\s+){0,2}(?:time|attention))\b/i;
const INSURANCE = /\binsurance\b/i;
const INDEMNIFIES = /\b(?:indemnif\w*|hold\s+(?:\w+\s+){0,3}harmless)\b/i;
const LIABILITY_CAP =
  /\b(?:shall|will)\s+not\s+exceed\b|\bin\s+no\s+event\b[^.]{0,160}\bliab\w*|\baggregate\s+liability\b|\bliability\b[^.]{0,80}\b(?:limited|capped)\b|\bmaximum\s+(?:aggregate\s+)?liability\b|\bcap\s+on\s+liability\b/i;

/** Payment held back by the client's sole satisfaction, on long terms, or with no date at all. */
function checkPayment(view: PlaybookView): ItemFinding | null {
  if (view.side !== 'contractor') return null;
  const satisfaction = findSentence(view, SOLE_SATISFACTION, ACCEPTANCE, THE_SERVICES);
  if (satisfaction)
    return {
      kind: 'red-flag',
      title: 'The work is accepted (and paid) only if they are satisfied',
      explanation:
        'Whether your work is accepted depends on the client’s sole judgement, with no objective criteria, so payment can be withheld on their say-so.',
      start: satisfaction.start,
      end: satisfaction.end,
    };
  const payments = sentencesOf(view).filter((sentence) => PAYMENT.test(sentence.text));
  const periods = payments
    .map((sentence) => ({ sentence, days: paymentDays(sentence.text) }))
    .filter((entry) => entry.days !== null && /\b(?:pay|invoice)\w*/i.test(entry.sentence.text));
  if (periods.some((entry) => (entry.days ?? 0) <= MARKET_PAYMENT_DAYS)) return null;
  const longest = periods.sort((left, right) => (right.days ?? 0) - (left.days ?? 0))[0];
  if (longest)
    return {
      kind: 'red-flag',
      title: `You wait ${longest.days} days to be paid`,
      explanation: `Invoices are paid ${longest.days} days after they are received; thirty days is usual, and a longer wait means financing the client’s business.`,
      start: longest.sentence.start,
      end: longest.sentence.end,
    };
  // Terms left blank, or set in a statement of work or exhibit, are not missing.
  if (
    view.keyTerms.some((term) => term.kind === 'payment-terms') ||
    payments.some((sentence) => WHEN_PAID.test(sentence.text) || ELSEWHERE.test(sentence.text))
  )
    return null;
  const duty = findProvision(view, { binds: 'client', modalities: ['must'], words: PAYMENT });
  if (!duty) return null;
  return {
    kind: 'red-flag',
    title: 'No date by which you are paid',
    explanation:
      'The agreement says what you are paid but not when, so nothing lets you insist on payment by a given day.',
    start: duty.start,
    end: duty.end,
  };
}

/**
 * An independent contractor or consulting agreement, read for the contractor (who does the
 * work) or the client (who pays for it).
 */
export const CONTRACTOR_PLAYBOOK: Playbook = {
  sides: [
    {
      id: 'contractor',
      roles:
        /\b(?:contractor|consultant|service\s+provider|freelancer|provider|advis[eo]r|developer)\b/i,
    },
    { id: 'client', roles: /\b(?:client|company|customer|corporation)\b/i },
  ],
  defaultSide: 'contractor',
  items: [
    {
      id: 'contractor.payment',
      question: 'When, and on what condition, are you paid?',
      marketStandard:
        'Invoices paid within thirty days; acceptance against objective criteria, deemed if the client does not object in time.',
      check: checkPayment,
      severity: { contractor: 'medium', client: 'none' },
      suggestion:
        'Ask for payment within thirty days of invoice, interest on late payment, and acceptance against written criteria, deemed given after ten days.',
    },
    {
      id: 'contractor.termination',
      question: 'Can they end the contract whenever they like?',
      marketStandard:
        'Either side may end it on notice (often thirty days); termination for breach after a chance to cure.',
      families: ['termination-for-convenience', 'immediate-termination'],
      severity: { contractor: 'medium', client: 'none' },
      suggestion:
        'Ask for the same right, a notice period, and a cure period before termination for breach.',
    },
    {
      id: 'contractor.paid-on-termination',
      question: 'Are you paid for work done when it ends early?',
      marketStandard:
        'On any termination the client pays for work performed and expenses incurred up to the termination date.',
      check: (view) => {
        if (view.side !== 'contractor') return null;
        const paid = findSentence(view, TERMINATES, PAYMENT, PAID_FOR_WORK_DONE);
        if (paid && EXCEPT_FOR_CAUSE.test(paid.text))
          return {
            kind: 'red-flag',
            title: 'Fees you have earned are lost if they end it for cause',
            explanation:
              'Work done before termination is paid, except where the client terminates for cause: then even fees already earned may go unpaid.',
            start: paid.start,
            end: paid.end,
          };
        if (paid)
          return ONLY_ACCEPTED.test(paid.text)
            ? {
                kind: 'red-flag',
                title: 'Only finished, accepted work is paid when it ends',
                explanation:
                  'If the contract ends early you are paid only for work the client has accepted, not for work in progress or time already spent.',
                start: paid.start,
                end: paid.end,
              }
            : null;
        const rights = findProvisions(view, {
          modalities: ['may', 'entitled'],
          binds: 'client',
          words: TERMINATES,
        });
        // The client's own right to end it: "either party may" is the contractor's too.
        const right =
          rights.find((provision) => !isBinding(view, provision, 'contractor')) ?? rights[0];
        if (!right) return null;
        return {
          kind: 'red-flag',
          title: 'Nothing says you are paid for work done before it ends',
          explanation:
            'The client may end the contract, but nothing says you are paid for the work already performed and the costs already incurred when it does.',
          start: right.start,
          end: right.end,
        };
      },
      severity: { contractor: 'medium', client: 'none' },
      suggestion:
        'Add that on any termination the client pays for work performed and expenses incurred up to the termination date.',
    },
    {
      id: 'contractor.ip-ownership',
      question: 'Who owns what you create?',
      marketStandard:
        'The client owns the deliverables once paid for; the contractor keeps its tools and know-how.',
      // The power of attorney to file for the assigned rights is part of the assignment.
      families: ['ip-ownership-assignment', 'assignment-of-inventions', 'security-interest'],
      check: (view) => {
        if (view.side !== 'client' || findSentence(view, CLIENT_OWNS, THE_WORK)) return null;
        const services = findProvision(view, {
          binds: 'contractor',
          modalities: ['must'],
          words: /\b(?:services?|deliver\w*|perform\w*|work)\b/i,
        });
        return services
          ? {
              kind: 'red-flag',
              title: 'Nothing says you own what you pay for',
              explanation:
                'The agreement neither assigns the work product to you nor makes it a work made for hire, so the contractor may keep the copyright and other rights in what you paid for.',
              start: services.start,
              end: services.end,
            }
          : null;
      },
      severity: { contractor: 'low', client: 'high' },
      suggestion:
        'Ask that ownership pass only once you are paid, and that you keep a licence to reuse general know-how and non-specific parts.',
    },
    {
      id: 'contractor.background-ip',
      question: 'Do you keep your own tools, templates and earlier work?',
      marketStandard:
        'Pre-existing materials stay the contractor’s, with a licence to the client for what is built into the deliverables.',
      families: ['prior-inventions', 'irrevocable-or-perpetual-license'],
      check: (view) => {
        if (view.side !== 'contractor') return null;
        const kept = findSentence(view, BACKGROUND);
        if (kept)
          return {
            kind: 'protection',
            title: 'You keep your own tools and earlier work',
            explanation:
              'What you owned or developed before, or outside, this engagement stays yours; the client gets only the deliverables or a licence to use what is built into them.',
            start: kept.start,
            end: kept.end,
          };
        // "Contractor hereby assigns ..." has no modal verb: read from the sentence if need be.
        const assignment =
          findProvisions(view, { words: CLIENT_OWNS }).find((provision) =>
            THE_WORK.test(wordsOf(view, provision)),
          ) ?? findSentence(view, CLIENT_OWNS, THE_WORK);
        return assignment
          ? {
              kind: 'red-flag',
              title: 'No exception for your own tools and earlier work',
              explanation:
                'The work passes to the client with no exception for the materials, code or know-how you had before, so what you build into a deliverable could pass with it.',
              start: assignment.start,
              end: assignment.end,
            }
          : null;
      },
      severity: { contractor: 'medium', client: 'none' },
      suggestion:
        'Add that your pre-existing materials stay yours, with a non-exclusive licence to the client for what is built into the deliverables.',
    },
    {
      id: 'contractor.indemnity',
      question: 'Must you cover their losses?',
      marketStandard:
        'Each side covers claims from its own negligence, wilful misconduct or infringement, within the cap.',
      families: ['indemnification'],
      severity: { contractor: 'high', client: 'low' },
      suggestion:
        'Limit it to claims caused by your own negligence or infringement, make it mutual, and put it under the liability cap.',
    },
    {
      id: 'contractor.liability-cap',
      question: 'Is what you can owe capped?',
      marketStandard:
        'A mutual cap at the fees paid (often in the last twelve months), with narrow exceptions.',
      families: ['uncapped-liability'],
      check: (view) => {
        if (view.side !== 'contractor') return null;
        if (statesKeyTerm(view, 'liability-cap') || findSentence(view, LIABILITY_CAP)) return null;
        const indemnity = findProvision(view, {
          binds: 'contractor',
          modalities: ['must'],
          words: INDEMNIFIES,
        });
        return indemnity
          ? {
              kind: 'red-flag',
              title: 'Your liability has no cap',
              explanation:
                'Nothing limits what you may owe the client, including under your indemnity, so a single claim could cost far more than the fees you earn.',
              start: indemnity.start,
              end: indemnity.end,
            }
          : null;
      },
      severity: { contractor: 'high', client: 'medium' },
      suggestion:
        'Ask for a mutual cap at the fees paid under the agreement, and for any exclusion of indirect losses to apply to both sides.',
    },
    {
      id: 'contractor.liability-exclusion',
      question: 'Does only their liability have a limit?',
      marketStandard: 'Limits and exclusions of liability apply to both sides alike.',
      families: ['cap-on-liability', 'limitation-of-liability', 'liability-exclusion'],
      severity: { contractor: 'medium', client: 'medium' },
      suggestion: 'Make the cap and the exclusion of indirect losses mutual.',
    },
    {
      id: 'contractor.non-compete',
      question: 'May you work for others, including their competitors?',
      marketStandard:
        'A contractor is free to work for others; at most no use of the client’s confidential information.',
      families: ['non-compete', 'exclusivity', 'outside-activities'],
      check: (view) => {
        const covenant = view.side === 'contractor' ? findNonCompete(view, 'reader') : null;
        return covenant
          ? {
              kind: 'red-flag',
              title: 'You may not work for competitors',
              explanation:
                'You may not compete or work for competing businesses; for an independent contractor that limits your livelihood and is a sign of employment.',
              start: covenant.start,
              end: covenant.end,
            }
          : null;
      },
      severity: { contractor: 'high', client: 'none' },
      suggestion:
        'Strike it; if the client insists, limit it to named competitors, for the engagement and a few months after.',
    },
    {
      id: 'contractor.non-solicit',
      question: 'May you deal with their customers or staff?',
      marketStandard:
        'A mutual no-hire of staff for twelve months is common; a customer ban is not.',
      families: ['no-solicit-of-employees', 'no-solicit-of-customers'],
      severity: { contractor: 'medium', client: 'none' },
      suggestion:
        'Make it mutual, limit it to twelve months and people you worked with, and allow general advertisements.',
    },
    {
      id: 'contractor.misclassification',
      question: 'Does it treat the contractor as an employee in all but name?',
      marketStandard:
        'The contractor controls how, when and where it works, uses its own tools, and may work for others.',
      check: (view) => {
        const control = findProvision(view, { binds: 'contractor', words: CONTROL });
        if (!control) return null;
        return {
          kind: 'red-flag',
          title: 'Terms that look like employment',
          explanation:
            view.side === 'client'
              ? 'The agreement controls the contractor’s hours, supervision or exclusivity as an employer would; that can make it an employee in law, with back taxes, benefits and penalties owed.'
              : 'You are treated like an employee (set hours, supervision or working only for them) without an employee’s pay protections, benefits or tax treatment.',
          start: control.start,
          end: control.end,
        };
      },
      severity: { contractor: 'low', client: 'medium' },
      suggestion:
        'Leave hours, place and methods to the contractor, judge it by results, and let it work for others.',
    },
    {
      id: 'contractor.insurance',
      question: 'What insurance must you carry?',
      marketStandard:
        'General and professional liability at amounts fitting the work; workers’ compensation where the law requires.',
      check: (view) => {
        if (view.side !== 'contractor') return null;
        const duty = findProvision(view, {
          binds: 'contractor',
          modalities: ['must'],
          words: INSURANCE,
        });
        return duty
          ? {
              kind: 'red-flag',
              title: 'You must carry insurance',
              explanation:
                'You must buy and keep insurance at your own cost; check the kinds and amounts against what you have and what the work needs.',
              start: duty.start,
              end: duty.end,
            }
          : null;
      },
      severity: { contractor: 'low', client: 'none' },
      suggestion:
        'Check the amounts against your policies and ask to lower those beyond what the work needs.',
    },
    {
      id: 'contractor.changes',
      question: 'Can they change the work or the pay on their own?',
      marketStandard: 'Changes to scope, price or timing by written change order both sides sign.',
      families: ['unilateral-change', 'duties-change', 'discretionary-pay', 'pay-deductions'],
      severity: { contractor: 'medium', client: 'none' },
      suggestion: 'Ask that changes to scope and price need a change order you both sign.',
    },
    {
      id: 'contractor.confidentiality',
      question: 'What must you keep secret, and for how long?',
      marketStandard:
        'The client’s marked or obviously confidential information, for a few years, trade secrets while secret.',
      families: ['confidentiality-forever', 'confidentiality-scope'],
      check: (view) =>
        view.side === 'contractor' ? checkSecrecyWithoutEnd(view, 'contractor') : null,
      severity: { contractor: 'low', client: 'none' },
      suggestion:
        'Ask for a fixed period and the usual exceptions (public, already known, independently developed).',
    },
    {
      id: 'contractor.disputes',
      question: 'How are disputes decided?',
      marketStandard:
        'Courts or arbitration where either party is based; mutual jury waivers are common.',
      families: ['arbitration', 'jury-waiver', 'class-action-waiver'],
      severity: { contractor: 'low', client: 'none' },
      suggestion: 'Ask for a forum near you and for the costs of arbitration to be shared.',
    },
  ],
};
