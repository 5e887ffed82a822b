import { usePageTitle } from '../../lib/use-page-title.ts';
import { PRIVACY_SECTIONS_COLLECT } from './privacy/privacy-sections-collect.tsx';
import { PRIVACY_SECTIONS_CONTROL } from './privacy/privacy-sections-control.tsx';
import { LegalDocument } from './public-page-parts/legal-document.tsx';

const SECTIONS = [...PRIVACY_SECTIONS_COLLECT, ...PRIVACY_SECTIONS_CONTROL];

/** The privacy policy: what is collected, where it is kept, for how long, and your choices. */
export default function PrivacyPage() {
  usePageTitle('Privacy policy');
  return (
    <LegalDocument
      title="Privacy policy"
      updated="28 November 2026"
      lede="How Legal Explainer handles your account, your documents and the questions you ask, and the choices you have."
      sections={SECTIONS}
      summary={
        <ul>
          <li>
            We keep your email, your documents, their analyses and your questions, to explain your
            documents to you.
          </li>
          <li>
            Documents are not sent to any third party unless the operator has connected an AI
            provider.
          </li>
          <li>We never sell your information. Your documents are not used to train the engine.</li>
          <li>
            Delete a document or your account and it is gone from the server. Your browser keeps
            recently opened documents for 24 hours.
          </li>
        </ul>
      }
    />
  );
}
