import type { ChatMessage } from '../../common/api/chat.ts';
import type { ShareSection, SharedAnalysis } from '../../common/api/shares.ts';
import { parseStoredAnalysis } from '../analysis/stored-analysis.ts';
import { listChatMessages } from '../chat/chat-message-queries.ts';
import { presentChatMessage } from '../chat/present-chat-message.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { recordShareView } from './share-queries.ts';
import type { LiveShare } from './open-share.ts';
import { openUnlockedShare } from './open-unlocked-share.ts';
import type { PublicShareDependencies, ShareVisitor } from './share-dependencies.ts';
import { pickSharedAnalysis } from './shared-analysis.ts';
import { readShareSections } from './share-sections.ts';

/** What one opening of a link shows: only the sections its owner chose. */
export interface ShareView {
  share: LiveShare;
  include: ShareSection[];
  analysis: SharedAnalysis;
  /** The owner's Ask-AI chat about the document, oldest first; null when not shared. */
  chat: ChatMessage[] | null;
}

/**
 * Opens a link for whoever holds it (and its passcode, when it has one) and counts the view, in
 * the link and in the owner's activity log: the document's latest analysis cut to the included
 * sections, and the chat when it is one of them. NOT_FOUND and FORBIDDEN as openUnlockedShare.
 */
export async function viewShare(
  dependencies: Pick<PublicShareDependencies, 'db' | 'vault' | 'now' | 'accessSecret'>,
  token: string,
  visitor: ShareVisitor,
): Promise<ShareView> {
  const { db } = dependencies;
  const share = await openUnlockedShare(dependencies, token, visitor.accessToken);
  const include = readShareSections(share.include_json);
  const analysis = pickSharedAnalysis(
    parseStoredAnalysis(
      await dependencies.vault.openText(db, share.document_id, 'analysis', share.analysis_json),
    ),
    include,
  );
  const chat = include.includes('chat')
    ? (await listChatMessages(db, dependencies.vault, share.user_id, share.document_id)).map(
        presentChatMessage,
      )
    : null;
  await recordShareView(db, share.id, dependencies.now().toISOString());
  await recordActivity(db, {
    userId: share.user_id,
    kind: 'share_opened',
    documentId: share.document_id,
    shareId: share.id,
    address: visitor.address,
  });
  return { share, include, analysis, chat };
}
