import { describe, expect, it } from 'vitest';
import {
  applyListView,
  DEFAULT_LIST_VIEW,
  describeNoMatch,
  isNarrowedView,
  type DocumentListView,
} from './document-list-view.ts';
import { makeAnalysedDocument } from './sample-analysed-document.test-support.ts';
import { makeDocument, makeProgress } from './sample-documents.test-support.ts';

// Newest first, as the store holds them.
const documents = [
  makeDocument({ id: 'new', fileName: 'Draft contract 10.pdf', status: 'processing' }),
  makeAnalysedDocument(
    { id: 'lease', fileName: 'lease.pdf', documentType: 'Residential Lease' },
    3,
  ),
  makeDocument({ id: 'plain', fileName: 'contract 2.txt' }),
  makeAnalysedDocument({ id: 'nda', fileName: 'Mutual NDA.docx' }, 0),
  makeAnalysedDocument({ id: 'old', fileName: 'employment.pdf' }, 5),
];

const ids = (view: Partial<DocumentListView>, progress = {}) =>
  applyListView(documents, { ...DEFAULT_LIST_VIEW, ...view }, progress).map(
    (document) => document.id,
  );

describe('applyListView', () => {
  it('keeps the loaded newest-first order by default, and reverses it for oldest first', () => {
    expect(ids({})).toEqual(['new', 'lease', 'plain', 'nda', 'old']);
    expect(ids({ sort: 'oldest' })).toEqual(['old', 'nda', 'plain', 'lease', 'new']);
    expect(isNarrowedView(DEFAULT_LIST_VIEW)).toBe(false);
  });

  it('sorts names as people do: case aside, numbers by value', () => {
    expect(ids({ sort: 'name' })).toEqual(['plain', 'new', 'old', 'lease', 'nda']);
  });

  it('puts the most red flags first, and documents never analyzed last', () => {
    expect(ids({ sort: 'red-flags' })).toEqual(['old', 'lease', 'nda', 'new', 'plain']);
  });

  it('searches file names without regard to case or surrounding spaces', () => {
    expect(ids({ query: '  CONTRACT ' })).toEqual(['new', 'plain']);
    expect(ids({ query: 'nothing like it' })).toEqual([]);
    expect(isNarrowedView({ ...DEFAULT_LIST_VIEW, query: 'x' })).toBe(true);
    expect(isNarrowedView({ ...DEFAULT_LIST_VIEW, query: '   ' })).toBe(false);
  });

  it('filters by status: analyzed, ready but not analyzed, or still being read', () => {
    expect(ids({ status: 'analyzed' })).toEqual(['lease', 'nda', 'old']);
    expect(ids({ status: 'not-analyzed' })).toEqual(['plain']);
    expect(ids({ status: 'processing' })).toEqual(['new']);
    // A document whose reading failed is neither.
    const failed = {
      new: makeProgress({ documentId: 'new', status: 'failed', isProcessing: false }),
    };
    expect(ids({ status: 'processing' }, failed)).toEqual([]);
    expect(ids({ status: 'analyzed', query: 'lease', sort: 'name' })).toEqual(['lease']);
  });

  it('does not change the list it is given', () => {
    const before = documents.map((document) => document.id);
    applyListView(documents, { ...DEFAULT_LIST_VIEW, sort: 'name' });
    expect(documents.map((document) => document.id)).toEqual(before);
  });
});

describe('describeNoMatch', () => {
  it('names the search and the filter', () => {
    expect(describeNoMatch({ ...DEFAULT_LIST_VIEW, query: ' lease ' })).toBe(
      'No documents match “lease”.',
    );
    expect(describeNoMatch({ ...DEFAULT_LIST_VIEW, status: 'processing' })).toBe(
      'No documents match the filter “Processing”.',
    );
    expect(describeNoMatch({ query: 'lease', sort: 'name', status: 'analyzed' })).toBe(
      'No documents match “lease” with the filter “Analyzed”.',
    );
  });
});
