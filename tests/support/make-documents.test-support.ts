import { Document, Packer, Paragraph, HeadingLevel } from 'docx';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';

/** A PDF whose pages carry the given lines of text, drawn with a standard font. */
export async function makePdf(pages: string[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([612, 792]);
    lines.forEach((line, index) =>
      page.drawText(line, { x: 72, y: 720 - index * 16, size: 11, font }),
    );
  }
  return pdf.save();
}

/**
 * A one-page PDF whose content stream inflates to `inflatedBytes` spaces from a few KB: the
 * "decompression bomb" a reader must refuse without holding it all.
 */
export async function makeFlateBombPdf(inflatedBytes: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const content = pdf.context.flateStream(new Uint8Array(inflatedBytes).fill(0x20));
  page.node.set(PDFName.of('Contents'), pdf.context.register(content));
  return pdf.save();
}

/** A Word document with a heading and the given paragraphs. */
export async function makeDocx(heading: string, paragraphs: string[]): Promise<Uint8Array> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 }),
          ...paragraphs.map((text) => new Paragraph({ text })),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
