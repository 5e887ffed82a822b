import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DocumentResponse } from '../../../../common/api/documents.ts';
import {
  DEFAULT_ASK_AI_LIMIT,
  getRemainingAskAiQuestions,
} from '../../../../common/plans/plans.ts';
import { applyAskAiUsage, refreshAccount, useUserPlan } from '../../../features/account/index.ts';
import { useWorkspaceStore } from '../../../features/analysis-workspace/index.ts';
import { ChatPanel, type ChatStore } from '../../../features/ask-ai/index.ts';
import { useShowOnPage } from './use-show-on-page.ts';

interface DocumentChatProps {
  document: DocumentResponse;
  userId: string;
  /** For tests: the chat's store. */
  store?: ChatStore;
}

/**
 * The Ask tab: the document's chat with the user's Ask-AI allowance from the account, and
 * citations shown in the viewer. The conversation is the chat-history query, which the
 * browser's document cache restores and persists (decision 018).
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

function OpenedDocumentChat({ document, userId, store }: DocumentChatProps) {
  const queryClient = useQueryClient();
  const { data: plan } = useUserPlan();
  const showOnPage = useShowOnPage();
  return (
    <ChatPanel
      documentId={document.id}
      userId={userId}
      documentName={document.fileName}
      remainingQuestions={plan ? getRemainingAskAiQuestions(plan) : null}
      questionLimit={plan?.askAiQuestionsLimit ?? DEFAULT_ASK_AI_LIMIT}
      onUsage={(usage) => applyAskAiUsage(queryClient, usage)}
      onLimitReached={() => void refreshAccount(queryClient)}
      onShowCitation={(citation) => showOnPage(citation.start, citation.end)}
      {...(store ? { store } : {})}
    />
  );
}
