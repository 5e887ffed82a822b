import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { describeError } from '../../../common/errors/catalogue.ts';
import { Callout } from '../../components/ui/callout.tsx';
import { Container } from '../../components/ui/container.tsx';
import { LoadingPage } from '../../components/ui/loading-page.tsx';
import { useAuthStore } from '../../features/auth/index.ts';
import {
  ComparisonView,
  useComparison,
  type ComparedPlace,
  type ComparedVersion,
} from '../../features/compare/index.ts';
import { useViewableDocument } from '../../features/document-cache/index.ts';
import { notifyError } from '../../features/notifications/index.ts';
import { preloadPdfViewer, resetViewerStore } from '../../features/viewer/index.ts';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { BackToDocumentsLink } from './analysis/back-to-documents-link.tsx';
import { VersionViewer, type ViewerTarget } from './compare/version-viewer.tsx';

/** Words asked for in one version; a new object each time, so asking again scrolls again. */
interface ShownPlace {
  version: ComparedVersion;
  target: ViewerTarget;
}

/**
 * /compare/{oldId}/{newId}: what changed from one of the person's versions to another, and
 * what it changes for them, beside a viewer that shows either version with a change's words
 * highlighted. The versions load as the workspace loads a document; the comparison comes from
 * the server, free of charge.
 */
export default function ComparePage() {
  const { oldDocumentId, newDocumentId } = useParams();
  // Another pair is another screen: the version shown and the words asked for start afresh.
  return (
    <ComparisonScreen
      key={`${oldDocumentId ?? ''}/${newDocumentId ?? ''}`}
      oldDocumentId={oldDocumentId}
      newDocumentId={newDocumentId}
    />
  );
}

function ComparisonScreen({
  oldDocumentId,
  newDocumentId,
}: {
  oldDocumentId: string | undefined;
  newDocumentId: string | undefined;
}) {
  const userId = useAuthStore((state) => state.user?.id);
  const comparison = useComparison(oldDocumentId, newDocumentId);
  const oldVersion = useViewableDocument(oldDocumentId, userId);
  const newVersion = useViewableDocument(newDocumentId, userId);
  const [version, setVersion] = useState<ComparedVersion>('new');
  const [shown, setShown] = useState<ShownPlace | null>(null);
  const names = {
    old: oldVersion.data?.document.fileName ?? 'Old version',
    new: newVersion.data?.document.fileName ?? 'New version',
  };
  usePageTitle(comparison.data ? `Compare ${names.old} with ${names.new}` : 'Compare versions');
  // Most documents are PDFs: the viewer's code loads beside the comparison, not after it.
  useEffect(preloadPdfViewer, []);
  // The one viewer store is left as it was found.
  useEffect(() => () => resetViewerStore(), []);

  // A fresh viewer per version: the store forgets the other version's page, zoom and file.
  const changeVersion = (next: ComparedVersion) => {
    if (next === version) return;
    resetViewerStore();
    setVersion(next);
  };
  const showPlace = (place: ComparedPlace) => {
    changeVersion(place.version);
    setShown({ version: place.version, target: { start: place.start, end: place.end } });
  };

  if (comparison.isError) return <ComparisonUnavailable error={comparison.error} />;
  const namesKnown =
    (oldVersion.data || oldVersion.isError) && (newVersion.data || newVersion.isError);
  if (!comparison.data || !namesKnown || !oldDocumentId || !newDocumentId || !userId) {
    return <LoadingPage title="Comparing the two versions" status="Finding what changed..." />;
  }
  return (
    <ComparisonView
      comparison={comparison.data}
      oldDocumentId={oldDocumentId}
      newDocumentId={newDocumentId}
      names={names}
      version={version}
      onVersionChange={changeVersion}
      onShowPlace={showPlace}
      onError={notifyError}
      viewer={
        <VersionViewer
          key={version}
          query={version === 'old' ? oldVersion : newVersion}
          userId={userId}
          target={shown?.version === version ? shown.target : null}
        />
      }
    />
  );
}

/**
 * A comparison that cannot be made: a version that is not there or not the person's (the same
 * 404 either way), one not analyzed yet, or a failure to ask.
 */
function ComparisonUnavailable({ error }: { error: unknown }) {
  const isMissing = error instanceof ApiError && error.status === 404;
  const isNotAnalyzed = error instanceof ApiError && error.code === 'VALIDATION_ERROR';
  const described = describeError(error);
  const title = isMissing
    ? 'Document not found'
    : isNotAnalyzed
      ? 'Not analyzed yet'
      : described.title;
  const message = isMissing
    ? 'One of these documents does not exist or is not yours. It may have been deleted.'
    : isNotAnalyzed
      ? error.message
      : `${described.message} ${described.action}`;
  return (
    <Container className="py-16">
      <div className="mx-auto max-w-2xl">
        <h1 className="sr-only">Compare versions</h1>
        <Callout tone="warning" title={title}>
          <p>{message}</p>
        </Callout>
        <BackToDocumentsLink />
      </div>
    </Container>
  );
}
