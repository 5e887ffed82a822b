import type { DocumentPage } from '../../../../common/api/documents.ts';
import { useViewerStore } from '../../../features/viewer/index.ts';
import { useRovingFocus } from './use-roving-focus.ts';

/**
 * The sidebar's list of pages: the one in view is marked, and choosing one takes the viewer
 * there. Each entry shows how the page begins, so a page can be found by its heading. The
 * list is one Tab stop (the page in view); the arrow keys move along it.
 */
export function PageListSidebar({ pages }: { pages: readonly DocumentPage[] }) {
  const currentPage = useViewerStore((state) => state.currentPage);
  const goToPage = useViewerStore((state) => state.goToPage);
  const roving = useRovingFocus(pages.length, currentPage - 1);
  return (
    <nav aria-label="Pages" className="h-full overflow-y-auto p-3">
      <ol className="space-y-1" {...roving.listProps}>
        {pages.map((page, index) => {
          const isCurrent = page.number === currentPage;
          return (
            <li key={page.number}>
              <button
                type="button"
                {...roving.itemProps(index)}
                onClick={() => goToPage(page.number)}
                aria-current={isCurrent ? 'page' : undefined}
                className={
                  'block w-full rounded-md px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand ' +
                  (isCurrent
                    ? 'bg-brand-soft font-medium text-brand-strong'
                    : 'text-ink-muted hover:bg-paper hover:text-ink')
                }
              >
                <span className="block">Page {page.number}</span>
                <span className="mt-0.5 block truncate text-xs text-ink-muted">
                  {pageOpening(page.text)}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function pageOpening(text: string): string {
  const opening = text.trim().split('\n')[0]?.trim() ?? '';
  return opening.length > 0 ? opening.slice(0, 80) : 'No text on this page';
}
