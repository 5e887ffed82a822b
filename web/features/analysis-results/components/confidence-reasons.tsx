import { ChevronDownIcon } from 'lucide-react';

/**
 * "Why this confidence?": a disclosure (native details/summary, so it works with the keyboard
 * and screen readers without script) listing the plain reasons behind the score.
 */
export function ConfidenceReasons({ reasons }: { reasons: readonly string[] }) {
  return (
    <details className="group mt-3">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded text-sm font-medium text-brand underline decoration-brand/40 underline-offset-4 hover:decoration-brand [&::-webkit-details-marker]:hidden">
        Why this confidence?
        <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      {reasons.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-ink-muted">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">
          Nothing in this document lowered the confidence.
        </p>
      )}
    </details>
  );
}
