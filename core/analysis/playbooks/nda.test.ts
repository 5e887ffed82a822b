import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { getCategoryLabel } from '../../../common/analysis/category-label.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The NDA playbook, one construction per point a lawyer checks, for each side (decision 025).
const HEAD =
  'NON-DISCLOSURE AGREEMENT\n\nThis Non-Disclosure Agreement is made between Acme Labs Inc. ("Discloser") and Beta Partners LLC ("Recipient").\n\n';
const DEFINITION =
  '1. Definition. “Confidential Information” means all non-public business and technical information disclosed by Discloser to Recipient.';
const EXCLUSIONS =
  'Confidential Information does not include information that (a) is or becomes publicly available through no fault of Recipient, (b) was known to Recipient before its disclosure, (c) is rightfully received from a third party without a duty of confidentiality, or (d) is independently developed by Recipient.';
const DUTY =
  '2. Obligations. Recipient shall hold the Confidential Information in confidence and shall not disclose it to any third party.';
const TERM =
  '3. Term. The obligations of Recipient under this Agreement last for three (3) years from the date of disclosure.';
const COMPELLED =
  '4. Required Disclosure. Recipient may disclose Confidential Information to the extent required by law or court order, after notifying Discloser.';

// A fair one-way NDA: the definition with its exclusions, the duty, its end, the law's exception.
const FAIR = [DEFINITION, EXCLUSIONS, DUTY, TERM, COMPELLED];

const analyse = (clauses: string[], readerRole = 'Recipient') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe('the NDA playbook', () => {
  it('a fair one-way NDA gives the recipient nothing to worry about', () => {
    const analysis = analyse(FAIR);
    expect(analysis.redFlags.filter((flag) => flag.severity !== 'low')).toEqual([]);
  });

  it('a one-sided NDA is never empty: no exclusions, no end, no legal exception', () => {
    const flags = titles(analyse([DEFINITION, DUTY]).redFlags);
    expect(flags).toEqual(
      expect.arrayContaining([
        'Not all the usual exceptions to what is secret',
        'No end date for the secrecy',
        'No exception for what the law requires you to disclose',
      ]),
    );
  });

  it('reports its findings under a category a person reads: "NDA Term", never an id', () => {
    const labels = analyse([DEFINITION, DUTY]).redFlags.map((flag) =>
      getCategoryLabel(flag.category),
    );
    expect(labels).toContain('NDA Term');
    expect(labels.filter((label) => label.includes('.'))).toEqual([]);
  });

  it('what burdens the recipient is no risk to the discloser', () => {
    const analysis = analyse([DEFINITION, DUTY], 'Discloser');
    expect(titles(analysis.redFlags)).not.toContain('No end date for the secrecy');
    expect(titles(analysis.redFlags)).not.toContain(
      'Not all the usual exceptions to what is secret',
    );
  });

  it('a no-hire clause in an NDA is serious for the recipient', () => {
    const analysis = analyse([
      ...FAIR,
      '5. Non-Solicitation. For two (2) years Recipient shall not solicit, recruit or hire any employee of Discloser.',
    ]);
    // Found by the no-solicit family or by the playbook's own check: one finding either way.
    const isNoHire = (category = '') => /no-hire|no-solicit/.test(category);
    const noHire = analysis.redFlags.filter((flag) => isNoHire(flag.category));
    expect(noHire.map((flag) => flag.severity)).toEqual(['high']);
    expect(isNoHire(analysis.redFlags[0]?.category)).toBe(true);
  });

  it('a standstill in an NDA is serious for the recipient, and nothing for a fair NDA', () => {
    const standstill =
      '5. Standstill. For eighteen (18) months, Recipient shall not acquire or offer to acquire any securities of Discloser, make any tender offer, or solicit proxies to vote any voting securities of Discloser.';
    const flags = analyse([...FAIR, standstill]).redFlags;
    const found = flags.filter((flag) => flag.category === 'nda-standstill');
    expect(found.map((flag) => [flag.title, flag.severity])).toEqual([
      ['You may not buy their shares or bid for them', 'high'],
    ]);
    expect(found[0]?.quote).toContain('tender offer');
    expect(titles(analyse(FAIR).redFlags)).not.toContain(
      'You may not buy their shares or bid for them',
    );
  });

  it('exclusive dealing or non-circumvention in an NDA is flagged for the recipient', () => {
    const flags = analyse([
      ...FAIR,
      '5. Exclusivity. For six (6) months, Recipient shall not negotiate with any third party regarding a similar transaction and shall not circumvent Discloser.',
    ]).redFlags;
    expect(
      flags.filter((flag) => flag.category === 'nda-exclusivity').map((flag) => flag.title),
    ).toEqual(['You may not deal with others meanwhile']);
  });

  it('a residuals clause favours the recipient and is a risk to the discloser', () => {
    const residuals =
      '6. Residuals. Recipient may use the residuals, meaning information retained in the unaided memory of its employees, for any purpose.';
    const clauses = [...FAIR, residuals];
    expect(titles(analyse(clauses).protections)).toContain('You may use what your people remember');
    expect(titles(analyse(clauses, 'Discloser').redFlags)).toContain(
      'They may use what their people remember',
    );
  });

  it('information given "as is" is ordinary in an NDA, not a risk', () => {
    const analysis = analyse([
      ...FAIR,
      '7. No Warranty. All Confidential Information is provided “AS IS” and all warranties, express or implied, are disclaimed.',
    ]);
    expect(analysis.redFlags.map((flag) => flag.category)).not.toContain('warranty-disclaimer');
  });

  it('reads who the recipient is from the duties when the roles do not say', () => {
    const analysis = analyzeDocument(
      createParsedDocument(
        'txt',
        [
          'CONFIDENTIALITY AGREEMENT\n\nThis Confidentiality Agreement is made between Acme Labs Inc. ("Company") and Jane Roe ("Consultant").\n\n' +
            [
              '1. Definition. “Confidential Information” means all non-public information of Company.',
              '2. Obligations. Consultant shall hold the Confidential Information in confidence and shall not disclose it to any third party.',
            ].join('\n\n'),
        ],
        true,
      ),
      { readerRole: 'Consultant' },
    );
    expect(titles(analysis.redFlags)).toContain('No end date for the secrecy');
  });
});
