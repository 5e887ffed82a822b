import { useEffect, useMemo } from 'react';
import type { SharedDocument } from '../../../../common/api/shares.ts';
import {
  AnalysisWorkspace,
  PanelTabs,
  useWorkspaceStore,
  type PanelTab,
} from '../../../features/analysis-workspace/index.ts';
import {
  getShareLinkFileUrl,
  getShareLinkViewerHeaders,
  isSharePasscodeRequired,
  ShareLinkBanner,
  ShareLinkFileDownload,
  useShareLinkPages,
} from '../../../features/share-link-view/index.ts';
import { DocumentViewer, resetViewerStore } from '../../../features/viewer/index.ts';
import { PageListSidebar } from '../analysis/page-list-sidebar.tsx';
import { ShareLinkAnalysisPanel } from './share-link-analysis-panel.tsx';
import { ShareLinkConversation } from './share-link-conversation.tsx';

/**
 * A share link's document in the analysis screen's frame, read-only: the banner above with the
 * original file's download (none when view only), the pages in the sidebar, the same viewer (a
 * PDF drawn from the link's file, other documents as their pages' text) and a panel with the
 * included analysis and, when shared, the questions. `accessToken` is what the link's passcode
 * gave; `onAccessEnded` runs when the link answers that it has run out.
 */
export function ShareLinkWorkspace({
  token,
  accessToken,
  shared,
  onAccessEnded,
}: {
  token: string;
  accessToken: string | undefined;
  shared: SharedDocument;
  onAccessEnded: () => void;
}) {
  const pagesQuery = useShareLinkPages(token, accessToken);
  const pages = pagesQuery.data?.pages;
  const hasAccessEnded = pagesQuery.isError && isSharePasscodeRequired(pagesQuery.error);
  // One object per access, so pdf.js does not load the document again on every render.
  const remoteFile = useMemo(
    () => ({
      url: getShareLinkFileUrl(token),
      httpHeaders: getShareLinkViewerHeaders(accessToken),
    }),
    [token, accessToken],
  );

  useEffect(() => {
    if (hasAccessEnded) onAccessEnded();
  }, [hasAccessEnded, onAccessEnded]);

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
        <ShareLinkAnalysisPanel
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
      content: <ShareLinkConversation messages={shared.chat} />,
    });
  }

  return (
    <AnalysisWorkspace
      header={
        <div className="flex flex-wrap items-start justify-between gap-3">
          <ShareLinkBanner
            documentName={shared.documentName}
            expiresAt={shared.expiresAt}
            isViewOnly={shared.isViewOnly}
          />
          <ShareLinkFileDownload token={token} accessToken={accessToken} shared={shared} />
        </div>
      }
      sidebar={<PageListSidebar pages={pages ?? []} />}
      sidebarLabel="Pages"
      viewer={
        <DocumentViewer
          fileType={shared.fileType}
          pages={pages ?? []}
          // The PDF waits for its pages, which carry the layout the highlights are drawn from.
          {...(shared.fileType === 'pdf' && pages ? { remoteFile } : {})}
          {...(pagesQuery.isError ? { error: pagesQuery.error } : {})}
        />
      }
      panel={<PanelTabs tabs={tabs} />}
    />
  );
}
