/*
 * The look of the PDF report: calm and plain, like a memo a law firm sends. Serif headings, a
 * sans-serif body a size up from fine print, wide margins, ink that is nearly black, and one
 * muted blue for structure; red, ochre and slate only to mark severity.
 */

/** The names the fonts are registered under (see pdf-document.ts). */
export const FONTS = {
  body: 'Sans',
  bold: 'SansBold',
  serif: 'Serif',
} as const;

/** Ink, muted greys, the accent blue, and the check mark's green and ochre. */
export const COLORS = {
  ink: '#1f2630',
  muted: '#5d6774',
  faint: '#8a929d',
  accent: '#2f4d66',
  accentSoft: '#b9c8d6',
  rule: '#d8dde3',
  panel: '#f3f5f7',
  verified: '#2e6a4f',
  unverified: '#9a5b13',
} as const;

/** Severity colours, muted so a page of red flags does not shout. */
export const TAG_COLORS: Record<string, string> = {
  High: '#9b2f2f',
  Medium: '#94620f',
  Low: '#44627f',
};

/** A redline's struck and inserted words; strike-through and underline carry it without colour. */
export const REDLINE_COLORS = {
  struck: '#9b2f2f',
  inserted: '#2e6a4f',
} as const;

/** Type sizes in points. */
export const SIZES = {
  title: 22,
  section: 16,
  subheading: 12.5,
  findingTitle: 10.5,
  body: 9.5,
  quote: 9.5,
  small: 7.5,
  tag: 7,
} as const;

/** A4 with a one-inch frame; the bottom margin leaves room for the footer. */
export const PAGE_MARGINS = { top: 68, bottom: 74, left: 72, right: 72 } as const;

/** Space between lines of body text, in points. */
export const LINE_GAP = 2.5;

/** The quote's indent from the text column, with its rule in the gutter. */
export const QUOTE_INDENT = 14;

// No letter-spacing anywhere: pdfkit spaces letters by drawing them apart, and text extraction,
// search and screen readers then read "R E A D  A S" instead of "READ AS".
