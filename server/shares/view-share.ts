import type { ChatMessage } from '../../common/api/chat.ts';
import type { ShareSection, SharedAnalysis } from '../../common/api/shares.ts';
import { parseStoredAnalysis } from '../analysis/stored-analysis.ts';
import { listChatMessages } from '../chat/chat-message-queries.ts';
import { presentChatMessage } from '../chat/present-chat-message.ts';
import { recordShareView } from './share-queries.ts';
import { openShare, type LiveShare } from './open-share.ts';
import type { ShareDependencies } from './share-dependencies.ts';
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
 * Opens a link for whoever holds it and counts the view: the document's latest analysis cut to
 * the included sections, and the chat when it is one of them. NOT_FOUND as openShare.
 */
export async function viewShare(
  dependencies: Pick<ShareDependencies, 'db' | 'now'>,
  token: string,
): Promise<ShareView> {
  const { db } = dependencies;
  const share = await openShare(dependencies, token);
  const include = readShareSections(share.include_json);
  const analysis = pickSharedAnalysis(parseStoredAnalysis(share.analysis_json), include);
  const chat = include.includes('chat')
    ? (await listChatMessages(db, share.user_id, share.document_id)).map(presentChatMessage)
    : null;
  await recordShareView(db, share.id, dependencies.now().toISOString());
  return { share, include, analysis, chat };
}
