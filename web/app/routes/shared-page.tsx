import { useParams } from 'react-router';
import {
  isShareUnavailable,
  ShareLoadError,
  SharedLoading,
  ShareUnavailableScreen,
  useSharedDocument,
} from '../../features/shared-view/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { SharedWorkspace } from './shared-analysis/shared-workspace.tsx';

/**
 * /s/{token}: a read-only shared analysis for anyone with the link, signed in or not. A link
 * that no longer opens (missing, revoked or expired, told apart by nobody) says so kindly; a
 * passing failure offers to try again.
 */
export default function SharedPage() {
  const { token } = useParams();
  usePageTitle('Shared analysis');
  const query = useSharedDocument(token);

  if (query.isError) {
    return isShareUnavailable(query.error) ? (
      <ShareUnavailableScreen />
    ) : (
      <ShareLoadError error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data || !token) return <SharedLoading />;
  return <SharedWorkspace key={token} token={token} shared={query.data} />;
}
