import { CheckList } from '../../../components/ui/check-list.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

const DOCUMENT_TYPES = [
  'Commercial contracts: services, supply, distribution, licensing, reseller, franchise, joint venture',
  'Non-disclosure agreements',
  'Employment contracts, offer letters, separation and invention assignment agreements, contractor agreements',
  'Residential and commercial leases',
  'Loan and credit agreements, guaranties and security agreements',
  'Data processing and business associate agreements',
  'Website and app terms of service',
  'Privacy policies',
  'Amendments, letters of intent, order forms, LLC operating agreements and Schedule 13D joint filing agreements',
  'Cover pages that incorporate standard terms (such as Bonterms or Common Paper), typed by those terms',
  'Other agreements, such as settlements, releases and partnership agreements',
] as const;

/** The kinds of documents the analysis understands, and where it is strongest. */
export function DocumentTypesSection() {
  return (
    <Section labelledBy="types-title">
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="types-title"
            title="Documents it understands"
            lede="Upload a PDF, a Word document (DOCX) or a plain-text file of up to 10 MB. Scanned PDFs are read with text recognition."
          />
          <p className="mt-5 leading-relaxed text-ink-muted">
            The built-in engine learned from hundreds of commercial contracts labelled clause by
            clause by legal experts, and from online terms of service annotated for unfair terms. It
            is strongest on those. For other documents it still identifies the type, the dates, the
            obligations and the common clauses, and its confidence score tells you when it is on
            less familiar ground. It reads English.
          </p>
        </div>
        <div className="rounded-xl border border-line bg-surface p-6 sm:p-8">
          <h3 className="font-serif text-xl text-brand-strong">Supported document types</h3>
          <CheckList items={DOCUMENT_TYPES} className="mt-5 text-ink" />
        </div>
      </div>
    </Section>
  );
}
