import { SupportEmailLink } from '../../../components/ui/support-email-link.tsx';
import type { LegalSection } from '../public-page-parts/legal-document.tsx';

/** Privacy policy, second half: retention, deletion, browser storage, rights and contact. */
export const PRIVACY_SECTIONS_CONTROL: readonly LegalSection[] = [
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          Documents, their analyses and their questions are kept until you delete them, close your
          account, or the period you chose under “Delete my documents automatically” in Settings
          ends.
        </li>
        <li>
          The activity log of your account and documents is kept for a year (the operator may choose
          another period), and nobody can change or remove its entries through the service.
        </li>
        <li>
          Share links work until you turn them off or delete the document. Anyone with a link can
          view a read-only copy of that analysis while it works.
        </li>
        <li>
          Error reports and server logs are kept only as long as needed to fix problems and keep the
          service secure.
        </li>
        <li>
          If the operator keeps backups, a deleted document can no longer be read from them, because
          its key is deleted with it; the rest disappears as the backups are replaced.
        </li>
      </ul>
    ),
  },
  {
    id: 'deletion',
    title: 'Deleting your information',
    body: (
      <p>
        You can delete any document at any time; its file, extracted text, analysis and questions
        are removed from the server. Closing your account deletes your account details and
        everything linked to it: all documents, analyses, questions and share links. Only a one-way
        fingerprint of your email address stays, so that the free trial is given once per person;
        your address cannot be read back from it.
      </p>
    ),
  },
  {
    id: 'browser-storage',
    title: 'Cookies and storage in your browser',
    body: (
      <>
        <p>
          Legal Explainer does not use advertising or tracking cookies. It keeps the following in
          your browser so that the app works:
        </p>
        <ul>
          <li>
            <strong>Your session</strong>, in local storage under the key{' '}
            <code>legal-explainer-auth-token</code>. It keeps you signed in and is removed when you
            sign out.
          </li>
          <li>
            <strong>Recently opened documents</strong>, in IndexedDB: the file, its text, its
            analysis and your questions, so they open instantly. Each is removed automatically after
            24 hours, and at most 50 are kept.
          </li>
          <li>
            <strong>Recent error records</strong>, in session storage, up to 50, which are cleared
            when you close the tab.
          </li>
        </ul>
        <p>
          On a shared computer, sign out when you finish. Clearing your browser’s site data removes
          all of the above.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Passwords are stored as one-way hashes. Sessions use signed tokens that expire, and Settings
        lists the devices signed in so you can sign any of them out. Every request for a document is
        checked against the account that owns it. Each document is encrypted on the server with
        AES-256 under a key of its own: the file, its text, its analysis and your questions about
        it. File names, sizes and dates are not encrypted. No system is perfectly secure, and if we
        learn of a breach affecting your information we will tell you as the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        Depending on where you live, you may have the right to access, correct, download or delete
        your information, and to object to or restrict how it is used. Most of this you can do
        yourself in the app. For anything else, write to us and we will answer within one month. You
        may also complain to your data-protection authority.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        The service is not intended for anyone under 16, and we do not knowingly collect their
        information.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy, we will update the date above. If a change matters, such as a new
        kind of information collected or a new provider that receives documents, we will tell you by
        email or in the app before it applies.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions or requests about your information: <SupportEmailLink />.
      </p>
    ),
  },
];
