import {
  CommentRangeEnd,
  CommentRangeStart,
  CommentReference,
  Document,
  Packer,
  Paragraph,
  TextRun,
  type ICommentOptions,
  type ParagraphChild,
} from 'docx';
import type { ReportInput } from './report-input.ts';
import { findCommentAnchors, type CommentAnchor } from './comment-anchors.ts';
import { splitDocumentParagraphs, type DocumentParagraph } from './document-paragraphs.ts';
import { createStampFooter, createStampHeader, DOCX_PAGE, DOCX_STYLES } from './docx-styles.ts';
import { getDocumentText } from './is-quote-verified.ts';
import { buildReportStamp } from './report-stamp.ts';
import { SEVERITY_LABELS } from '../../common/analysis/severity-labels.ts';

/** A comment's edge at an offset of the text. */
interface CommentEdge {
  offset: number;
  anchor: CommentAnchor;
  isStart: boolean;
}

/**
 * The document's own text (every page, paragraphs split on blank lines, each page starting a
 * new page) with each red flag as a Word comment on exactly its quoted words, so a reviewer
 * reads the contract with the analysis in the margin. It works for any upload, PDFs included,
 * because it is made from the extracted text, not the original file.
 *
 * No tracked changes: the Analysis has no replacement wording for a clause. A red flag's
 * `suggestion` says what to ask for ("Ask for a cap, ..."), not words to put in the contract, so
 * it goes in the comment rather than in the text as a proposed edit.
 */
export async function renderDocxWithComments(input: ReportInput): Promise<Buffer> {
  const stamp = buildReportStamp(input);
  const text = getDocumentText(input.pages);
  const anchors = findCommentAnchors(input.analysis.redFlags, text);
  const paragraphs = splitDocumentParagraphs(input.pages);
  const edges = assignEdges(anchors, paragraphs);
  const document = new Document({
    title: stamp.documentName,
    subject: `Red flags read as ${stamp.reader}`,
    description: `${stamp.notice} Engine: ${stamp.engine}. Generated ${stamp.generatedAt}.`,
    creator: 'Legal Explainer',
    styles: DOCX_STYLES,
    comments: {
      children: anchors.map((anchor) => describeComment(anchor, input.generatedAt)),
    },
    sections: [
      {
        properties: { page: DOCX_PAGE },
        headers: { default: createStampHeader(stamp) },
        footers: { default: createStampFooter(stamp) },
        children:
          paragraphs.length > 0
            ? paragraphs.map((paragraph, index) =>
                writeParagraph(text, paragraph, edges[index] ?? [], index),
              )
            : [new Paragraph('')],
      },
    ],
  });
  return Packer.toBuffer(document);
}

// Ends before starts at the same offset, so touching ranges do not nest by accident; a range
// with no words (a quote not found) opens before it closes.
function compareEdges(left: CommentEdge, right: CommentEdge): number {
  const rank = (edge: CommentEdge) =>
    edge.isStart ? 1 : edge.anchor.start === edge.anchor.end ? 2 : 0;
  return left.offset - right.offset || rank(left) - rank(right);
}

/**
 * Each paragraph's comment edges, in order. A start belongs to the first paragraph that ends
 * after it, an end to the last paragraph that starts before it; an edge in the blank lines
 * between paragraphs (quotes are trimmed, so only a stray offset lands there) moves to the edge
 * of the paragraph its range covers.
 */
function assignEdges(
  anchors: readonly CommentAnchor[],
  paragraphs: readonly DocumentParagraph[],
): CommentEdge[][] {
  const byParagraph = paragraphs.map((): CommentEdge[] => []);
  const lastIndex = paragraphs.length - 1;
  for (const anchor of anchors) {
    let startIndex = paragraphs.findIndex((paragraph) => anchor.start < paragraph.end);
    if (startIndex === -1) startIndex = lastIndex;
    let endIndex = startIndex;
    if (anchor.end > anchor.start) {
      endIndex = paragraphs.findLastIndex((paragraph) => paragraph.start < anchor.end);
      endIndex = Math.max(endIndex, startIndex);
    }
    const startParagraph = paragraphs[startIndex];
    const endParagraph = paragraphs[endIndex];
    if (!startParagraph || !endParagraph) continue;
    byParagraph[startIndex]?.push({
      offset: clamp(anchor.start, startParagraph),
      anchor,
      isStart: true,
    });
    byParagraph[endIndex]?.push({
      offset: Math.max(
        clamp(anchor.end, endParagraph),
        startIndex === endIndex ? clamp(anchor.start, startParagraph) : 0,
      ),
      anchor,
      isStart: false,
    });
  }
  return byParagraph.map((edges) => edges.sort(compareEdges));
}

function clamp(offset: number, paragraph: DocumentParagraph): number {
  return Math.min(Math.max(offset, paragraph.start), paragraph.end);
}

function writeParagraph(
  text: string,
  paragraph: DocumentParagraph,
  edges: readonly CommentEdge[],
  index: number,
): Paragraph {
  const children: ParagraphChild[] = [];
  let position = paragraph.start;
  for (const edge of edges) {
    children.push(...textRuns(text.slice(position, edge.offset)));
    position = edge.offset;
    if (edge.isStart) {
      children.push(new CommentRangeStart(edge.anchor.id));
    } else {
      children.push(new CommentRangeEnd(edge.anchor.id));
      children.push(new TextRun({ children: [new CommentReference(edge.anchor.id)] }));
    }
  }
  children.push(...textRuns(text.slice(position, paragraph.end)));
  // Each page of the original starts a page here too, so "page 4" in a comment is findable.
  return new Paragraph({ children, pageBreakBefore: paragraph.isPageStart && index > 0 });
}

// A single line break inside a paragraph stays a line break.
function textRuns(text: string): TextRun[] {
  if (text.length === 0) return [];
  return text
    .split('\n')
    .map((line, index) => new TextRun({ text: line, ...(index > 0 ? { break: 1 } : {}) }));
}

function describeComment(anchor: CommentAnchor, date: Date): ICommentOptions {
  const { redFlag } = anchor;
  const heading = `${SEVERITY_LABELS[redFlag.severity]}: ${redFlag.title}`;
  const lines = [
    ...(anchor.isOtherPlace ? ['The same issue stands here too.'] : []),
    ...(anchor.isFound
      ? []
      : [
          `The quoted words could not be found in the text: "${redFlag.quote}" (page ${redFlag.page}).`,
        ]),
    redFlag.explanation,
    ...(redFlag.suggestion.trim() ? [`What to ask for: ${redFlag.suggestion}`] : []),
  ];
  return {
    id: anchor.id,
    author: 'Legal Explainer',
    initials: 'LE',
    date,
    children: [
      new Paragraph({ children: [new TextRun({ text: heading, bold: true })] }),
      ...lines.map((line) => new Paragraph(line)),
    ],
  };
}
