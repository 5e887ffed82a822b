import { useRef, type PointerEvent, type RefObject } from 'react';
import { useViewerStore } from './viewer-store.ts';

interface DragStart {
  pointerId: number;
  x: number;
  y: number;
  scrollLeft: number;
  scrollTop: number;
}

/** Pointer handlers for the scroll container. */
export interface DragPanHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
}

/**
 * Drag-to-pan for a zoomed document: dragging with the mouse or pen scrolls the container the
 * other way, like moving a sheet of paper. Touch is left to the browser, which already pans.
 * While `enabled` is false (page fits, or zoom at or below 100%) pointers select text as usual.
 */
export function useDragPan(
  scrollerRef: RefObject<HTMLElement | null>,
  enabled: boolean,
): DragPanHandlers {
  const setDragging = useViewerStore((state) => state.setDragging);
  const dragRef = useRef<DragStart | null>(null);

  const end = (event: PointerEvent<HTMLElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    dragRef.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    setDragging(false);
  };

  return {
    onPointerDown: (event) => {
      const scroller = scrollerRef.current;
      if (!enabled || !scroller || event.button !== 0 || event.pointerType === 'touch') return;
      dragRef.current = {
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        scrollLeft: scroller.scrollLeft,
        scrollTop: scroller.scrollTop,
      };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      // Without this the browser starts a text selection or an image drag instead.
      event.preventDefault();
      setDragging(true);
    },
    onPointerMove: (event) => {
      const drag = dragRef.current;
      const scroller = scrollerRef.current;
      if (!drag || !scroller || drag.pointerId !== event.pointerId) return;
      scroller.scrollLeft = drag.scrollLeft - (event.clientX - drag.x);
      scroller.scrollTop = drag.scrollTop - (event.clientY - drag.y);
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
}
