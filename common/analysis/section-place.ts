// Parts a document cites by their own word: "Article V (Confidentiality)", "Exhibit A".
const CITED_BY_OWN_WORD =
  /^(?:article|exhibit|schedule|annex|appendix|attachment|addendum|rider|part|clause)\b/i;

// A form's tick box or a table's cells ("(    )\tFree Pilot") are no section a reader could find.
const NOT_A_SECTION = /\t|^[([](?:\s+x?\s*|\s*x\s+)?[)\]]/i;

/**
 * How a finding's section reads beside its page: "section 12.2 (Termination)", "section 3(b)",
 * "Article V (Confidentiality)", or a heading alone as "section “Governing Law”". Null when the
 * finding has none (words under no heading, or an analysis stored before sections were read).
 */
export function describeSection(section: string | undefined | null): string | null {
  const label = section?.trim();
  if (!label || NOT_A_SECTION.test(label)) return null;
  if (CITED_BY_OWN_WORD.test(label)) return label;
  if (/^[0-9(]|^[IVXLC]+\b/.test(label)) return `section ${label}`;
  return `section “${label}”`;
}

/** "Page 4 · section 12.2 (Termination)", or "Page 4" when the section is not known. */
export function describePageAndSection(page: number, section: string | undefined | null): string {
  const described = describeSection(section);
  return described ? `Page ${page} · ${described}` : `Page ${page}`;
}
