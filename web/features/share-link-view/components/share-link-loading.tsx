import { LoadingPage } from '../../../components/ui/loading-page.tsx';

/** Shown while a share link's analysis is on its way. */
export function ShareLinkLoading() {
  return <LoadingPage title="Opening the shared analysis" status="Loading shared analysis..." />;
}
