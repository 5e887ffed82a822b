import type { RedFlagFamily } from './red-flag-families.ts';

/**
 * Families of the deal's own risks that reviewers raise in every kind of contract: how claims,
 * refunds and exits are limited, what the other side disclaims, what it takes as security,
 * how long secrecy lasts, and terms that are not in the document at all (blanks, terms
 * incorporated from elsewhere).
 */
export const DEAL_FLAG_FAMILIES: Record<string, RedFlagFamily> = {
  'claims-time-limit': {
    title: 'Less time to bring a claim',
    explanation:
      'Claims must be brought within a short period, often much shorter than the law would otherwise allow; after it, you lose them.',
    suggestion:
      'Ask for the ordinary legal limitation period, or at least two years from when you learn of the problem.',
    severity: { default: 'medium' },
  },
  'liability-exclusion': {
    title: 'They are not liable for it',
    explanation:
      'The other side excludes its responsibility for the losses this clause names, so you carry them yourself.',
    suggestion:
      'Ask that the exclusion not cover losses caused by their own negligence or breach, or that it be capped instead of excluded.',
    severity: { default: 'medium' },
  },
  'no-refund': {
    title: 'No refunds',
    explanation:
      'Money paid is not returned, even if the contract ends early or you get less than you paid for.',
    suggestion:
      'Ask for a pro-rata refund when the contract ends early through no fault of yours, and for refunds of fees paid in advance.',
    severity: { default: 'medium', commercial: 'low' },
  },
  'immediate-termination': {
    title: 'They can end it at once',
    explanation:
      'The other side may end the contract immediately or without giving you a chance to put a problem right.',
    suggestion:
      'Ask for written notice and a cure period (for example 30 days) before any termination for breach.',
    severity: { default: 'high' },
  },
  'warranty-disclaimer': {
    title: 'What you get is not guaranteed',
    explanation:
      'The other side gives no promise about quality beyond a narrow one ("as is"), or limits you to one remedy such as repair or replacement.',
    suggestion:
      'Ask for a warranty that the product or service will perform as described, with a refund or damages if it does not.',
    severity: { default: 'medium' },
  },
  'security-interest': {
    title: 'Your assets are security for the deal',
    explanation:
      'You give the other side a security interest or a power of attorney, so it can take or deal with your property if you default.',
    suggestion:
      'Limit the security to specific assets and amounts, and strike any power of attorney that is not strictly needed.',
    severity: { default: 'medium', employment: 'high', consumer: 'high' },
  },
  'confidentiality-forever': {
    title: 'Secrecy with no end date',
    explanation:
      'The duty to keep information confidential lasts indefinitely, so it never stops binding you.',
    suggestion:
      'Ask for a fixed period (commonly 2 to 5 years), keeping indefinite protection only for true trade secrets.',
    severity: { default: 'medium' },
  },
  'confidentiality-period': {
    title: 'How long secrecy lasts',
    explanation:
      'The duty to keep the information confidential runs for a fixed number of years, often well after the contract itself ends.',
    suggestion:
      'Check the period fits how long the information stays sensitive; two to three years is common for business information.',
    severity: { default: 'low' },
  },
  'earlier-disclosures': {
    title: 'It reaches back to earlier disclosures',
    explanation:
      'Information shared before the agreement was signed is covered too, so duties attach to what you may already have used or passed on.',
    suggestion:
      'Limit it to information disclosed on or after the date of signing, or list the earlier disclosures it covers.',
    severity: { default: 'low' },
  },
  'paid-after-others': {
    title: 'You are paid after others',
    explanation:
      'What you are owed ranks behind other creditors or claims, so if money runs short you may be paid little or nothing.',
    suggestion:
      'Ask to rank equally with the other unsecured claims, or for security or a guarantee for what you are owed.',
    severity: { default: 'medium' },
  },
  'amendment-by-majority': {
    title: 'Others can change your terms',
    explanation:
      'The terms can be amended or waived with the consent of a majority of holders, so your rights may change without your own agreement.',
    suggestion:
      'Ask that any change which affects you differently from the others, or reduces your economic rights, needs your own consent.',
    severity: { default: 'low' },
  },
  'fee-shifting': {
    title: 'You pay their legal costs',
    explanation:
      "You must pay the other side's lawyers and enforcement costs, which can cost more than the dispute itself.",
    suggestion: 'Make it mutual: the losing side pays the winner, whoever that is.',
    severity: { default: 'low', consumer: 'medium', employment: 'medium' },
  },
  'no-exclusivity': {
    title: 'No protected territory',
    explanation:
      'Your rights are not exclusive: the other side may appoint others, or compete itself, in your area or market.',
    suggestion:
      'Ask for an exclusive territory or customer group, at least while you meet agreed targets.',
    severity: { default: 'medium' },
  },
  'reserved-competition': {
    title: 'They may compete with you in your area',
    explanation:
      'The other side keeps the right to sell, open outlets or appoint others near you or in your market, even in competition with you.',
    suggestion:
      'Ask for a protected territory, or at least notice and a first right to any new opening near you.',
    severity: { default: 'high' },
  },
  'costs-on-you': {
    title: 'The costs are yours',
    explanation:
      'You must do this at your own expense, or bear all the costs, whatever they turn out to be.',
    suggestion: 'Ask for a cap on the costs, or for the other side to share or reimburse them.',
    severity: { default: 'low' },
  },
  'pay-regardless': {
    title: 'You pay even if you get nothing',
    explanation: 'The money is owed whether or not the other side delivers or the deal goes ahead.',
    suggestion:
      'Tie payment to delivery or to the milestones being met, with a refund if they are not.',
    severity: { default: 'medium' },
  },
  'cancellation-charges': {
    title: 'You pay for what you cancel',
    explanation:
      'Cancelling or delaying an order, or ending a commitment, still costs you the price or a large part of it.',
    suggestion:
      'Ask for a cancellation window without charge and for charges limited to costs actually incurred.',
    severity: { default: 'medium' },
  },
  'pay-deductions': {
    title: 'Deductions from your pay',
    explanation: 'The employer may take money it says you owe out of your salary.',
    suggestion:
      'Limit deductions to amounts you agree in writing at the time, within what the law allows.',
    severity: { default: 'low', employment: 'medium' },
  },
  'confidentiality-scope': {
    title: 'Everything counts as confidential',
    explanation:
      'Information is confidential whether or not it was marked as such, so almost everything you receive is covered.',
    suggestion:
      'Ask that only information marked confidential (or confirmed in writing soon after) is covered.',
    severity: { default: 'low', nda: 'medium' },
  },
  'no-compensation-on-termination': {
    title: 'Nothing is owed to you when it ends',
    explanation:
      'When the contract ends or is not renewed, you cannot claim compensation for what you invested or built up (customers, goodwill, stock).',
    suggestion:
      'Ask for payment for unsold stock, work in progress and goodwill you built, or a longer notice period.',
    severity: { default: 'medium' },
  },
  'binding-forecast': {
    title: 'Your forecasts bind you',
    explanation:
      'The forecasts you give become firm orders or commitments, so you may have to pay for goods you no longer need.',
    suggestion: 'Keep forecasts non-binding, or limit the binding part to the next month or two.',
    severity: { default: 'medium' },
  },
  'return-or-destroy': {
    title: 'Return or destroy everything, and certify it',
    explanation:
      'When asked or when the deal ends, you must hand back or destroy everything you received and confirm it, with no allowance for copies the law or your backups require you to keep.',
    suggestion:
      'Ask to keep copies required by law or held in routine backups, still kept confidential, and for a reasonable time to comply.',
    severity: { default: 'low' },
  },
  'answerable-for-others': {
    title: 'You answer for other people',
    explanation:
      'You are responsible for what your employees, advisers or others you share with do, as if you had done it yourself.',
    suggestion:
      'Limit it to people under your control, and to your having bound them by written confidentiality terms.',
    severity: { default: 'low', nda: 'medium', employment: 'medium' },
  },
  suspension: {
    title: 'They can suspend the service',
    explanation:
      'The other side may stop providing the service for a time, sometimes without notice, while you may still owe the fees.',
    suggestion:
      'Ask for written notice and a chance to fix the problem first, suspension only of what is affected, and no fees while it lasts.',
    severity: { default: 'medium' },
  },
  publicity: {
    title: 'They may use your name in their marketing',
    explanation:
      'The other side may name you, or show your logo, as its customer or partner in its publicity.',
    suggestion: 'Ask that any use of your name or logo need your prior written consent.',
    severity: { default: 'low' },
  },
  'data-for-training': {
    title: 'Your data may train their models',
    explanation:
      'The other side may use what you provide to train or improve its artificial intelligence or other products, not only to serve you.',
    suggestion:
      'Ask that your content and data be used only to provide the service to you, and never to train models without your written consent.',
    severity: { default: 'medium' },
  },
  'restriction-tolling': {
    title: 'The restriction lasts longer if breached',
    explanation:
      'Any time spent in breach is added to the restricted period, so the restriction can last well beyond its stated end.',
    suggestion: 'Ask for a fixed end date, or that any extension be decided by a court.',
    severity: { default: 'low' },
  },
  'discretionary-pay': {
    title: 'Pay that is at their discretion',
    explanation:
      'A bonus, commission or equity award depends on the other side’s discretion or a board’s approval, so it is not promised to you.',
    suggestion:
      'Ask for the criteria and amount in writing, and for what you have earned to be paid if the contract ends.',
    severity: { default: 'low', employment: 'medium' },
  },
  'outside-activities': {
    title: 'No other work or business',
    explanation:
      'You may not take part in any other business or job while the contract lasts, even one that does not compete.',
    suggestion:
      'Limit it to competing businesses, and allow passive investments and activities that do not affect your work.',
    severity: { default: 'low', employment: 'medium' },
  },
  'duties-change': {
    title: 'They can change your role',
    explanation:
      'The other side may change your duties, title, place of work or reporting line on its own.',
    suggestion:
      'Ask that changes be reasonable, consistent with your position, and never reduce your pay or seniority.',
    severity: { default: 'low', employment: 'medium' },
  },
  'at-will': {
    title: 'Your job can end at any time',
    explanation:
      'Employment is "at will": it can be ended at any time, with or without cause or notice, and no severance is promised.',
    suggestion: 'Ask for a notice period or severance if you are let go without cause.',
    severity: { default: 'low' },
  },
  'injunction-without-bond': {
    title: 'Court orders against you made easier',
    explanation:
      'You agree in advance that the other side may get a court order against you without proving its loss or posting a bond.',
    suggestion: 'Strike the advance agreement, or make it mutual.',
    severity: { default: 'low' },
  },
  'content-licence': {
    title: 'They may use what you provide',
    explanation:
      'You give the other side a broad licence, often permanent and free, to use, copy and share the content or data you provide.',
    suggestion:
      'Limit the licence to what is needed to provide the service, and to end it when you delete your content or leave.',
    severity: { default: 'medium' },
  },
  'incorporated-terms': {
    title: 'Binding terms you have not been given',
    explanation:
      'This document makes other terms part of the contract by reference. They bind you, but they are not in what was analysed.',
    suggestion:
      'Get and read the referenced terms (the exact version) before signing, and attach them.',
    severity: { default: 'medium' },
  },
  'missing-attachment': {
    title: 'Attachments you have not been given',
    explanation:
      'The contract relies on exhibits or schedules that are not in this document, so the terms they hold (often prices, specifications or scope) could not be read.',
    suggestion:
      'Ask for every exhibit and schedule and read them before signing: they bind you as much as the main text.',
    severity: { default: 'low' },
  },
  'unchosen-option': {
    title: 'No option is chosen: choose one before signing',
    explanation:
      'The form offers a choice here and none of its boxes is ticked, so the contract does not yet say which of the terms applies.',
    suggestion: 'Tick the option you agreed, and strike the others, before anyone signs.',
    severity: { default: 'medium' },
  },
  'blank-terms': {
    title: 'Left blank: fill in before signing',
    explanation:
      'Parts of the contract are placeholders to be filled in. Until they are, nobody can tell what was agreed.',
    suggestion: 'Fill in every blank, or strike it, before anyone signs.',
    severity: { default: 'medium' },
  },
};
