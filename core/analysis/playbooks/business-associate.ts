import type { PlacedProvision } from '../reading/read-provisions.ts';
import {
  findingAt,
  findProvisionFor,
  flagSlowNotice,
  flagUnsaidFor,
  type NoticeDue,
} from './checks.ts';
import type { Playbook, PlaybookView } from './playbook.ts';
import { sentencesSaying } from './sentences.ts';

const readsAsCoveredEntity = (view: PlaybookView) => view.side === 'covered-entity';

const PHI = /\bprotected\s+health\s+information\b|\bPHI\b|\bhealth\s+information\b/i;

/**
 * The business associate's first duty about the health information: where what the agreement
 * lacks is missing from.
 */
function findPhiDuty(view: PlaybookView): PlacedProvision | null {
  return findProvisionFor(view, 'business-associate', {
    modalities: ['must', 'must-not'],
    words: PHI,
  });
}

/** What the agreement says nothing of, quoted at the business associate's first duty. */
const absentFrom = flagUnsaidFor('covered-entity', findPhiDuty);

// Wider uses HIPAA allows a business associate only if the agreement says so.
const OWN_USES =
  /\bproper\s+management\s+and\s+administration\b|\bdata\s+aggregation\b|\bde-?identif\w*/i;
const MAY = /\bmay\b|\bpermitted\b|\bentitled\b/i;
const INCIDENT =
  /\b(?:breach(?:es)?\s+of\s+unsecured|security\s+incidents?|breach(?:es)?|unauthori[sz]ed\s+(?:use|disclosure))\b/i;
const REPORTS = /\breport\w*|\bnotif\w*/i;
const PROMPT = /\bwithout\s+unreasonable\s+delay\b|\bpromptly\b|\bimmediately\b|\bwithin\b/i;
// HIPAA allows 60 days in all; a covered entity needs the report well inside that to notify
// the individuals, so ten business days is the usual outer limit.
const BREACH_REPORT: NoticeDue = {
  says: [INCIDENT, REPORTS],
  prompt: PROMPT,
  maxHours: 15 * 24,
  missingFrom: findPhiDuty,
};
const SUBCONTRACTORS = /\bsubcontractors?\b|\bagents?\b/i;
const RETURN_OR_DESTROY = /\breturn\w*\b|\bdestr(?:oy|oyed|uction)\b/i;
const TERMINATION_FOR_VIOLATION =
  /\bterminat\w*\b[^.;]{0,160}\b(?:breach\w*|violat\w*|material)\b|\b(?:breach\w*|violat\w*)\b[^.;]{0,160}\bterminat\w*/i;
const ACCOUNTING = /\baccounting\s+of\s+disclosures\b|\b164\.528\b/i;
const BOOKS_AND_RECORDS = /\bSecretary\b/;
const SAFEGUARDS = /\bsafeguards?\b|\bSubpart\s+C\b|\bsecurity\s+rule\b/i;

/**
 * A HIPAA business associate agreement, as a lawyer reads it for the covered entity (the
 * health-care provider or plan whose patients' information it is) or the business associate.
 */
export const BUSINESS_ASSOCIATE_PLAYBOOK: Playbook = {
  sides: [
    { id: 'covered-entity', roles: /\b(?:covered\s+entity|health\s+plan|practice|hospital)\b/i },
    {
      id: 'business-associate',
      roles: /\b(?:business\s+associate|vendor|contractor|subcontractor)\b/i,
    },
  ],
  defaultSide: 'covered-entity',
  items: [
    {
      id: 'baa.breach-reporting',
      question: 'How fast must breaches and security incidents be reported to you?',
      marketStandard:
        'Without unreasonable delay and within 5 to 10 business days of discovery (HIPAA allows at most 60 days), with what the covered entity needs to notify individuals.',
      check: (view) =>
        readsAsCoveredEntity(view)
          ? flagSlowNotice(view, BREACH_REPORT, {
              missing: {
                title: 'No duty to report breaches to you',
                explanation:
                  'Nothing requires the business associate to report breaches of unsecured health information or security incidents, which HIPAA requires.',
              },
              late: {
                title: 'Breaches are reported to you late',
                explanation:
                  'The business associate may take longer than the usual 5 to 10 business days to report a breach, eating into the 60 days you have to notify patients.',
              },
              undated: {
                title: 'No deadline to report a breach',
                explanation:
                  'The business associate must report breaches but no time is set, while your own deadline to notify patients runs from discovery.',
              },
            })
          : null,
      severity: { 'covered-entity': 'high', 'business-associate': 'none' },
      suggestion:
        'Require reports without unreasonable delay and within 5 business days of discovery, with the details needed to notify individuals.',
    },
    {
      id: 'baa.subcontractors',
      question: 'Must its subcontractors sign the same terms?',
      marketStandard:
        'Subcontractors that handle the information agree in writing to the same restrictions (HIPAA requires it).',
      check: (view) =>
        absentFrom(view, SUBCONTRACTORS, {
          title: 'Nothing binds its subcontractors',
          explanation:
            'The agreement does not require subcontractors who handle the health information to agree to the same restrictions, as HIPAA requires.',
        }),
      severity: { 'covered-entity': 'high', 'business-associate': 'none' },
      suggestion:
        'Require written agreements with every subcontractor that handles the information, on the same restrictions.',
    },
    {
      id: 'baa.own-uses',
      question: 'May the business associate use the information for its own purposes?',
      marketStandard:
        'Only to perform the services; its own management and administration and data aggregation only where the covered entity agrees.',
      families: ['data-for-training'],
      check: (view) => {
        if (!readsAsCoveredEntity(view)) return null;
        return findingAt('red-flag', sentencesSaying(view, OWN_USES, MAY)[0], {
          title: 'It may use the information for its own purposes',
          explanation:
            'The business associate may use the health information for its own management and administration, for data aggregation or to de-identify it, beyond performing the services.',
        });
      },
      severity: { 'covered-entity': 'low', 'business-associate': 'none' },
      suggestion:
        'Strike uses you do not need it to make, especially de-identification and data aggregation, or require your consent for them.',
    },
    {
      id: 'baa.safeguards',
      question: 'Must it safeguard the information?',
      marketStandard:
        'Appropriate safeguards, and compliance with the HIPAA Security Rule for electronic information.',
      check: (view) =>
        absentFrom(view, SAFEGUARDS, {
          title: 'No safeguards promised',
          explanation:
            'The agreement does not commit the business associate to safeguards or to the HIPAA Security Rule.',
        }),
      severity: { 'covered-entity': 'medium', 'business-associate': 'none' },
      suggestion: 'Add a duty to use appropriate safeguards and comply with the Security Rule.',
    },
    {
      id: 'baa.return-or-destroy',
      question: 'Is the information returned or destroyed at the end?',
      marketStandard:
        'Returned or destroyed at termination; where that is infeasible, protections extended for as long as it is kept.',
      check: (view) =>
        absentFrom(view, RETURN_OR_DESTROY, {
          title: 'Nothing on returning or destroying the information',
          explanation:
            'The agreement does not say the health information is returned or destroyed when it ends.',
        }),
      severity: { 'covered-entity': 'medium', 'business-associate': 'none' },
      suggestion:
        'Require return or destruction at termination, and continued protection of anything that cannot be returned.',
    },
    {
      id: 'baa.termination',
      question: 'Can you end the agreement if the business associate violates it?',
      marketStandard:
        'The covered entity may terminate if the business associate violates a material term and does not cure it.',
      check: (view) =>
        absentFrom(view, TERMINATION_FOR_VIOLATION, {
          title: 'No right to end it for a violation',
          explanation:
            'Nothing lets you terminate if the business associate violates the agreement, which HIPAA expects you to be able to do.',
        }),
      severity: { 'covered-entity': 'medium', 'business-associate': 'none' },
      suggestion:
        'Add a right to terminate, with the underlying services, if a material term is violated and not cured within 30 days.',
    },
    {
      id: 'baa.individual-rights',
      question: 'Will it help you give patients access, amendments and an accounting?',
      marketStandard:
        'The business associate makes information available for access, amendment and an accounting of disclosures.',
      check: (view) =>
        absentFrom(view, ACCOUNTING, {
          title: 'No accounting of disclosures',
          explanation:
            'Nothing requires the business associate to document its disclosures so you can give patients the accounting HIPAA entitles them to.',
        }),
      severity: { 'covered-entity': 'low', 'business-associate': 'none' },
      suggestion: 'Add duties to support access, amendment and an accounting of disclosures.',
    },
    {
      id: 'baa.books-and-records',
      question: 'Are its books open to the government?',
      marketStandard:
        'Its practices, books and records are available to the Secretary of HHS to determine compliance.',
      check: (view) =>
        absentFrom(view, BOOKS_AND_RECORDS, {
          title: 'No access for the Secretary of HHS',
          explanation:
            "The agreement does not make the business associate's books and records available to the Secretary, as HIPAA requires.",
        }),
      severity: { 'covered-entity': 'low', 'business-associate': 'none' },
      suggestion: 'Add the standard clause giving the Secretary access to books and records.',
    },
    {
      id: 'baa.audit',
      question: 'May the covered entity inspect the business associate?',
      marketStandard: 'Inspection on reasonable notice, or reports of independent audits.',
      families: ['audit-rights'],
      severity: { 'covered-entity': 'none', 'business-associate': 'medium' },
      suggestion:
        "For the business associate: limit audits to once a year, on notice, at the covered entity's cost.",
    },
    {
      id: 'baa.liability',
      question: 'What can you recover if the information is mishandled?',
      marketStandard:
        'Breach costs (notification, credit monitoring) recoverable, outside or above any cap in the main agreement.',
      families: ['cap-on-liability', 'limitation-of-liability', 'liability-exclusion'],
      severity: { 'covered-entity': 'medium', 'business-associate': 'none' },
      suggestion:
        'Ask that breach notification and mitigation costs are recoverable without the cap.',
    },
    {
      id: 'baa.indemnity',
      question: "Must you cover the other side's losses?",
      marketStandard:
        'Each side answers for its own violations; indemnities are negotiated, often mutual.',
      families: ['indemnification', 'uncapped-liability'],
      severity: { 'covered-entity': 'medium', 'business-associate': 'high' },
      suggestion: 'Limit it to losses caused by your own violation, and make it mutual.',
    },
  ],
};
