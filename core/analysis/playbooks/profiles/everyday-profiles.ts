import type { EVERYDAY_DOCUMENT_TYPES } from '../../../../common/analysis/document-types.ts';
import { BUSINESS_ASSOCIATE, DATA_PROCESSING } from '../expected-clauses/expected-clauses-data.ts';
import {
  AMENDMENT,
  JOINT_FILING,
  LETTER_OF_INTENT,
  OPERATING,
  ORDER_FORM,
} from '../expected-clauses/expected-clauses-deals.ts';
import {
  INVENTION_ASSIGNMENT,
  OFFER_LETTER,
  SEPARATION,
} from '../expected-clauses/expected-clauses-employment.ts';
import { GUARANTY, SECURITY } from '../expected-clauses/expected-clauses-finance.ts';
import { EITHER, EMPLOYEE, SERVICES, SUPPLY } from '../../type/reader-rules.ts';
import { AMENDMENT_PLAYBOOK } from '../amendment.ts';
import { BUSINESS_ASSOCIATE_PLAYBOOK } from '../business-associate.ts';
import { CLOUD_SERVICE_PLAYBOOK } from '../cloud-service.ts';
import { CONTRACTOR_PLAYBOOK } from '../contractor.ts';
import { CONVERTIBLE_NOTE_PLAYBOOK } from '../convertible-note.ts';
import { DATA_PROCESSING_PLAYBOOK } from '../data-processing.ts';
import { EMPLOYMENT_PLAYBOOK } from '../employment.ts';
import { GUARANTY_PLAYBOOK } from '../guaranty.ts';
import { JOINT_FILING_PLAYBOOK } from '../joint-filing.ts';
import { INVENTION_ASSIGNMENT_PLAYBOOK } from '../invention-assignment.ts';
import { LEASE_PLAYBOOK } from '../lease.ts';
import { LETTER_OF_INTENT_PLAYBOOK } from '../letter-of-intent.ts';
import { LOAN_PLAYBOOK } from '../loan.ts';
import { NDA_PLAYBOOK } from '../nda.ts';
import { SAFE_PLAYBOOK } from '../safe.ts';
import { TERMS_OF_SERVICE_PLAYBOOK } from '../terms-of-service.ts';
import { buildProfile } from './build-profile.ts';
import type { Profile } from './profile.ts';
import {
  CONSUMER_QUESTIONS,
  CONTRACTOR_QUESTIONS,
  EMPLOYMENT_QUESTIONS,
  LEASE_QUESTIONS,
  LOAN_QUESTIONS,
  NDA_QUESTIONS,
  SERVICES_QUESTIONS,
  SUPPLY_QUESTIONS,
} from './questions.ts';

const USER = { readerRoles: /user|customer|subscriber|member|you/i, fallbackRole: 'User' };

/** The documents people bring most, beyond the CUAD commercial contracts. */
export const EVERYDAY_PROFILES: Record<(typeof EVERYDAY_DOCUMENT_TYPES)[number], Profile> = {
  NDA: buildProfile('NDA', 'nda', {
    reader: { readerRoles: /receiv|recipient/i, fallbackRole: 'Receiving Party' },
    playbook: NDA_PLAYBOOK,
    questions: NDA_QUESTIONS,
    summaryName: 'A non-disclosure agreement',
  }),
  'Employment Agreement': buildProfile('Employment Agreement', 'employment', {
    reader: EMPLOYEE,
    playbook: EMPLOYMENT_PLAYBOOK,
    questions: EMPLOYMENT_QUESTIONS,
  }),
  'Offer Letter': buildProfile('Offer Letter', 'employment', {
    reader: EMPLOYEE,
    playbook: EMPLOYMENT_PLAYBOOK,
    expectedClauses: OFFER_LETTER,
    questions: EMPLOYMENT_QUESTIONS,
  }),
  'Separation Agreement': buildProfile('Separation Agreement', 'employment', {
    reader: EMPLOYEE,
    expectedClauses: SEPARATION,
    questions: EMPLOYMENT_QUESTIONS,
  }),
  'Invention Assignment Agreement': buildProfile('Invention Assignment Agreement', 'employment', {
    // Consultants sign these too; either way the reader is the person whose inventions move.
    reader: {
      readerRoles: /employee|executive|consultant|contractor|assignor|inventor/i,
      otherRoles: /employer|company|assignee/i,
      fallbackRole: 'Employee',
      fallbackOnly: true,
    },
    playbook: INVENTION_ASSIGNMENT_PLAYBOOK,
    expectedClauses: INVENTION_ASSIGNMENT,
    questions: EMPLOYMENT_QUESTIONS,
  }),
  'Independent Contractor Agreement': buildProfile(
    'Independent Contractor Agreement',
    'employment',
    {
      reader: {
        readerRoles: /contractor|consultant|service provider|freelancer/i,
        fallbackRole: 'Contractor',
      },
      playbook: CONTRACTOR_PLAYBOOK,
      questions: CONTRACTOR_QUESTIONS,
    },
  ),
  'Residential Lease': buildProfile('Residential Lease', 'lease', {
    reader: {
      readerRoles: /tenant|lessee|resident|renter/i,
      fallbackRole: 'Tenant',
      fallbackOnly: true,
    },
    playbook: LEASE_PLAYBOOK,
    questions: LEASE_QUESTIONS,
  }),
  'Commercial Lease': buildProfile('Commercial Lease', 'lease', {
    reader: { readerRoles: /tenant|lessee/i, fallbackRole: 'Tenant', fallbackOnly: true },
    playbook: LEASE_PLAYBOOK,
    questions: LEASE_QUESTIONS,
  }),
  'Loan Agreement': buildProfile('Loan Agreement', 'loan', {
    reader: { readerRoles: /borrower|maker|debtor/i, fallbackRole: 'Borrower', fallbackOnly: true },
    playbook: LOAN_PLAYBOOK,
    questions: LOAN_QUESTIONS,
  }),
  // A guarantor and a debtor granting collateral answer for a debt, as a borrower does.
  Guaranty: buildProfile('Guaranty', 'loan', {
    reader: {
      readerRoles: /guarantor|surety/i,
      otherRoles: /lender|creditor|landlord|lessor|beneficiary|guaranteed party|bank|holder/i,
      fallbackRole: 'Guarantor',
      fallbackOnly: true,
    },
    playbook: GUARANTY_PLAYBOOK,
    expectedClauses: GUARANTY,
    questions: LOAN_QUESTIONS,
  }),
  'Security Agreement': buildProfile('Security Agreement', 'loan', {
    reader: {
      readerRoles: /debtor|grantor|pledgor|borrower/i,
      otherRoles: /secured party|lender|pledgee|collateral agent|bank/i,
      fallbackRole: 'Debtor',
      fallbackOnly: true,
    },
    playbook: LOAN_PLAYBOOK,
    expectedClauses: SECURITY,
    questions: LOAN_QUESTIONS,
  }),
  'Purchase Agreement': buildProfile('Purchase Agreement', 'commercial', {
    reader: SUPPLY,
    questions: SUPPLY_QUESTIONS,
  }),
  'Letter of Intent': buildProfile('Letter of Intent', 'other', {
    reader: EITHER,
    playbook: LETTER_OF_INTENT_PLAYBOOK,
    expectedClauses: LETTER_OF_INTENT,
  }),
  // A term sheet is read as a letter of intent is: what binds, exclusivity, expiry, costs.
  'Term Sheet': buildProfile('Term Sheet', 'other', {
    reader: EITHER,
    playbook: LETTER_OF_INTENT_PLAYBOOK,
    expectedClauses: LETTER_OF_INTENT,
    summaryName: 'A term sheet',
  }),
  'Operating Agreement': buildProfile('Operating Agreement', 'commercial', {
    reader: {
      readerRoles: /\bmember/i,
      otherRoles: /company|manager/i,
      fallbackRole: 'Member',
      fallbackOnly: true,
    },
    expectedClauses: OPERATING,
  }),
  'Order Form': buildProfile('Order Form', 'commercial', {
    reader: SERVICES,
    playbook: CLOUD_SERVICE_PLAYBOOK,
    expectedClauses: ORDER_FORM,
    questions: SERVICES_QUESTIONS,
  }),
  // Read like the agreement it amends (find-profile.ts), when the text names one.
  Amendment: buildProfile('Amendment', 'other', {
    playbook: AMENDMENT_PLAYBOOK,
    expectedClauses: AMENDMENT,
  }),
  // The customer is the controller whose data the provider processes.
  'Data Processing Agreement': buildProfile('Data Processing Agreement', 'commercial', {
    reader: {
      readerRoles: /controller|customer|client|data exporter/i,
      otherRoles: /processor|vendor|supplier|provider|data importer/i,
      fallbackRole: 'Customer',
    },
    playbook: DATA_PROCESSING_PLAYBOOK,
    expectedClauses: DATA_PROCESSING,
  }),
  'Business Associate Agreement': buildProfile('Business Associate Agreement', 'commercial', {
    reader: {
      readerRoles: /covered entity/i,
      otherRoles: /business associate/i,
      fallbackRole: 'Covered Entity',
    },
    playbook: BUSINESS_ASSOCIATE_PLAYBOOK,
    expectedClauses: BUSINESS_ASSOCIATE,
  }),
  // Filers agreeing to file one Schedule 13D together: no deal, no money, no commercial risk.
  'Joint Filing Agreement': buildProfile('Joint Filing Agreement', 'other', {
    reader: EITHER,
    playbook: JOINT_FILING_PLAYBOOK,
    expectedClauses: JOINT_FILING,
  }),
  'Terms of Service': buildProfile('Terms of Service', 'consumer', {
    reader: USER,
    playbook: TERMS_OF_SERVICE_PLAYBOOK,
    questions: CONSUMER_QUESTIONS,
    summaryName: 'Terms of service',
  }),
  'Privacy Policy': buildProfile('Privacy Policy', 'consumer', {
    reader: USER,
    questions: CONSUMER_QUESTIONS,
  }),
  SAFE: buildProfile('SAFE', 'other', {
    reader: {
      readerRoles: /investor|purchaser|holder/i,
      fallbackRole: 'Investor',
      fallbackOnly: true,
    },
    playbook: SAFE_PLAYBOOK,
    // A SAFE's economics: the cap and the discount decide how many shares the money buys.
    keyTerms: ['governing-law', 'valuation-cap', 'discount-rate'],
    questions: LOAN_QUESTIONS,
    summaryName: 'A SAFE (simple agreement for future equity)',
  }),
  'Convertible Note': buildProfile('Convertible Note', 'other', {
    reader: {
      readerRoles: /investor|purchaser|holder/i,
      fallbackRole: 'Investor',
      fallbackOnly: true,
    },
    playbook: CONVERTIBLE_NOTE_PLAYBOOK,
    // Like a SAFE's, a note's economics are the cap and the discount it converts at.
    keyTerms: ['governing-law', 'valuation-cap', 'discount-rate'],
    // Asked by the investor, the default reader: a borrower's questions (personal liability,
    // each instalment) do not fit a note that converts.
    questions: [
      'When is the note repaid, and what interest does it earn?',
      'When and at what price does it convert into shares?',
      'What happens if the company is sold?',
      'Can the terms be changed without my consent?',
    ],
    summaryName: 'A convertible note',
  }),
  'Settlement Agreement': buildProfile('Settlement Agreement', 'commercial'),
  'Power of Attorney': buildProfile('Power of Attorney', 'other'),
  Will: buildProfile('Will', 'other'),
};
