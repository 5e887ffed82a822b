import type { DocumentType } from '../../../common/analysis/document-types.ts';
import { BUSINESS_ASSOCIATE, DATA_PROCESSING } from './expected-clauses-data.ts';
import {
  AMENDMENT,
  JOINT_FILING,
  LETTER_OF_INTENT,
  OPERATING,
  ORDER_FORM,
} from './expected-clauses-deals.ts';
import { INVENTION_ASSIGNMENT, OFFER_LETTER, SEPARATION } from './expected-clauses-employment.ts';
import { GUARANTY, SECURITY } from './expected-clauses-finance.ts';
import type { ExpectedClause } from './missing-clause-rules.ts';

// Documents whose purpose sets what a lawyer looks for, more precisely than their group does:
// a data processing agreement has no price to miss, an offer letter needs a start date.

/** What documents of each of these types usually contain, in place of their group's list. */
export const EXPECTED_CLAUSES_BY_TYPE: Partial<Record<DocumentType, ExpectedClause[]>> = {
  'Offer Letter': OFFER_LETTER,
  'Separation Agreement': SEPARATION,
  'Invention Assignment Agreement': INVENTION_ASSIGNMENT,
  'Data Processing Agreement': DATA_PROCESSING,
  'Business Associate Agreement': BUSINESS_ASSOCIATE,
  Guaranty: GUARANTY,
  'Security Agreement': SECURITY,
  'Letter of Intent': LETTER_OF_INTENT,
  'Operating Agreement': OPERATING,
  'Joint Filing Agreement': JOINT_FILING,
  'Order Form': ORDER_FORM,
  Amendment: AMENDMENT,
};
