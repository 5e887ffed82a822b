import { useState, type ReactNode } from 'react';
import type { DocumentResponse } from '../../../../common/api/documents.ts';
import { buildDownloadFileName } from '../../../../common/files/file-names.ts';
import { Button } from '../../../components/ui/button.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download-file.ts';

/**
 * "Download original": the file as uploaded, asked of the server as a download
 * (`?download=1`), so it goes on the document's activity log as one; the copy this browser
 * keeps for the viewer is for showing, and reading it is not a download.
 */
export function DownloadOriginalButton({
  document,
  className,
  onError,
  children,
}: {
  document: DocumentResponse;
  className?: string;
  onError: (error: unknown) => void;
  children: ReactNode;
}) {
  const [isDownloading, setIsDownloading] = useState(false);
  const download = async () => {
    setIsDownloading(true);
    try {
      const path = `/api/documents/${encodeURIComponent(document.id)}/file?download=1`;
      downloadBlob(
        buildDownloadFileName(document.fileName, document.fileType),
        await apiClient.getBlob(path),
      );
    } catch (error) {
      onError(error);
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      aria-label="Download original"
      aria-busy={isDownloading}
      disabled={isDownloading}
      onClick={() => void download()}
    >
      {children}
    </Button>
  );
}
