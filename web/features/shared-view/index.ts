/**
 * The public page of a share link (issue 15): its answers loaded without a session, the
 * banner, and what a link that no longer opens shows. Route pages place the viewer and the
 * analysis sections around them.
 */
export {
  fetchSharedDocument,
  fetchSharedPages,
  getSharedFileUrl,
  getSharedViewerHeaders,
} from './shared-view-api.ts';
export { getPublicJson } from './public-request.ts';
export {
  isSharePasscodeRequired,
  isShareUnavailable,
  shouldRetryShareRequest,
} from './share-unavailable.ts';
export { sharedDocumentQueryKey, useSharedDocument } from './use-shared-document.ts';
export { sharedPagesQueryKey, useSharedPages } from './use-shared-pages.ts';
export { SharedBanner } from './components/shared-banner.tsx';
export { ShareUnavailableScreen } from './components/share-unavailable-screen.tsx';
export { ShareLoadError } from './components/share-load-error.tsx';
export { SharedLoading } from './components/shared-loading.tsx';
export { SharePasscodeForm } from './components/share-passcode-form.tsx';
export { SharedFileDownload } from './components/shared-file-download.tsx';
