import { TextLink } from '../../../components/ui/text-link.tsx';
import type { FaqGroup } from './faq-group.tsx';

/** Help topics about using the product: getting started, documents, the analysis. */
export const USING_TOPICS: readonly FaqGroup[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    questions: [
      {
        question: 'What does Legal Explainer do?',
        answer: (
          <p>
            It reads a legal document you upload and explains it: what type of document it is, the
            clauses that matter, red flags ranked by severity, your obligations and deadlines, the
            key dates and terms, and how confident it is in its reading. Every finding shows the
            exact words it is based on. You can then ask questions about the document.
          </p>
        ),
      },
      {
        question: 'How do I analyze my first document?',
        answer: (
          <p>
            Sign in and upload the file from your dashboard. The analysis is usually ready within
            seconds and opens next to the document. Your free trial credits are added when you
            create your account; see <TextLink to="/pricing">pricing</TextLink> for what each plan
            includes.
          </p>
        ),
      },
      {
        question: 'Is this legal advice?',
        answer: (
          <>
            <p>
              No. Legal Explainer explains what a document says; it does not tell you what to do,
              and it does not know the law where you live or your circumstances. Using it does not
              create a lawyer–client relationship.
            </p>
            <p>
              For decisions with real consequences, such as a large sum, a dispute, a property
              purchase or the end of a job, speak to a qualified lawyer. The analysis is a good way
              to prepare for that conversation.
            </p>
          </>
        ),
      },
    ],
  },
  {
    id: 'documents',
    title: 'Documents',
    questions: [
      {
        question: 'Which files can I upload?',
        answer: (
          <p>
            PDF, Word (DOCX) and plain-text files (.txt, and Markdown .md) up to 10 MB. Older Word
            files (.doc), Pages documents and images are not accepted; save them as DOCX or PDF
            first. If a PDF is password-protected, remove the password before uploading.
          </p>
        ),
      },
      {
        question: 'Can it read a scanned or photographed document?',
        answer: (
          <p>
            Yes. Pages without a text layer are read with optical character recognition (OCR).
            Clean, straight scans work best; faint print, skewed photos and handwriting may be
            misread. Pages that were hard to read lower the overall confidence and are named in the
            analysis, so you know which ones to check yourself.
          </p>
        ),
      },
      {
        question: 'What kinds of documents does it understand?',
        answer: (
          <p>
            Commercial contracts (services, supply, licensing, distribution and similar),
            non-disclosure agreements, employment and contractor agreements, leases, loan
            agreements, terms of service and privacy policies, in English. It is strongest on
            commercial contracts and terms of service. The{' '}
            <TextLink to="/what-is-legal-explainer">How it works</TextLink> page has the full list.
          </p>
        ),
      },
    ],
  },
  {
    id: 'analysis',
    title: 'Analysis and confidence',
    questions: [
      {
        question: 'How are red flags ranked?',
        answer: (
          <p>
            Each red flag is marked high, medium or low severity, and the most serious come first.
            High means the clause could cost you money, rights or the ability to leave the
            agreement; low means it is worth knowing about. Each flag explains why it matters and
            suggests what you could check or ask.
          </p>
        ),
      },
      {
        question: 'What does the confidence score mean?',
        answer: (
          <p>
            It is a score from 0 to 100 for the share of the findings shown that an expert would
            confirm, measured on contracts the engine never saw. It goes down when the engine is
            less sure of the clauses it found, when the text is short, when pages were hard to read
            or could not be read, when the document is a template full of blanks, or when it is of a
            kind the engine knows less well; the reasons are listed under the score. It says nothing
            about whether the contract is fair: an accurate reading of a bad contract still scores
            high.
          </p>
        ),
      },
      {
        question: 'A finding looks wrong. What should I do?',
        answer: (
          <p>
            Select it to see the words it is based on, highlighted on the page, and read the clause
            yourself. The engine can misread unusual drafting or miss a clause. If you think it got
            something wrong, tell us at the address below; examples help us improve it.
          </p>
        ),
      },
      {
        question: 'How does Ask-AI answer my questions?',
        answer: (
          <p>
            It looks for the passages of your document that answer the question and replies in plain
            English, citing the pages it used. If the document does not answer the question, it says
            so rather than guessing.
          </p>
        ),
      },
    ],
  },
];
