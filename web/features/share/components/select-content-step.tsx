import { useId } from 'react';
import { REPORT_SECTIONS, type ReportSection } from '../../../../common/reports/report-include.ts';
import { SECTION_LABELS } from '../share-choices.ts';

/** Step 'select': the whole analysis, or any of its sections. */
export function SelectContentStep({
  content,
  onChange,
}: {
  content: readonly ReportSection[];
  onChange: (content: ReportSection[]) => void;
}) {
  const wholeId = useId();
  const isWhole = content.length === REPORT_SECTIONS.length;
  const toggle = (section: ReportSection) =>
    onChange(
      REPORT_SECTIONS.filter((item) =>
        item === section ? !content.includes(item) : content.includes(item),
      ),
    );
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">What to include</legend>
      <label htmlFor={wholeId} className="mt-3 flex items-center gap-3 text-sm font-medium">
        <input
          id={wholeId}
          type="checkbox"
          className="size-4 accent-brand"
          checked={isWhole}
          onChange={() => onChange(isWhole ? [] : [...REPORT_SECTIONS])}
        />
        The whole analysis
      </label>
      <ul className="mt-2 ml-7 space-y-2">
        {REPORT_SECTIONS.map((section) => (
          <li key={section}>
            <label className="flex items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand"
                checked={content.includes(section)}
                onChange={() => toggle(section)}
              />
              {SECTION_LABELS[section]}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
