import { useState } from 'react';
import { buildComparisonFileName } from '../../../../common/compare/comparison-file.ts';
import { Button } from '../../../components/ui/button.tsx';
import { downloadBlob } from '../../../lib/download-file.ts';
import { fetchComparisonFile, type ComparisonFileFormat } from '../compare-api.ts';

const DOWNLOADS: readonly { format: ComparisonFileFormat; label: string; busy: string }[] = [
  { format: 'docx', label: 'Word redline', busy: 'Making the Word file…' },
  { format: 'pdf', label: 'PDF summary', busy: 'Making the PDF…' },
];

/**
 * The comparison to keep or send: the Word redline (the changes as tracked changes) and the
 * PDF summary, each made on the server and saved like any download. `onError` tells the user
 * what went wrong.
 */
export function ComparisonDownloads({
  oldDocumentId,
  newDocumentId,
  newName,
  onError,
}: {
  oldDocumentId: string;
  newDocumentId: string;
  newName: string;
  onError: (error: unknown) => void;
}) {
  const [making, setMaking] = useState<ComparisonFileFormat | null>(null);

  const download = async (format: ComparisonFileFormat) => {
    if (making) return;
    setMaking(format);
    try {
      const blob = await fetchComparisonFile(oldDocumentId, newDocumentId, format);
      // The name the server gives it too: after the new version, which the redline is.
      downloadBlob(buildComparisonFileName(newName, format), blob);
    } catch (error) {
      onError(error);
    } finally {
      setMaking(null);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {DOWNLOADS.map(({ format, label, busy }) => (
        // Never `disabled` while busy: a focused button that disables itself drops the focus.
        <Button
          key={format}
          variant="secondary"
          size="sm"
          aria-label={`Download ${label}`}
          aria-busy={making === format}
          onClick={() => void download(format)}
        >
          {making === format ? busy : label}
        </Button>
      ))}
    </div>
  );
}
