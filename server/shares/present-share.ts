import type { CreateShareResponse, Share, SharedDocument } from '../../common/api/shares.ts';
import { SHARE_PAGE_PATH } from '../../common/api/shares.ts';
import type { ShareSummaryRow } from './share-queries.ts';
import type { ShareView } from './view-share.ts';
import { readShareSections } from './share-sections.ts';

/** A link as its owner sees it, with whether it still opens at `now`; never its token hash. */
export function presentShare(row: ShareSummaryRow, now: Date): Share {
  return {
    id: row.id,
    include: readShareSections(row.include_json),
    status:
      row.revoked_at !== null
        ? 'revoked'
        : Date.parse(row.expires_at) > now.getTime()
          ? 'active'
          : 'expired',
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    viewCount: row.view_count,
    lastViewedAt: row.last_viewed_at,
    hasPasscode: row.passcode_hash !== null,
    isViewOnly: row.is_view_only === 1,
  };
}

/** A new link with its URL, which holds the token: shown once, as only its hash is kept. */
export function presentCreatedShare(
  row: ShareSummaryRow,
  token: string,
  origin: string,
  now: Date,
): CreateShareResponse {
  return { ...presentShare(row, now), url: `${origin}${SHARE_PAGE_PATH}${token}` };
}

/**
 * What anyone with the link reads: the document's name, type and page count, the chosen
 * sections and the chat when chosen. Built field by field: no owner, no ids, no other document.
 */
export function presentSharedDocument(view: ShareView): SharedDocument {
  return {
    documentName: view.share.file_name,
    fileType: view.share.file_type,
    pageCount: view.share.page_count,
    include: view.include,
    expiresAt: view.share.expires_at,
    isViewOnly: view.share.is_view_only === 1,
    analysis: view.analysis,
    ...(view.chat && { chat: view.chat }),
  };
}
