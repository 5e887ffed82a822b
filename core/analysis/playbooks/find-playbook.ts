import { BUSINESS_ASSOCIATE_PLAYBOOK } from './business-associate.ts';
import { CLOUD_SERVICE_PLAYBOOK } from './cloud-service.ts';
import { CONTRACTOR_PLAYBOOK } from './contractor.ts';
import { DATA_PROCESSING_PLAYBOOK } from './data-processing.ts';
import { DISTRIBUTION_PLAYBOOK } from './distribution.ts';
import { EMPLOYMENT_PLAYBOOK } from './employment.ts';
import { FRANCHISE_PLAYBOOK } from './franchise.ts';
import { GUARANTY_PLAYBOOK } from './guaranty.ts';
import { INVENTION_ASSIGNMENT_PLAYBOOK } from './invention-assignment.ts';
import { LEASE_PLAYBOOK } from './lease.ts';
import { LETTER_OF_INTENT_PLAYBOOK } from './letter-of-intent.ts';
import { LICENCE_PLAYBOOK } from './licence.ts';
import { LOAN_PLAYBOOK } from './loan.ts';
import { RESTRICTIVE_COVENANT_PLAYBOOK } from './restrictive-covenant.ts';
import { SAFE_PLAYBOOK } from './safe.ts';
import { SERVICES_PLAYBOOK } from './services.ts';
import { SUPPLY_PLAYBOOK } from './supply.ts';
import { TERMS_OF_SERVICE_PLAYBOOK } from './terms-of-service.ts';
import { NDA_PLAYBOOK } from './nda.ts';
import type { Playbook } from './playbook.ts';

// The types with a playbook so far; the others are read by the red-flag families alone.
const PLAYBOOKS: Readonly<Record<string, Playbook>> = {
  NDA: NDA_PLAYBOOK,
  'Employment Agreement': EMPLOYMENT_PLAYBOOK,
  'Offer Letter': EMPLOYMENT_PLAYBOOK,
  'Independent Contractor Agreement': CONTRACTOR_PLAYBOOK,
  'Consulting Agreement': CONTRACTOR_PLAYBOOK,
  'Invention Assignment Agreement': INVENTION_ASSIGNMENT_PLAYBOOK,
  'Non-Compete/Non-Solicit Agreement': RESTRICTIVE_COVENANT_PLAYBOOK,
  'Order Form': CLOUD_SERVICE_PLAYBOOK,
  'Hosting Agreement': CLOUD_SERVICE_PLAYBOOK,
  'Maintenance Agreement': CLOUD_SERVICE_PLAYBOOK,
  'Service Agreement': SERVICES_PLAYBOOK,
  'Outsourcing Agreement': SERVICES_PLAYBOOK,
  'License Agreement': LICENCE_PLAYBOOK,
  'Supply Agreement': SUPPLY_PLAYBOOK,
  'Manufacturing Agreement': SUPPLY_PLAYBOOK,
  'Distributor Agreement': DISTRIBUTION_PLAYBOOK,
  'Reseller Agreement': DISTRIBUTION_PLAYBOOK,
  'Franchise Agreement': FRANCHISE_PLAYBOOK,
  'Commercial Lease': LEASE_PLAYBOOK,
  'Residential Lease': LEASE_PLAYBOOK,
  'Loan Agreement': LOAN_PLAYBOOK,
  'Security Agreement': LOAN_PLAYBOOK,
  Guaranty: GUARANTY_PLAYBOOK,
  SAFE: SAFE_PLAYBOOK,
  'Data Processing Agreement': DATA_PROCESSING_PLAYBOOK,
  'Business Associate Agreement': BUSINESS_ASSOCIATE_PLAYBOOK,
  'Terms of Service': TERMS_OF_SERVICE_PLAYBOOK,
  'Letter of Intent': LETTER_OF_INTENT_PLAYBOOK,
};

/** The playbook of a document type, or null when it has none yet. */
export function findPlaybook(documentType: string): Playbook | null {
  return PLAYBOOKS[documentType] ?? null;
}

/** Every playbook, each once: for checks that hold across all of them. */
export function listPlaybooks(): Playbook[] {
  return [...new Set(Object.values(PLAYBOOKS))];
}
