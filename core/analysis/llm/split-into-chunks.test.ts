import { describe, expect, it } from 'vitest';
import { splitIntoChunks } from './split-into-chunks.ts';

describe('splitIntoChunks', () => {
  it('keeps a short text whole', () => {
    expect(splitIntoChunks('One clause.', 100)).toEqual([
      { index: 0, start: 0, end: 11, text: 'One clause.' },
    ]);
  });

  it('cuts at paragraph breaks and records where each chunk starts', () => {
    const paragraphs = ['First paragraph here.', 'Second paragraph here.', 'Third one.'];
    const text = paragraphs.join('\n\n');
    const chunks = splitIntoChunks(text, 30);

    expect(chunks.map((chunk) => chunk.text.trim())).toEqual(paragraphs);
    for (const chunk of chunks) expect(text.slice(chunk.start, chunk.end)).toBe(chunk.text);
    expect(chunks.map((chunk) => chunk.text).join('')).toBe(text);
  });

  it('falls back to word breaks inside a paragraph too long for one chunk', () => {
    const text = 'word '.repeat(50).trim();
    const chunks = splitIntoChunks(text, 40);

    expect(chunks.every((chunk) => chunk.text.length <= 40)).toBe(true);
    expect(chunks.every((chunk) => /^word/.test(chunk.text))).toBe(true);
    expect(chunks.map((chunk) => chunk.text).join('')).toBe(text);
  });
});
