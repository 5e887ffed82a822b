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
