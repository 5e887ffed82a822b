import { describe, expect, it } from 'vitest';
import { analyzeDocument } from '../analysis/analyze-document.ts';
import { createParsedDocument } from '../parsing/parsed-document.ts';
import { loadContractFixture } from '../../tests/support/contract-fixtures.test-support.ts';
import { retrievePassages } from './retrieve-passages.ts';

describe('retrievePassages', () => {
  it('ranks the passages that answer a question first, each the exact text at its offsets', () => {
    const { document } = loadContractFixture('residential-lease');
    const passages = retrievePassages(
      document,
      analyzeDocument(document),
      'How much is the rent?',
      3,
    );
    expect(passages).toHaveLength(3);
    expect(passages[0]?.text).toContain('$1,450.00');
    for (const passage of passages)
      expect(document.text.slice(passage.start, passage.end)).toBe(passage.text);
    expect(passages.map((passage) => passage.score)).toEqual(
      [...passages.map((passage) => passage.score)].sort((a, b) => b - a),
    );
  });

  it('does without an analysis', () => {
    const { document } = loadContractFixture('loan-note');
    const [first] = retrievePassages(document, null, 'What happens if I pay late?');
    expect(first?.text).toContain('late charge');
  });

  it('cites a short value under a form heading together with the heading', () => {
    const document = createParsedDocument(
      'txt',
      ['Key Terms\n\nGoverning Law\n\nDelaware law\n\nTerm\n\nTwo years from the Effective Date.'],
      true,
    );
    const [first] = retrievePassages(document, null, 'Which law governs?');
    expect(first?.text).toBe('Governing Law\n\nDelaware law');
  });

  it('finds nothing for words the document does not use', () => {
    const { document } = loadContractFixture('mutual-nda');
    expect(retrievePassages(document, null, 'pets giraffes')).toEqual([]);
  });
});
