import { Link } from 'react-router';
import type { LegalSection } from '../public-page-parts/legal-document.tsx';

/** Terms, first half: the agreement, what the service is, accounts, credits, content and use. */
export const TERMS_SECTIONS_SERVICE: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'These terms',
    body: (
      <p>
        These terms are an agreement between you and the operator of the Legal Explainer server you
        are using (“we”, “us”). By creating an account or using the service, you accept them. If you
        use it for an organisation, you accept them for that organisation and confirm you may do so.
        Our <Link to="/privacy">privacy policy</Link> explains how we handle your information.
      </p>
    ),
  },
  {
    id: 'not-legal-advice',
    title: 'The service explains documents; it is not legal advice',
    body: (
      <>
        <p>
          Legal Explainer reads the documents you upload and explains them: their type, clauses,
          possible red flags, obligations, dates and terms, and answers to your questions. It is an
          automated reading aid.
        </p>
        <p>
          <strong>It is not legal advice and it is not a lawyer.</strong> Using it does not create a
          lawyer–client relationship with us or anyone else. Its output is general, may be
          incomplete or wrong, does not take the law where you live or your circumstances into
          account, and should not be the only basis for any decision. Always read the document
          itself, and get advice from a qualified lawyer before acting on anything important.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be at least 16 years old to use the service.</li>
        <li>Give a correct email address and keep your password to yourself.</li>
        <li>
          You are responsible for what happens under your account. Tell us straight away if you
          think someone else has used it.
        </li>
        <li>An account is for one person; do not share it.</li>
      </ul>
    ),
  },
  {
    id: 'credits',
    title: 'Plans, credits and refunds',
    body: (
      <>
        <ul>
          <li>
            Analyzing a document uses one credit. The free trial gives a set number of credits once
            per person, when the account is created. A paid plan adds its credits when it is bought
            and lasts a month; it does not renew by itself, as shown on the{' '}
            <Link to="/pricing">pricing page</Link>.
          </li>
          <li>
            If a document is not a legal document, no credit is used. If an analysis fails, its
            credit is refunded to your balance automatically.
          </li>
          <li>
            Each plan includes a number of Ask-AI questions a month; the count resets on the 1st of
            each month.
          </li>
          <li>Credits have no cash value and cannot be transferred to another account.</li>
          <li>
            A paid plan is bought one month at a time and never renews by itself. We may change
            prices or plans; a month you have already bought keeps the price and plan you paid for.
          </li>
        </ul>
        <p>Nothing in these terms limits any right to a refund that the law gives you.</p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your documents',
    body: (
      <>
        <p>
          You keep all rights in the documents you upload, and in the analyses and answers produced
          for you. You give us permission to store and process them only as needed to provide the
          service to you, as described in the privacy policy.
        </p>
        <p>
          You confirm that you are allowed to upload each document. Some contracts say they must be
          kept confidential; check that using a service like this one is permitted before uploading
          them.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Do not use the service to:</p>
        <ul>
          <li>upload anything unlawful, or anything you have no right to share;</li>
          <li>process other people’s personal information without a lawful reason to do so;</li>
          <li>
            attack, overload or probe the service, get around its limits, or access another person’s
            account or documents;
          </li>
          <li>
            copy, resell or give others access to the service, or collect its output in bulk to
            build a competing product;
          </li>
          <li>present its output to others as legal advice from a qualified lawyer.</li>
        </ul>
      </>
    ),
  },
];
