import { useEffect, useId, useRef, useState } from 'react';
import type { AskAiUsage, ChatMessage, Citation } from '../../../../common/api/chat.ts';
import { describeError } from '../../../../common/errors/catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Callout } from '../../../components/ui/callout.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { downloadTextFile } from '../../../lib/download-file.ts';
import { chatExportFileName, chatToMarkdown, NOT_LEGAL_ADVICE_LINE } from '../chat-markdown.ts';
import { getChatStore, useChat, type ChatStore } from '../chat-store.ts';
import { AnswerItem, QuestionItem, StreamingAnswer } from './chat-message-item.tsx';
import { ChatInput } from './chat-input.tsx';
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
  /** The conversation as this browser cached it, shown until the server answers. */
  initialMessages?: readonly ChatMessage[] | undefined;
  /** Told the conversation each time the server changed it (loaded, answered, cleared). */
  onMessagesChange?: (messages: ChatMessage[]) => void;
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
  initialMessages,
  onMessagesChange,
  onUsage,
  onLimitReached,
  onShowCitation,
  store: givenStore,
}: ChatPanelProps) {
  const store = givenStore ?? getChatStore(userId, documentId);
  const messages = useChat(store, (state) => state.messages);
  const messagesSource = useChat(store, (state) => state.messagesSource);
  const suggestedQuestions = useChat(store, (state) => state.suggestedQuestions);
  const input = useChat(store, (state) => state.input);
  const loading = useChat(store, (state) => state.loading);
  const pendingQuestion = useChat(store, (state) => state.pendingQuestion);
  const streamingText = useChat(store, (state) => state.streamingText);
  const error = useChat(store, (state) => state.error);
  const limitReached = useChat(store, (state) => state.limitReached);
  const historyStatus = useChat(store, (state) => state.historyStatus);
  const historyError = useChat(store, (state) => state.historyError);

  const [isConfirmingClear, setIsConfirmingClear] = useState(false);
  const [isClearing, setIsClearing] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const reportedMessages = useRef<ChatMessage[] | null>(null);

  // The latest callbacks, so effects and async work never call a stale one.
  const callbacks = useRef({ onMessagesChange, onUsage, onLimitReached });
  useEffect(() => {
    callbacks.current = { onMessagesChange, onUsage, onLimitReached };
  });

  useEffect(() => {
    void store.getState().loadHistory();
  }, [store]);

  useEffect(() => {
    if (initialMessages) store.getState().seedMessages(initialMessages);
  }, [store, initialMessages]);

  useEffect(() => {
    if (messagesSource !== 'server' || reportedMessages.current === messages) return;
    reportedMessages.current = messages;
    callbacks.current.onMessagesChange?.(messages);
  }, [messages, messagesSource]);

  // Keeps the newest question and its answer in sight while the answer is written.
  const shownCount = messages.length + (pendingQuestion === null ? 0 : 1);
  useEffect(() => {
    if (shownCount > 0 && loading) endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shownCount, loading, streamingText]);

  const ask = async (question?: string) => {
    const done = await store.getState().ask(question);
    if (done) callbacks.current.onUsage?.(done.usage);
    else if (store.getState().limitReached) callbacks.current.onLimitReached?.();
  };

  const noneLeft = remainingQuestions === 0 || limitReached;
  const isEmpty = messages.length === 0 && pendingQuestion === null;
  const shownError = error !== null && !limitReached ? describeError(error) : null;

  return (
    <section aria-labelledby={headingId} className="flex min-h-full min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="font-serif text-xl text-brand-strong">
            Questions and answers
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{NOT_LEGAL_ADVICE_LINE}</p>
        </div>
        {messages.length > 0 ? (
          <div className="flex flex-wrap gap-1">
            <Button
              variant="ghost"
              size="sm"
              disabled={loading}
              onClick={() =>
                downloadTextFile(
                  chatExportFileName(documentName),
                  chatToMarkdown(documentName, messages),
                  'text/markdown;charset=utf-8',
                )
              }
            >
              Export as Markdown
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={loading}
              onClick={() => setIsConfirmingClear(true)}
            >
              Clear conversation
            </Button>
          </div>
        ) : null}
      </div>

      {historyStatus === 'failed' ? (
        <Callout tone="warning" title="Earlier questions could not be loaded">
          <p>{describeError(historyError).message}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => void store.getState().loadHistory()}
          >
            Try again
          </Button>
        </Callout>
      ) : null}

      <div className="min-w-0">
        {isEmpty && historyStatus === 'loading' ? (
          <p role="status" className="text-sm text-ink-muted">
            Loading earlier questions…
          </p>
        ) : null}
        {isEmpty && historyStatus !== 'loading' ? (
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

      {messages.length === 0 && !loading && !noneLeft ? (
        <SuggestedQuestions
          questions={suggestedQuestions}
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

      <ConfirmDialog
        open={isConfirmingClear}
        title="Clear this conversation?"
        confirmLabel="Clear conversation"
        variant="destructive"
        busy={isClearing}
        busyLabel="Clearing…"
        onCancel={() => setIsConfirmingClear(false)}
        onConfirm={() => {
          setIsClearing(true);
          void store
            .getState()
            .clear()
            .finally(() => {
              setIsClearing(false);
              setIsConfirmingClear(false);
            });
        }}
      >
        <p>
          {`The questions and answers about ${documentName} are deleted from your account and this browser. Questions already asked still count towards this month’s allowance.`}
        </p>
      </ConfirmDialog>
    </section>
  );
}
