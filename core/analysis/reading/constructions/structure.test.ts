import { describe, expect, it } from 'vitest';
import { createParsedDocument, type DocumentFileType } from '../../../parsing/parsed-document.ts';
import { splitSentences } from '../../text/split-sentences.ts';
import { findSectionLabel, isOperativeSpan, readStructure } from '../read-structure.ts';

/**
 * How documents are laid out, one construction per case: the words at `at` must be cited as
 * `label` and be operative or not. Pages are the file's pages (a PDF's); a single text is a
 * document without pages of its own (a DOCX or a pasted text).
 */
interface Case {
  name: string;
  pages: string[];
  fileType?: DocumentFileType;
  at: string;
  label?: string | null;
  operative: boolean;
}

const FOOTER = 'TruckThat LLC\nConsulting Agreement';

const CASES: Case[] = [
  {
    name: 'a numbered heading with its name: "12.2 Termination."',
    pages: [
      '12. Term and Termination.\n12.1 Term. This Agreement starts on the Effective Date.\n12.2 Termination. Either party may terminate this Agreement on thirty days notice.\n12.3 Survival. Sections 4 and 5 survive.',
    ],
    at: 'Either party may terminate',
    label: '12.2 (Termination)',
    operative: true,
  },
  {
    name: 'the next sibling closes a subsection: "12.3" is not inside "12.2"',
    pages: [
      '12. Term and Termination.\n12.1 Term. This Agreement starts on the Effective Date.\n12.2 Termination. Either party may terminate this Agreement.\n12.3 Survival. Sections 4 and 5 survive any termination.',
    ],
    at: 'Sections 4 and 5 survive',
    label: '12.3 (Survival)',
    operative: true,
  },
  {
    name: 'an article in capitals with a dash: "ARTICLE V – CONFIDENTIALITY"',
    pages: [
      'ARTICLE IV – PAYMENT\n\nCustomer shall pay each invoice within thirty days.\n\nARTICLE V – CONFIDENTIALITY\n\nEach party shall keep the other party’s Confidential Information secret.',
    ],
    at: 'keep the other party',
    label: 'Article V (Confidentiality)',
    operative: true,
  },
  {
    name: 'an article number with its name on the next line',
    pages: [
      'ARTICLE 5\nINDEMNIFICATION\n\nSupplier shall indemnify Buyer against all third-party claims.',
    ],
    at: 'Supplier shall indemnify',
    label: 'Article 5 (Indemnification)',
    operative: true,
  },
  {
    name: 'a lettered clause under a numbered section is cited "3(b)"',
    pages: [
      '3. Fees.\n(a) Customer shall pay the fees in Exhibit A.\n(b) Late payments bear interest at one percent per month.\n4. Term. This Agreement lasts one year.',
    ],
    at: 'Late payments bear interest',
    label: '3(b) (Fees)',
    operative: true,
  },
  {
    name: 'a heading that names its clause: "Section 3(b) Exclusions."',
    pages: [
      'Section 3(a) Scope. This Agreement covers all Services.\nSection 3(b) Exclusions. This Agreement does not cover hardware repairs.',
    ],
    at: 'does not cover hardware',
    label: '3(b) (Exclusions)',
    operative: true,
  },
  {
    name: '"(i)" after "(h)" is the ninth letter, not a roman numeral',
    pages: [
      '7. Exceptions.\n(g) information already known;\n(h) information independently developed;\n(i) information required to be disclosed by law.',
    ],
    at: 'required to be disclosed',
    label: '7(i) (Exceptions)',
    operative: true,
  },
  {
    name: 'an all-capitals heading without a number',
    pages: [
      'GOVERNING LAW\n\nThis Agreement is governed by the laws of the State of Delaware without regard to conflicts rules.',
    ],
    fileType: 'docx',
    at: 'governed by the laws',
    label: 'Governing Law',
    operative: true,
  },
  {
    name: 'a wrapped line that opens with a number is not a section: "... within\\n30 days"',
    pages: [
      '4. Payment.\n4.1 Invoices. Customer shall pay every invoice within\n30 Days of receipt, in United States dollars.\n4.2 Taxes. Customer pays all sales taxes.',
    ],
    at: 'Days of receipt',
    label: '4.1 (Invoices)',
    operative: true,
  },
  {
    name: 'a contents block is not operative',
    pages: [
      'TABLE OF CONTENTS\n1. Definitions ........ 1\n2. Payment ........ 3\n3. Termination ........ 5\n\n1. Definitions.\n“Services” means the services in Exhibit A.\n2. Payment. Customer shall pay all fees.\n3. Termination. Either party may terminate.',
    ],
    at: '2. Payment ........ 3',
    operative: false,
  },
  {
    name: 'after its contents, the body’s sections are read',
    pages: [
      'TABLE OF CONTENTS\n1. Definitions 1\n2. Payment 3\n3. Termination 5\n\n1. Definitions.\n“Services” means the services in Exhibit A.\n2. Payment. Customer shall pay all fees within thirty days.\n3. Termination. Either party may terminate.',
    ],
    at: 'Customer shall pay all fees',
    label: '2 (Payment)',
    operative: true,
  },
  {
    name: 'a running header repeated across pages is not operative',
    pages: [
      'CONFIDENTIAL – ACME / BETA SUPPLY AGREEMENT\n1. Supply. Beta shall supply the Products ordered by Acme.',
      'CONFIDENTIAL – ACME / BETA SUPPLY AGREEMENT\n2. Price. Acme shall pay the prices in Schedule 1.',
      'CONFIDENTIAL – ACME / BETA SUPPLY AGREEMENT\n3. Term. This Agreement lasts two years.',
    ],
    at: 'CONFIDENTIAL – ACME / BETA SUPPLY AGREEMENT',
    operative: false,
  },
  {
    name: 'a running footer with the page number is one non-operative block',
    pages: [
      `1. Services. Consultant shall perform the Services.\n\n${FOOTER}\nPage 1 of 3`,
      `2. Fees. Company shall pay Consultant monthly.\n\n${FOOTER}\nPage 2 of 3`,
      `3. Term. This Agreement lasts one year.\n\n${FOOTER}\nPage 3 of 3`,
    ],
    at: `${FOOTER}\nPage 2 of 3`,
    operative: false,
  },
  {
    name: '"Page 2 of 9" is a page number',
    pages: [
      'Customer shall pay all fees when due.\n\nPage 2 of 9\n\nSupplier shall deliver the Products.',
    ],
    fileType: 'txt',
    at: 'Page 2 of 9',
    operative: false,
  },
  {
    name: '"- 3 -" at a page’s foot is a page number',
    pages: [
      '1. Supply. Supplier shall deliver the Products.\n- 3 -',
      '2. Price. Buyer shall pay the price.\n- 4 -',
    ],
    at: '- 3 -',
    operative: false,
  },
  {
    name: 'a browser’s print header with its date is not operative',
    pages: [
      '11/28/25, 10:15 AM   Mutual NDA - Google Docs\nMUTUAL NON-DISCLOSURE AGREEMENT\nThis Agreement is made on January 5, 2024 between Acme Inc. and Beta LLC.',
    ],
    at: '11/28/25, 10:15 AM',
    operative: false,
  },
  {
    name: 'a browser’s print footer, the page’s address and page count, is not operative',
    pages: [
      'Each party shall keep the Confidential Information secret.\nhttps://docs.google.com/document/d/1AbC/edit 1/7',
    ],
    at: 'https://docs.google.com/document/d/1AbC/edit 1/7',
    operative: false,
  },
  {
    name: 'a filing system’s stamp is not operative',
    pages: [
      '1. Term. This Agreement lasts five years.\nSource: ACME CORP, 10-K, 3/1/2020',
      '2. Law. Delaware law governs.\nSource: ACME CORP, 10-K, 3/1/2020',
    ],
    at: 'Source: ACME CORP, 10-K, 3/1/2020',
    operative: false,
  },
  {
    name: 'a sentence that runs across a page’s footer stays operative',
    pages: [
      `1. Services. Consultant shall perform the Services and\n\n${FOOTER}\nPage 1 of 2`,
      `report weekly to the Company.\n\n${FOOTER}\nPage 2 of 2`,
    ],
    at: `and\n\n${FOOTER}\nPage 1 of 2\n\nreport weekly`,
    label: '1 (Services)',
    operative: true,
  },
  {
    name: 'an attached exhibit starts its own numbering',
    pages: [
      '9. Notices. Notices must be in writing.\n\nEXHIBIT A\nSTATEMENT OF WORK\n\n1. Deliverables. Consultant shall deliver a report every month.',
    ],
    at: 'deliver a report',
    label: '1 (Deliverables)',
    operative: true,
  },
  {
    name: "a filer's legend run into the contract's own text by an export without line breaks",
    pages: [
      'Certain identified information has been excluded because it is both not material and would likely cause competitive harm if publicly disclosed. 11.0 Notices 11.1 Any notice will be in writing and will be given by registered mail or hand delivered to the other party at the address given on this agreement. 12.0 General Provisions 12.1 CRO will not assign any right under this Agreement without the prior written consent of Client. 12.7 This Agreement shall be governed by the laws of the State of Connecticut without regard to conflict of law principles.',
    ],
    at: 'governed by the laws of the State of Connecticut',
    operative: true,
  },
  {
    name: 'a filer\'s "Table of Contents" link atop a cover page is not a contents block',
    pages: [
      'Table of Contents\n\nExhibit 4.28\n\nSERVICE AGREEMENT\n\n1 OCTOBER 2019\n\nACME HOLDINGS LIMITED\n\nand\n\nJOHN ROGERS\n\n\n\nTable of Contents\n\nTHIS AGREEMENT is made on 1 October 2019\n\nBETWEEN: (1) ACME HOLDINGS LIMITED (the Company) (2) JOHN ROGERS (the Executive).',
    ],
    fileType: 'txt',
    at: 'THIS AGREEMENT is made on 1 October 2019',
    operative: true,
  },
  {
    name: "a cover page's date under a filer's \"Table of Contents\" link is the document's own",
    pages: [
      'Table of Contents\n\nExhibit 4.28\n\nSERVICE AGREEMENT\n\n1 OCTOBER 2019\n\nACME HOLDINGS LIMITED\n\nand\n\nJOHN ROGERS\n\n\n\n1. Services. The Executive shall serve the Company.',
    ],
    fileType: 'txt',
    at: '1 OCTOBER 2019',
    operative: true,
  },
  {
    name: 'entries without leaders under a contents heading are contents',
    pages: [
      'TABLE OF CONTENTS\n\n1. Definitions 1\n2. Services 2\n3. Fees 4\nSchedule 1 Service Levels\n\nTHIS AGREEMENT is made on 1 March 2020 between Acme Ltd and Beta Ltd.\n\n1. Definitions\n\nIn this Agreement, Services means the services in Schedule 1.',
    ],
    fileType: 'txt',
    at: '3. Fees 4',
    operative: false,
  },
];

function read(pages: string[], fileType: DocumentFileType = 'pdf') {
  const document = createParsedDocument(fileType, pages, pages.length === 1 && fileType !== 'pdf');
  return { document, structure: readStructure(document, splitSentences(document.text)) };
}

describe('the structure of a document', () => {
  it.each(CASES)('$name', ({ pages, fileType, at, label, operative }) => {
    const { document, structure } = read(pages, fileType);
    const start = document.text.indexOf(at);
    expect(start, `"${at}" is in the text`).toBeGreaterThanOrEqual(0);
    if (label !== undefined) expect(findSectionLabel(structure, start)).toBe(label);
    expect(isOperativeSpan(structure, start, start + at.length)).toBe(operative);
  });

  it('keeps a definition with its term and the words that define it', () => {
    const { document, structure } = read([
      '1. Definitions.\n1.1 “Confidential Information” means any nonpublic information disclosed by a party, including its trade secrets.\n1.2 “Services” shall mean the services in Exhibit A.',
    ]);
    const definition = structure.definitions.find(
      (item) => item.term === 'Confidential Information',
    );
    expect(definition?.kind).toBe('means');
    const words = document.text.slice(definition?.start, definition?.end);
    expect(words).toMatch(/^“Confidential Information” means any nonpublic information/);
    expect(words).not.toContain('Services” shall mean');
    expect(structure.definitions.map((item) => item.term)).toContain('Services');
  });

  it('keeps a term defined elsewhere: "as defined in the Purchase Agreement"', () => {
    const { structure } = read([
      'Buyer shall indemnify Seller against all Losses (as defined in the Purchase Agreement) arising from the Products.',
    ]);
    expect(structure.definitions).toContainEqual(
      expect.objectContaining({ term: 'Losses', kind: 'reference' }),
    );
  });

  // How fast is `npm run bench analysis`'s to say, not a wall clock here.
  it('reads the page furniture of a 500-page document', () => {
    const page = (number: number) =>
      `Source: ACME CORP, 10-K, 3/1/2020\n${number}. Supply Terms. Supplier shall deliver the Products ordered by Buyer within thirty days of each order, and Buyer shall pay the price within thirty days of delivery.\n(a) Each delivery shall be made to the Facility.\n(b) Risk passes on delivery.\n“Product ${number}” means the goods in Schedule ${number}.\n\nAcme / Beta Supply Agreement\nPage ${number} of 500`.repeat(
        3,
      );
    const pages = Array.from({ length: 500 }, (_, index) => page(index + 1));
    const document = createParsedDocument('pdf', pages, false);
    const segments = splitSentences(document.text);
    const structure = readStructure(document, segments);
    expect(structure.nonOperative.length).toBeGreaterThan(1000);
  });
});
