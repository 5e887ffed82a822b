import { useId, useState } from 'react';
import { describeError } from '../../../../common/errors/catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { VersionChoices } from '../../../features/compare/index.ts';
import { useDocumentList } from '../../../features/documents/index.ts';

/**
 * The new version chosen from the person's other analyzed documents (the dashboard's list,
 * a page at a time), then compared at no cost.
 */
export function ChooseAnalyzedVersion({
  oldDocumentId,
  onChoose,
}: {
  oldDocumentId: string;
  onChoose: (documentId: string) => void;
}) {
  const headingId = useId();
  const { query, documents } = useDocumentList();
  const [chosen, setChosen] = useState<string | null>(null);
  const candidates = documents.filter(
    (document) =>
      document.id !== oldDocumentId && document.analysis.documentType.type !== 'Unknown',
  );
  const heading = 'Your analyzed documents';

  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h3 id={headingId} className="font-serif text-lg text-brand-strong">
        {heading}
      </h3>
      <div className="mt-3">
        {query.isPending ? (
          <p role="status" className="text-sm text-ink-muted">
            Loading your documents...
          </p>
        ) : query.isError && candidates.length === 0 ? (
          <p role="alert" className="text-sm text-danger">
            {describeError(query.error).message}
          </p>
        ) : candidates.length === 0 ? (
          <p className="text-sm text-ink-muted">
            {query.hasNextPage
              ? 'None among your latest documents.'
              : 'You have no other analyzed document yet.'}
          </p>
        ) : (
          <VersionChoices
            documents={candidates}
            value={chosen}
            onChange={setChosen}
            label={heading}
          />
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {candidates.length > 0 ? (
          <Button disabled={chosen === null} onClick={() => chosen && onChoose(chosen)}>
            Compare
          </Button>
        ) : null}
        {query.hasNextPage ? (
          <Button
            variant="ghost"
            size="sm"
            aria-busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading more…' : 'Show more documents'}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
