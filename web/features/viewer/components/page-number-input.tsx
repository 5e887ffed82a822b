import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useViewerStore } from '../viewer-store.ts';

/**
 * "Page [3] of 12": shows the current page and lets the user type one. The number is committed
 * on Enter or when focus leaves, clamped to the document; Escape puts the current page back.
 */
export function PageNumberInput() {
  const currentPage = useViewerStore((state) => state.currentPage);
  const totalPages = useViewerStore((state) => state.totalPages);
  // Keyed on the page, so a page change from scrolling replaces whatever was half-typed.
  return <PageNumberField key={currentPage} currentPage={currentPage} totalPages={totalPages} />;
}

function PageNumberField({ currentPage, totalPages }: { currentPage: number; totalPages: number }) {
  const [draft, setDraft] = useState(String(currentPage));
  const totalId = useId();

  const commit = () => {
    const typed = Number.parseInt(draft, 10);
    if (Number.isNaN(typed)) {
      setDraft(String(currentPage));
      return;
    }
    const page = Math.min(totalPages, Math.max(1, typed));
    setDraft(String(page));
    useViewerStore.getState().goToPage(page);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setDraft(String(currentPage));
  };

  return (
    <form
      onSubmit={handleSubmit}
      data-testid="viewer-page-indicator"
      className="flex items-center gap-1.5 text-sm text-slate-700"
    >
      <span aria-hidden="true">Page</span>
      <input
        type="text"
        inputMode="numeric"
        aria-label="Page number"
        aria-describedby={totalId}
        value={draft}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={handleKeyDown}
        className="w-12 rounded-md border border-slate-300 bg-white px-1.5 py-1 text-center text-slate-900 tabular-nums focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
      />
      <span id={totalId} className="tabular-nums">
        of {totalPages}
      </span>
    </form>
  );
}
