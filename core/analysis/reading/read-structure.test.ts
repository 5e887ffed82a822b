import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { splitSentences } from '../text/split-sentences.ts';
import { findSection, findSectionLabel, isOperativeSpan, readStructure } from './read-structure.ts';

function read(text: string) {
  const document = createParsedDocument('txt', [text], true);
  return { text: document.text, structure: readStructure(document, splitSentences(document.text)) };
}

describe('findSectionLabel', () => {
  const { text, structure } = read(
    'MASTER SERVICES AGREEMENT\n\nThis Agreement is made between Acme Inc. and Beta LLC on the date below.\n\n1. Services. Beta shall perform the Services.\n1.1 Beta shall use qualified staff for all the Services.\n\nLIMITATION OF LIABILITY\n\nNeither party is liable for indirect damages of any kind.',
  );

  it('gives the number and the name: "1 (Services)"', () => {
    expect(findSectionLabel(structure, text.indexOf('Beta shall perform'))).toBe('1 (Services)');
  });

  it('names a section without a name by the section it is part of: "1.1 (Services)"', () => {
    expect(findSectionLabel(structure, text.indexOf('qualified staff'))).toBe('1.1 (Services)');
  });

  it('gives a name in capitals as it is cited: "Limitation of Liability"', () => {
    expect(findSectionLabel(structure, text.indexOf('indirect damages'))).toBe(
      'Limitation of Liability',
    );
  });

  it('nests "1.1" inside "1" and ends "1" where the next heading begins', () => {
    const services = findSection(structure, text.indexOf('Beta shall perform'));
    const staff = findSection(structure, text.indexOf('qualified staff'));
    expect(services && staff && services.start < staff.start && staff.end <= services.end).toBe(
      true,
    );
    expect(text.slice(services?.start, services?.end)).not.toContain('LIMITATION');
  });

  it('has no label before the first heading', () => {
    const { text: plain, structure: none } = read(
      'Customer shall pay all fees within thirty days of each invoice.',
    );
    expect(findSectionLabel(none, plain.indexOf('pay'))).toBeNull();
  });
});

describe('isOperativeSpan', () => {
  const { text, structure } = read(
    'Buyer shall pay the price.\n\nPage 3 of 12\n\nSeller shall deliver the goods.',
  );

  it('is false for a page number, with a space or two either side', () => {
    const start = text.indexOf('Page 3');
    expect(isOperativeSpan(structure, start - 1, start + 'Page 3 of 12'.length + 1)).toBe(false);
  });

  it('is true for a quote that takes in the words beside it', () => {
    const start = text.indexOf('price.');
    expect(isOperativeSpan(structure, start, text.indexOf('Seller') + 6)).toBe(true);
  });
});
