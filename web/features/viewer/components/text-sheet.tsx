import { memo } from 'react';
import type { DocumentPage } from '../../../../common/api/documents.ts';
import { rangeOnPage } from '../highlight-ranges.ts';
import { TEXT_SHEET } from '../page-sizes.ts';
import type { TextRange } from '../viewer-store.ts';

interface TextSheetProps {
  page: DocumentPage;
  scale: number;
  highlight: TextRange | null;
}

/**
 * A DOCX or TXT page as a sheet of paper: its text in a readable serif, line breaks and blank
 * lines kept, the highlighted part (if on this page) marked. Everything scales with zoom.
 */
export const TextSheet = memo(function TextSheet({ page, scale, highlight }: TextSheetProps) {
  const range = highlight ? rangeOnPage(page, highlight.start, highlight.end) : null;
  const { text } = page;
  return (
    <div
      data-page-number={page.number}
      className="font-serif break-words whitespace-pre-wrap text-ink"
      style={{
        padding: TEXT_SHEET.padding * scale,
        fontSize: TEXT_SHEET.fontSize * scale,
        lineHeight: TEXT_SHEET.lineHeight,
      }}
    >
      {text.trim() === '' ? (
        <span className="font-sans text-ink-muted italic">This page has no text.</span>
      ) : range ? (
        <>
          {text.slice(0, range.from)}
          <mark data-highlight="" className="rounded-sm bg-highlight text-ink">
            {text.slice(range.from, range.to)}
          </mark>
          {text.slice(range.to)}
        </>
      ) : (
        text
      )}
    </div>
  );
});
