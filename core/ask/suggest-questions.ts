import type { Analysis } from '../../common/analysis/analysis-schema.ts';

const MAX_SUGGESTIONS = 5;

/** What people most want to know about each kind of document, in their own words. */
const QUESTIONS_BY_KIND: Record<string, string[]> = {
  nda: [
    'What counts as confidential information?',
    'How long must I keep the information confidential?',
    'What may I do with the information I receive?',
    'What happens to the information when the agreement ends?',
  ],
  employment: [
    'How much am I paid, and when?',
    'How can this job be ended, and with how much notice?',
    'Who owns what I create while I work here?',
    'Can I work for a competitor after I leave?',
  ],
  contractor: [
    'How and when do I get paid?',
    'Who owns the work I produce?',
    'How can this agreement be ended?',
    'Who is liable if something goes wrong?',
  ],
  services: [
    'What are the fees, and when are they due?',
    'How can this agreement be ended?',
    'Who owns the work product?',
    'Who is liable if something goes wrong?',
  ],
  lease: [
    'Can I get out of the lease early?',
    'What happens if I pay rent late?',
    'Do I get my security deposit back?',
    'Who pays for repairs?',
  ],
  consumer: [
    'Can they close my account or stop the service?',
    'Can they change these terms?',
    'Can I get a refund?',
    'How are disputes resolved?',
    'What do they do with my data?',
  ],
  loan: [
    'When is each payment due?',
    'What happens if I pay late?',
    'What happens if I default?',
    'Am I personally liable?',
  ],
  licence: [
    'What am I allowed to do under the licence?',
    'Who owns the intellectual property?',
    'What do I have to pay?',
    'How can the licence be ended?',
  ],
  supply: [
    'What is the price, and when is payment due?',
    'Who is responsible for delivery?',
    'How can this agreement be ended?',
    'Who is liable if something goes wrong?',
  ],
  general: [
    'Can I get out of this agreement?',
    'What must I do, and by when?',
    'Who is liable if something goes wrong?',
    'Which law governs this agreement?',
  ],
};

const KIND_BY_TYPE: Record<string, string> = {
  NDA: 'nda',
  'Employment Agreement': 'employment',
  'Offer Letter': 'employment',
  'Separation Agreement': 'employment',
  'Invention Assignment Agreement': 'employment',
  'Non-Compete/Non-Solicit Agreement': 'employment',
  'Independent Contractor Agreement': 'contractor',
  'Residential Lease': 'lease',
  'Commercial Lease': 'lease',
  'Terms of Service': 'consumer',
  'Privacy Policy': 'consumer',
  'Loan Agreement': 'loan',
  Guaranty: 'loan',
  'Security Agreement': 'loan',
  SAFE: 'loan',
  'License Agreement': 'licence',
  'Intellectual Property Agreement': 'licence',
  'Franchise Agreement': 'licence',
};

const SERVICE_TYPES =
  /^(Consulting|Service|Development|Outsourcing|Maintenance|Hosting|Agency|Transportation|Marketing|Promotion) Agreement$|^Order Form$/;
const SUPPLY_TYPES = /^(Supply|Manufacturing|Distributor|Reseller) Agreement$|^Purchase Agreement$/;

/**
 * 3-5 questions worth asking about this document: the ones people ask about its type, led by
 * what the analysis found that a reader should hear about (an automatic renewal, a
 * non-compete, deadlines). Without an analysis, the questions that suit any contract.
 */
export function suggestQuestions(analysis: Analysis | null): string[] {
  const kind = analysis ? findKind(analysis.documentType.type) : 'general';
  const fromFindings = analysis ? questionsFromFindings(analysis) : [];
  const suggestions = [...new Set([...fromFindings, ...(QUESTIONS_BY_KIND[kind] ?? [])])];
  // Findings lead, but the type's own questions keep at least three places.
  const findingShare = Math.min(fromFindings.length, MAX_SUGGESTIONS - 3);
  return [...suggestions.slice(0, findingShare), ...suggestions.slice(fromFindings.length)].slice(
    0,
    MAX_SUGGESTIONS,
  );
}

function findKind(documentType: string): string {
  if (KIND_BY_TYPE[documentType]) return KIND_BY_TYPE[documentType];
  if (SERVICE_TYPES.test(documentType)) return 'services';
  if (SUPPLY_TYPES.test(documentType)) return 'supply';
  return 'general';
}

/** Questions the analysis' own findings raise, most pressing first. */
function questionsFromFindings(analysis: Analysis): string[] {
  const flagged = new Set(analysis.redFlags.map((flag) => flag.category));
  const questions: string[] = [];
  if (flagged.has('automatic-renewal') || flagged.has('renewal-term'))
    questions.push('How do I stop it renewing automatically?');
  if (flagged.has('non-compete')) questions.push('How long does the non-compete last, and where?');
  if (flagged.has('late-fees-and-interest')) questions.push('What happens if I pay late?');
  if (flagged.has('early-termination-fee')) questions.push('What does it cost to end it early?');
  if (analysis.obligations.some((obligation) => obligation.deadline !== null))
    questions.push('What must I do, and by when?');
  return questions;
}
