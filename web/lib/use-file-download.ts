import { useState } from 'react';
import { downloadBlob } from './download-file.ts';

/**
 * A download button's work: fetches a file and saves it under the name given, with
 * `isDownloading` true meanwhile (so the button can wait) and a failure passed to onError.
 */
export function useFileDownload(onError?: (error: unknown) => void) {
  const [isDownloading, setIsDownloading] = useState(false);
  const download = async (fileName: string, fetchFile: () => Promise<Blob>) => {
    setIsDownloading(true);
    try {
      downloadBlob(fileName, await fetchFile());
    } catch (error) {
      onError?.(error);
    } finally {
      setIsDownloading(false);
    }
  };
  return { isDownloading, download };
}
