import { useEffect } from 'react';
import {
  AnalysisWorkspace,
  PanelTabs,
  useWorkspaceStore,
} from '../../../features/analysis-workspace/index.ts';
import type { ViewableDocument } from '../../../features/document-cache/index.ts';
import { selectDocument } from '../../../features/documents/index.ts';
import { DocumentViewer, resetViewerStore } from '../../../features/viewer/index.ts';
import { AnalysisPanel } from './analysis-panel.tsx';
import { DocumentChat } from './document-chat.tsx';
import { DocumentDetails } from './document-details.tsx';
import { DocumentHeader } from './document-header.tsx';
import { PageListSidebar } from './page-list-sidebar.tsx';
import { useViewerSource } from './use-viewer-source.ts';

/**
 * A ready document in the analysis workspace: its pages in the sidebar, the viewer, and the
 * panel with the analysis (the file's details among its tabs) and the questions about the
 * document. Viewer and panel start fresh per document. The workspace opens as soon as the
 * document is known: a PDF not in this browser yet is read by the viewer straight from the
 * server while its pages and file are fetched (and cached) beside it.
 */
export function DocumentWorkspace({
  viewable,
  userId,
}: {
  viewable: ViewableDocument;
  userId: string;
}) {
  const { document } = viewable;
  const { pages, viewerProps } = useViewerSource(viewable, userId);

  // Viewer and panel state are reset when a document is left, not when one opens: the viewer's
  // own effects (which run before this one) have set its page count by then.
  // A new analysis replaces the document object but not the document: only leaving it resets.
  useEffect(() => {
    selectDocument(document.id);
    return () => {
      selectDocument(null);
      resetViewerStore();
      useWorkspaceStore.getState().resetDocumentView();
    };
  }, [document.id]);

  return (
    <AnalysisWorkspace
      header={<DocumentHeader document={document} />}
      sidebar={<PageListSidebar pages={pages} />}
      sidebarLabel="Pages"
      viewer={<DocumentViewer {...viewerProps} />}
      panel={
        <PanelTabs
          tabs={[
            {
              id: 'analysis',
              label: 'Analysis',
              content: (
                <AnalysisPanel
                  document={document}
                  userId={userId}
                  details={<DocumentDetails document={document} pages={pages} />}
                />
              ),
            },
            {
              id: 'chat',
              label: 'Ask about it',
              content: (
                <div className="h-full p-4 sm:p-5">
                  <DocumentChat document={document} userId={userId} />
                </div>
              ),
            },
          ]}
        />
      }
    />
  );
}
