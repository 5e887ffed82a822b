import { useId } from 'react';
import { buildAccountExportFileName } from '../../../../common/api/account-export.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useFileDownload } from '../../../lib/use-file-download.ts';
import { fetchAccountExport } from '../account-api.ts';

export interface DownloadDataSectionProps {
  /** The download failed, for the page to say why (features do not import each other). */
  onError?: (error: unknown) => void;
  className?: string;
}

/**
 * "Download all my data": one zip with every original file, each analysis as JSON and as its
 * Markdown report, the chats and the credit history, with a README.txt saying what each is.
 */
export function DownloadDataSection({ onError, className }: DownloadDataSectionProps) {
  const headingId = useId();
  const { isDownloading: isPreparing, download } = useFileDownload(onError);
  const downloadAll = () => download(buildAccountExportFileName(new Date()), fetchAccountExport);

  return (
    <Card as="section" labelledBy={headingId} className={className}>
      <h2 id={headingId} className="font-serif text-2xl text-brand-strong">
        Download all my data
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">
        One zip file with every document as you uploaded it, each analysis (as data and as a
        readable report), your questions and answers, and your credit history. A README inside says
        what each file is.
      </p>
      <Button
        variant="secondary"
        className="mt-5"
        disabled={isPreparing}
        onClick={() => void downloadAll()}
      >
        {isPreparing ? 'Preparing your download…' : 'Download all my data'}
      </Button>
    </Card>
  );
}
