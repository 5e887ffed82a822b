/** What people most want to know about each kind of document, in their own words. */
export const NDA_QUESTIONS = [
  'What counts as confidential information?',
  'How long must I keep the information confidential?',
  'What may I do with the information I receive?',
  'What happens to the information when the agreement ends?',
];

export const EMPLOYMENT_QUESTIONS = [
  'How much am I paid, and when?',
  'How can this job be ended, and with how much notice?',
  'Who owns what I create while I work here?',
  'Can I work for a competitor after I leave?',
];

export const CONTRACTOR_QUESTIONS = [
  'How and when do I get paid?',
  'Who owns the work I produce?',
  'How can this agreement be ended?',
  'Who is liable if something goes wrong?',
];

export const SERVICES_QUESTIONS = [
  'What are the fees, and when are they due?',
  'How can this agreement be ended?',
  'Who owns the work product?',
  'Who is liable if something goes wrong?',
];

export const LEASE_QUESTIONS = [
  'Can I get out of the lease early?',
  'What happens if I pay rent late?',
  'Do I get my security deposit back?',
  'Who pays for repairs?',
];

export const CONSUMER_QUESTIONS = [
  'Can they close my account or stop the service?',
  'Can they change these terms?',
  'Can I get a refund?',
  'How are disputes resolved?',
  'What do they do with my data?',
];

export const LOAN_QUESTIONS = [
  'When is each payment due?',
  'What happens if I pay late?',
  'What happens if I default?',
  'Am I personally liable?',
];

export const LICENCE_QUESTIONS = [
  'What am I allowed to do under the licence?',
  'Who owns the intellectual property?',
  'What do I have to pay?',
  'How can the licence be ended?',
];

export const SUPPLY_QUESTIONS = [
  'What is the price, and when is payment due?',
  'Who is responsible for delivery?',
  'How can this agreement be ended?',
  'Who is liable if something goes wrong?',
];

export const GENERAL_QUESTIONS = [
  'Can I get out of this agreement?',
  'What must I do, and by when?',
  'Who is liable if something goes wrong?',
  'Which law governs this agreement?',
];
