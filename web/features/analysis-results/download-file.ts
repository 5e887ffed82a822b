/**
 * Saves text as a file through the browser's download: a temporary object URL behind a link
 * that is clicked and then removed.
 */
export function downloadTextFile(fileName: string, text: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers start the download after the click handler returns; let them read it first.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** "Lease (final).pdf" -> "lease-final-obligations.ics": a safe file name for the export. */
export function calendarFileName(documentName: string): string {
  const base = documentName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'document'}-obligations.ics`;
}
