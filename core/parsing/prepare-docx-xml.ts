import { findOutermostElements, listChildElements } from './docx-xml.ts';

// The tags of simple fields ("Section <w:fldSimple w:instr='REF _Ref1'>5.2</w:fldSimple>") and
// of right-to-left and bidirectional runs (w:dir, w:bdo), with quoted attribute values that may
// hold '>'.
const UNWRAPPED_TAG = /<\/?w:(?:fldSimple|dir|bdo)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g;

/**
 * A story part of a Word document (the body, footnotes, endnotes) rewritten so mammoth reads
 * all of its text, and each piece once:
 * - Text boxes drawn with DrawingML (`wps:txbx`), which mammoth skips, become the older VML text
 *   boxes it reads (`w:pict`): where Word wrote both in an `mc:AlternateContent`, mammoth reads
 *   the VML `mc:Fallback` alone and the `mc:Choice` copy is never read; where the fallback has no
 *   text box (or there is none), the choice's text boxes are read instead.
 * - Simple fields, which mammoth skips with the text they show (a cross-reference, a name put in
 *   from the document's properties), and right-to-left runs, which it skips too, keep their text.
 * - A paragraph that only holds a section break takes no list number, as in Word.
 * Parts with neither are returned as they are. Namespace prefixes are taken as Word writes them.
 */
export function prepareDocxXml(xml: string): string {
  let prepared = xml.includes('<w:txbxContent') ? rewriteTextBoxes(xml) : xml;
  if (prepared.includes('<w:sectPr'))
    prepared = prepared.replace(SECTION_BREAK_PARAGRAPH, unnumber);
  // Without their tags, the runs inside are read like any others; an empty field shows nothing.
  if (/<w:(?:fldSimple|dir|bdo)\b/.test(prepared)) prepared = prepared.replace(UNWRAPPED_TAG, '');
  return prepared;
}

// A paragraph with nothing in it but the section break its properties hold (Word's "Section
// Break (Next Page)" line): no run follows its properties.
const SECTION_BREAK_PARAGRAPH =
  /<w:p\b(?:[^>"']|"[^"]*"|'[^']*')*>\s*<w:pPr>(?:(?!<\/w:pPr>)[\s\S])*?<w:sectPr\b[\s\S]*?<\/w:pPr>\s*<\/w:p>/g;

/**
 * Word gives no number to a paragraph that only holds a section break, even where its style is
 * a numbered heading: without its style and numbering, the headings after it are numbered as
 * Word shows them ("1. Service", not "2. Service" after an empty "1.").
 */
function unnumber(paragraph: string): string {
  return paragraph.replace(/<w:pStyle\b[^>]*\/>/g, '').replace(/<w:numPr>[\s\S]*?<\/w:numPr>/g, '');
}

function rewriteTextBoxes(xml: string): string {
  let result = '';
  let copiedUpTo = 0;
  for (const element of findOutermostElements(xml, ['mc:AlternateContent', 'w:drawing'])) {
    const replacement =
      element.name === 'w:drawing'
        ? readableTextBoxes(xml.slice(element.innerStart, element.innerEnd))
        : chooseAlternative(xml.slice(element.innerStart, element.innerEnd));
    if (replacement === null) continue;
    result += xml.slice(copiedUpTo, element.start) + replacement;
    copiedUpTo = element.end;
  }
  return result + xml.slice(copiedUpTo);
}

/**
 * What an `mc:AlternateContent` should become: unchanged (null) when its fallback holds the text
 * boxes or no branch has any; otherwise the text boxes of its first choice that has some.
 */
function chooseAlternative(content: string): string | null {
  const branches = listChildElements(content);
  const fallback = branches.find((branch) => branch.name === 'mc:Fallback');
  if (fallback && content.slice(fallback.innerStart, fallback.innerEnd).includes('<w:txbxContent'))
    return null;
  for (const choice of branches.filter((branch) => branch.name === 'mc:Choice')) {
    const boxes = readableTextBoxes(content.slice(choice.innerStart, choice.innerEnd));
    if (boxes !== null) return boxes;
  }
  return null;
}

/** A drawing's text boxes as one VML picture mammoth reads, or null when it holds none. */
function readableTextBoxes(drawing: string): string | null {
  const boxes = findOutermostElements(drawing, ['w:txbxContent']);
  if (boxes.length === 0) return null;
  // A text box may itself hold a drawing with a text box.
  const contents = boxes.map(
    (box) =>
      `<w:txbxContent>${rewriteTextBoxes(drawing.slice(box.innerStart, box.innerEnd))}</w:txbxContent>`,
  );
  return `<w:pict>${contents.join('')}</w:pict>`;
}
