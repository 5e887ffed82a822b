import type { PlacedProvision } from '../reading/read-provisions.ts';
import {
  countDuties,
  findingAt,
  findProvisionFor,
  flagSlowNotice,
  flagUnsaidFor,
  type NoticeDue,
} from './checks.ts';
import type { Playbook, PlaybookView } from './playbook.ts';
import { sentencesSaying } from './sentences.ts';

const readsAsController = (view: PlaybookView) => view.side === 'controller';

const PROCESSING = /\bprocess\w*\b|\bpersonal\s+(?:data|information)\b/i;

/**
 * The processor's first duty about the data: where what a DPA lacks is missing from. Any duty
 * about processing when the parties' names do not say which side processes.
 */
function findProcessingDuty(view: PlaybookView): PlacedProvision | null {
  return findProvisionFor(view, 'processor', {
    modalities: ['must', 'must-not'],
    words: PROCESSING,
  });
}

/** What the document says nothing of, quoted at the processor's first duty. */
const absentFrom = flagUnsaidFor('controller', findProcessingDuty);

const INSTRUCTIONS = /\binstructions?\b/i;
const SUB_PROCESSOR = /\bsub-?processors?\b|\bsub-?contract\w*\b/i;
const OBJECTION = /\bobject\w*\b/i;
const BREACH =
  /\b(?:personal\s+data\s+breach|security\s+(?:incident|breach)|data\s+breach|breach\s+of\s+security|unauthori[sz]ed\s+(?:access|disclosure))\b/i;
const NOTIFIES = /\bnotif\w*|\binform\w*|\breport\w*/i;
const PROMPT = /\bwithout\s+undue\s+delay\b|\bpromptly\b|\bimmediately\b|\bwithin\b/i;
// The controller must tell the regulator within 72 hours of becoming aware: a processor's notice
// later than that leaves it no time.
const BREACH_NOTICE: NoticeDue = {
  says: [BREACH, NOTIFIES],
  prompt: PROMPT,
  maxHours: 72,
  missingFrom: findProcessingDuty,
};
const AUDIT = /\baudit\w*\b|\binspect\w*\b/i;
const TRANSFER_MECHANISM =
  /\bstandard\s+contractual\s+clauses\b|\bSCCs?\b|\badequa(?:cy|te\s+level)\b|\bbinding\s+corporate\s+rules\b|\bdata\s+privacy\s+framework\b|\btransfer\s+(?:mechanism|impact)\b|\binternational\s+(?:data\s+)?transfers?\b/i;
const EUROPEAN = /\bGDPR\b|\bEuropean\b|\bEEA\b|\bEU\b|\bUnited\s+Kingdom\b|\bUK\b|\bSwitzerland\b/;
const DELETION =
  /\b(?:delet\w*|destr(?:oy|uction)|return\w*|eras\w*)\b[^.;]{0,120}\b(?:personal\s+data|customer\s+data|data)\b|\b(?:personal\s+data|customer\s+data)\b[^.;]{0,120}\b(?:delet\w*|destr(?:oy|uction)|return\w*|eras\w*)\b/i;
const SECURITY_MEASURES =
  /\btechnical\s+and\s+organi[sz]ational\s+(?:security\s+)?measures\b|\bsecurity\s+measures\b|\bappropriate\s+(?:technical|security)\b/i;
const LIABILITY = /\bliabilit(?:y|ies)\b|\bliable\b/i;
// "subject to the limitations of liability in the Agreement": the main agreement's cap governs.
const MAIN_AGREEMENT_LIMITS =
  /\b(?:subject\s+to|governed\s+by|in\s+accordance\s+with)\b[^.;]{0,80}\b(?:limitations?|exclusions?|caps?)\b[^.;]{0,100}\b(?:agreement|terms|contract)\b/i;
const CONFIDENTIALITY_OF_STAFF = /\bconfidential\w*\b/i;
const DATA_SUBJECTS =
  /\bdata\s+subjects?\b|\bindividuals?['’]?\s+rights\b|\bconsumer\s+requests?\b/i;

/**
 * A data processing agreement (GDPR article 28 or the like), as a lawyer reads it for the
 * controller (the customer whose data it is) or the processor (the provider handling it).
 */
export const DATA_PROCESSING_PLAYBOOK: Playbook = {
  sides: [
    { id: 'controller', roles: /\b(?:controller|customer|client|data\s+exporter)\b/i },
    {
      id: 'processor',
      roles: /\b(?:processor|vendor|provider|supplier|data\s+importer|service\s+provider)\b/i,
    },
  ],
  defaultSide: 'controller',
  // "Company" and its customer: the processor is the party the duties about the data bind.
  findSide: (view, role) => {
    const { own, others } = countDuties(view, role, {
      modalities: ['must', 'must-not'],
      words: PROCESSING,
    });
    if (own === others) return null;
    return own > others ? 'processor' : 'controller';
  },
  items: [
    {
      id: 'dpa.instructions',
      question: 'May the processor use the data only on your instructions?',
      marketStandard:
        "The processor processes personal data only on the controller's documented instructions, and says so if an instruction breaks the law.",
      check: (view) =>
        absentFrom(view, INSTRUCTIONS, {
          title: 'Nothing limits processing to your instructions',
          explanation:
            'The agreement does not say the processor may handle the data only on your documented instructions, which data protection law requires and which stops it using the data for its own ends.',
        }),
      severity: { controller: 'high', processor: 'none' },
      suggestion:
        'Add that the processor processes personal data only on your documented instructions, for the purposes of the services.',
    },
    {
      id: 'dpa.own-use',
      question: 'May the processor use the data for its own purposes?',
      marketStandard:
        'No: only to provide the services, never to train models or for its own products.',
      families: ['data-for-training'],
      severity: { controller: 'high', processor: 'none' },
      suggestion: "Strike any use of the data for the processor's own purposes, aggregated or not.",
    },
    {
      id: 'dpa.breach-notice',
      question: 'How fast must they tell you of a data breach?',
      marketStandard:
        'Without undue delay, and within 24 to 72 hours of becoming aware, with what the controller needs to notify the regulator.',
      check: (view) =>
        readsAsController(view)
          ? flagSlowNotice(view, BREACH_NOTICE, {
              missing: {
                title: 'No duty to tell you of a data breach',
                explanation:
                  'Nothing requires the processor to notify you of a personal data breach, yet you may have only 72 hours to report it to the regulator.',
              },
              late: {
                title: 'Breach notice comes too late',
                explanation:
                  'The processor may take longer than 72 hours to tell you of a breach, leaving you no time to report it to the regulator as the law requires.',
              },
              undated: {
                title: 'No deadline to tell you of a breach',
                explanation:
                  'The processor must notify you of a breach but no time is set, while you may have only 72 hours to report it to the regulator.',
              },
            })
          : null,
      severity: { controller: 'high', processor: 'none' },
      suggestion:
        'Require notice without undue delay and in any case within 48 hours of the processor becoming aware, with the details you need for the regulator.',
    },
    {
      id: 'dpa.sub-processors',
      question: 'Who else may handle the data, and can you object?',
      marketStandard:
        'A list of current sub-processors, notice of new ones (often 30 days), a right to object, and the same data duties passed down.',
      check: (view) => {
        if (!readsAsController(view)) return null;
        const clause = sentencesSaying(view, SUB_PROCESSOR)[0];
        if (!clause)
          return absentFrom(view, SUB_PROCESSOR, {
            title: 'Nothing on sub-processors',
            explanation:
              'The agreement does not say whether the processor may hand the data to others, on what terms, or whether you are told.',
          });
        if (OBJECTION.test(view.document.text)) return null;
        return findingAt('red-flag', clause, {
          title: 'No right to object to new sub-processors',
          explanation:
            'The processor may bring in sub-processors without your being able to object, so your data can go to companies you never approved.',
        });
      },
      severity: { controller: 'medium', processor: 'none' },
      suggestion:
        'Ask for notice of new sub-processors at least 30 days ahead, a right to object, and a right to terminate if the objection is not resolved.',
    },
    {
      id: 'dpa.security',
      question: 'Must they keep the data secure?',
      marketStandard:
        'Appropriate technical and organisational measures, described in an annex, reviewed over time.',
      check: (view) =>
        absentFrom(view, SECURITY_MEASURES, {
          title: 'No security measures promised',
          explanation:
            'The agreement does not commit the processor to appropriate technical and organisational security measures.',
        }),
      severity: { controller: 'medium', processor: 'none' },
      suggestion:
        'Add a duty to keep appropriate technical and organisational measures, listed in an annex.',
    },
    {
      id: 'dpa.audit',
      question: 'Can the controller check compliance?',
      marketStandard:
        "Audit reports (SOC 2, ISO 27001) on request, and an on-site audit on reasonable notice, once a year, at the controller's cost.",
      families: ['audit-rights'],
      check: (view) =>
        absentFrom(view, AUDIT, {
          title: 'No right to audit the processor',
          explanation:
            'You have no right to audit or inspect how the processor handles your data, or even to see its audit reports.',
        }),
      severity: { controller: 'medium', processor: 'medium' },
      suggestion:
        "For the controller: ask for audit reports on request and an audit on notice. For the processor: limit audits to once a year, on 30 days' notice, at the controller's cost.",
    },
    {
      id: 'dpa.transfers',
      question: 'May the data leave the country or region, and how is that made lawful?',
      marketStandard:
        'Transfers outside the EEA or UK only under standard contractual clauses, an adequacy decision or another lawful mechanism.',
      check: (view) => {
        if (!EUROPEAN.test(view.document.text)) return null;
        return absentFrom(view, TRANSFER_MECHANISM, {
          title: 'Nothing on international transfers',
          explanation:
            'The agreement does not say how data sent outside Europe is protected (standard contractual clauses or another lawful mechanism).',
        });
      },
      severity: { controller: 'medium', processor: 'none' },
      suggestion:
        'Add that transfers outside the EEA and UK are made only under the standard contractual clauses or another lawful transfer mechanism.',
    },
    {
      id: 'dpa.deletion',
      question: 'Is the data deleted or returned at the end?',
      marketStandard:
        "Deleted or returned, at the controller's choice, within 30 to 90 days of the end, unless the law requires keeping it.",
      check: (view) =>
        absentFrom(view, DELETION, {
          title: 'Nothing on deleting or returning the data',
          explanation:
            'The agreement does not say what happens to your data when the services end, so the processor may keep it.',
        }),
      severity: { controller: 'medium', processor: 'none' },
      suggestion:
        'Require deletion or return of all personal data, at your choice, within 30 days after the services end, with written confirmation.',
    },
    {
      id: 'dpa.assistance',
      question: "Will they help you answer individuals' requests?",
      marketStandard:
        "The processor helps the controller answer data subjects' requests and with impact assessments.",
      check: (view) =>
        absentFrom(view, DATA_SUBJECTS, {
          title: "No help with individuals' requests",
          explanation:
            'Nothing requires the processor to help you answer requests from the people whose data it holds.',
        }),
      severity: { controller: 'low', processor: 'none' },
      suggestion: 'Add a duty to assist with data subject requests, within a stated time.',
    },
    {
      id: 'dpa.staff-confidentiality',
      question: "Are the processor's people bound to confidentiality?",
      marketStandard: 'Everyone who handles the data is under a duty of confidentiality.',
      check: (view) =>
        absentFrom(view, CONFIDENTIALITY_OF_STAFF, {
          title: 'No confidentiality duty for their staff',
          explanation: 'Nothing requires the people who handle your data to keep it confidential.',
        }),
      severity: { controller: 'low', processor: 'none' },
      suggestion: 'Add that everyone authorised to process the data is bound to confidentiality.',
    },
    {
      id: 'dpa.liability',
      question: 'What can you recover if the processor mishandles the data?',
      marketStandard:
        "The main agreement's cap, often with a higher cap or no cap for data protection breaches.",
      families: ['cap-on-liability', 'limitation-of-liability', 'liability-exclusion'],
      check: (view) => {
        if (!readsAsController(view)) return null;
        return findingAt('red-flag', sentencesSaying(view, LIABILITY, MAIN_AGREEMENT_LIMITS)[0], {
          title: "The main agreement's liability cap applies",
          explanation:
            'Liability for mishandling your data is subject to the limits of the main agreement, often a year of fees, far below what a data breach can cost.',
        });
      },
      severity: { controller: 'medium', processor: 'none' },
      suggestion: 'Ask for a separate, higher cap for data protection breaches.',
    },
    {
      id: 'dpa.indemnity',
      question: "Must you cover the other side's losses without limit?",
      marketStandard:
        'Each side answers for its own breaches of data protection law, within the cap.',
      families: ['indemnification', 'uncapped-liability'],
      severity: { controller: 'medium', processor: 'high' },
      suggestion:
        'Limit the indemnity to losses caused by your own breach, and put it under the cap.',
    },
  ],
};
