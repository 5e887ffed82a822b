import { useState, type ReactNode } from 'react';
import { buildReportFileName } from '../../../../common/reports/report-file-name.ts';
import { REPORT_SECTIONS } from '../../../../common/reports/report-include.ts';
import { Button } from '../../../components/ui/button.tsx';
import { downloadBlob } from '../../../lib/download-file.ts';
import { fetchReport } from '../share-api.ts';

/**
 * The whole analysis as a PDF in one click (the share dialog takes four): made on the server
 * from every section, then saved like any download. `onError` tells the user what went wrong.
 */
export function PdfReportButton({
  documentId,
  documentName,
  onError,
  children,
  className,
}: {
  documentId: string;
  documentName: string;
  onError: (error: unknown) => void;
  /** The button's words (shorter on a phone). */
  children: ReactNode;
  /** Extra classes, such as narrower padding where buttons share a phone's line. */
  className?: string;
}) {
  const [isMaking, setIsMaking] = useState(false);

  const download = async () => {
    if (isMaking) return;
    setIsMaking(true);
    try {
      const blob = await fetchReport(documentId, 'pdf', REPORT_SECTIONS);
      downloadBlob(buildReportFileName(documentName, 'pdf'), blob);
    } catch (error) {
      onError(error);
    } finally {
      setIsMaking(false);
    }
  };

  return (
    // Never `disabled` while busy: a focused button that disables itself drops the focus.
    <Button
      variant="secondary"
      size="sm"
      aria-label="Download PDF report"
      aria-busy={isMaking}
      className={className}
      onClick={() => void download()}
    >
      {isMaking ? 'Making the PDF…' : children}
    </Button>
  );
}
