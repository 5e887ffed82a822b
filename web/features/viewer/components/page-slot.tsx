import { memo, useEffect, useRef, type ReactNode } from 'react';

/** Draws page `index` (0-based) at `scale`; keep it stable with useCallback. */
export type RenderPage = (index: number, scale: number) => ReactNode;

interface PageSlotProps {
  index: number;
  pageCount: number;
  width: number;
  height: number;
  scale: number;
  /** True when the drawn page may be taller than `height`: it is measured and reported. */
  growable: boolean;
  renderPage: RenderPage;
  onGrow: (index: number, heightAt100: number) => void;
}

/** One drawn page: a white sheet of the page's size holding whatever renderPage draws. */
export const PageSlot = memo(function PageSlot({
  index,
  pageCount,
  width,
  height,
  scale,
  growable,
  renderPage,
  onGrow,
}: PageSlotProps) {
  const slotRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const slot = slotRef.current;
    if (!growable || !slot || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => onGrow(index, slot.offsetHeight / scale));
    observer.observe(slot);
    return () => observer.disconnect();
  }, [growable, index, scale, onGrow]);

  return (
    <div
      ref={slotRef}
      role="group"
      aria-label={`Page ${index + 1} of ${pageCount}`}
      data-viewer-page={index + 1}
      className="relative mx-auto overflow-hidden bg-white shadow-sm ring-1 ring-slate-200"
      style={{ width, minHeight: height, height: growable ? undefined : height }}
    >
      {renderPage(index, scale)}
    </div>
  );
});

/** An undrawn page: an empty box of the page's size, so the scroll bar stays right. */
export function PagePlaceholder({
  pageNumber,
  width,
  height,
}: {
  pageNumber: number;
  width: number;
  height: number;
}) {
  return (
    <div
      aria-hidden="true"
      data-placeholder-page={pageNumber}
      className="mx-auto bg-white/70 shadow-sm ring-1 ring-slate-200"
      style={{ width, height }}
    />
  );
}
