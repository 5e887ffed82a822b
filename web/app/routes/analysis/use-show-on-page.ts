import { useShowDocumentView } from '../../../features/analysis-workspace/index.ts';
import { useViewerStore } from '../../../features/viewer/index.ts';

/**
 * What "Show on page" does, for a finding and for an answer's citation alike: on a phone the
 * document comes forward (the panel, with the chat's place and draft, stays as it was behind
 * it, and back returns to it); the viewer goes to the words and highlights them.
 */
export function useShowOnPage(): (start: number, end: number) => void {
  const showDocumentView = useShowDocumentView();
  return (start, end) => {
    showDocumentView();
    useViewerStore.getState().showRange(start, end);
  };
}
