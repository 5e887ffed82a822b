import { useId } from 'react';
import {
  DOCUMENT_SORTS,
  DOCUMENT_STATUS_FILTERS,
  SORT_LABELS,
  STATUS_FILTER_LABELS,
  type DocumentListView,
  type DocumentSort,
  type DocumentStatusFilter,
} from '../document-list-view.ts';

const FIELD_CLASSES =
  'min-h-11 w-full rounded-lg border border-line-strong bg-surface px-3 text-[0.9375rem] text-ink ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

interface DocumentListControlsProps {
  view: DocumentListView;
  onChange: (view: DocumentListView) => void;
}

/**
 * Search by file name, sort and status filter for the document list, each with a visible
 * label. Results update as the user types, so there is nothing to submit.
 */
export function DocumentListControls({ view, onChange }: DocumentListControlsProps) {
  const searchId = useId();
  const sortId = useId();
  const statusId = useId();
  return (
    <form
      role="search"
      aria-label="Your documents"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <div>
        <label htmlFor={searchId} className="block text-sm font-semibold text-ink">
          Search by file name
        </label>
        <input
          id={searchId}
          type="search"
          value={view.query}
          onChange={(event) => onChange({ ...view, query: event.target.value })}
          autoComplete="off"
          className={`mt-1.5 ${FIELD_CLASSES}`}
        />
      </div>
      <div>
        <label htmlFor={sortId} className="block text-sm font-semibold text-ink">
          Sort by
        </label>
        <select
          id={sortId}
          value={view.sort}
          onChange={(event) => onChange({ ...view, sort: event.target.value as DocumentSort })}
          className={`mt-1.5 ${FIELD_CLASSES}`}
        >
          {DOCUMENT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={statusId} className="block text-sm font-semibold text-ink">
          Show
        </label>
        <select
          id={statusId}
          value={view.status}
          onChange={(event) =>
            onChange({ ...view, status: event.target.value as DocumentStatusFilter })
          }
          className={`mt-1.5 ${FIELD_CLASSES}`}
        >
          {DOCUMENT_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {STATUS_FILTER_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
