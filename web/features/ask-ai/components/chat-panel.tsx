import { useEffect, useId, useRef } from 'react';
import type { AskAiUsage, Citation } from '../../../../common/api/chat.ts';
import { describeError } from '../../../../common/errors/catalogue.ts';
import { Callout } from '../../../components/ui/callout.tsx';
import { getChatStore, useChat, type ChatStore } from '../chat-store.ts';
import { useConversation } from '../use-conversation.ts';
import { ChatHeader } from './chat-header.tsx';
import { ChatInput } from './chat-input.tsx';
import { ConversationList } from './conversation-list.tsx';
import { HistoryLoadError } from './history-load-error.tsx';
import { QuestionLimitNotice } from './question-limit-notice.tsx';
import { SuggestedQuestions } from './suggested-questions.tsx';

export interface ChatPanelProps {
  documentId: string;
  /** Whose chat it is: one user's conversation is never shown to another. */
  userId: string;
  /** The file's name, for the export. */
  documentName: string;
  /** max(0, limit - used + extra) (SPEC section 5); null while the allowance is not known. */
  remainingQuestions: number | null;
  /** The monthly allowance, for "You have used your 5 questions". */
  questionLimit: number;
  /** The allowance after each answer. */
  onUsage?: (usage: AskAiUsage) => void;
  /** Called when the server refused a question because none is left. */
  onLimitReached?: () => void;
  /** Shows a cited passage in the document. */
  onShowCitation: (citation: Citation) => void;
  /** The chat's store; the user's chat of this document unless a test passes one. */
  store?: ChatStore;
}

/**
 * Ask-AI about one document (SPEC sections 1 and 3): the conversation, every answer citing the
 * pages and words it rests on, suggested questions for an empty chat, the question box with
 * the questions left, the export as Markdown and clearing the conversation.
 */
export function ChatPanel({
  documentId,
  userId,
  documentName,
  remainingQuestions,
  questionLimit,
  onUsage,
  onLimitReached,
  onShowCitation,
  store: givenStore,
}: ChatPanelProps) {
  const store = givenStore ?? getChatStore(userId, documentId);
  const { history, addAnswered, showCleared } = useConversation(documentId, store);
  const input = useChat(store, (state) => state.input);
  const loading = useChat(store, (state) => state.loading);
  const pendingQuestion = useChat(store, (state) => state.pendingQuestion);
  const streamingText = useChat(store, (state) => state.streamingText);
  const error = useChat(store, (state) => state.error);
  const limitReached = useChat(store, (state) => state.limitReached);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();

  // The latest callbacks, so async work never calls a stale one.
  const callbacks = useRef({ onUsage, onLimitReached });
  useEffect(() => {
    callbacks.current = { onUsage, onLimitReached };
  });

  const messages = history.data?.messages ?? [];
  const ask = async (question?: string) => {
    const done = await store.getState().ask(question, addAnswered);
    if (done) callbacks.current.onUsage?.(done.usage);
    else if (store.getState().limitReached) callbacks.current.onLimitReached?.();
  };
  const clear = async () => {
    if (await store.getState().clear()) showCleared();
  };

  const noneLeft = remainingQuestions === 0 || limitReached;
  const shownError = error !== null && !limitReached ? describeError(error) : null;

  return (
    <section aria-labelledby={headingId} className="flex min-h-full min-w-0 flex-col gap-4">
      <ChatHeader
        headingId={headingId}
        documentName={documentName}
        messages={messages}
        busy={loading}
        onClear={clear}
      />

      {history.isError && !history.isFetching ? (
        <HistoryLoadError error={history.error} onRetry={() => void history.refetch()} />
      ) : null}

      <ConversationList
        messages={messages}
        pendingQuestion={pendingQuestion}
        loading={loading}
        streamingText={streamingText}
        isLoadingHistory={history.isFetching}
        onShowCitation={onShowCitation}
      />

      {messages.length === 0 && !loading && !noneLeft ? (
        <SuggestedQuestions
          questions={history.data?.suggestedQuestions ?? []}
          disabled={loading}
          onAsk={(question) => void ask(question)}
        />
      ) : null}

      {shownError ? (
        <Callout tone="danger" role="alert" title={shownError.title}>
          <p>{`${shownError.message} ${shownError.action}`}</p>
        </Callout>
      ) : null}

      {/* Sticky to the panel's edge: a sticky box keeps clear of the scroller's padding, hence -bottom. */}
      <div className="sticky -bottom-4 mt-auto -mx-4 -mb-4 border-t border-line bg-surface px-4 pt-3 pb-4 sm:-bottom-5 sm:-mx-5 sm:-mb-5 sm:px-5 sm:pb-5">
        {noneLeft ? (
          <QuestionLimitNotice questionLimit={questionLimit} />
        ) : (
          <ChatInput
            value={input}
            onChange={(value) => store.getState().setInput(value)}
            onSend={() => void ask()}
            loading={loading}
            remainingQuestions={remainingQuestions}
            textareaRef={textareaRef}
          />
        )}
      </div>
    </section>
  );
}
