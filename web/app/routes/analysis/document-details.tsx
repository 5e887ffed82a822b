import type { DocumentPage, DocumentResponse } from '../../../../common/api/documents.ts';
import { formatCount, formatDate, formatFileSize } from '../../../lib/format.ts';

/**
 * What we know about the file itself: its facts, and for scanned pages how sure the text
 * recognition was, since words read from an image can be wrong.
 */
export function DocumentDetails({
  document,
  pages,
}: {
  document: DocumentResponse;
  pages: readonly DocumentPage[];
}) {
  const scannedPages = pages.filter((page) => page.ocrConfidence !== undefined);
  const words = pages.reduce((count, page) => count + (page.text.match(/\S+/g)?.length ?? 0), 0);
  return (
    <div className="space-y-6 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="text-ink-muted">File</dt>
        {/* "anywhere" lets a name with no spaces wrap inside the grid's column instead of
            widening it past the panel, where the end was clipped. */}
        <dd className="min-w-0 [overflow-wrap:anywhere]" data-testid="document-file-name">
          {document.fileName}
        </dd>
        <dt className="text-ink-muted">Size</dt>
        <dd>{formatFileSize(document.fileSize)}</dd>
        <dt className="text-ink-muted">Pages</dt>
        <dd>{document.pageCount}</dd>
        <dt className="text-ink-muted">Words</dt>
        <dd>{formatCount(words)}</dd>
        <dt className="text-ink-muted">Uploaded</dt>
        <dd>{formatDate(document.createdAt)}</dd>
      </dl>
      {scannedPages.length > 0 ? (
        <section aria-labelledby="scanned-pages-heading">
          <h3 id="scanned-pages-heading" className="font-semibold text-ink">
            Scanned pages
          </h3>
          <p className="mt-1 text-ink-muted">
            These pages had no text of their own; their words were recognized from the image. Check
            important wording against the page itself.
          </p>
          <ul className="mt-3 space-y-1">
            {scannedPages.map((page) => (
              <li key={page.number} className="flex justify-between gap-4">
                <span className="whitespace-nowrap">Page {page.number}</span>
                <span className="text-ink-muted">
                  {page.ocrConfidence == null
                    ? 'no words found'
                    : `${Math.round(page.ocrConfidence * 100)}% recognition confidence`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
