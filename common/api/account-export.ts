/** GET /api/account/export: the name "Download all my data" saves its zip under, by its day. */
export function buildAccountExportFileName(now: Date): string {
  return `legal-explainer-data-${now.toISOString().slice(0, 10)}.zip`;
}
