import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { openPdf } from '../parsing/open-pdf.ts';

/** What a PDF report shows a reader and a screen reader. */
export interface ReadPdf {
  /** Each page's text as pdf.js reads it, white space collapsed, so wrapped lines join up. */
  pages: string[];
  title: unknown;
  isMarked: boolean;
  /** The heading roles ("H1", "H2") its structure tree uses. */
  headings: string[];
}

/** Reads a PDF the way a reader's viewer does, for the report tests. */
export async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const task = openPdf(new Uint8Array(bytes));
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    const headings = new Set<string>();
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? (item as TextItem).str : ''))
        .join(' ');
      pages.push(text.replace(/\s+/g, ' '));
      collectRoles(await page.getStructTree(), headings);
    }
    const metadata = await pdf.getMetadata();
    const markInfo = await pdf.getMarkInfo();
    return {
      pages,
      title: (metadata.info as Record<string, unknown>).Title,
      isMarked: markInfo?.Marked === true,
      headings: [...headings],
    };
  } finally {
    await task.destroy();
  }
}

function collectRoles(node: unknown, roles: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  const { role, children } = node as { role?: string; children?: unknown[] };
  if (role && /^H\d$/.test(role)) roles.add(role);
  for (const child of children ?? []) collectRoles(child, roles);
}

/** Text as a PDF's extracted text reads it: white space collapsed. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
