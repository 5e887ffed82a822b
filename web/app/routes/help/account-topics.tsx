import { TextLink } from '../../../components/ui/text-link.tsx';
import type { FaqGroup } from './faq-group.tsx';

/** Help topics about the account: credits and plans, privacy, and what to do when stuck. */
export const ACCOUNT_TOPICS: readonly FaqGroup[] = [
  {
    id: 'credits',
    title: 'Credits and plans',
    questions: [
      {
        question: 'How many credits does an analysis cost?',
        answer: (
          <p>
            One credit per document, whatever its length. Documents that turn out not to be legal
            documents cost nothing, and if an analysis fails the credit is refunded automatically.
          </p>
        ),
      },
      {
        question: 'When does my Ask-AI allowance reset?',
        answer: (
          <p>
            On the 1st of each month. The number of questions depends on your plan; see{' '}
            <TextLink to="/pricing">pricing</TextLink>.
          </p>
        ),
      },
      {
        question: 'How do I change my plan?',
        answer: (
          <p>
            Sign in and open <TextLink to="/settings">Settings</TextLink>, or choose a plan on the
            pricing page while signed in.
          </p>
        ),
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy and security',
    questions: [
      {
        question: 'Who can see my documents?',
        answer: (
          <p>
            Only you. Each account sees only its own documents. If you create a share link, anyone
            with that link can see a read-only copy of that analysis until you turn the link off.
          </p>
        ),
      },
      {
        question: 'Is my document sent to an AI company?',
        answer: (
          <p>
            Not by default. The analysis engine runs on this server. Only if the operator of this
            server has connected an AI provider (such as OpenAI, Anthropic or a model they host
            themselves) is the text sent to that provider. Our{' '}
            <TextLink to="/privacy">privacy policy</TextLink> explains this in full.
          </p>
        ),
      },
      {
        question: 'How long are my documents kept, and how do I delete them?',
        answer: (
          <>
            <p>
              On the server, a document and its analysis are kept until you delete them or close
              your account. In your browser, documents you opened are cached for 24 hours and then
              removed automatically.
            </p>
            <p>
              Delete a document from your dashboard, or close your account in Settings to delete
              everything at once.
            </p>
          </>
        ),
      },
    ],
  },
  {
    id: 'troubleshooting',
    title: 'Troubleshooting',
    questions: [
      {
        question: 'My upload was rejected.',
        answer: (
          <p>
            Check that the file is a PDF, DOCX or TXT and smaller than 10 MB. A very large PDF can
            often be made smaller by saving it again with “reduce file size” or by removing scanned
            images you do not need analyzed.
          </p>
        ),
      },
      {
        question: 'The analysis says the text could not be extracted.',
        answer: (
          <p>
            The file may be damaged, password-protected, or made of images too poor for text
            recognition. Try exporting it again as PDF from the program that created it, or scanning
            at a higher resolution. Your credit is refunded when this happens.
          </p>
        ),
      },
      {
        question: 'A page keeps showing “Loading page...” or I was signed out.',
        answer: (
          <p>
            Refresh the page: a new version may have been released, or your connection may have
            dropped. Sessions also end after a period of inactivity; if you see “Your session has
            expired”, simply sign in again. Your documents are not affected.
          </p>
        ),
      },
    ],
  },
];
