import type { ReactNode } from 'react';
import type { DocumentResponse } from '../../../../common/api/documents.ts';
import { buildDownloadFileName } from '../../../../common/files/file-names.ts';
import { Button } from '../../../components/ui/button.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { useFileDownload } from '../../../lib/use-file-download.ts';

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
  const { isDownloading, download } = useFileDownload(onError);
  const downloadOriginal = () => {
    const path = `/api/documents/${encodeURIComponent(document.id)}/file?download=1`;
    const fileName = buildDownloadFileName(document.fileName, document.fileType);
    return download(fileName, () => apiClient.getBlob(path));
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      aria-label="Download original"
      aria-busy={isDownloading}
      disabled={isDownloading}
      onClick={() => void downloadOriginal()}
    >
      {children}
    </Button>
  );
}
