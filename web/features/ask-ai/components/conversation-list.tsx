import { useEffect, useRef } from 'react';
import type { ChatMessage, Citation } from '../../../../common/api/chat.ts';
import { AnswerItem, QuestionItem, StreamingAnswer } from './chat-message-item.tsx';

interface ConversationListProps {
  messages: readonly ChatMessage[];
  /** The question being answered, shown until the server's saved copy arrives. */
  pendingQuestion: string | null;
  /** An answer is being written; `streamingText` is what has arrived of it. */
  loading: boolean;
  streamingText: string;
  /** Earlier questions are being asked for and none is shown yet. */
  isLoadingHistory: boolean;
  onShowCitation: (citation: Citation) => void;
}

/**
 * The conversation: the questions and answers so far, the question under way and its answer
 * as it is written, kept in sight; before the first question, what asking gives.
 */
export function ConversationList({
  messages,
  pendingQuestion,
  loading,
  streamingText,
  isLoadingHistory,
  onShowCitation,
}: ConversationListProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const isEmpty = messages.length === 0 && pendingQuestion === null;

  // Keeps the newest question and its answer in sight while the answer is written.
  const shownCount = messages.length + (pendingQuestion === null ? 0 : 1);
  useEffect(() => {
    if (shownCount > 0 && loading) endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shownCount, loading, streamingText]);

  return (
    <div className="min-w-0">
      {isEmpty && isLoadingHistory ? (
        <p role="status" className="text-sm text-ink-muted">
          Loading earlier questions…
        </p>
      ) : null}
      {isEmpty && !isLoadingHistory ? (
        <p className="text-ink-muted">
          Ask a question about this document. Each answer quotes the words it rests on, with their
          page; when the document does not say, the answer tells you so.
        </p>
      ) : null}
      {!isEmpty ? (
        <ol aria-label="Conversation" className="space-y-4">
          {messages.map((message) =>
            message.role === 'user' ? (
              <QuestionItem key={message.id} content={message.content} />
            ) : (
              <AnswerItem key={message.id} message={message} onShowCitation={onShowCitation} />
            ),
          )}
          {pendingQuestion !== null ? <QuestionItem content={pendingQuestion} /> : null}
        </ol>
      ) : null}
      {/* Always there, so screen readers follow the answer as it is written. */}
      <div aria-live="polite">
        {loading ? (
          <div className="mt-4">
            <StreamingAnswer text={streamingText} />
          </div>
        ) : null}
      </div>
      <div ref={endRef} />
    </div>
  );
}
