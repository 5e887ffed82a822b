import {
  DeletedTextRun,
  Document,
  HeadingLevel,
  InsertedTextRun,
  Packer,
  Paragraph,
  Tab,
  TextRun,
  type IRunOptions,
} from 'docx';
import type { WordRun } from '../../common/compare/comparison.ts';
import { NOT_LEGAL_ADVICE_NOTICE } from '../../common/analysis/not-legal-advice.ts';
import { createStampFooter, DOCX_COLORS, DOCX_PAGE, DOCX_STYLES } from './docx-styles.ts';
import { removeWhatWordCannotHold, splitForWord, type DocxTextPart } from './docx-text-parts.ts';

/** The heading over the new version's text, which follows it with one line of how-to. */
export const REDLINE_BODY_HEADING = 'The new version, with every change marked';

/** What a redline shows: the two versions' names, the change summary, and the new version's lines. */
export interface RedlineInput {
  /** The old version's file name. */
  beforeName: string;
  /** The new version's file name. */
  afterName: string;
  /** The plain-English summary of what changed, a paragraph each, shown above the redline. */
  summary: readonly string[];
  /** The whole new version, a paragraph a line, with the old words struck (buildRedline). */
  paragraphs: readonly (readonly WordRun[])[];
  /** Who the changes are credited to in Word's review pane. */
  author: string;
  /** When the changes are dated (ISO 8601). */
  date: string;
}

/**
 * The new version as a Word document with real tracked changes, under a short summary of what
 * changed: every struck run is a deletion and every new run an insertion that a reviewer
 * accepts or rejects in Word or LibreOffice. Accepting all gives the new version's text,
 * rejecting all the old one's words.
 */
export async function renderRedlineDocx(input: RedlineInput): Promise<Buffer> {
  // File names and the summary are one line each, and may hold what Word cannot.
  const beforeName = removeWhatWordCannotHold(input.beforeName);
  const afterName = removeWhatWordCannotHold(input.afterName);
  let nextChangeId = 1;
  // Word wants every tracked change numbered uniquely within the document.
  const changeMark = () => ({ id: nextChangeId++, author: input.author, date: input.date });
  const toRuns = (run: WordRun) =>
    splitForWord(run.text).map((part) => {
      const options = toRunOptions(part);
      if (run.op === 'insert') return new InsertedTextRun({ ...changeMark(), ...options });
      if (run.op === 'delete') return new DeletedTextRun({ ...changeMark(), ...options });
      return new TextRun(options);
    });
  const muted = (text: string) =>
    new Paragraph({ children: [new TextRun({ text, color: DOCX_COLORS.muted })] });
  const document = new Document({
    title: `What changed from ${beforeName} to ${afterName}`,
    creator: 'Legal Explainer',
    styles: DOCX_STYLES,
    sections: [
      {
        properties: { page: DOCX_PAGE },
        footers: { default: createStampFooter({ notice: NOT_LEGAL_ADVICE_NOTICE }) },
        children: [
          new Paragraph({ text: 'What changed', heading: HeadingLevel.HEADING_1 }),
          muted(`From ${beforeName} to ${afterName}`),
          ...input.summary.map(
            (sentence) => new Paragraph({ text: removeWhatWordCannotHold(sentence) }),
          ),
          new Paragraph({
            text: REDLINE_BODY_HEADING,
            heading: HeadingLevel.HEADING_2,
          }),
          muted(
            'Words struck through were in the old version and are not in the new one; words ' +
              'marked as inserted are new. Each is a tracked change you can accept or reject ' +
              'in Word’s Review tab.',
          ),
          // Line by line as the new version has it, so no space between paragraphs.
          ...input.paragraphs.map(
            (runs) => new Paragraph({ spacing: { after: 0 }, children: runs.flatMap(toRuns) }),
          ),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

// Text goes in as `text`, never as a child string: docx reads a child "CURRENT" or
// "TOTAL_PAGES" as a page-number field, and a contract may say either.
function toRunOptions(part: DocxTextPart): IRunOptions {
  if (part.kind === 'break') return { break: 1 };
  if (part.kind === 'tab') return { children: [new Tab()] };
  return { text: part.text };
}
