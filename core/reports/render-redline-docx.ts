import {
  DeletedTextRun,
  Document,
  HeadingLevel,
  InsertedTextRun,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import { DOCX_PAGE, DOCX_STYLES } from './docx-styles.ts';

/** A run of words in a redline: kept, struck from the old version, or new in this one. */
export interface RedlineRun {
  op: 'equal' | 'delete' | 'insert';
  text: string;
}

/** What a redline shows: the document's name, its change summary, and its paragraphs' runs. */
export interface RedlineInput {
  documentName: string;
  /** The plain-English summary of what changed, shown above the redline. */
  summary: readonly string[];
  paragraphs: readonly (readonly RedlineRun[])[];
  /** Who the changes are credited to in Word's review pane. */
  author: string;
  /** When the changes are dated (ISO 8601). */
  date: string;
}

/**
 * The new version as a Word document with real tracked changes: every struck run is a deletion
 * and every new run an insertion that a reviewer accepts or rejects in Word or LibreOffice.
 * Accepting all gives the new version's words, rejecting all the old one's.
 */
export async function renderRedlineDocx(input: RedlineInput): Promise<Buffer> {
  let nextChangeId = 1;
  // Word wants every tracked change numbered uniquely within the document.
  const changeMark = () => ({ id: nextChangeId++, author: input.author, date: input.date });
  const toRun = (run: RedlineRun) => {
    if (run.op === 'insert') return new InsertedTextRun({ ...changeMark(), text: run.text });
    if (run.op === 'delete') return new DeletedTextRun({ ...changeMark(), text: run.text });
    return new TextRun({ text: run.text });
  };
  const document = new Document({
    title: `${input.documentName}: changes`,
    creator: 'Legal Explainer',
    styles: DOCX_STYLES,
    sections: [
      {
        properties: { page: DOCX_PAGE },
        children: [
          new Paragraph({ text: 'What changed', heading: HeadingLevel.HEADING_2 }),
          ...input.summary.map((sentence) => new Paragraph({ text: sentence })),
          new Paragraph({ text: input.documentName, heading: HeadingLevel.HEADING_2 }),
          ...input.paragraphs.map((runs) => new Paragraph({ children: runs.map(toRun) })),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
