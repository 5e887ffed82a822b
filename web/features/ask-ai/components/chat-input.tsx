import { useId, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { MAX_QUESTION_LENGTH } from '../../../../common/api/chat.ts';
import { Button } from '../../../components/ui/button.tsx';

/** The question box's label, also the name the journeys find it by. */
export const QUESTION_LABEL = 'Ask about this document';

interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** A question is being answered: the box keeps focus but takes no new question. */
  loading: boolean;
  /** Questions left; null while not known. */
  remainingQuestions: number | null;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/** "3 questions left this month". */
export function remainingQuestionsText(remaining: number): string {
  return `${remaining} ${remaining === 1 ? 'question' : 'questions'} left this month`;
}

/**
 * The question box: Enter sends, Shift+Enter starts a new line. While an answer is written the
 * box is read-only rather than disabled, so the keyboard focus stays where the user typed.
 */
export function ChatInput({
  value,
  onChange,
  onSend,
  loading,
  remainingQuestions,
  textareaRef,
}: ChatInputProps) {
  const inputId = useId();
  const hintId = useId();
  const remainingId = useId();
  const canSend = !loading && value.trim() !== '';

  const send = () => {
    if (canSend) onSend();
    // A click on the button would otherwise leave the focus on a button that is now disabled.
    textareaRef.current?.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a word confirms the word, not the question.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={handleSubmit} className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
        {QUESTION_LABEL}
      </label>
      <textarea
        ref={textareaRef}
        id={inputId}
        value={value}
        rows={3}
        maxLength={MAX_QUESTION_LENGTH}
        readOnly={loading}
        aria-disabled={loading || undefined}
        aria-describedby={remainingQuestions === null ? hintId : `${remainingId} ${hintId}`}
        placeholder="For example: Can I end this contract early?"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={handleKeyDown}
        className="block w-full resize-y rounded-lg border border-line-strong bg-surface px-3 py-2 text-[0.9375rem] leading-relaxed text-ink placeholder:text-ink-muted/80 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand aria-disabled:cursor-progress aria-disabled:bg-paper"
      />
      <p id={hintId} className="sr-only">
        Enter sends the question; Shift and Enter start a new line.
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {remainingQuestions === null ? (
          <span />
        ) : (
          <p id={remainingId} className="text-sm text-ink-muted">
            {remainingQuestionsText(remainingQuestions)}
          </p>
        )}
        <Button type="submit" size="sm" disabled={!canSend}>
          Send question
        </Button>
      </div>
    </form>
  );
}
