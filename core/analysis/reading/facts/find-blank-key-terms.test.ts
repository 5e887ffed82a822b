import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../../parsing/parsed-document.ts';
import { readForms } from '../read-forms.ts';
import { findBlankKeyTerms } from './find-blank-key-terms.ts';

function blankTermsOf(text: string) {
  const document = createParsedDocument('txt', [text], true);
  const forms = readForms(document.text);
  return findBlankKeyTerms(document, forms.blanks).map((term) => [term.kind, term.value]);
}

describe('findBlankKeyTerms', () => {
  it('reads a period left blank where the period goes', () => {
    expect(
      blankTermsOf(
        'The obligations of confidentiality shall continue for a period of [____] years after disclosure.',
      ),
    ).toEqual([['confidentiality-period', '[____]']]);
  });

  it('does not take a penalty left blank in a sentence about confidentiality for its period', () => {
    expect(
      blankTermsOf(
        'In the case of any breach of the confidentiality obligations within two years, the Receiving Party shall pay a penalty of EUR [amount] for each breach.',
      ),
    ).toEqual([]);
  });
});
