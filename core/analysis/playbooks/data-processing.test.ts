import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The DPA playbook, one construction per point a lawyer checks, for each side (decision 025).
const HEAD =
  'DATA PROCESSING AGREEMENT\n\nThis Data Processing Agreement is made between Brightside Retail GmbH ("Controller") and CloudCo Ltd ("Processor") under the GDPR.\n\n';
const INSTRUCTIONS =
  "1. Instructions. Processor shall process Personal Data only on Controller's documented instructions.";
const SECURITY =
  '2. Security. Processor shall implement appropriate technical and organisational measures to protect Personal Data, and shall ensure that its personnel are bound by confidentiality.';
const SUBPROCESSORS =
  '3. Sub-processors. Processor shall notify Controller of any new sub-processor thirty (30) days in advance, and Controller may object to the new sub-processor.';
const BREACH = (when: string) =>
  `4. Breaches. Processor shall notify Controller of any Personal Data Breach ${when}.`;
const REST = [
  '5. Audits. Processor shall make available to Controller the information necessary to demonstrate compliance and allow for audits by Controller.',
  '6. Transfers. Processor shall transfer Personal Data outside the EEA only under the Standard Contractual Clauses.',
  '7. Deletion. On termination, Processor shall delete or return all Personal Data at the choice of Controller.',
  '8. Assistance. Processor shall assist Controller in responding to requests from data subjects.',
];

const FAIR = [
  INSTRUCTIONS,
  SECURITY,
  SUBPROCESSORS,
  BREACH('without undue delay and within 48 hours'),
  ...REST,
];

const analyse = (clauses: string[], readerRole = 'Controller') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const ours = (items: readonly { category: string }[]) =>
  items.filter((item) => item.category.startsWith('dpa-'));

describe('the DPA playbook', () => {
  it('a fair DPA raises none of its points for the controller', () => {
    expect(ours(analyse(FAIR).redFlags)).toEqual([]);
  });

  it('processing not limited to instructions is serious for the controller', () => {
    const flag = analyse(FAIR.filter((clause) => clause !== INSTRUCTIONS)).redFlags.find(
      (item) => item.category === 'dpa-instructions',
    );
    expect(flag?.severity).toBe('high');
  });

  it('breach notice later than 72 hours is off-market; no deadline is flagged too', () => {
    const late = [
      INSTRUCTIONS,
      SECURITY,
      SUBPROCESSORS,
      BREACH('within ten (10) business days'),
      ...REST,
    ];
    expect(titles(analyse(late).redFlags)).toContain('Breach notice comes too late');
    const untimed = [INSTRUCTIONS, SECURITY, SUBPROCESSORS, BREACH('in writing'), ...REST];
    expect(titles(analyse(untimed).redFlags)).toContain('No deadline to tell you of a breach');
  });

  it('sub-processors without a right to object are flagged', () => {
    const clauses = FAIR.map((clause) =>
      clause === SUBPROCESSORS
        ? '3. Sub-processors. Processor may engage sub-processors to process Personal Data.'
        : clause,
    );
    expect(titles(analyse(clauses).redFlags)).toContain('No right to object to new sub-processors');
  });

  it('missing transfer, deletion and audit terms are flagged for the controller', () => {
    const flags = titles(
      analyse([INSTRUCTIONS, SECURITY, SUBPROCESSORS, BREACH('within 24 hours')]).redFlags,
    );
    expect(flags).toEqual(
      expect.arrayContaining([
        'Nothing on international transfers',
        'Nothing on deleting or returning the data',
        'No right to audit the processor',
      ]),
    );
  });

  it("the main agreement's liability cap applied to data breaches is flagged", () => {
    const analysis = analyse([
      ...FAIR,
      "9. Liability. Each party's liability under this DPA is subject to the limitations and exclusions of liability in the Agreement.",
    ]);
    expect(titles(analysis.redFlags)).toContain("The main agreement's liability cap applies");
  });

  it('what a DPA lacks for the controller is no risk to the processor', () => {
    const analysis = analyse([BREACH('in writing')], 'Processor');
    expect(ours(analysis.redFlags)).toEqual([]);
  });

  it('reads which party processes from the duties when the roles do not say', () => {
    const analysis = analyzeDocument(
      createParsedDocument(
        'txt',
        [
          'DATA PROCESSING AGREEMENT\n\nThis Data Processing Agreement is made between Brightside Retail GmbH ("Customer") and CloudCo Ltd ("Company") under the GDPR.\n\n' +
            [
              SECURITY.replace(/Processor/g, 'Company'),
              BREACH('in writing').replace(/Processor/g, 'Company'),
            ].join('\n\n'),
        ],
        true,
      ),
      { readerRole: 'Company' },
    );
    expect(ours(analysis.redFlags)).toEqual([]);
  });
});
