import { useEffect } from 'react';
import type { SharedDocument } from '../../../../common/api/shares.ts';
import {
  AnalysisWorkspace,
  PanelTabs,
  useWorkspaceStore,
  type PanelTab,
} from '../../../features/analysis-workspace/index.ts';
import {
  getSharedFileUrl,
  SharedBanner,
  useSharedPages,
} from '../../../features/shared-view/index.ts';
import { DocumentViewer, resetViewerStore } from '../../../features/viewer/index.ts';
import { PageListSidebar } from '../analysis/page-list-sidebar.tsx';
import { SharedAnalysisPanel } from './shared-analysis-panel.tsx';
import { SharedConversation } from './shared-conversation.tsx';

/**
 * A share link's document in the analysis screen's frame, read-only: the banner above, the
 * pages in the sidebar, the same viewer (a PDF drawn from the link's file, other documents as
 * their pages' text) and a panel with the included analysis and, when shared, the questions.
 */
export function SharedWorkspace({ token, shared }: { token: string; shared: SharedDocument }) {
  const pagesQuery = useSharedPages(token);
  const pages = pagesQuery.data?.pages;

  // Leaving the link leaves no highlight, zoom or tab behind for the next document opened.
  useEffect(
    () => () => {
      resetViewerStore();
      useWorkspaceStore.getState().resetDocumentView();
    },
    [token],
  );

  const tabs: PanelTab[] = [
    {
      id: 'analysis',
      label: 'Analysis',
      content: (
        <SharedAnalysisPanel
          analysis={shared.analysis}
          include={shared.include}
          documentName={shared.documentName}
        />
      ),
    },
  ];
  if (shared.include.includes('chat') && shared.chat) {
    tabs.push({
      id: 'chat',
      label: 'Questions and answers',
      content: <SharedConversation messages={shared.chat} />,
    });
  }

  return (
    <AnalysisWorkspace
      header={<SharedBanner documentName={shared.documentName} expiresAt={shared.expiresAt} />}
      sidebar={<PageListSidebar pages={pages ?? []} />}
      sidebarLabel="Pages"
      viewer={
        <DocumentViewer
          fileType={shared.fileType}
          pages={pages ?? []}
          // The PDF waits for its pages, which carry the layout the highlights are drawn from.
          {...(shared.fileType === 'pdf' && pages ? { fileUrl: getSharedFileUrl(token) } : {})}
          {...(pagesQuery.isError ? { error: pagesQuery.error } : {})}
        />
      }
      panel={<PanelTabs tabs={tabs} />}
    />
  );
}
