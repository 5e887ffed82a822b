import type { MouseEvent } from 'react';

/** Where a skip link goes: the document viewer, or the panel with the analysis. */
export type SkipTarget = 'document' | 'panel';

// Hidden until focused, then shown where the site's own skip link shows.
const SKIP_LINK_CLASSES =
  'sr-only rounded-md bg-brand font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-4 focus:z-50 focus:px-4 focus:py-2.5';

/**
 * The workspace's first Tab stops: past the document's actions, the page list and the viewer's
 * controls straight to the analysis, or to the document. They move focus themselves (the
 * address is left alone), since on a phone the view they go to must first come forward.
 */
export function WorkspaceSkipLinks({
  documentId,
  panelId,
  onSkip,
}: {
  /** The ids of the regions the links go to, for their href. */
  documentId: string;
  panelId: string;
  onSkip: (target: SkipTarget) => void;
}) {
  const skipTo = (target: SkipTarget) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onSkip(target);
  };
  return (
    <>
      <a href={`#${panelId}`} onClick={skipTo('panel')} className={SKIP_LINK_CLASSES}>
        Skip to the analysis
      </a>
      <a href={`#${documentId}`} onClick={skipTo('document')} className={SKIP_LINK_CLASSES}>
        Skip to the document
      </a>
    </>
  );
}
