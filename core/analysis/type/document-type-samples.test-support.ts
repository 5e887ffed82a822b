import type { DocumentType } from '../../../common/analysis/document-types.ts';

/**
 * Short documents of each kind people bring that CUAD does not cover, written for the tests in
 * the way such documents are usually written: the title, the parties with their roles, and the
 * clauses a lawyer expects in them.
 */
export const NEW_TYPE_SAMPLES = {
  Amendment: `AMENDMENT NO. 1 TO MASTER SERVICES AGREEMENT

This Amendment No. 1 (this "Amendment") is entered into effective as of March 1, 2024 between Lakeside Analytics, Inc. ("Customer") and Beta Systems LLC ("Provider"), and amends the Master Services Agreement dated January 5, 2022 between the parties (the "Agreement").

1. Section 4.2 of the Agreement is deleted and replaced with the following: "Provider shall respond to Priority 1 incidents within two hours."
2. Customer shall pay the revised monthly fee of $12,000 from April 1, 2024.
3. Except as expressly amended by this Amendment, the Agreement remains in full force and effect.`,

  'Data Processing Agreement': `DATA PROCESSING ADDENDUM

This Data Processing Addendum forms part of the Subscription Agreement between Northwind Retail Ltd ("Customer") and CloudCo Inc. ("Processor").

1. Instructions. Processor shall process Customer Personal Data only on Customer's documented instructions.
2. Sub-processors. Processor shall not engage a sub-processor without giving Customer 30 days' notice and an opportunity to object.
3. Security. Processor shall implement the technical and organisational security measures described in Annex 2.
4. Breach notification. Processor shall notify Customer without undue delay, and in any event within 48 hours, after becoming aware of a Personal Data Breach.
5. Deletion. On termination, Processor shall delete or return all Customer Personal Data.
6. Audits. Processor shall make available the information necessary to demonstrate compliance and allow audits by Customer once a year.`,

  'Business Associate Agreement': `BUSINESS ASSOCIATE AGREEMENT

This Business Associate Agreement is entered into by Riverside Family Clinic, P.C. ("Covered Entity") and MedBill Services LLC ("Business Associate").

1. Permitted Uses and Disclosures. Business Associate may use or disclose Protected Health Information only to perform billing services for Covered Entity.
2. Safeguards. Business Associate shall use appropriate safeguards and comply with Subpart C of 45 C.F.R. Part 164.
3. Reporting. Business Associate shall report to Covered Entity any breach of Unsecured Protected Health Information within ten days of discovery.
4. Subcontractors. Business Associate shall ensure that any subcontractor agrees to the same restrictions.
5. Termination. On termination, Business Associate shall return or destroy all Protected Health Information.`,

  'Offer Letter': `Harbor Robotics, Inc.
12 Pier Road, Boston, MA 02110

May 2, 2024

Dear Sam Ortiz:

Re: Offer of Employment

Harbor Robotics, Inc. (the "Company") is pleased to offer you the position of Controls Engineer. Your start date will be June 3, 2024. You will be paid a base salary of $132,000 per year, payable on the Company's regular paydays. Your employment is at will: either you or the Company may end it at any time, with or without cause or notice.

Please sign and return this letter by May 9, 2024.`,

  'Invention Assignment Agreement': `EMPLOYEE CONFIDENTIAL INFORMATION AND INVENTION ASSIGNMENT AGREEMENT

In consideration of my employment by Harbor Robotics, Inc. (the "Company"), I, Sam Ortiz ("Employee"), agree as follows.

1. Confidential Information. I will hold all Confidential Information of the Company in strict confidence and will not disclose it.
2. Assignment of Inventions. I hereby assign to the Company all inventions I conceive during my employment that relate to the Company's business.
3. Excluded Inventions. This assignment does not apply to any invention that qualifies fully under California Labor Code section 2870, developed entirely on my own time without using the Company's equipment or trade secrets.
4. Prior Inventions. I have listed in Exhibit A all prior inventions I wish to exclude.`,

  'Separation Agreement': `SEPARATION AGREEMENT AND GENERAL RELEASE

This Separation Agreement and General Release is made between Orbit Labs, Inc. (the "Company") and Jordan Lee ("Employee").

1. Separation. Employee's employment ends on August 31, 2024.
2. Severance Pay. The Company will pay Employee severance equal to three months of base salary, in a lump sum within 15 days after the Effective Date.
3. Release. Employee releases the Company from all claims arising out of Employee's employment, including claims under the Age Discrimination in Employment Act.
4. Review and Revocation. Employee has 21 days to consider this Agreement and may revoke it within 7 days after signing.`,

  Guaranty: `GUARANTY

FOR VALUE RECEIVED, and to induce First Harbor Bank ("Lender") to extend credit to Pine Street Bakery LLC ("Borrower"), the undersigned Maria Chen ("Guarantor") unconditionally guarantees the payment of all obligations of Borrower to Lender.

1. Limit. Guarantor's liability under this Guaranty shall not exceed $250,000 plus costs of collection.
2. Waivers. Guarantor waives notice of acceptance, presentment, demand and any defense based on suretyship.
3. Revocation. Guarantor may revoke this Guaranty as to future advances by written notice to Lender.
4. Governing Law. This Guaranty is governed by the laws of the State of Oregon.`,

  'Security Agreement': `SECURITY AGREEMENT

This Security Agreement is made by Pine Street Bakery LLC ("Debtor") in favor of First Harbor Bank ("Secured Party").

1. Grant. Debtor grants to Secured Party a security interest in all of Debtor's equipment and inventory (the "Collateral") to secure the Note.
2. Events of Default. Debtor is in default if it fails to pay any amount when due under the Note.
3. Remedies. After an Event of Default, Secured Party may take possession of the Collateral and dispose of it under the Uniform Commercial Code.
4. Release. When the Note is paid in full, Secured Party shall release its security interest.`,

  'Letter of Intent': `LETTER OF INTENT

Re: Proposed acquisition of the assets of Bluebird Cafe LLC

This letter sets out the principal terms on which Harbor Foods, Inc. ("Buyer") proposes to acquire the assets of Bluebird Cafe LLC ("Seller").

1. Price. Buyer would pay $480,000 at closing.
2. Binding Effect. Except for paragraphs 3, 4 and 5, this letter is not binding on either party.
3. Exclusivity. For 60 days, Seller shall not negotiate with any other buyer.
4. Confidentiality. Each party shall keep the terms of this letter confidential.
5. Governing Law. This letter is governed by the laws of the State of Maine.
6. Expiration. This letter expires if a definitive agreement is not signed by September 30, 2024.`,

  'Operating Agreement': `OPERATING AGREEMENT OF MAPLE STREET VENTURES, LLC

This Operating Agreement is entered into by Dana Price and Lee Wong (each a "Member") as the members of Maple Street Ventures, LLC (the "Company").

1. Capital Contributions. Each Member shall make the capital contribution shown on Schedule A.
2. Distributions. Distributions of available cash shall be made to the Members in proportion to their percentage interests.
3. Management. The Company is managed by its Members, who vote in proportion to their percentage interests.
4. Transfers. No Member may transfer its interest without the consent of the other Members.
5. Dissolution. The Company shall be dissolved and wound up on the vote of all Members.`,

  'Joint Filing Agreement': `JOINT FILING AGREEMENT

In accordance with Rule 13d-1(k)(1) under the Securities Exchange Act of 1934, the undersigned agree to the joint filing on behalf of each of them of a Statement on Schedule 13D with respect to the Common Stock of Harbor Therapeutics, Inc. Each of the undersigned is responsible for the completeness and accuracy of the information concerning it contained therein.

Dated: April 8, 2020`,

  'Order Form': `ORDER FORM

Customer: Lakeside Analytics, Inc.
Provider: CloudCo Inc.
Subscription: Analytics Pro, 50 seats
Subscription Term: 12 months from the Order Date, renewing for further 12-month terms unless either party gives 30 days' notice.
Fees: $24,000 per year, invoiced annually in advance and payable within 30 days.

This Order Form is governed by the Master Subscription Agreement between Customer and Provider dated May 1, 2023.`,
} satisfies Partial<Record<DocumentType, string>>;

/** A cover page in the manner of Bonterms': its key terms, the standard terms only named. */
export const COVER_PAGE = `Cover Page
for Bonterms Mutual NDA

By executing this Cover Page, the parties enter into the Bonterms Mutual NDA (Version 1.0) (available at https://bonterms.com/forms/bonterms-mutual-nda-v1/). A reference copy may be attached. This Cover Page controls over directly conflicting provisions of the Bonterms Mutual NDA.

Key Terms

Purpose
Evaluating a possible reseller partnership

Effective Date
June 1, 2024

Confidentiality Period
3 years

Governing Law
Delaware

Signatures
Party Name: Lakeside Analytics, Inc.
Party Name: Harbor Retail LLC`;
