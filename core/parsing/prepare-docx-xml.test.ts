import { describe, expect, it } from 'vitest';
import { prepareDocxXml } from './prepare-docx-xml.ts';

const NUMBERED =
  '<w:pStyle w:val="Heading1"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="3"/></w:numPr>';

describe('prepareDocxXml: a paragraph that only holds a section break', () => {
  const body = [
    `<w:p><w:pPr>${NUMBERED}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/></w:sectPr></w:pPr></w:p>`,
    `<w:p><w:pPr>${NUMBERED}</w:pPr><w:r><w:t>Service</w:t></w:r></w:p>`,
  ].join('');
  const [breakParagraph, heading] = prepareDocxXml(body).split('</w:p>');

  it('takes no number and no numbered style, so the next heading is "1.", as in Word', () => {
    expect(breakParagraph).not.toMatch(/<w:numPr>|<w:pStyle/);
    expect(breakParagraph).toContain('<w:sectPr>');
  });

  it('leaves the numbered paragraphs with words in them as they are', () => {
    expect(heading).toContain(NUMBERED);
  });

  it('leaves a section break in a paragraph with words in it numbered', () => {
    const withWords = `<w:p><w:pPr>${NUMBERED}<w:sectPr/></w:pPr><w:r><w:t>Term</w:t></w:r></w:p>`;
    expect(prepareDocxXml(withWords)).toBe(withWords);
  });
});
