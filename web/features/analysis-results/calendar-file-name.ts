/** "Lease (final).pdf" -> "lease-final-obligations.ics": a safe file name for the export. */
export function calendarFileName(documentName: string): string {
  const base = documentName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'document'}-obligations.ics`;
}
