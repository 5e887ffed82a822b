import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Focuses an element at once or, when it cannot take focus yet (a phone's view that is hidden
 * until the render that brings it forward), as soon as the component has rendered again.
 */
export function useFocusSoon(): (target: RefObject<HTMLElement | null>) => void {
  const pending = useRef<RefObject<HTMLElement | null> | null>(null);
  useEffect(() => {
    const element = pending.current?.current;
    if (!element) return;
    pending.current = null;
    element.focus();
  });
  return useCallback((target) => {
    target.current?.focus();
    pending.current = document.activeElement === target.current ? null : target;
  }, []);
}
