import { useId } from 'react';
import type { ChatMessage, Citation } from '../../../../common/api/chat.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { classNames } from '../../../components/ui/class-names.ts';
import { CitationButton } from './citation-button.tsx';

const MESSAGE_TEXT = 'whitespace-pre-wrap leading-relaxed [overflow-wrap:anywhere]';

/** The user's question, set apart on the right. */
export function QuestionItem({
  content,
  spokenPrefix = 'You asked: ',
}: {
  content: string;
  /** What a screen reader hears first; a shared conversation's questions are not the reader's. */
  spokenPrefix?: string;
}) {
  return (
    <li className="flex justify-end">
      <div className="max-w-[90%] min-w-0 rounded-2xl rounded-br-md bg-brand-soft px-4 py-2.5 text-ink">
        <span className="sr-only">{spokenPrefix}</span>
        <p className={MESSAGE_TEXT}>{content}</p>
      </div>
    </li>
  );
}

/**
 * An answer with the passages it rests on, each a button that shows the words in the viewer.
 * An answer the document does not give is marked so, calmly, without the look of an error.
 */
export function AnswerItem({
  message,
  onShowCitation,
}: {
  message: ChatMessage;
  onShowCitation: (citation: Citation) => void;
}) {
  const sourcesId = useId();
  const notAnswered = message.isAnswered === false;
  return (
    <li className="min-w-0">
      <div
        className={classNames(
          'min-w-0 rounded-2xl rounded-bl-md border px-4 py-3',
          notAnswered ? 'border-line bg-paper' : 'border-line bg-surface',
        )}
      >
        <span className="sr-only">Answer: </span>
        {notAnswered && !STARTS_WITH_VERDICT.test(message.content) ? (
          <Badge tone="neutral" className="mb-2">
            The document does not say
          </Badge>
        ) : null}
        <AnswerText content={message.content} />
        {message.citations.length > 0 ? (
          <div className="mt-3">
            <p
              id={sourcesId}
              className="text-xs font-semibold tracking-wide text-ink-muted uppercase"
            >
              From the document
            </p>
            <ul aria-labelledby={sourcesId} className="mt-1.5 space-y-1.5">
              {message.citations.map((citation, index) => (
                <li key={`${citation.start}-${citation.end}-${index}`}>
                  <CitationButton citation={citation} onShowCitation={onShowCitation} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </li>
  );
}

// The verdict an answer opens with: "Yes:", "No:", "Only if ...:", "The document does not say."
const STARTS_WITH_VERDICT =
  /^(?:Yes|No|Only [^:]{1,240}|Yes, [^:]{1,240}):\s|^The document does not say\./;

/** The answer's words, its opening verdict set in bold so the eye finds the answer first. */
function AnswerText({ content }: { content: string }) {
  const verdict = STARTS_WITH_VERDICT.exec(content)?.[0] ?? '';
  return (
    <p className={classNames(MESSAGE_TEXT, 'text-ink')}>
      {verdict ? <strong className="font-semibold">{verdict}</strong> : null}
      {content.slice(verdict.length)}
    </p>
  );
}

/** The answer being written: its text grows as it arrives, read out politely. */
export function StreamingAnswer({ text }: { text: string }) {
  return (
    <div className="min-w-0 rounded-2xl rounded-bl-md border border-line bg-surface px-4 py-3">
      {text === '' ? (
        <p className="text-ink-muted">Reading the document…</p>
      ) : (
        <p className={classNames(MESSAGE_TEXT, 'text-ink')}>{text}</p>
      )}
    </div>
  );
}
