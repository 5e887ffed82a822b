import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentResponse, UploadDocumentResponse } from '../../../common/api/documents.ts';
import type { DescribedError } from '../../../common/errors/catalogue.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { describeProcessingFailure, describeUploadError } from './describe-upload-error.ts';
import { followProcessing } from './document-actions.ts';
import { upsertListedDocument } from './document-list-query.ts';
import { setUploadProgress, setUploading } from './document-store.ts';
import { uploadDocumentRequest } from './documents-api.ts';
import { findFileProblem } from './file-rules.ts';

/** Where one upload is: nothing yet, bytes going up, the server reading it, or already known. */
export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string }
  | { kind: 'processing'; document: DocumentResponse }
  | { kind: 'duplicate'; document: DocumentResponse }
  | { kind: 'done'; document: DocumentResponse };

/** What the upload area shows and can do. */
export interface DocumentUpload {
  phase: UploadPhase;
  /** The last failure, shown beside the upload area until the next attempt. */
  error: DescribedError | null;
  /** Set after the user cancels, so the area can say so. */
  wasCancelled: boolean;
  start: (file: File) => void;
  cancel: () => void;
  /** Leaves the duplicate offer without opening the earlier copy. */
  dismissDuplicate: () => void;
}

/** What the caller of useDocumentUpload hears about. */
export interface DocumentUploadCallbacks {
  /** The new document can be opened. */
  onReady: (document: DocumentResponse) => void;
  /** Any failure, including a file refused before upload; e.g. to show a toast. */
  onError?: (error: unknown) => void;
}

/**
 * One upload from file to readable document: checks the file, uploads it with progress,
 * follows the server reading it, and calls `onReady` when it can be opened. A duplicate
 * stops at an offer to open the earlier copy. Failures become an inline message and onError.
 */
export function useDocumentUpload({ onReady, onError }: DocumentUploadCallbacks): DocumentUpload {
  const maxUploadBytes = usePublicConfig((config) => config.maxUploadBytes);
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const [error, setError] = useState<DescribedError | null>(null);
  const [wasCancelled, setWasCancelled] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);
  // Each attempt gets a number; answers for an older attempt (or after unmounting) are ignored.
  const attemptRef = useRef(0);
  // The latest callbacks, without restarting anything when the caller passes new ones.
  const callbacksRef = useRef({ onReady, onError });
  useEffect(() => {
    callbacksRef.current = { onReady, onError };
  }, [onReady, onError]);

  useEffect(
    () => () => {
      attemptRef.current += 1;
      if (controllerRef.current) {
        controllerRef.current.abort();
        setUploading(false);
      }
    },
    [],
  );

  const fail = useCallback((described: DescribedError, cause: unknown) => {
    setError(described);
    setPhase({ kind: 'idle' });
    callbacksRef.current.onError?.(cause);
  }, []);

  const followUntilReadable = useCallback(
    async (attempt: number, document: DocumentResponse) => {
      if (document.status === 'processing') {
        setPhase({ kind: 'processing', document });
        try {
          const final = await followProcessing(queryClient, document.id);
          if (attempt !== attemptRef.current) return;
          if (final.status === 'failed') {
            const described = describeProcessingFailure(final.processingError);
            fail(described, final.processingError?.code ?? 'TEXT_EXTRACTION_FAILED');
            return;
          }
        } catch (cause) {
          if (attempt === attemptRef.current) fail(describeUploadError(cause), cause);
          return;
        }
      }
      setPhase({ kind: 'done', document });
      callbacksRef.current.onReady(document);
    },
    [fail, queryClient],
  );

  const start = useCallback(
    (file: File) => {
      attemptRef.current += 1;
      const attempt = attemptRef.current;
      setError(null);
      setWasCancelled(false);

      const problem = findFileProblem(file, maxUploadBytes);
      if (problem) {
        fail(describeUploadError(problem), problem);
        return;
      }

      const controller = new AbortController();
      controllerRef.current = controller;
      setUploading(true);
      setPhase({ kind: 'uploading', fileName: file.name });
      uploadDocumentRequest(file, {
        signal: controller.signal,
        onProgress: (fraction) => setUploadProgress(fraction * 100),
      })
        .then((answer) => {
          if (attempt !== attemptRef.current) return;
          const document = withoutDuplicateFlag(answer);
          upsertListedDocument(queryClient, document);
          if (answer.duplicate) setPhase({ kind: 'duplicate', document });
          else void followUntilReadable(attempt, document);
        })
        .catch((cause: unknown) => {
          if (attempt !== attemptRef.current) return;
          if (cause instanceof Error && cause.name === 'AbortError') {
            setPhase({ kind: 'idle' });
            setWasCancelled(true);
          } else {
            fail(describeUploadError(cause), cause);
          }
        })
        .finally(() => {
          if (controllerRef.current === controller) {
            controllerRef.current = null;
            setUploading(false);
          }
        });
    },
    [fail, followUntilReadable, maxUploadBytes, queryClient],
  );

  const cancel = useCallback(() => controllerRef.current?.abort(), []);
  const dismissDuplicate = useCallback(() => setPhase({ kind: 'idle' }), []);

  return { phase, error, wasCancelled, start, cancel, dismissDuplicate };
}

function withoutDuplicateFlag(answer: UploadDocumentResponse): DocumentResponse {
  const { duplicate: _duplicate, ...document } = answer;
  return document;
}
