import { DownloadIcon } from 'lucide-react';
import { buildActivityCsvFileName } from '../../../../common/api/activity.ts';
import { getSafeBaseName } from '../../../../common/files/file-names.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useFileDownload } from '../../../lib/use-file-download.ts';
import { fetchActivityCsv, type ActivityScope } from '../activity-api.ts';

/**
 * "Download as CSV": the whole log as a spreadsheet file, saved under the name the server
 * gives it (the document's name and the day, or the account's).
 */
export function DownloadActivityCsv({
  scope,
  documentName,
  onError,
  className,
}: {
  scope: ActivityScope;
  documentName?: string;
  onError?: (error: unknown) => void;
  className?: string;
}) {
  const { isDownloading, download } = useFileDownload(onError);
  const downloadCsv = () => {
    const baseName = documentName ? getSafeBaseName(documentName) || 'document' : undefined;
    return download(buildActivityCsvFileName(new Date(), baseName), () => fetchActivityCsv(scope));
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      disabled={isDownloading}
      onClick={() => void downloadCsv()}
    >
      <DownloadIcon aria-hidden="true" className="size-4" />
      {isDownloading ? 'Downloading…' : 'Download as CSV'}
    </Button>
  );
}
