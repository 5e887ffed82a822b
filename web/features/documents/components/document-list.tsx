import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { DocumentResponse } from '../../../../common/api/documents.ts';
import { describeError } from '../../../../common/errors/catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { textLinkClassName } from '../../../components/ui/text-link.tsx';
import { useDocumentList } from '../document-list-query.ts';
import {
  applyListView,
  DEFAULT_LIST_VIEW,
  describeNoMatch,
  isNarrowedView,
  type DocumentListView,
} from '../document-list-view.ts';
import { useDocumentStore } from '../document-store.ts';
import { useFollowProcessing } from '../use-follow-processing.ts';
import { DeleteDocumentDialog } from './delete-document-dialog.tsx';
import { DocumentListControls } from './document-list-controls.tsx';
import { DocumentRow } from './document-row.tsx';
import { UPLOAD_AREA_ID } from './upload-dropzone.tsx';

export interface DocumentListProps {
  /** A document was deleted, e.g. to confirm it with a toast. */
  onDeleted?: (document: DocumentResponse) => void;
  /** Deleting or loading more failed, e.g. to show a toast. A failed first load is shown inline. */
  onError?: (error: unknown) => void;
}

/**
 * The signed-in user's documents, newest first: each with its status and the buttons to open
 * or delete it, more on request, and a pointer to the upload area when there are none. Search,
 * sort and filter work in the browser: once one is used, the pages not yet loaded are fetched,
 * so the answer covers every document (the list is paged newest first on the server).
 */
export function DocumentList({ onDeleted, onError }: DocumentListProps) {
  const { query: list, documents } = useDocumentList();
  // The first page could not be loaded: said inline, with a retry. A later page's failure is
  // onError's, and the pages already shown stay.
  const listError = list.isError && !list.data ? list.error : null;
  const loading = !list.data && list.isFetching;
  const nextCursor = list.data?.pages.at(-1)?.nextCursor ?? null;
  const loadingMore = list.isFetchingNextPage;
  const processingProgress = useDocumentStore((state) => state.processingProgress);
  const [toDelete, setToDelete] = useState<DocumentResponse | null>(null);
  const [view, setView] = useState<DocumentListView>(DEFAULT_LIST_VIEW);
  // Where fetching every page last failed: not tried again by itself, only after Load more.
  const [failedCursor, setFailedCursor] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isNarrowed = isNarrowedView(view);
  const shown = useMemo(
    () => applyListView(documents, view, processingProgress),
    [documents, view, processingProgress],
  );

  useFollowProcessing(documents);

  // A search, sort or filter over some pages only would be wrong, so the rest are fetched.
  const hasMorePages = nextCursor !== null;
  const isLoadingAll = isNarrowed && hasMorePages && !listError && nextCursor !== failedCursor;
  // Each page that arrives moves the cursor on, and so asks for the next, until the last.
  const { fetchNextPage } = list;
  useEffect(() => {
    if (!isLoadingAll) return;
    void fetchNextPage({ cancelRefetch: false }).then((result) => {
      if (!result.isFetchNextPageError) return;
      setFailedCursor(nextCursor);
      onError?.(result.error);
    });
    // onError is left out: a new callback each render must not fetch again, and a page
    // already being fetched is not asked for twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLoadingAll, nextCursor, fetchNextPage]);

  const loadMore = () => {
    void fetchNextPage({ cancelRefetch: false }).then((result) => {
      if (result.isFetchNextPageError) onError?.(result.error);
    });
  };

  return (
    <section aria-labelledby="document-list-heading">
      <h2
        id="document-list-heading"
        ref={headingRef}
        tabIndex={-1}
        className="font-serif text-2xl text-brand-strong"
      >
        Uploaded documents
      </h2>
      <div aria-busy={loading} className="mt-4">
        {listError && !loading ? (
          <ListLoadError error={listError} onRetry={() => void list.refetch()} />
        ) : documents.length > 0 ? (
          <>
            <DocumentListControls view={view} onChange={setView} />
            <p
              role="status"
              className="mt-4 mb-3 text-sm text-ink-muted"
              data-testid="document-count"
            >
              {describeCount({
                shown: shown.length,
                total: documents.length,
                isNarrowed,
                isLoadingAll,
                hasMorePages,
              })}
            </p>
            {shown.length > 0 ? (
              <ul className="divide-y divide-line rounded-xl border border-line bg-surface px-5 sm:px-6">
                {shown.map((document) => (
                  <DocumentRow key={document.id} document={document} onDelete={setToDelete} />
                ))}
              </ul>
            ) : isLoadingAll ? null : (
              <NoMatchingDocuments view={view} onClear={() => setView(DEFAULT_LIST_VIEW)} />
            )}
          </>
        ) : loading || list.isPending ? (
          <p role="status" className="text-ink-muted">
            Loading your documents…
          </p>
        ) : (
          <EmptyDocumentList />
        )}
      </div>
      {nextCursor && !listError && !isLoadingAll ? (
        <div className="mt-5 flex justify-center">
          <Button variant="secondary" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading more…' : 'Load more documents'}
          </Button>
        </div>
      ) : null}
      <DeleteDocumentDialog
        document={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(document) => {
          headingRef.current?.focus();
          onDeleted?.(document);
        }}
        onError={onError}
      />
    </section>
  );
}

/** The sentence the live region reads whenever the shown documents change. */
function describeCount(counts: {
  shown: number;
  total: number;
  isNarrowed: boolean;
  isLoadingAll: boolean;
  hasMorePages: boolean;
}): string {
  const documents = (count: number) => `${count} ${count === 1 ? 'document' : 'documents'}`;
  if (counts.isNarrowed && counts.isLoadingAll) return 'Loading all your documents to search them…';
  if (counts.isNarrowed) return `${counts.shown} of ${documents(counts.total)} shown.`;
  return counts.hasMorePages
    ? `${documents(counts.total)} shown; older ones can be loaded below.`
    : `${documents(counts.total)}.`;
}

function NoMatchingDocuments({ view, onClear }: { view: DocumentListView; onClear: () => void }) {
  return (
    <div
      data-testid="document-list-no-match"
      className="rounded-xl border border-line bg-surface px-6 py-10 text-center"
    >
      <p className="font-medium text-ink">{describeNoMatch(view)}</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onClear}>
        Clear search and filter
      </Button>
    </div>
  );
}

function EmptyDocumentList() {
  return (
    <div
      data-testid="document-list-empty"
      className="rounded-xl border border-line bg-surface px-6 py-10 text-center"
    >
      <p className="font-medium text-ink">You have not uploaded any documents yet.</p>
      <p className="mt-2 text-ink-muted">
        Add a contract in the{' '}
        <a href={`#${UPLOAD_AREA_ID}`} className={textLinkClassName} onClick={focusUploadArea}>
          upload area
        </a>{' '}
        and it will be listed here.
      </p>
    </div>
  );
}

function focusUploadArea(event: MouseEvent<HTMLAnchorElement>) {
  const area = document.getElementById(UPLOAD_AREA_ID);
  if (!area) return;
  event.preventDefault();
  area.focus();
  // jsdom and some old browsers lack scrollIntoView; focusing already scrolls there.
  area.scrollIntoView?.({ block: 'center' });
}

function ListLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const described = describeError(error);
  return (
    <div role="alert" className="rounded-lg border border-danger/25 bg-danger-soft p-4">
      <p className="font-semibold text-danger">{described.title}</p>
      <p className="mt-1 text-sm text-ink">
        Your documents could not be loaded. {described.message}
      </p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
