/**
 * The public page of a share link (issue 15): its answers loaded without a session, the
 * banner, and what a link that no longer opens shows. Route pages place the viewer and the
 * analysis sections around them.
 */
export {
  fetchShareLinkDocument,
  fetchShareLinkPages,
  getShareLinkFileUrl,
  getShareLinkViewerHeaders,
} from './share-link-view-api.ts';
export { getPublicJson } from './public-request.ts';
export {
  isSharePasscodeRequired,
  isShareUnavailable,
  shouldRetryShareRequest,
} from './share-unavailable.ts';
export { shareLinkDocumentQueryKey, useShareLinkDocument } from './use-share-link-document.ts';
export { shareLinkPagesQueryKey, useShareLinkPages } from './use-share-link-pages.ts';
export { ShareLinkBanner } from './components/share-link-banner.tsx';
export { ShareUnavailableScreen } from './components/share-unavailable-screen.tsx';
export { ShareLoadError } from './components/share-load-error.tsx';
export { ShareLinkLoading } from './components/share-link-loading.tsx';
export { SharePasscodeForm } from './components/share-passcode-form.tsx';
export { ShareLinkFileDownload } from './components/share-link-file-download.tsx';
