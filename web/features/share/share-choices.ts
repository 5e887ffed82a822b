import type { ReportFormat, ReportSection } from '../../../common/reports/report-include.ts';

/** What each section is called where the reader chooses what to share. */
export const SECTION_LABELS: Record<ReportSection, string> = {
  summary: 'Summary',
  'red-flags': 'Red flags',
  protections: 'In your favour',
  obligations: 'Obligations',
  'key-facts': 'Key facts: parties, dates and terms',
  clauses: 'Clauses found and missing',
  chat: 'Your Ask-AI conversation',
};

/** A way to share: a file in one format, or a read-only link. */
export type ShareChoice = ReportFormat | 'link';

/** The choices on the format step, in the order a person looks for them, with what each is. */
export const SHARE_CHOICES: { value: ShareChoice; label: string; description: string }[] = [
  { value: 'pdf', label: 'PDF report', description: 'A report to read, print or send.' },
  { value: 'docx', label: 'Word report', description: 'The same report, to edit.' },
  {
    value: 'docx-comments',
    label: 'Word: the document with comments',
    description: 'The document’s text with each red flag as a comment on its words.',
  },
  {
    value: 'link',
    label: 'Read-only link',
    description: 'Anyone with the link sees what you chose, until it expires or you revoke it.',
  },
  { value: 'md', label: 'Markdown', description: 'Plain text with headings, for notes and wikis.' },
  { value: 'csv', label: 'Obligations (CSV)', description: 'Who must do what and by when.' },
  { value: 'ics', label: 'Key dates (calendar)', description: 'Dates and deadlines as events.' },
];

/** How long a link may live. */
export const LINK_LIFETIMES = [7, 30, 90] as const;
