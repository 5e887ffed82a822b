import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DocumentResponse, ProcessingProgress } from '../../../../common/api/documents.ts';
import { describeError } from '../../../../common/errors/catalogue.ts';
import { Callout } from '../../../components/ui/callout.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { BackToDocumentsLink } from './back-to-documents-link.tsx';
import { ProcessingProgressCard } from '../../../features/analysis-workspace/index.ts';
import { followProcessing, useDocumentStore } from '../../../features/documents/index.ts';

/**
 * A document whose text is still being read: its progress, live from the server, and the
 * workspace once reading is done. A document that could not be read says why.
 */
export function DocumentProcessing({
  document,
  onReady,
}: {
  document: DocumentResponse;
  onReady: () => void;
}) {
  const queryClient = useQueryClient();
  const progress = useDocumentStore((state) => state.processingProgress[document.id]);
  const [outcome, setOutcome] = useState<ProcessingProgress | null>(null);

  useEffect(() => {
    let isCurrent = true;
    followProcessing(queryClient, document.id).then(
      (final) => {
        if (!isCurrent) return;
        if (final.status === 'ready') onReady();
        else setOutcome(final);
      },
      (error: unknown) => {
        if (!isCurrent) return;
        const described = describeError(error);
        setOutcome({
          documentId: document.id,
          isProcessing: false,
          status: 'failed',
          currentPage: 0,
          totalPages: document.pageCount,
          message: described.message,
          progress: 0,
          processingError: { code: 'NETWORK_ERROR', message: described.message },
        });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [document.id, document.pageCount, onReady, queryClient]);

  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <h1 className="font-serif text-3xl break-words text-brand-strong">{document.fileName}</h1>
        {outcome?.status === 'failed' ? (
          <Callout
            tone="danger"
            role="alert"
            title="This document could not be read"
            className="mt-6"
          >
            <p>{outcome.processingError?.message ?? outcome.message}</p>
            <p className="mt-2">Nothing was kept. You can upload a different copy of it.</p>
          </Callout>
        ) : (
          <ProcessingProgressCard
            className="mt-6"
            title="Reading your document"
            progress={
              progress ?? {
                isProcessing: true,
                currentPage: 0,
                totalPages: document.pageCount,
                message: 'Waiting to be read',
                progress: 0,
              }
            }
          />
        )}
        <BackToDocumentsLink />
      </div>
    </Container>
  );
}
