import type { DocumentResponse, ProcessingProgress } from '../../../common/api/documents.ts';
import type { Analysis } from '../../../common/analysis/analysis-schema.ts';
import { describeError, type DescribedError } from '../../../common/errors/catalogue.ts';
import { getShownStatus } from './document-store.ts';

/** How the list may be ordered; 'newest' is the server's own order. */
export const DOCUMENT_SORTS = ['newest', 'oldest', 'name', 'red-flags'] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];

/** Which documents the list shows. */
export const DOCUMENT_STATUS_FILTERS = ['all', 'analyzed', 'not-analyzed', 'processing'] as const;
export type DocumentStatusFilter = (typeof DOCUMENT_STATUS_FILTERS)[number];

export const SORT_LABELS: Record<DocumentSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name (A–Z)',
  'red-flags': 'Most red flags',
};

export const STATUS_FILTER_LABELS: Record<DocumentStatusFilter, string> = {
  all: 'All documents',
  analyzed: 'Analyzed',
  'not-analyzed': 'Not analyzed',
  processing: 'Processing',
};

/** What the user asked the list to show. */
export interface DocumentListView {
  query: string;
  sort: DocumentSort;
  status: DocumentStatusFilter;
}

export const DEFAULT_LIST_VIEW: DocumentListView = { query: '', sort: 'newest', status: 'all' };

/** Whether the view differs from the plain newest-first list of everything. */
export function isNarrowedView(view: DocumentListView): boolean {
  return view.query.trim() !== '' || view.sort !== 'newest' || view.status !== 'all';
}

/** The document's analysis, or null when it has none (SPEC section 3: type 'Unknown'). */
export function findAnalysis(document: DocumentResponse): Analysis | null {
  const { analysis } = document;
  return analysis.documentType.type !== 'Unknown' && 'redFlags' in analysis ? analysis : null;
}

/**
 * Why the document's analysis was refused (not a legal document), in the catalogue's words;
 * null when none was, or when it has an analysis since.
 */
export function describeRefusal(document: DocumentResponse): DescribedError | null {
  const code = document.analysisRefusal;
  return code && !findAnalysis(document) ? describeError({ code }) : null;
}

// Names compare as people expect: case and accents aside, "contract 2" before "contract 10".
const nameCollator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function matchesStatus(
  document: DocumentResponse,
  status: DocumentStatusFilter,
  progress: ProcessingProgress | undefined,
): boolean {
  if (status === 'all') return true;
  const shown = getShownStatus(document, progress);
  if (status === 'processing') return shown === 'processing';
  const isAnalysed = findAnalysis(document) !== null;
  // 'Not analyzed' lists what could be analyzed now, so documents still being read are left out.
  return status === 'analyzed' ? isAnalysed : !isAnalysed && shown === 'ready';
}

/** A document with its place in the list as loaded: newest first, uploads on top. */
interface Placed {
  document: DocumentResponse;
  position: number;
}

// The loaded order is the server's newest-first order (with new uploads put on top), so the
// date sorts follow it rather than re-reading dates, and it breaks every other tie.
const comparators: Record<DocumentSort, (a: Placed, b: Placed) => number> = {
  newest: (a, b) => a.position - b.position,
  oldest: (a, b) => b.position - a.position,
  name: (a, b) =>
    nameCollator.compare(a.document.fileName, b.document.fileName) || a.position - b.position,
  // A document never analyzed ranks below one analyzed with no red flags.
  'red-flags': (a, b) =>
    redFlagRank(b.document) - redFlagRank(a.document) || a.position - b.position,
};

function redFlagRank(document: DocumentResponse): number {
  return findAnalysis(document)?.redFlags.length ?? -1;
}

/**
 * The documents the view shows, in its order: file names containing the search words (case
 * ignored), of the chosen status, sorted. `documents` is newest first, as the store holds them;
 * it is not changed.
 */
export function applyListView(
  documents: readonly DocumentResponse[],
  view: DocumentListView,
  processingProgress: Readonly<Record<string, ProcessingProgress>> = {},
): DocumentResponse[] {
  const query = view.query.trim().toLocaleLowerCase();
  return documents
    .map((document, position) => ({ document, position }))
    .filter(
      ({ document }) =>
        (query === '' || document.fileName.toLocaleLowerCase().includes(query)) &&
        matchesStatus(document, view.status, processingProgress[document.id]),
    )
    .sort(comparators[view.sort])
    .map(({ document }) => document);
}

/** Why nothing is shown: "No documents match “lease” with the filter “Analyzed”." */
export function describeNoMatch(view: DocumentListView): string {
  const query = view.query.trim();
  const filter = `the filter “${STATUS_FILTER_LABELS[view.status]}”`;
  if (query && view.status !== 'all') return `No documents match “${query}” with ${filter}.`;
  if (query) return `No documents match “${query}”.`;
  return `No documents match ${filter}.`;
}
