import { useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { classNames } from '../../../components/ui/class-names.ts';
import {
  DEFAULT_RIGHT_PANEL_WIDTH,
  MAX_RIGHT_PANEL_WIDTH,
  MIN_RIGHT_PANEL_WIDTH,
  RIGHT_PANEL_KEYBOARD_STEP,
} from '../workspace-layout-rules.ts';
import { useWorkspaceStore } from '../workspace-store.ts';

interface PanelResizeHandleProps {
  /** The viewer-and-panel area whose width the panel's percentage refers to. */
  areaRef: RefObject<HTMLElement | null>;
  /** The id of the right panel this handle resizes. */
  panelId: string;
}

/**
 * The bar between the document and the right panel (a window splitter, WAI-ARIA APG). Its
 * value is the panel's width: drag it, or use ArrowLeft/ArrowRight (the bar moves that way),
 * Home/End for the narrowest/widest panel and Enter (or a double click) for the default.
 */
export function PanelResizeHandle({ areaRef, panelId }: PanelResizeHandleProps) {
  const width = useWorkspaceStore((state) => state.rightPanelWidth);
  const setRightPanelWidth = useWorkspaceStore((state) => state.setRightPanelWidth);
  // A ref, not state: pointer moves can arrive before React re-renders after the press.
  const dragPointerId = useRef<number | null>(null);
  const [isDragging, setIsDragging] = useState(false);

  const moveTo = (clientX: number) => {
    const area = areaRef.current?.getBoundingClientRect();
    if (!area || area.width <= 0) return;
    setRightPanelWidth(((area.right - clientX) / area.width) * 100);
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    // Stops text selection; capture keeps the drag going over the document viewer's canvas.
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragPointerId.current = event.pointerId;
    setIsDragging(true);
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragPointerId.current !== event.pointerId) return;
    moveTo(event.clientX);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (dragPointerId.current !== event.pointerId) return;
    dragPointerId.current = null;
    setIsDragging(false);
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = getWidthForKey(event.key, width);
    if (next === null) return;
    event.preventDefault();
    setRightPanelWidth(next);
  };

  const roundedWidth = Math.round(width);
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize panel"
      aria-controls={panelId}
      aria-valuenow={roundedWidth}
      aria-valuemin={MIN_RIGHT_PANEL_WIDTH}
      aria-valuemax={MAX_RIGHT_PANEL_WIDTH}
      aria-valuetext={`Panel width ${roundedWidth}%`}
      tabIndex={0}
      data-dragging={isDragging || undefined}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onLostPointerCapture={endDrag}
      onKeyDown={handleKeyDown}
      onDoubleClick={() => setRightPanelWidth(DEFAULT_RIGHT_PANEL_WIDTH)}
      className={classNames(
        'group relative hidden w-3 shrink-0 cursor-col-resize touch-none items-center justify-center select-none min-[900px]:flex',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand',
      )}
    >
      <span
        aria-hidden="true"
        className={classNames(
          'h-full w-px transition-colors',
          isDragging ? 'w-0.5 bg-brand' : 'bg-line-strong group-hover:w-0.5 group-hover:bg-brand',
        )}
      />
      <span
        aria-hidden="true"
        className="absolute top-1/2 h-8 w-1.5 -translate-y-1/2 rounded-full border border-line-strong bg-surface group-hover:border-brand"
      />
    </div>
  );
}

/** The width a key asks for, or null for keys the handle leaves alone. */
function getWidthForKey(key: string, width: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return width + RIGHT_PANEL_KEYBOARD_STEP;
    case 'ArrowRight':
      return width - RIGHT_PANEL_KEYBOARD_STEP;
    case 'Home':
      return MIN_RIGHT_PANEL_WIDTH;
    case 'End':
      return MAX_RIGHT_PANEL_WIDTH;
    case 'Enter':
      return DEFAULT_RIGHT_PANEL_WIDTH;
    default:
      return null;
  }
}
