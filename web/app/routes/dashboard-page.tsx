import { CreditsSummary } from '../../features/account/index.ts';
import { documentCache } from '../../features/document-cache/index.ts';
import { DocumentList, UploadDropzone } from '../../features/documents/index.ts';
import { notify, notifyError } from '../../features/notifications/index.ts';
import { StatsPanel } from '../../features/stats/index.ts';
import { SignedInPage } from '../layout/signed-in-page.tsx';

/**
 * /dashboard: the signed-in home, with the plan and credits, the statistics, and where documents
 * are uploaded and listed. Failed deletions, deletions and the free trial's outcome are told
 * with toasts here, since features do not import each other.
 */
export default function DashboardPage() {
  return (
    <SignedInPage
      title="Dashboard"
      lede="Upload a contract to have it explained, or open one you uploaded before."
      className="max-w-4xl"
    >
      {/* Loads the plan when it appears. */}
      <CreditsSummary className="mt-8" onNotify={notify} onError={notifyError} />
      {/* Asked for again whenever what it counts changes (decision 018). */}
      <StatsPanel className="mt-8" />
      {/* Upload failures are told beside the upload area (and in the list), not in a toast too. */}
      <UploadDropzone className="mt-8" />
      <div className="mt-12">
        <DocumentList
          onError={notifyError}
          onDeleted={(document) => {
            void documentCache.remove(document.id).catch(() => undefined);
            notify({
              title: 'Document deleted',
              message: `${document.fileName} and everything made from it were deleted.`,
              severity: 'success',
            });
          }}
        />
      </div>
    </SignedInPage>
  );
}
