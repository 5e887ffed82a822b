import type { DescribedError } from '../../../../common/errors/catalogue.ts';

/**
 * Why the last upload failed, kept beside the upload area after the toast is gone. Not a live
 * region: the error toast already announces it.
 */
export function UploadErrorMessage({ error }: { error: DescribedError }) {
  return (
    <div
      data-testid="upload-error"
      className="mt-4 rounded-lg border border-danger/25 bg-danger-soft p-4 text-left"
    >
      <p className="font-semibold text-danger">{error.title}</p>
      <p className="mt-1 text-sm text-ink">{error.message}</p>
      <p className="mt-1 text-sm text-ink-muted">{error.action}</p>
    </div>
  );
}
