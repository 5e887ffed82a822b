import { Button } from '../../../components/ui/button.tsx';
import { CalendarIcon } from 'lucide-react';
import { downloadTextFile } from '../../../lib/download-file.ts';
import { calendarFileName } from '../calendar-file-name.ts';
import { pluralize } from '../../../lib/format.ts';
import { getDatedObligations, type ObligationList } from '../obligation-dates.ts';
import { obligationsToIcs } from '../obligations-to-ics.ts';

interface CalendarExportProps {
  analysis: ObligationList;
  documentName: string;
}

/**
 * "Export to calendar (.ics)": downloads the dated obligations as all-day events, and says how
 * many obligations have no fixed date and so stay out of the file.
 */
export function CalendarExport({ analysis, documentName }: CalendarExportProps) {
  const datedCount = getDatedObligations(analysis).length;
  const undatedCount = analysis.obligations.length - datedCount;

  const exportCalendar = () => {
    const text = obligationsToIcs(analysis, { documentName, now: new Date() });
    downloadTextFile(calendarFileName(documentName), text, 'text/calendar;charset=utf-8');
  };

  return (
    <div className="rounded-lg border border-line bg-paper p-4">
      <Button variant="secondary" size="sm" disabled={datedCount === 0} onClick={exportCalendar}>
        <CalendarIcon className="size-4" />
        Export to calendar (.ics)
      </Button>
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">
        {datedCount === 0
          ? 'None of the obligations has a fixed date, so there is nothing to put in a calendar.'
          : `${pluralize(datedCount, 'obligation')} with a fixed date ${datedCount === 1 ? 'goes' : 'go'} into the calendar file as all-day events.`}
        {datedCount > 0 && undatedCount > 0
          ? ` ${pluralize(undatedCount, 'obligation')} ${undatedCount === 1 ? 'has' : 'have'} no fixed date and ${undatedCount === 1 ? 'is' : 'are'} not included.`
          : ''}
      </p>
    </div>
  );
}
