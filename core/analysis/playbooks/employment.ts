import { findProvisionFor, findProvisions, isBinding, wordsOf } from './checks.ts';
import {
  checkCovenantLength,
  checkInventionCarveOut,
  checkNonCompeteBan,
  checkSecrecyWithoutEnd,
} from './covenant-checks.ts';
import type { ItemFinding, Playbook, PlaybookView } from './playbook.ts';
import { findSentence } from './sentences.ts';
import { TERMINATES } from './words.ts';

const AT_WILL = /\bat[- ]will\b/i;
// The employer may end the job without a reason: the case severance is for.
const WITHOUT_CAUSE =
  /\bwithout\s+cause\b|\bother\s+than\s+for\s+cause\b|\bfor\s+any\s+reason\s+or\s+no\s+reason\b|\bfor\s+convenience\b/i;
// Pay owed when the job ends: severance, pay in lieu of notice, salary continued for months.
const SEVERANCE =
  /\bseverance\b|\bin\s+lieu\s+of\s+notice\b|\bcontinue\s+to\s+pay\b|\bcontinuation\s+of\s+(?:\w+\s+)?salary\b|\bsalary\s+continuation\b|\btermination\s+(?:payment|pay)\b/i;
const NO_SEVERANCE =
  /\b(?:no|not\s+(?:be\s+)?entitled\s+to\s+(?:any\s+)?|without\s+(?:any\s+)?)(?:\w+\s+){0,2}severance\b/i;
// Money the employee must pay back: a signing, relocation or retention bonus, training costs,
// or incentive pay under a clawback policy.
const CLAWBACK =
  /\b(?:claw\s*-?\s*back|recoup\w*|repay\w*|pay\s+back|refund\s+(?:to\s+the\s+\w+\s+)?(?:the|any|all)|return\s+(?:the|any|all)\s+(?:\w+\s+){0,2}(?:bonus|payment|compensation))\b/i;
const REPAYABLE =
  /\b(?:bonus|sign(?:ing|-on)|relocation|retention|incentive|commission|tuition|training|advance|compensation)\w*\b/i;
// A bonus earned only by being employed on the day it is paid.
const EMPLOYED_WHEN_PAID =
  /\b(?:employed|in\s+(?:good\s+standing|employment)|remain\w*\s+(?:an?\s+)?employ\w*)\b[^.;]{0,80}\b(?:on|as\s+of|through|until)\s+(?:the\s+)?(?:\w+\s+){0,2}(?:date|day)\b[^.;]{0,60}\bpa(?:id|yment|yable)\b|\bemployed\b[^.;]{0,40}\bon\s+the\s+(?:\w+\s+)?payment\s+date\b/i;
// Equity already earned that is lost: forfeiture of vested awards (unvested ones lapse in any
// plan, which is ordinary).
const FORFEITS_VESTED =
  /\bforfeit\w*\b[^.;]{0,160}(?<!\bun)\bvested\b|(?<!\bun)\bvested\b[^.;]{0,160}\bforfeit\w*/i;
const ACCELERATES = /\baccelerat\w*\b[^.;]{0,120}\bvest\w*|\bvest\w*\b[^.;]{0,120}\baccelerat\w*/i;
const KEEPS =
  /\b(?:shall|will)\s+not\s+(?:be\s+)?forfeit\w*|\bnot\s+be\s+subject\s+to\s+forfeiture\b/i;
// Garden leave: the employer may keep the employee away from work during notice, on pay.
const GARDEN_LEAVE =
  /\bgarden\s+leave\b|\b(?:not\s+to\s+attend|refrain\s+from\s+attending|exclude\s+(?:\w+\s+){0,3}from)\s+(?:\w+\s+){0,3}(?:premises|place\s+of\s+work|work|office)\b|\bplace\s+(?:\w+\s+){0,2}on\s+(?:paid\s+|administrative\s+)*leave\b/i;
// An assignment of what the employee invents or creates to the employer.
const ASSIGNS_WORK =
  /\bassign\w*\b[^.;]{0,200}\b(?:inventions?|intellectual\s+property|work\s+product|copyrights?|patents?)\b|\b(?:inventions?|intellectual\s+property|work\s+product)\b[^.;]{0,200}\bassign\w*\b|\bworks?\s+(?:made\s+)?for\s+hire\b|\b(?:proprietary\s+information|invention\s+assignment|inventions?)\s+(?:and\s+\w+\s+)?agreement\b/i;
// The notice that secrecy never stops anyone reporting to the authorities (18 U.S.C. 1833(b),
// the Defend Trade Secrets Act, or an agency carve-out).
const WHISTLEBLOWER =
  /\bwhistle-?blow\w*|\b1833\b|\bDefend\s+Trade\s+Secrets\s+Act\b|\b(?:report\w*|communicat\w*|fil\w*|disclos\w*)\b[^.;]{0,80}\b(?:government(?:al)?\s+(?:agenc|authorit|official)|Securities\s+and\s+Exchange\s+Commission|SEC\b|EEOC|NLRB|regulator|law\s+enforcement)/i;
const SECRECY = /\b(?:confiden\w*|proprietary\s+information|trade\s+secrets?)\b/i;
// Where US federal law (and so the trade secrets immunity notice) plainly applies.
const AMERICAN =
  /\b(?:State\s+of\s+[A-Z]\w+|Delaware|California|New\s+York|Texas|Massachusetts|Illinois|Florida|United\s+States|U\.S\.)\b/;
const BRITISH_OR_OTHER = /\b(?:England|Wales|Scotland|United\s+Kingdom|Ontario|Canada|Australia)\b/;

/** Severance promised (a protection for the employee), or denied or absent while the employer
 *  may end the job without cause (a risk). At will, the at-will finding already says so. */
function checkSeverance(view: PlaybookView): ItemFinding | null {
  if (view.side !== 'employee' || AT_WILL.test(view.document.text)) return null;
  const denied = findSentence(view, NO_SEVERANCE);
  const promised = findSentence(view, SEVERANCE, /\bterminat\w*|\bresign\w*|\bgood\s+reason\b/i);
  if (promised && !denied)
    return {
      kind: 'protection',
      title: 'You are paid if they let you go',
      explanation:
        'If the employer ends your employment without cause (or you leave for good reason), you receive severance or pay in lieu of notice.',
      start: promised.start,
      end: promised.end,
    };
  if (promised) return null;
  const place =
    denied ??
    findProvisions(view, { words: TERMINATES }).find((provision) =>
      WITHOUT_CAUSE.test(wordsOf(view, provision)),
    );
  if (!place) return null;
  return {
    kind: 'red-flag',
    title: 'Nothing is paid if they let you go without cause',
    explanation:
      'The employer may end your employment without cause, and no severance or pay in lieu of notice is promised beyond what you have already earned.',
    start: place.start,
    end: place.end,
  };
}

/** A duty to pay back a bonus, relocation or training costs, or incentive pay clawed back. */
function checkClawback(view: PlaybookView): ItemFinding | null {
  if (view.side !== 'employee') return null;
  const clause = findProvisions(view, { words: CLAWBACK }).find(
    (provision) =>
      REPAYABLE.test(wordsOf(view, provision)) &&
      (provision.actor.length === 0 || isBinding(view, provision, 'employee')),
  );
  if (!clause) {
    const lost = findSentence(view, EMPLOYED_WHEN_PAID, /\bbonus\w*\b/i);
    return lost
      ? {
          kind: 'red-flag',
          title: 'You lose the bonus if you leave before it is paid',
          explanation:
            'The bonus is paid only if you are still employed on the day it is paid, so leaving (or being let go) just before that day loses a bonus you have worked for.',
          start: lost.start,
          end: lost.end,
        }
      : null;
  }
  return {
    kind: 'red-flag',
    title: 'You may have to pay money back',
    explanation:
      'Part of what you are paid (a bonus, relocation or training costs, or incentive pay) must be repaid or can be clawed back in the cases this clause sets, for example if you leave early.',
    start: clause.start,
    end: clause.end,
  };
}

/** Vested equity lost on leaving (a risk), else vesting that speeds up (a protection). */
function checkEquity(view: PlaybookView): ItemFinding | null {
  if (view.side !== 'employee') return null;
  const lost = findProvisions(view, { words: FORFEITS_VESTED }).find(
    (provision) => !KEEPS.test(wordsOf(view, provision)),
  );
  if (lost)
    return {
      kind: 'red-flag',
      title: 'You can lose equity you have already earned',
      explanation:
        'Even vested shares, options or awards are forfeited in the cases this clause sets (for example a termination for cause or a breach of a restriction).',
      start: lost.start,
      end: lost.end,
    };
  const faster = findSentence(view, ACCELERATES);
  return faster
    ? {
        kind: 'protection',
        title: 'Your equity vests early in some cases',
        explanation:
          'Vesting of your shares or options speeds up in the cases this clause sets, such as a sale of the company or a termination without cause.',
        start: faster.start,
        end: faster.end,
      }
    : null;
}

/**
 * An employment agreement or offer letter, read for the employee (the rubric's default reader)
 * or the employer.
 */
export const EMPLOYMENT_PLAYBOOK: Playbook = {
  sides: [
    { id: 'employee', roles: /\b(?:employee|executive|worker|staff|candidate|you)\b/i },
    { id: 'employer', roles: /\b(?:employer|company|corporation|bank)\b/i },
  ],
  defaultSide: 'employee',
  items: [
    {
      id: 'employment.non-compete',
      question: 'May you work for a competitor after you leave, and does the law allow it?',
      marketStandard:
        'Often none; where allowed, six to twelve months, limited to the employer’s actual business and area, and paid for.',
      families: ['non-compete'],
      // Where the governing law voids it: good news for the employee, a gap for the employer.
      check: (view) =>
        checkNonCompeteBan(view, 'employee') ??
        (view.side === 'employee' ? checkCovenantLength(view) : null),
      severity: { employee: 'high', employer: 'medium' },
      suggestion:
        'Ask to drop it, or limit it to six to twelve months, your actual role and area, and pay during the restricted period.',
    },
    {
      id: 'employment.non-solicit',
      question: 'May you approach their customers or hire your former colleagues?',
      marketStandard: 'Twelve months, limited to customers and colleagues you dealt with.',
      families: ['no-solicit-of-employees', 'no-solicit-of-customers'],
      severity: { employee: 'medium', employer: 'none' },
      suggestion:
        'Limit it to twelve months and to the customers and colleagues you worked with, with an exception for general job advertisements.',
    },
    {
      id: 'employment.termination',
      question: 'Can they end your job at any time?',
      marketStandard:
        'In the US, employment is usually at will; termination for cause without notice is ordinary.',
      families: ['termination-for-convenience', 'immediate-termination'],
      severity: { employee: 'low', employer: 'none' },
      suggestion:
        'Ask for a notice period, a narrow definition of cause with a chance to cure, and severance if you are let go without cause.',
    },
    {
      id: 'employment.at-will',
      question: 'Is the job at will?',
      marketStandard:
        'Ordinary in the US: either side may end employment at any time; what matters is severance.',
      families: ['at-will'],
      severity: { employee: 'none', employer: 'none' },
      suggestion: 'Nothing to strike; ask instead for severance if you are let go without cause.',
    },
    {
      id: 'employment.severance',
      question: 'What do you get if they let you go without cause?',
      marketStandard:
        'For a term or executive agreement: severance of a few months’ salary on termination without cause or resignation for good reason.',
      check: checkSeverance,
      severity: { employee: 'medium', employer: 'none' },
      suggestion:
        'Ask for severance (for example three to six months of salary and benefits) if you are let go without cause or resign for good reason.',
    },
    {
      id: 'employment.changes',
      question: 'Can they change your role or pay on their own?',
      marketStandard:
        'Duties may change within the role; pay and bonus criteria are set in writing and not cut without consent.',
      families: ['duties-change', 'unilateral-change', 'discretionary-pay', 'pay-deductions'],
      severity: { employee: 'medium', employer: 'none' },
      suggestion:
        'Ask that changes stay consistent with your position, never reduce pay, and that bonus criteria be in writing.',
    },
    {
      id: 'employment.clawback',
      question: 'Must you pay anything back?',
      marketStandard:
        'A signing or relocation bonus repaid pro rata if you resign within a year; clawback of incentive pay only as the law requires (restatements, misconduct).',
      check: checkClawback,
      severity: { employee: 'medium', employer: 'none' },
      suggestion:
        'Ask for repayment to shrink month by month, to apply only if you resign or are dismissed for cause, and for clawback limited to what the law requires.',
    },
    {
      id: 'employment.equity',
      question: 'What happens to your equity when you leave?',
      marketStandard:
        'Unvested awards lapse; vested ones are kept, with a period to exercise options; acceleration on a sale or dismissal is negotiated.',
      check: checkEquity,
      severity: { employee: 'medium', employer: 'none' },
      suggestion:
        'Ask that vested awards never be forfeited, for a longer exercise period, and for acceleration on a sale or dismissal without cause.',
    },
    {
      id: 'employment.inventions',
      question: 'Does what you create belong to the employer?',
      marketStandard:
        'Work done for the job and with the employer’s resources belongs to the employer; the rest stays yours.',
      families: ['assignment-of-inventions', 'ip-ownership-assignment'],
      check: (view) => {
        if (view.side !== 'employer' || ASSIGNS_WORK.test(view.document.text)) return null;
        const duty =
          findProvisionFor(view, 'employee', { words: SECRECY }) ??
          findProvisionFor(view, 'employee', { words: /\bduties\b/i });
        return duty
          ? {
              kind: 'red-flag',
              title: 'Nothing says the employee’s work belongs to you',
              explanation:
                'The agreement neither assigns the employee’s inventions and work product to you nor refers to a separate invention assignment agreement, so ownership of what they create may be disputed.',
              start: duty.start,
              end: duty.end,
            }
          : null;
      },
      severity: { employee: 'medium', employer: 'medium' },
      suggestion:
        'Limit the assignment to work related to the business or made with the employer’s resources, and list your earlier inventions as excluded.',
    },
    {
      id: 'employment.prior-inventions',
      question: 'Does it reach what you invented before you joined?',
      marketStandard:
        'Prior inventions are listed and excluded; at most a licence where you build them into company work.',
      families: ['prior-inventions'],
      severity: { employee: 'high', employer: 'none' },
      suggestion: 'Strike prior inventions from the assignment and attach a list of your own.',
    },
    {
      id: 'employment.invention-carve-out',
      question: 'Do you keep what you invent on your own time?',
      marketStandard:
        'The statutory exception (California Labor Code 2870 and similar laws) for inventions made on your own time without company resources.',
      check: (view) => checkInventionCarveOut(view, 'employee'),
      severity: { employee: 'medium', employer: 'low' },
      suggestion:
        'Add the statutory exception for inventions developed entirely on your own time without company equipment, supplies, facilities or trade secrets.',
    },
    {
      id: 'employment.disputes',
      question: 'Can you take a claim against them to court?',
      marketStandard:
        'Common in US forms: arbitration paid for by the employer, with carve-outs the law requires (harassment, agency charges).',
      families: ['arbitration', 'jury-waiver', 'class-action-waiver'],
      severity: { employee: 'medium', employer: 'none' },
      suggestion:
        'Ask for the employer to pay the arbitration costs, for an opt-out, and for claims the law keeps in court (harassment, discrimination) to stay there.',
    },
    {
      id: 'employment.exclusive-service',
      question: 'Must you give them all your working time, and can they keep you away from work?',
      marketStandard:
        'Full-time service with room for passive investments and unpaid activities; garden leave only on full pay and benefits.',
      families: ['outside-activities'],
      check: (view) => {
        if (view.side !== 'employee') return null;
        const clause = findProvisionFor(view, 'employer', { words: GARDEN_LEAVE });
        if (!clause) return null;
        return {
          kind: 'red-flag',
          title: 'They can keep you away from work (garden leave)',
          explanation:
            'During your notice period the employer may tell you not to work or come in, while you stay bound to them and may not start a new job.',
          start: clause.start,
          end: clause.end,
        };
      },
      severity: { employee: 'low', employer: 'none' },
      suggestion:
        'Ask that garden leave be on full pay and benefits, count toward any non-compete, and be short.',
    },
    {
      id: 'employment.confidentiality',
      question: 'What must you keep secret, and may you still report wrongdoing?',
      marketStandard:
        'Trade secrets while they remain secret, with the whistleblower notice federal law expects (18 U.S.C. 1833(b)).',
      families: ['confidentiality-forever', 'confidentiality-scope'],
      check: (view) => {
        const endless = view.side === 'employee' ? checkSecrecyWithoutEnd(view, 'employee') : null;
        if (endless) return endless;
        const notice = findSentence(view, WHISTLEBLOWER);
        if (notice)
          return view.side === 'employee'
            ? {
                kind: 'protection',
                title: 'You may still report to the authorities',
                explanation:
                  'Secrecy does not stop you reporting possible violations of law to a government agency, or disclosing a trade secret in confidence to a lawyer or official, as federal law protects.',
                start: notice.start,
                end: notice.end,
              }
            : null;
        const text = view.document.text;
        if (view.side !== 'employer' || !AMERICAN.test(text) || BRITISH_OR_OTHER.test(text))
          return null;
        const duty = findProvisions(view, {
          modalities: ['must', 'must-not'],
          binds: 'employee',
          words: SECRECY,
        })[0];
        return duty
          ? {
              kind: 'red-flag',
              title: 'No whistleblower immunity notice',
              explanation:
                'The confidentiality duty does not give the notice of immunity the Defend Trade Secrets Act expects; without it you cannot recover exemplary damages or legal fees from the employee under that Act.',
              start: duty.start,
              end: duty.end,
            }
          : null;
      },
      severity: { employee: 'low', employer: 'low' },
      suggestion:
        'Keep secrecy to trade secrets and confidential business information, and state that nothing prevents reporting to government agencies.',
    },
    {
      id: 'employment.indemnity',
      question: 'Must you pay their losses or a fixed sum?',
      marketStandard:
        'An employee indemnifies nobody; the employer indemnifies officers for acts within their duties.',
      families: ['indemnification', 'liquidated-damages', 'uncapped-liability', 'fee-shifting'],
      severity: { employee: 'high', employer: 'low' },
      suggestion:
        'Strike the indemnity and the fixed sums; the employer keeps its ordinary remedies.',
    },
  ],
};
