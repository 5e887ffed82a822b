import type { DocumentResponse } from '../../../../common/api/documents.ts';
import { classNames } from '../../../components/ui/class-names.ts';
import { formatDate } from '../../../lib/format.ts';

/**
 * The person's analyzed documents to choose the new version from, one radio button each, with
 * the date it was uploaded and what kind of document it was read as.
 */
export function VersionChoices({
  documents,
  value,
  onChange,
  label,
}: {
  documents: readonly DocumentResponse[];
  value: string | null;
  onChange: (documentId: string) => void;
  /** Names the group for screen readers, e.g. the heading it stands under. */
  label: string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{label}</legend>
      <ul className="max-h-60 space-y-2 overflow-y-auto p-0.5">
        {documents.map((document) => {
          const isChosen = document.id === value;
          return (
            <li key={document.id}>
              <label
                className={classNames(
                  'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
                  isChosen ? 'border-brand bg-brand-soft' : 'border-line hover:border-brand/40',
                )}
              >
                <input
                  type="radio"
                  name="new-version"
                  value={document.id}
                  checked={isChosen}
                  onChange={() => onChange(document.id)}
                  className="mt-1 size-4 shrink-0 accent-brand focus-visible:outline-none"
                />
                <span className="min-w-0">
                  <span className="block font-medium break-words text-ink">
                    {document.fileName}
                  </span>
                  <span className="block text-sm text-ink-muted">
                    {document.analysis.documentType.type === 'Unknown'
                      ? ''
                      : `${document.analysis.documentType.type} · `}
                    uploaded {formatDate(document.createdAt)}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
