import type { Citation } from '../../../../common/api/chat.ts';
import { TextSearchIcon } from 'lucide-react';

interface CitationButtonProps {
  citation: Citation;
  onShowCitation: (citation: Citation) => void;
}

/**
 * "Page 3: “the words…”": pressing it shows the quoted words in the viewer. Long quotes are cut
 * to two lines on screen only; the button's name and its title hold the whole quote.
 */
export function CitationButton({ citation, onShowCitation }: CitationButtonProps) {
  const quote = `“${citation.quote.replace(/\s+/g, ' ').trim()}”`;
  return (
    <button
      type="button"
      // Named outright: browsers join the visible parts with stray spaces ("Page 3 : ...").
      aria-label={`Page ${citation.page}: ${quote}`}
      title={`Show on page ${citation.page}: ${quote}`}
      onClick={() => onShowCitation(citation)}
      className="group flex w-full min-w-0 items-start gap-2 rounded-lg border border-line bg-paper px-3 py-2 text-left text-sm transition-colors hover:border-brand/40 hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <TextSearchIcon className="mt-0.5 size-4 shrink-0 text-brand" />
      <span className="min-w-0 flex-1">
        <span className="font-semibold text-brand">{`Page ${citation.page}`}</span>{' '}
        <span className="line-clamp-2 text-ink-muted [overflow-wrap:anywhere]">{quote}</span>
      </span>
    </button>
  );
}
