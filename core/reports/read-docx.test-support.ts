import JSZip from 'jszip';
import { REDLINE_BODY_HEADING } from './render-redline-docx.ts';

/** One part of a Word file, as text: 'word/document.xml'. */
export async function readDocxPart(docx: Buffer, name: string): Promise<string> {
  return (await (await JSZip.loadAsync(docx)).file(name)?.async('string')) ?? '';
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};

/**
 * The redline's paragraphs (those after its heading and the note under it) as Word shows them
 * with every change accepted, or every one rejected: tracked insertions or deletions dropped,
 * breaks read as line feeds and tabs as tabs.
 */
export function readRedlineBody(xml: string, decision: 'accept' | 'reject'): string[] {
  const paragraphs = [...xml.matchAll(/<w:p\b[^>]*>(.*?)<\/w:p>/gs)].map((match) => match[1] ?? '');
  const heading = paragraphs.findIndex((paragraph) => paragraph.includes(REDLINE_BODY_HEADING));
  return paragraphs.slice(heading + 2).map((paragraph) => {
    const kept =
      decision === 'accept'
        ? paragraph.replace(/<w:del\b[^>]*>.*?<\/w:del>/gs, '')
        : paragraph.replace(/<w:ins\b[^>]*>.*?<\/w:ins>/gs, '');
    return [...kept.matchAll(/<w:(t|delText)\b[^>]*>([^<]*)<\/w:\1>|<w:br\/>|<w:tab\/>/g)]
      .map(([whole, , text]) => {
        if (whole === '<w:br/>') return '\n';
        if (whole === '<w:tab/>') return '\t';
        return (text ?? '').replace(/&\w+;/g, (entity) => ENTITIES[entity] ?? entity);
      })
      .join('');
  });
}
