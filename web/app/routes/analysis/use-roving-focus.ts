import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

// How far each key moves, or where it goes; other keys are left to the browser.
const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index, last) => Math.min(last, index + 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * One Tab stop for a long list of buttons (the WAI-ARIA roving tabindex), so 25 pages cost the
 * keyboard one press, not 25: Tab reaches the `activeIndex` item (the page in view), or the one
 * last focused while focus stays in the list; ArrowUp/ArrowDown, Home and End move between them.
 */
export function useRovingFocus(count: number, activeIndex: number) {
  const items = useRef(new Map<number, HTMLElement>());
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const last = count - 1;
  const stop = Math.min(last, Math.max(0, focusedIndex ?? activeIndex));

  return {
    /** For the element holding the items: leaving it hands the stop back to `activeIndex`. */
    listProps: {
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setFocusedIndex(null);
        }
      },
    },
    /** For item `index`. */
    itemProps: (index: number) => ({
      ref: (element: HTMLElement | null) => {
        if (element) items.current.set(index, element);
        else items.current.delete(index);
      },
      tabIndex: index === stop ? 0 : -1,
      onFocus: () => setFocusedIndex(index),
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const move = MOVES[event.key];
        if (!move || count === 0) return;
        event.preventDefault();
        items.current.get(move(index, last))?.focus();
      },
    }),
  };
}
