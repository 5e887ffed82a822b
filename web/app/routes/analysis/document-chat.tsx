import { useCallback, useEffect, useRef, useState } from 'react';
import {
  chatMessageSchema,
  type AskAiUsage,
  type ChatMessage,
  type Citation,
} from '../../../../common/api/chat.ts';
import type { DocumentResponse } from '../../../../common/api/documents.ts';
import { loadUserPlan, useAccountStore } from '../../../features/account/index.ts';
import { useWorkspaceStore } from '../../../features/analysis-workspace/index.ts';
import { ChatPanel, type ChatStore } from '../../../features/ask-ai/index.ts';
import {
  documentCache,
  type CachedChatMessage,
  type DocumentCache,
} from '../../../features/document-cache/index.ts';
import { useViewerStore } from '../../../features/viewer/index.ts';
import { logger } from '../../../lib/logger.ts';

/** Where the chat's history is kept in this browser; the app's document cache by default. */
export type ChatHistoryCache = Pick<DocumentCache, 'get' | 'updateAnalysis'>;

interface DocumentChatProps {
  document: DocumentResponse;
  userId: string;
  cache?: ChatHistoryCache;
  /** For tests: the chat's store. */
  store?: ChatStore;
}

/**
 * The Ask tab: the document's chat with the user's Ask-AI allowance from the account, the
 * conversation kept in the browser's document cache (shown at once, replaced by the server's
 * copy when it arrives), and citations shown in the viewer.
 */
export function DocumentChat(props: DocumentChatProps) {
  // Tabs stay mounted; the chat asks the network only once its tab has been opened, so a
  // document opened from the cache without a network asks for nothing.
  const isOpen = useWorkspaceStore((state) => state.activeTab === 'chat');
  const [hasBeenOpened, setHasBeenOpened] = useState(isOpen);
  // Remembered while rendering (React's way to adjust state to a prop), not in an effect.
  if (isOpen && !hasBeenOpened) setHasBeenOpened(true);
  return hasBeenOpened ? <OpenedDocumentChat {...props} /> : null;
}

function OpenedDocumentChat({ document, userId, cache = documentCache, store }: DocumentChatProps) {
  const loaded = useAccountStore((state) => state.loaded);
  const used = useAccountStore((state) => state.askAiQuestions);
  const limit = useAccountStore((state) => state.askAiQuestionsLimit);
  const extra = useAccountStore((state) => state.askAiCredits);
  const remaining = loaded ? Math.max(0, limit - used + extra) : null;
  const [cachedMessages, setCachedMessages] = useState<ChatMessage[]>();
  const saving = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (!useAccountStore.getState().loaded) void loadUserPlan();
  }, []);

  useEffect(() => {
    let isCurrent = true;
    cache
      .get(document.id, userId)
      .then((cached) => {
        if (isCurrent && cached) setCachedMessages(readCachedMessages(cached.chatHistory));
      })
      .catch((error: unknown) => logger.warn('Could not read the cached conversation', error));
    return () => {
      isCurrent = false;
    };
  }, [cache, document.id, userId]);

  const saveMessages = useCallback(
    (messages: ChatMessage[]) => {
      // One write after another, so an older conversation never lands after a newer one.
      saving.current = saving.current
        .then(() => saveChatHistory(cache, document.id, userId, messages))
        .catch((error: unknown) => logger.warn('Could not cache the conversation', error));
    },
    [cache, document.id, userId],
  );

  return (
    <ChatPanel
      documentId={document.id}
      userId={userId}
      documentName={document.fileName}
      remainingQuestions={remaining}
      questionLimit={limit}
      initialMessages={cachedMessages}
      onMessagesChange={saveMessages}
      onUsage={applyUsage}
      onLimitReached={() => void loadUserPlan()}
      onShowCitation={showCitation}
      {...(store ? { store } : {})}
    />
  );
}

/** The allowance after an answer, as the server counted it. */
function applyUsage(usage: AskAiUsage): void {
  useAccountStore.setState({
    askAiQuestions: usage.askAiQuestions,
    askAiQuestionsLimit: usage.askAiQuestionsLimit,
    askAiCredits: usage.askAiCredits,
  });
}

/**
 * Highlights the cited words in the viewer. Where the screen is too narrow for the viewer and
 * the panel side by side, the viewer is above the panel: it is brought into sight.
 */
function showCitation(citation: Citation): void {
  useViewerStore.getState().showRange(citation.start, citation.end);
  if (window.matchMedia?.('(max-width: 899px)').matches !== true) return;
  window.document
    .querySelector('section[aria-label="Document viewer"]')
    ?.scrollIntoView?.({ block: 'start' });
}

/** The cached messages that still fit today's shape; anything else is left out. */
function readCachedMessages(history: readonly CachedChatMessage[]): ChatMessage[] {
  return history.flatMap((message) => {
    const parsed = chatMessageSchema.safeParse(message);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Stores the conversation with the cached document, keeping its analysis as it is now. */
async function saveChatHistory(
  cache: ChatHistoryCache,
  documentId: string,
  userId: string,
  messages: ChatMessage[],
): Promise<void> {
  const cached = await cache.get(documentId, userId);
  if (cached) await cache.updateAnalysis(documentId, cached.analysis, messages);
}
