import { usePageTitle } from '../../lib/use-page-title.ts';
import { LegalDocument } from './public-page-parts/legal-document.tsx';
import { TERMS_SECTIONS_LIABILITY } from './terms/terms-sections-liability.tsx';
import { TERMS_SECTIONS_SERVICE } from './terms/terms-sections-service.tsx';

const SECTIONS = [...TERMS_SECTIONS_SERVICE, ...TERMS_SECTIONS_LIABILITY];

/** The terms of service, in plain English. */
export default function TermsPage() {
  usePageTitle('Terms of service');
  return (
    <LegalDocument
      title="Terms of service"
      updated="29 November 2026"
      lede="The agreement between you and the operator of this Legal Explainer server, in plain English."
      sections={SECTIONS}
      summary={
        <ul>
          <li>Legal Explainer explains documents. It is not legal advice and not a lawyer.</li>
          <li>
            One analysis uses one credit; failed analyses are refunded, and non-legal documents cost
            nothing.
          </li>
          <li>Your documents stay yours. Upload only what you are allowed to share.</li>
          <li>
            Our responsibility is limited as far as the law allows; your rights as a consumer are
            not.
          </li>
        </ul>
      }
    />
  );
}
