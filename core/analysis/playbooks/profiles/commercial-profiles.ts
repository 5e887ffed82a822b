import type { CUAD_CONTRACT_TYPES } from '../../../../common/analysis/document-types.ts';
import { SERVICES, SUPPLY } from '../../type/reader-rules.ts';
import { CLOUD_SERVICE_PLAYBOOK } from '../cloud-service.ts';
import { CONTRACTOR_PLAYBOOK } from '../contractor.ts';
import { DISTRIBUTION_PLAYBOOK } from '../distribution.ts';
import { FRANCHISE_PLAYBOOK } from '../franchise.ts';
import { LICENCE_PLAYBOOK } from '../licence.ts';
import { RESTRICTIVE_COVENANT_PLAYBOOK } from '../restrictive-covenant.ts';
import { SERVICES_PLAYBOOK } from '../services.ts';
import { SUPPLY_PLAYBOOK } from '../supply.ts';
import { buildProfile } from './build-profile.ts';
import type { Profile } from './profile.ts';
import {
  EMPLOYMENT_QUESTIONS,
  LICENCE_QUESTIONS,
  SERVICES_QUESTIONS,
  SUPPLY_QUESTIONS,
} from './questions.ts';

type CommercialType = `${(typeof CUAD_CONTRACT_TYPES)[number]} Agreement`;

const services = (name: string, particular: Partial<Profile> = {}) =>
  buildProfile(name, 'commercial', {
    reader: SERVICES,
    questions: SERVICES_QUESTIONS,
    ...particular,
  });
const supply = (name: string, particular: Partial<Profile> = {}) =>
  buildProfile(name, 'commercial', { reader: SUPPLY, questions: SUPPLY_QUESTIONS, ...particular });
const commercial = (name: string, particular: Partial<Profile> = {}) =>
  buildProfile(name, 'commercial', particular);

/** The commercial contracts of CUAD, each named "<Type> Agreement". */
export const COMMERCIAL_PROFILES: Record<CommercialType, Profile> = {
  'Affiliate Agreement': commercial('Affiliate Agreement'),
  'Agency Agreement': commercial('Agency Agreement', { questions: SERVICES_QUESTIONS }),
  'Co-Branding Agreement': commercial('Co-Branding Agreement'),
  'Collaboration Agreement': commercial('Collaboration Agreement'),
  'Consulting Agreement': commercial('Consulting Agreement', {
    reader: {
      readerRoles: /consultant|contractor|advisor|adviser/i,
      fallbackRole: 'Consultant',
    },
    playbook: CONTRACTOR_PLAYBOOK,
    questions: SERVICES_QUESTIONS,
  }),
  'Development Agreement': services('Development Agreement'),
  'Distributor Agreement': supply('Distributor Agreement', {
    reader: { readerRoles: /distributor|reseller|dealer/i, fallbackRole: 'Distributor' },
    playbook: DISTRIBUTION_PLAYBOOK,
  }),
  'Endorsement Agreement': commercial('Endorsement Agreement'),
  'Franchise Agreement': commercial('Franchise Agreement', {
    reader: { readerRoles: /franchisee/i, fallbackRole: 'Franchisee', fallbackOnly: true },
    playbook: FRANCHISE_PLAYBOOK,
    // What a franchisee asks first: what it pays (the fee and the royalty), where disputes go,
    // and what it may not do after the term.
    keyTerms: ['governing-law', 'forum', 'fees', 'royalties', 'non-compete'],
    questions: LICENCE_QUESTIONS,
  }),
  'Hosting Agreement': services('Hosting Agreement', { playbook: CLOUD_SERVICE_PLAYBOOK }),
  'Intellectual Property Agreement': commercial('Intellectual Property Agreement', {
    questions: LICENCE_QUESTIONS,
  }),
  'Joint Venture Agreement': commercial('Joint Venture Agreement'),
  'License Agreement': commercial('License Agreement', {
    reader: { readerRoles: /licensee|sublicensee/i, fallbackRole: 'Licensee' },
    playbook: LICENCE_PLAYBOOK,
    keyTerms: [
      'governing-law',
      'forum',
      'royalties',
      'payment-terms',
      'liability-cap',
      'indemnity',
    ],
    questions: LICENCE_QUESTIONS,
  }),
  'Maintenance Agreement': services('Maintenance Agreement', {
    playbook: CLOUD_SERVICE_PLAYBOOK,
  }),
  'Manufacturing Agreement': supply('Manufacturing Agreement', { playbook: SUPPLY_PLAYBOOK }),
  'Marketing Agreement': commercial('Marketing Agreement', { questions: SERVICES_QUESTIONS }),
  'Non-Compete/Non-Solicit Agreement': buildProfile(
    'Non-Compete/Non-Solicit Agreement',
    'employment',
    {
      reader: {
        readerRoles: /employee|executive|seller|shareholder|covenantor|consultant|stockholder/i,
        fallbackRole: 'Employee',
      },
      playbook: RESTRICTIVE_COVENANT_PLAYBOOK,
      questions: EMPLOYMENT_QUESTIONS,
    },
  ),
  'Outsourcing Agreement': services('Outsourcing Agreement', { playbook: SERVICES_PLAYBOOK }),
  'Promotion Agreement': commercial('Promotion Agreement', { questions: SERVICES_QUESTIONS }),
  'Reseller Agreement': supply('Reseller Agreement', {
    reader: { readerRoles: /reseller|distributor|dealer/i, fallbackRole: 'Reseller' },
    playbook: DISTRIBUTION_PLAYBOOK,
  }),
  'Service Agreement': services('Service Agreement', { playbook: SERVICES_PLAYBOOK }),
  'Sponsorship Agreement': commercial('Sponsorship Agreement'),
  'Strategic Alliance Agreement': commercial('Strategic Alliance Agreement'),
  'Supply Agreement': supply('Supply Agreement', { playbook: SUPPLY_PLAYBOOK }),
  'Transportation Agreement': services('Transportation Agreement'),
};
