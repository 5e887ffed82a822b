import { SupportEmailLink } from '../../../components/ui/support-email-link.tsx';
import type { LegalSection } from '../public-page-parts/legal-document.tsx';

/** Terms, second half: sharing, availability, liability, termination, changes, law, contact. */
export const TERMS_SECTIONS_LIABILITY: readonly LegalSection[] = [
  {
    id: 'sharing',
    title: 'Sharing',
    body: (
      <p>
        When you create a share link, anyone who has the link can see a read-only copy of that
        analysis. You decide who receives it and can turn it off at any time.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes to the service',
    body: (
      <p>
        We work to keep the service available and accurate, but we do not promise it will always be
        available, free of errors, or the same as today. We may add, change or remove features; if
        we remove something you pay for, we will tell you in advance.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    body: (
      <>
        <p>
          The service is provided “as is”. To the extent the law allows, we are not responsible for
          decisions you make or losses you suffer because of an explanation, a missed or misread
          clause, or an answer the service gave, nor for indirect losses such as lost profits or
          lost opportunities.
        </p>
        <p>
          To the extent the law allows, our total responsibility to you for any claim is limited to
          the amount you paid us in the twelve months before the claim arose.
        </p>
        <p>
          Nothing in these terms excludes or limits responsibility that cannot be excluded or
          limited by law, such as for fraud, or for death or personal injury caused by negligence,
          or your rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Ending the agreement',
    body: (
      <>
        <p>
          You may stop using the service and close your account at any time in Settings. Closing
          your account deletes your information as described in the privacy policy.
        </p>
        <p>
          We may suspend or close an account that seriously or repeatedly breaks these terms, or
          where the law requires us to. Unless the law or the reason prevents it, we will tell you
          first and give you time to download your analyses.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will change the date above and, for changes that matter, tell
        you by email or in the app at least 30 days before they apply. If you do not accept the new
        terms, you can close your account before then.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the law of the place where the operator is established, and its
        courts may hear disputes about them. If you are a consumer, you also keep the protection of
        the mandatory laws of the country where you live, and may bring a claim there.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: <SupportEmailLink />.
      </p>
    ),
  },
];
