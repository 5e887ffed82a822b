import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../../parsing/parsed-document.ts';
import { analyzeDocument } from '../../analyze-document.ts';

// Construction: the key facts of dates and governing law as contracts state them, and the
// places they are never taken from: a print header, a blank, an unticked option (issue 30, facts).

const PARTIES =
  'by and between Acme Software Ltd., a company registered in England ("Supplier"), and Beta Stores Inc., a Delaware corporation ("Customer").';
// Enough clauses that the signatures stand where they do in a real contract: pages after the
// preamble.
const CLAUSES = [
  'Supplier shall provide the hosting services described in Schedule 1.',
  'Customer shall pay the fees set out in Schedule 2 within thirty (30) days of invoice.',
  'Each party shall keep the other party’s confidential information secret.',
  'Supplier shall maintain insurance with a reputable insurer throughout the term.',
  'Neither party may assign this Agreement without the other party’s prior written consent.',
  'Notices shall be given in writing to the addresses stated above.',
];
const BODY = Array.from(
  { length: 24 },
  (_, index) => `${index + 1}. ${CLAUSES[index % CLAUSES.length] ?? ''}`,
).join('\n\n');
const SIGNATURES = [
  'IN WITNESS WHEREOF, the parties have executed this Agreement.',
  'ACME SOFTWARE LTD.\n\nBy: _______________\nName: Jane Smith\nTitle: Director\nDate: March 3, 2024',
  'BETA STORES INC.\n\nBy: _______________\nName: John Doe\nTitle: CEO\nDate: March 5, 2024',
].join('\n\n');

function analyse(text: string) {
  return analyzeDocument(createParsedDocument('txt', [text], true));
}
const dateOf = (text: string, kind: 'agreement' | 'effective') =>
  analyse(text).keyDates.find((date) => date.kind === kind)?.date;
const lawOf = (text: string) => {
  const law = analyse(text).keyTerms.find((term) => term.kind === 'governing-law');
  return law && `${law.status}: ${law.value}`;
};
const agreementWith = (preamble: string, clauses = '') =>
  `HOSTING AGREEMENT\n\n${preamble}\n\n${BODY}\n\n${clauses}\n\n${SIGNATURES}`;

describe('dates as contracts state them', () => {
  it('never dates the agreement from a browser print header', () => {
    const text = `11/28/25, 10:15 AM   Mutual NDA - Google Docs\n\n${agreementWith(`This Mutual Non-Disclosure Agreement is entered into ${PARTIES}`)}`;
    expect(dateOf(text, 'agreement')).not.toBe('2025-11-28');
  });

  it('dates the agreement from its preamble when a print header carries another date', () => {
    const text = `11/28/25, 10:15 AM   Hosting Agreement - Google Docs\n\n${agreementWith(`This Hosting Agreement is entered into as of January 5, 2023 ${PARTIES}`)}`;
    expect(dateOf(text, 'agreement')).toBe('2023-01-05');
  });

  it('takes the effective date from the option ticked, not the one left unticked above it', () => {
    const text = agreementWith(
      `This Hosting Agreement is entered into ${PARTIES}`,
      '25. Effective date\n\n[ ] This Agreement is effective as of January 1, 2024.\n\n[X] This Agreement is effective as of February 1, 2024.',
    );
    expect(dateOf(text, 'effective')).toBe('2024-02-01');
  });

  it('reads a date in words: "this 12th day of February, 2024" and "this twelfth day of February, 2024"', () => {
    for (const day of ['12th', 'twelfth', 'Twelfth']) {
      const text = agreementWith(
        `This Agreement is made this ${day} day of February, 2024 ${PARTIES}`,
      );
      expect(dateOf(text, 'agreement')).toBe('2024-02-12');
    }
  });

  it('dates a preamble that names the parties first and the day last', () => {
    const text = agreementWith(
      `This Hosting Agreement is made ${PARTIES.replace(/\.$/, '')} this 7th day of September, 1999.`,
    );
    expect(dateOf(text, 'agreement')).toBe('1999-09-07');
  });

  it('reads the effective date a key-terms table gives, wherever the table stands', () => {
    const table =
      'AGREEMENT PERIOD\n\nEffective Date: January 1, 2019\n\nTermination Date: December 31, 2023';
    const text = agreementWith(
      `This Agreement is entered into as of the Effective Date ${PARTIES}`,
      table,
    );
    expect(dateOf(text, 'effective')).toBe('2019-01-01');
    // "as of the Effective Date": the agreement is dated by the date the table gives.
    expect(dateOf(text, 'agreement')).toBe('2019-01-01');
  });

  it('takes "effective as of the date of the last signature" as the later signing date', () => {
    const text = agreementWith(
      `This Agreement is dated March 1, 2024 ${PARTIES} It is effective as of the date of the last signature below (the "Effective Date").`,
    );
    expect(dateOf(text, 'agreement')).toBe('2024-03-01');
    expect(dateOf(text, 'effective')).toBe('2024-03-05');
  });

  it("never takes a blank date as a value, nor a term's date as the signing date", () => {
    const text = agreementWith(
      `This Agreement is dated [●], 20__ ${PARTIES}`,
      'Expiration Date: December 31, 2025',
    ).replace(/\nDate: March \d, 2024/g, '\nDate: ____________');
    expect(dateOf(text, 'agreement')).toBeUndefined();
  });

  it('reads a signature dated beside its signer, in its own column', () => {
    const text = agreementWith(`This Agreement is made ${PARTIES}`).replace(
      /\nDate: (March \d, 2024)/g,
      '\n-----------------------------          $1',
    );
    expect(dateOf(text, 'agreement')).toBe('2024-03-05');
  });
});

describe('dates as contracts state them, European and deed forms', () => {
  it('reads a dotted date day first, as Europe writes it: "1.10.2019" is 1 October', () => {
    const text = agreementWith(`This Hosting Agreement is made on 1.10.2019 ${PARTIES}`);
    expect(dateOf(text, 'agreement')).toBe('2019-10-01');
    expect(
      dateOf(agreementWith(`This Agreement is made on 15.10.2019 ${PARTIES}`), 'agreement'),
    ).toBe('2019-10-15');
  });

  it.each([
    ['This Agreement shall take effect on June 1, 2019.'],
    ['The term of this Agreement begins June 1, 2019 and continues for three years.'],
    ['This Agreement shall be in full force from June 1, 2019 until terminated.'],
  ])('reads the effective date of "%s"', (clause) => {
    const text = agreementWith(`This Hosting Agreement is made ${PARTIES}`, `25. Term. ${clause}`);
    expect(dateOf(text, 'effective')).toBe('2019-06-01');
  });

  it('never dates the signing from another agreement a schedule after the signatures names', () => {
    const text = `${agreementWith(`This Hosting Agreement is made ${PARTIES}`)}\n\nSCHEDULE 3 ENCUMBRANCES\n\nThe assets are subject to a lien under the Loan and Security Agreement dated September 2, 2026.`;
    expect(dateOf(text, 'agreement')).toBe('2024-03-05');
  });
});

describe('governing law as contracts state it', () => {
  const withLaw = (clause: string) => agreementWith(`This Agreement is made ${PARTIES}`, clause);

  it.each([
    ['12. Governing law\n\nThis Agreement is subject to English law.', 'stated: England'],
    [
      '12. Law\n\nEnglish law governs this Agreement and any dispute arising from it.',
      'stated: England',
    ],
    [
      '12. Law\n\nThe laws of England and Wales apply to this Agreement.',
      'stated: England and Wales',
    ],
    [
      '12. Law\n\nThis Agreement shall be construed in accordance with the laws of Ontario and the federal laws of Canada applicable therein.',
      'stated: Ontario',
    ],
    ['12. Venue. This AGREEMENT is controlled by the laws of the State of Texas.', 'stated: Texas'],
    [
      '12. Law\n\nThis Agreement shall be governed in all respects by Dutch law.',
      'stated: the Netherlands',
    ],
    [
      '12. Law\n\nThe validity and performance of this Agreement shall be governed by Swedish law.',
      'stated: Sweden',
    ],
    [
      '12. Law\n\nThis Agreement shall be construed in accordance with and governed by the laws ofthe State ofTexas.',
      'stated: Texas',
    ],
    [
      '12. GOVERNING LAW\n\nAny lawsuit relating to this Agreement may be initiated in a court located in the Commonwealth of Massachusetts.',
      'stated: Massachusetts',
    ],
  ])('%s', (clause, law) => {
    expect(lawOf(withLaw(clause))).toBe(law);
  });

  it('reads the notice period of the option ticked, not of the one left unticked above it', () => {
    const text = withLaw(
      "25. Termination\n\n[ ] Either party may terminate this Agreement on thirty (30) days' written notice.\n\n[X] Either party may terminate this Agreement on ninety (90) days' written notice.",
    );
    const notice = analyse(text).keyTerms.find((term) => term.kind === 'termination-notice');
    expect(notice?.value).toBe("90 days' notice");
  });

  it('reads a key-terms table row "Governing law" as the place it names', () => {
    const table = 'KEY TERMS\n\nGoverning law: The laws of the State of New York\n\n';
    expect(lawOf(`${table}${withLaw('')}`)).toBe('stated: New York');
  });

  it('takes the ticked option, never the unticked one', () => {
    expect(
      lawOf(
        withLaw(
          '12. Governing Law. This Agreement is governed by the laws of [ ] the State of New York [X] England and Wales.',
        ),
      ),
    ).toBe('stated: England and Wales');
  });

  it('gives "[Fill in state]" as blank, never as the law', () => {
    expect(lawOf(`KEY TERMS\n\nGoverning Law: [Fill in state]\n\n${withLaw('')}`)).toBe(
      'blank: [Fill in state]',
    );
  });
});
