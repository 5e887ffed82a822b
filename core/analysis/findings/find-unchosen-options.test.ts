import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { readForms } from '../reading/read-forms.ts';
import { findUnchosenOptions } from './find-unchosen-options.ts';

const COVER = (firstBox: string) => `Mutual Non-Disclosure Agreement

MNDA Term
[Drafting note: Select one option.]
[${firstBox}]\tExpires 2 years from Effective Date.
[    ]\tContinues until terminated in accordance with the terms of the MNDA.

Governing Law\tThe laws of the State of Delaware.`;

function unchosenIn(text: string) {
  const document = createParsedDocument('txt', [text], true);
  return findUnchosenOptions(document, readForms(document.text).options, ['Party A', 'Party B']);
}

describe('findUnchosenOptions', () => {
  it('says a choice with no box ticked must be made before signing, quoting its label', () => {
    const [flag, ...others] = unchosenIn(COVER('    '));
    expect(others).toEqual([]);
    expect(flag).toMatchObject({
      title: 'No option is chosen: choose one before signing',
      severity: 'medium',
      burdens: ['Party A', 'Party B'],
    });
    expect(flag?.quote).toBe('MNDA Term');
  });

  it('says nothing of a choice that is made', () => {
    expect(unchosenIn(COVER(' x '))).toEqual([]);
  });
});
