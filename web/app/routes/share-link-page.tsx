import { useState } from 'react';
import { useParams } from 'react-router';
import {
  isSharePasscodeRequired,
  isShareUnavailable,
  ShareLoadError,
  ShareLinkLoading,
  SharePasscodeForm,
  ShareUnavailableScreen,
  useShareLinkDocument,
} from '../../features/share-link-view/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ShareLinkWorkspace } from './share-link/share-link-workspace.tsx';

/**
 * /s/{token}: a read-only shared analysis for anyone with the link, signed in or not. A link
 * with a passcode asks for it first; the access it gives is kept in this page's memory only,
 * so leaving or reloading asks again. A link that no longer opens (missing, revoked or expired,
 * told apart by nobody) says so kindly; a passing failure offers to try again.
 */
export default function ShareLinkPage() {
  const { token } = useParams();
  usePageTitle('Shared analysis');
  const [accessToken, setAccessToken] = useState<string | undefined>();
  const [hasAccessEnded, setHasAccessEnded] = useState(false);
  const query = useShareLinkDocument(token, accessToken);

  if (query.isError) {
    if (token && isSharePasscodeRequired(query.error)) {
      return (
        <SharePasscodeForm
          token={token}
          isAgain={hasAccessEnded || accessToken !== undefined}
          onUnlocked={setAccessToken}
        />
      );
    }
    return isShareUnavailable(query.error) ? (
      <ShareUnavailableScreen />
    ) : (
      <ShareLoadError error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data || !token) return <ShareLinkLoading />;
  return (
    <ShareLinkWorkspace
      key={token}
      token={token}
      accessToken={accessToken}
      shared={query.data}
      onAccessEnded={() => {
        // The view asks again: its key changes, and without access the link answers 403.
        setHasAccessEnded(true);
        setAccessToken(undefined);
      }}
    />
  );
}
