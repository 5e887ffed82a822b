import type { Severity } from '../../../common/analysis/analysis-schema.ts';
import type { DocumentGroup } from '../profiles/profile.ts';

/** What the product says about one kind of red flag, and how serious it is for whom. */
export interface RedFlagFamily {
  title: string;
  explanation: string;
  suggestion: string;
  severity: { default: Severity } & Partial<Record<DocumentGroup, Severity>>;
}

/** The families of the contract's own risks that fall on the reader, in the product's voice. */
export const RED_FLAG_FAMILIES: Record<string, RedFlagFamily> = {
  'automatic-renewal': {
    title: 'Renews automatically',
    explanation:
      'The contract starts a new term on its own unless someone cancels in time, so you can stay bound (and keep paying) without deciding to.',
    suggestion:
      'Put the cancellation deadline in your calendar now, and ask for a reminder before each renewal or for the right to cancel at any time.',
    severity: { default: 'low', consumer: 'medium', lease: 'medium', employment: 'medium' },
  },
  'unilateral-change': {
    title: 'One side can change the rules',
    explanation:
      'The other side may change the terms, or decide things, on its own judgement. What you agreed to today may not be what applies tomorrow.',
    suggestion:
      'Ask for changes to need your written agreement, or at least advance notice and the right to leave without cost if you do not accept them.',
    severity: { default: 'medium' },
  },
  'uncapped-liability': {
    title: 'Liability has no upper limit',
    explanation:
      'There is no ceiling on what may be claimed under this clause, so a single problem could cost far more than the contract is worth.',
    suggestion:
      'Ask for a cap, for example the fees paid under the contract in the last twelve months, with only narrow exceptions.',
    severity: { default: 'high' },
  },
  indemnification: {
    title: "Broad promise to cover the other side's losses",
    explanation:
      'You would pay the other side\'s claims, losses and legal costs, worded as "any and all", even for things that are not clearly your fault.',
    suggestion:
      'Limit it to losses caused by your own breach or negligence, make it mutual, and put it under the liability cap.',
    severity: { default: 'medium', employment: 'high', consumer: 'high', lease: 'high' },
  },
  'liquidated-damages': {
    title: 'Fixed penalty for a breach',
    explanation:
      'A set amount is owed if the contract is broken, whatever the actual harm. It can be far more than the real loss.',
    suggestion:
      'Check that the amount is a fair estimate of real loss; ask to lower it, cap it, or replace it with actual proven damages.',
    severity: { default: 'medium', employment: 'high', consumer: 'high', lease: 'high' },
  },
  'early-termination-fee': {
    title: 'Fee for leaving early',
    explanation:
      'Ending the contract before its term costs you money, which makes it expensive to get out if your plans change.',
    suggestion:
      "Ask for a lower fee that shrinks over time, or for exceptions such as a job move, a sale of your home or the other side's breach.",
    severity: { default: 'medium' },
  },
  'non-compete': {
    title: 'You may not compete',
    explanation:
      'For a period and an area, you may not run, work for or invest in a competing business. For a person that can stop them taking their next job; for a business it can close off its market.',
    suggestion:
      'Ask to shorten the period, narrow the area and the kind of work, or drop it; in some places (such as California) such clauses are largely unenforceable.',
    severity: { default: 'medium', employment: 'high' },
  },
  'assignment-of-inventions': {
    title: 'Your inventions go to the other side',
    explanation:
      'Ideas and inventions you create are handed over, possibly including work done in your own time or with your own equipment.',
    suggestion:
      "Limit it to work made for the job with the company's resources, and list your own earlier inventions as excluded.",
    severity: { default: 'medium', employment: 'high' },
  },
  'prior-inventions': {
    title: 'Even your earlier inventions are handed over',
    explanation:
      'The assignment reaches inventions you made before this contract, so work that was yours before you signed could become theirs.',
    suggestion:
      'Strike the prior inventions from the assignment and attach a list of your own inventions that stay yours.',
    severity: { default: 'high' },
  },
  'ip-ownership-assignment': {
    title: 'You give up ownership of the work',
    explanation:
      'Everything you create under the contract belongs to the other side. That is common in paid work, but you may not reuse it.',
    suggestion:
      'Keep ownership of your own tools, templates and earlier work, and ask for a licence to reuse general know-how.',
    severity: { default: 'low', employment: 'medium' },
  },
  'jury-waiver': {
    title: 'You give up a jury trial',
    explanation:
      'If there is a dispute in court, a judge alone decides it; you cannot ask for a jury.',
    suggestion: 'Ask to strike the waiver, or make sure it applies to both sides equally.',
    severity: {
      default: 'low',
      consumer: 'medium',
      lease: 'medium',
      loan: 'medium',
      employment: 'medium',
    },
  },
  'class-action-waiver': {
    title: 'No class actions',
    explanation:
      'You can only bring claims on your own, not together with others. Small claims often become too costly to pursue alone.',
    suggestion:
      'Look for an opt-out (often by writing within 30 days); if there is none, weigh this before signing up.',
    severity: { default: 'medium', consumer: 'high', employment: 'high' },
  },
  arbitration: {
    title: 'Disputes go to private arbitration',
    explanation:
      'Disagreements are decided by a private arbitrator instead of a court, usually with no appeal and less public scrutiny.',
    suggestion:
      'Check who pays the arbitration fees and where it takes place; ask for a small-claims court exception or an opt-out.',
    severity: { default: 'low', consumer: 'high', employment: 'high', lease: 'medium' },
  },
  'personal-guarantee': {
    title: 'A person guarantees the debt',
    explanation:
      'Someone is personally responsible for paying if the main party does not, so their own savings and property are at risk.',
    suggestion:
      'Ask to cap the guarantee, limit it in time, or release it after a record of on-time payments.',
    severity: { default: 'high' },
  },
  'late-fees-and-interest': {
    title: 'Late fees and interest',
    explanation: 'Paying late costs extra in fees or interest, and these can add up quickly.',
    suggestion:
      'Ask for a grace period, a cap on fees, and an interest rate no higher than the law allows.',
    severity: { default: 'low', lease: 'medium', loan: 'medium', consumer: 'medium' },
  },
  'security-deposit': {
    title: 'Deposit may not come back',
    explanation:
      'The deposit is described as non-refundable, so you may lose it even if you leave everything in good order.',
    suggestion:
      'Ask for the deposit to be refundable, held separately, and returned within a fixed time with an itemised list of any deductions.',
    severity: { default: 'high' },
  },
  'acceleration-on-default': {
    title: 'The whole debt can become due at once',
    explanation:
      'After a missed payment or other default, the lender can demand everything still owed immediately, not just the missed amount.',
    suggestion:
      'Ask for written notice and a period (for example 30 days) to fix a default before the debt is accelerated.',
    severity: { default: 'medium', loan: 'high' },
  },
  'waiver-of-rights': {
    title: 'You give up legal rights',
    explanation: 'You agree in advance not to use protections the law would otherwise give you.',
    suggestion:
      'Ask what each waived right is and strike the waivers you do not understand or accept.',
    severity: { default: 'medium' },
  },
  'confession-of-judgment': {
    title: 'Judgment can be entered against you without a hearing',
    explanation:
      'You let the other side get a court judgment against you without you being able to defend yourself first. Many states restrict this.',
    suggestion: 'Strike this clause. Do not sign it without speaking to a lawyer.',
    severity: { default: 'high' },
  },
  'termination-for-convenience': {
    title: 'The other side can walk away at any time',
    explanation:
      'One side may end the contract without any reason, and the right is not given to both sides equally.',
    suggestion:
      'Ask for the same right for you, a longer notice period, and payment for work done and costs already committed.',
    severity: { default: 'medium' },
  },
  'unilateral-termination': {
    title: 'Your account can be closed at any time',
    explanation:
      'The provider may suspend or close your account without a reason or warning, and you could lose access to what you stored.',
    suggestion:
      'Keep your own copies of anything important, and look for a promise of notice and a chance to export your data.',
    severity: { default: 'medium' },
  },
  'content-removal': {
    title: 'Your content can be removed without notice',
    explanation:
      'The provider may delete what you post or upload, for any reason, without telling you first.',
    suggestion: 'Keep backups, and look for notice and an appeal process before removal.',
    severity: { default: 'low', consumer: 'medium' },
  },
  'limitation-of-liability': {
    title: 'The provider limits what it owes you',
    explanation:
      'If something goes wrong, the provider excludes most kinds of damages or caps them at a small amount.',
    suggestion:
      'Check what the cap really covers; keep backups and do not rely on the service for anything you cannot afford to lose.',
    severity: { default: 'medium' },
  },
  'cap-on-liability': {
    title: 'Liability is capped',
    explanation:
      'What one side can recover from the other is limited to a set amount. Check that the cap is high enough to cover a real problem.',
    suggestion:
      'Make the cap mutual and large enough, and keep exceptions for confidentiality breaches, data loss and wilful misconduct.',
    severity: { default: 'medium' },
  },
  'contract-by-using': {
    title: 'Using the service means you accept the terms',
    explanation:
      'You are bound by these terms just by using the service, without signing anything.',
    suggestion:
      'Read the terms before you use the service, and check how you will be told about changes.',
    severity: { default: 'low' },
  },
  'privacy-by-using': {
    title: 'Using the service means you accept data collection',
    explanation:
      'By using the service you consent to how your personal data is collected and used under a separate policy.',
    suggestion:
      'Read the privacy policy, and look for settings that limit sharing and a way to delete your data.',
    severity: { default: 'low' },
  },
  jurisdiction: {
    title: 'Disputes must be brought in a distant court',
    explanation:
      'Any claim has to be filed in the courts the other side chose, which may be far from you and costly to reach.',
    suggestion:
      'Ask for disputes to be heard where you live, or at least for a small-claims court exception.',
    severity: { default: 'low', consumer: 'medium' },
  },
  'right-of-entry': {
    title: 'Entry without notice',
    explanation: 'The landlord may come into your home at any time without telling you first.',
    suggestion:
      "Ask for at least 24 hours' written notice except in emergencies; many states require it anyway.",
    severity: { default: 'medium' },
  },
  'repairs-on-tenant': {
    title: 'All repairs fall on you',
    explanation:
      'You pay for repairs whatever caused them, including wear and tear and systems a landlord normally maintains.',
    suggestion:
      'Limit your share to damage you or your guests cause, and leave structure, plumbing, heating and appliances with the landlord.',
    severity: { default: 'medium', lease: 'high' },
  },
};
