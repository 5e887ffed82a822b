import { useEffect } from 'react';
import { useParams } from 'react-router';
import { describeError } from '../../../common/errors/catalogue.ts';
import { Callout } from '../../components/ui/callout.tsx';
import { Container } from '../../components/ui/container.tsx';
import { LoadingPage } from '../../components/ui/loading-page.tsx';
import { useAuthStore } from '../../features/auth/index.ts';
import { useViewableDocument } from '../../features/document-cache/index.ts';
import { preloadPdfViewer } from '../../features/viewer/index.ts';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { BackToDocumentsLink } from './analysis/back-to-documents-link.tsx';
import { DocumentProcessing } from './analysis/document-processing.tsx';
import { DocumentWorkspace } from './analysis/document-workspace.tsx';

/**
 * /analysis/{documentId}: the document beside its analysis. A document cached in this browser
 * opens at once; one still being read shows its progress and opens when reading is done.
 */
export default function AnalysisPage() {
  const { documentId } = useParams();
  const userId = useAuthStore((state) => state.user?.id);
  const query = useViewableDocument(documentId, userId);
  usePageTitle(query.data?.document.fileName ?? 'Analysis');
  // Most documents are PDFs: the viewer's code loads beside the document, not after it.
  useEffect(preloadPdfViewer, []);

  if (query.isError) return <DocumentUnavailable error={query.error} />;
  if (!query.data || !documentId || !userId) {
    return <LoadingPage title="Opening your document" status="Loading document..." />;
  }
  const viewable = query.data;
  if (viewable.document.status !== 'ready') {
    return <DocumentProcessing document={viewable.document} onReady={() => void query.refetch()} />;
  }
  return <DocumentWorkspace key={documentId} viewable={viewable} userId={userId} />;
}

/** A document that is not there (deleted, or someone else's) or could not be loaded. */
function DocumentUnavailable({ error }: { error: unknown }) {
  const isMissing = error instanceof ApiError && error.status === 404;
  const described = describeError(error);
  return (
    <Container className="py-16">
      <div className="mx-auto max-w-2xl">
        <Callout tone="warning" title={isMissing ? 'Document not found' : described.title}>
          <p>
            {isMissing
              ? 'This document does not exist or is not yours. It may have been deleted.'
              : `${described.message} ${described.action}`}
          </p>
        </Callout>
        <BackToDocumentsLink />
      </div>
    </Container>
  );
}
