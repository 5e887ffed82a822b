import { useId } from 'react';

interface SuggestedQuestionsProps {
  questions: readonly string[];
  disabled: boolean;
  onAsk: (question: string) => void;
}

/** Questions worth asking about this kind of document; pressing one asks it. */
export function SuggestedQuestions({ questions, disabled, onAsk }: SuggestedQuestionsProps) {
  const headingId = useId();
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        Questions you could ask
      </h3>
      <ul className="mt-2 space-y-2">
        {questions.map((question) => (
          <li key={question}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAsk(question)}
              className="w-full rounded-lg border border-line-strong bg-surface px-3.5 py-2.5 text-left text-sm text-brand transition-colors [overflow-wrap:anywhere] hover:border-brand hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
