import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps keyboard focus when part of a screen is swapped for another (a button for a progress
 * card, the progress card for the results): the element that had focus is gone, so the browser
 * drops focus to the page's body and the next Tab starts from the top. When `view` changes and
 * focus has fallen to the body, `targetRef` (the new part's heading, with tabIndex -1) takes it.
 * Focus the person has put anywhere still on the page is left alone.
 */
export function useFocusAfterSwap(targetRef: RefObject<HTMLElement | null>, view: string) {
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    targetRef.current?.focus();
  }, [targetRef, view]);
}
