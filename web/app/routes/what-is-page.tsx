import { PageHeader } from '../../components/ui/page-header.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { SignUpBand } from './public-page-parts/sign-up-band.tsx';
import { AnalysisContentsSection } from './what-is/analysis-contents-section.tsx';
import { ConfidenceSection } from './what-is/confidence-section.tsx';
import { DocumentTypesSection } from './what-is/document-types-section.tsx';
import { GroundingSection } from './what-is/grounding-section.tsx';
import { LimitsSection } from './what-is/limits-section.tsx';

/** What Legal Explainer is: the parts of an analysis, the documents it reads, confidence, limits. */
export default function WhatIsPage() {
  usePageTitle('What is Legal Explainer?');
  return (
    <>
      <PageHeader
        eyebrow="How it works"
        title="What is Legal Explainer?"
        lede="Legal Explainer reads a legal document and explains it: what it is, what it asks of you, where the risks are, and exactly which words say so. It is a reading aid for people who are about to sign, renew or rely on a document, not a substitute for legal advice."
      />
      <AnalysisContentsSection />
      <GroundingSection />
      <DocumentTypesSection />
      <ConfidenceSection />
      <LimitsSection />
      <SignUpBand title="See it on your own document" />
    </>
  );
}
