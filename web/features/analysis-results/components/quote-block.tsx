import { classNames } from '../../../components/ui/class-names.ts';

/** A finding's exact words, set apart as a highlighted quotation. */
export function QuoteBlock({ text, className }: { text: string; className?: string }) {
  return (
    <blockquote
      className={classNames(
        'border-l-2 border-line-strong pl-3 font-serif text-sm leading-relaxed text-ink break-words',
        className,
      )}
    >
      <span className="bg-highlight/70 box-decoration-clone px-0.5">{`“${text}”`}</span>
    </blockquote>
  );
}
