import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { buildDownloadFileName } from '../../../../common/files/file-names.ts';
import type { SharedDocument } from '../../../../common/api/shares.ts';
import { describeError } from '../../../../common/errors/catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { downloadBlob } from '../../../lib/download-file.ts';
import { fetchShareLinkFile } from '../share-link-view-api.ts';

/**
 * The shared document's original file: a download button when the link allows it; for a
 * view-only link, a line saying there is none (the server refuses the file to anything but the
 * viewer drawing a PDF).
 */
export function ShareLinkFileDownload({
  token,
  accessToken,
  shared,
}: {
  token: string;
  accessToken: string | undefined;
  shared: SharedDocument;
}) {
  const [isDownloading, setIsDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (shared.isViewOnly) {
    return (
      <p className="max-w-xs text-sm text-ink-muted">
        View only: the person who shared this chose not to offer the original file for download.
      </p>
    );
  }
  const download = async () => {
    setIsDownloading(true);
    setError(null);
    try {
      const blob = await fetchShareLinkFile(token, accessToken);
      downloadBlob(buildDownloadFileName(shared.documentName, shared.fileType), blob);
    } catch (caught) {
      setError(`The file could not be downloaded. ${describeError(caught).message}`);
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <div className="shrink-0">
      <Button
        variant="secondary"
        size="sm"
        disabled={isDownloading}
        onClick={() => void download()}
      >
        <DownloadIcon aria-hidden="true" className="size-4" />
        {isDownloading ? 'Downloading…' : 'Download original'}
      </Button>
      <p role="alert" className="mt-1 text-sm text-danger empty:hidden">
        {error}
      </p>
    </div>
  );
}
