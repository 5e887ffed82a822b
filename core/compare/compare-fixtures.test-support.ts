import { createParsedDocument, type ParsedDocument } from '../parsing/parsed-document.ts';

/** A short services agreement we wrote ourselves, numbered as contracts are. */
export const SERVICES_AGREEMENT = `SERVICES AGREEMENT

This Services Agreement (the "Agreement") is made on January 5, 2024 between Acme Software Inc., a Delaware corporation ("Provider"), and Blue River LLC ("Customer").

1. Services. Provider shall provide the hosted software services described in Exhibit A to Customer.

2. Fees. Customer shall pay Provider $5,000 per month. Invoices are due within thirty (30) days of receipt.

3. Term and Termination. This Agreement begins on the Effective Date and continues for one (1) year. Either party may terminate this Agreement for convenience on sixty (60) days' written notice.

4. Limitation of Liability. In no event shall either party's aggregate liability under this Agreement exceed the fees paid by Customer in the twelve (12) months preceding the claim.

5. Non-Solicitation. During the term and for one (1) year after, Customer shall not solicit any employee of Provider.

6. Governing Law. This Agreement is governed by the laws of the State of New York.
`;

/** A text as a one-page TXT document. */
export function toDocument(text: string): ParsedDocument {
  return createParsedDocument('txt', [text], true);
}

/** The text with `find` replaced once, failing loudly when it is not there. */
export function edit(text: string, find: string | RegExp, replacement: string): string {
  const edited = text.replace(find, replacement);
  if (edited === text) throw new Error(`Nothing to replace for ${String(find)}`);
  return edited;
}
