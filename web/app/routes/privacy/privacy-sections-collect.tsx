import type { LegalSection } from '../public-page-parts/legal-document.tsx';

/** Privacy policy, first half: who we are, what we collect, why, and who else sees it. */
export const PRIVACY_SECTIONS_COLLECT: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          Legal Explainer is a service that explains legal documents. It can be run by us or by an
          organisation on its own servers. In this policy, “we” means whoever operates the Legal
          Explainer server you are using (the “operator”). The operator decides how the service is
          configured and is responsible for your information.
        </p>
        <p>
          This policy explains what information the service handles, why, where it is kept, and the
          choices you have.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Account details:</strong> your email address, your name if you give it, and your
            password, which is stored only as a one-way hash and never in readable form.
          </li>
          <li>
            <strong>Your documents:</strong> the files you upload and the text extracted from them.
          </li>
          <li>
            <strong>Analyses:</strong> the results produced for each document, such as the document
            type, red flags, obligations, dates and confidence.
          </li>
          <li>
            <strong>Questions and answers:</strong> the questions you ask about a document with
            Ask-AI, and the answers given.
          </li>
          <li>
            <strong>Account activity:</strong> your plan, your credit balance and how many questions
            you have asked this month, so that allowances can be applied.
          </li>
          <li>
            <strong>Activity and devices:</strong> a record of what was done with your account and
            documents (sign-ins, views, downloads, shares and their openings), and for each
            signed-in device its browser, an approximate place and when it was last used. Addresses
            in the activity log are kept only as a one-way fingerprint.
          </li>
          <li>
            <strong>Error reports:</strong> when something goes wrong in the app, a report with the
            error message, technical details of where it happened, the page address, your browser’s
            description of itself and your user ID.
          </li>
          <li>
            <strong>Server logs:</strong> records of requests to the server (such as time, address
            and result), used to keep the service secure and working.
          </li>
        </ul>
        <p>
          We do not collect your location, contacts or payment card numbers, and we do not use
          advertising or tracking tools.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <>
        <p>We use your information only to provide the service to you:</p>
        <ul>
          <li>to analyze your documents and answer your questions about them;</li>
          <li>to run your account, apply your plan and credits, and refund failed analyses;</li>
          <li>to keep the service secure and to find and fix errors;</li>
          <li>to contact you about your account or important changes to the service.</li>
        </ul>
        <p>
          Your documents are not used to train the analysis engine. It was trained on publicly
          available, expert-labelled datasets before it reached this server, and it does not learn
          from what you upload.
        </p>
      </>
    ),
  },
  {
    id: 'where-it-is-stored',
    title: 'Where it is stored and who else sees it',
    body: (
      <>
        <p>
          Your account, documents, analyses and questions are stored on infrastructure chosen by the
          operator: a database and file storage on the operator’s own server, or cloud storage the
          operator has selected. Each account can see only its own documents.
        </p>
        <p>
          <strong>By default, no third party receives your documents.</strong> The analysis engine
          runs on the server itself. If the operator connects an AI provider to improve analyses and
          answers (for example OpenAI, Anthropic, or a model the operator hosts itself), the text of
          your document and your questions are sent to that provider to be processed, under that
          provider’s terms. The operator should tell you if this applies.
        </p>
        <p>
          The operator may also use an email service to send account emails, such as confirmations
          and password resets. Beyond that, information is disclosed only if the law requires it.
        </p>
        <p>
          <strong>We do not sell your information</strong>, and we do not share it for advertising.
        </p>
      </>
    ),
  },
];
