import type { Comparison } from '../../../common/compare/comparison.ts';

/**
 * A consulting agreement's second version as the server compares it for the consultant: the
 * fee raised, the other side's notice lengthened, the insurance clause removed, and (made up
 * for the list) a clause added and one moved.
 */
export const SAMPLE_COMPARISON: Comparison = {
  reader: { party: 'TruckThat LLC', role: 'Consultant' },
  changes: [
    {
      kind: 'changed',
      sectionBefore: { number: '2.1' },
      sectionAfter: { number: '2.1' },
      before: '2.1 Company shall pay Consultant a fee of $12,000 per month.',
      after: '2.1 Company shall pay Consultant a fee of $15,000 per month.',
      pageBefore: 1,
      pageAfter: 2,
      startBefore: 506,
      endBefore: 566,
      startAfter: 510,
      endAfter: 570,
      words: [
        { op: 'equal', text: 'Company shall pay Consultant a fee of' },
        { op: 'delete', text: '$12,000' },
        { op: 'insert', text: '$15,000' },
        { op: 'equal', text: 'per month' },
      ],
      facts: [{ kind: 'amount', before: ['$12,000'], after: ['$15,000'] }],
    },
    {
      kind: 'removed',
      sectionBefore: { number: '8', heading: 'INSURANCE' },
      before:
        'Consultant shall maintain commercial general liability insurance of at least $1,000,000 per occurrence during the term.',
      pageBefore: 3,
      startBefore: 1956,
      endBefore: 2089,
    },
    {
      kind: 'added',
      sectionAfter: { number: '11', heading: 'Audit' },
      after: 'Company may audit the Services once a year.',
      pageAfter: 4,
      startAfter: 2300,
      endAfter: 2344,
    },
    {
      kind: 'moved',
      sectionBefore: { number: '4', heading: 'Confidentiality' },
      sectionAfter: { number: '9', heading: 'Confidentiality' },
      before: 'Consultant shall keep confidential all non-public information of Company.',
      after: 'Consultant shall keep confidential all non-public information of Company.',
      pageBefore: 1,
      pageAfter: 3,
      startBefore: 1300,
      endBefore: 1373,
      startAfter: 2100,
      endAfter: 2173,
    },
  ],
  keyTerms: [
    {
      kind: 'fees',
      label: 'Fees and prices',
      before: '$12,000 per month',
      after: '$15,000 per month',
      pageBefore: 1,
      pageAfter: 2,
    },
    { kind: 'liability-cap', label: 'Liability cap', before: null, after: 'fees of 12 months' },
  ],
  findings: {
    appeared: [],
    resolved: [
      {
        type: 'red-flag',
        category: 'contractor-insurance',
        title: 'You must carry insurance',
        reason: 'resolved',
        severityBefore: 'low',
        before: {
          quote: 'Consultant shall maintain commercial general liability insurance.',
          page: 3,
          start: 1970,
          end: 2089,
          section: '8 (Insurance)',
        },
      },
    ],
    worse: [],
    better: [
      {
        type: 'red-flag',
        category: 'termination-for-convenience',
        title: 'The other side can walk away at any time',
        reason: 'extended from 10 days to 30 days',
        severityBefore: 'high',
        severityAfter: 'medium',
        before: {
          quote: 'Company may terminate upon ten (10) days written notice.',
          page: 1,
          start: 1075,
          end: 1192,
          section: '3.2 (Term and Termination)',
        },
        after: {
          quote: 'Company may terminate upon thirty (30) days written notice.',
          page: 2,
          start: 1080,
          end: 1200,
          section: '3.2 (Term and Termination)',
        },
      },
    ],
  },
  summary:
    'The new version extends “The other side can walk away at any time” from 10 days to 30 days and no longer has the risk: “You must carry insurance”.',
};

/** Two versions that say the same thing. */
export const UNCHANGED_COMPARISON: Comparison = {
  reader: { party: 'TruckThat LLC', role: 'Consultant' },
  changes: [],
  keyTerms: [],
  findings: { appeared: [], resolved: [], worse: [], better: [] },
  summary: 'The two versions say the same thing.',
};
