import { useId } from 'react';
import type { Place } from '../../../../common/analysis/analysis-schema.ts';
import { ChevronDownIcon } from 'lucide-react';
import { shortenQuote } from '../quote-excerpt.ts';
import { ShowOnPageButton } from './show-on-page-button.tsx';
import type { ShowRangeHandler } from '../show-range.ts';

interface OtherPlacesProps {
  /** How many places say this, the quoted one included. */
  occurrences: number;
  /** The other places, in document order. */
  places: readonly Place[];
  onShowRange: ShowRangeHandler;
}

/**
 * "Found in N places": a finding the document repeats, with each other place's words and the
 * button that shows them on its page. Native details/summary, so it opens with the keyboard.
 */
export function OtherPlaces({ occurrences, places, onShowRange }: OtherPlacesProps) {
  const idBase = useId();
  if (occurrences < 2) return null;
  if (places.length === 0) {
    return <p className="mt-2 text-sm text-ink-muted">{`Found in ${occurrences} places.`}</p>;
  }
  const others = places.length === 1 ? 'the other place' : `the other ${places.length}`;
  return (
    <details className="group mt-1">
      <summary className="inline-flex min-h-9 cursor-pointer list-none items-center gap-1.5 rounded-lg text-sm font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
        {`Found in ${occurrences} places: see ${others}`}
        <ChevronDownIcon className="size-4 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="mt-2 space-y-3 border-l-2 border-line pl-3">
        {places.map((place, index) => {
          const quoteId = `${idBase}-${index}`;
          return (
            <li key={`${place.start}-${place.end}`}>
              <p
                id={quoteId}
                className="font-serif text-sm leading-relaxed break-words text-ink"
              >{`“${shortenQuote(place.quote, 180)}”`}</p>
              <ShowOnPageButton
                start={place.start}
                end={place.end}
                page={place.page}
                section={place.section}
                onShowRange={onShowRange}
                describedBy={quoteId}
              />
            </li>
          );
        })}
      </ul>
    </details>
  );
}
