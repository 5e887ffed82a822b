import { useId } from 'react';
import type { ChatMessage } from '../../../../common/api/chat.ts';
import { NOT_LEGAL_ADVICE_LINE } from '../../../../common/markdown/chat-markdown.ts';
import { AnswerItem, QuestionItem } from '../../../features/ask-ai/index.ts';
import { showInViewer } from './show-in-viewer.ts';

/**
 * The owner's Ask-AI conversation as a share link shows it: read-only, each answer's
 * citations showing their words in the viewer, as in the owner's own chat.
 */
export function ShareLinkConversation({ messages }: { messages: readonly ChatMessage[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-4 p-4 sm:p-5">
      <div>
        <h2 id={headingId} className="font-serif text-xl text-brand-strong">
          Questions and answers
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {`Asked by the person who shared this document. ${NOT_LEGAL_ADVICE_LINE}`}
        </p>
      </div>
      {messages.length === 0 ? (
        <p className="text-ink-muted">No questions were asked about this document.</p>
      ) : (
        <ol aria-label="Conversation" className="space-y-4">
          {messages.map((message) =>
            message.role === 'user' ? (
              <QuestionItem key={message.id} content={message.content} spokenPrefix="Asked: " />
            ) : (
              <AnswerItem
                key={message.id}
                message={message}
                onShowCitation={(citation) => showInViewer(citation.start, citation.end)}
              />
            ),
          )}
        </ol>
      )}
    </section>
  );
}
