import { useEffect } from 'react';
import type { DocumentPage, DocumentResponse } from '../../../../common/api/documents.ts';
import {
  AnalysisWorkspace,
  PanelTabs,
  useWorkspaceStore,
} from '../../../features/analysis-workspace/index.ts';
import { selectDocument } from '../../../features/documents/index.ts';
import { DocumentViewer, resetViewerStore } from '../../../features/viewer/index.ts';
import { AnalysisPanel } from './analysis-panel.tsx';
import { DocumentChat } from './document-chat.tsx';
import { DocumentDetails } from './document-details.tsx';
import { DocumentHeader } from './document-header.tsx';
import { PageListSidebar } from './page-list-sidebar.tsx';
import { useObjectUrl } from '../../../lib/use-object-url.ts';

/**
 * A readable document in the analysis workspace: its pages in the sidebar, the viewer, and the
 * panel with the analysis (the file's details among its tabs) and the questions about the
 * document. Viewer and panel start fresh per document.
 */
export function DocumentWorkspace({
  document,
  pages,
  file,
  userId,
}: {
  document: DocumentResponse;
  pages: DocumentPage[];
  file: Blob;
  userId: string;
}) {
  const fileUrl = useObjectUrl(file);

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
      header={<DocumentHeader document={document} fileUrl={fileUrl} />}
      sidebar={<PageListSidebar pages={pages} />}
      sidebarLabel="Pages"
      viewer={
        <DocumentViewer
          fileType={document.fileType}
          pages={pages}
          {...(document.fileType === 'pdf' && fileUrl ? { fileUrl } : {})}
        />
      }
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
