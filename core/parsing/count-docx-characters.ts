import { decodeXml, findOutermostElements } from './docx-xml.ts';

// Text the read document may not hold: tracked deletions and moves, the DrawingML copy of
// what Word also writes for older readers, text boxes (VML shapes mammoth skips among them),
// and ruby annotations, which mammoth skips.
const UNCOUNTED = ['mc:Choice', 'w:del', 'w:moveFrom', 'w:drawing', 'w:pict', 'w:ruby'];

const TEXT_RUN = /<w:t(?:\s(?:[^>"']|"[^"]*"|'[^']*')*)?>([^<]*)<\/w:t>/g;

/**
 * How many visible characters (whitespace left out) the text of a Word body's runs has, from
 * its document.xml alone, without reading the document: the text parseDocx reads from it holds
 * at least these, so a limit this count already exceeds, reading would exceed too. A pass of
 * regular expressions: milliseconds for a contract, about a second for 60 MB of XML.
 */
export function countDocxBodyCharacters(documentXml: string): number {
  const skipped = findOutermostElements(documentXml, UNCOUNTED);
  let characters = 0;
  let nextSkipped = 0;
  for (const match of documentXml.matchAll(TEXT_RUN)) {
    while ((skipped[nextSkipped]?.end ?? Infinity) <= match.index) nextSkipped++;
    const range = skipped[nextSkipped];
    if (range && range.start <= match.index) continue;
    // Clean-up drops whitespace and zero-width spaces (see normalizeExtractedText).
    characters += decodeXml(match[1] ?? '').replace(/[\s\u200b]/g, '').length;
  }
  return characters;
}
