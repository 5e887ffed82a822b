/**
 * Saves a file through the browser's download: a temporary object URL behind a link that is
 * clicked and then removed.
 */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
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

/** Saves text as a file of the given type (see downloadBlob). */
export function downloadTextFile(fileName: string, text: string, mimeType: string): void {
  downloadBlob(fileName, new Blob([text], { type: mimeType }));
}
