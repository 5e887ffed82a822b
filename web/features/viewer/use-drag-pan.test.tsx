import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDragPan } from './use-drag-pan.ts';
import { resetViewerStore, useViewerStore } from './viewer-store.ts';

function Pannable({ enabled }: { enabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const handlers = useDragPan(ref, enabled);
  return <div ref={ref} data-testid="scroller" {...handlers} />;
}

function pointer(x: number, y: number, extra: Record<string, unknown> = {}) {
  return { clientX: x, clientY: y, button: 0, pointerId: 1, pointerType: 'mouse', ...extra };
}

describe('useDragPan', () => {
  beforeEach(() => resetViewerStore());

  it('scrolls the other way to a mouse drag and reports dragging meanwhile', () => {
    render(<Pannable enabled />);
    const scroller = screen.getByTestId('scroller');
    scroller.scrollLeft = 300;
    scroller.scrollTop = 1000;

    fireEvent.pointerDown(scroller, pointer(500, 400));
    expect(useViewerStore.getState().isDragging).toBe(true);
    fireEvent.pointerMove(scroller, pointer(440, 480));
    expect([scroller.scrollLeft, scroller.scrollTop]).toEqual([360, 920]);

    fireEvent.pointerUp(scroller, pointer(440, 480));
    expect(useViewerStore.getState().isDragging).toBe(false);
    fireEvent.pointerMove(scroller, pointer(0, 0));
    expect([scroller.scrollLeft, scroller.scrollTop]).toEqual([360, 920]);
  });

  it('leaves the pointer to text selection when panning is off, and touch to the browser', () => {
    const { rerender } = render(<Pannable enabled={false} />);
    const scroller = screen.getByTestId('scroller');
    fireEvent.pointerDown(scroller, pointer(500, 400));
    fireEvent.pointerMove(scroller, pointer(400, 300));
    expect([scroller.scrollLeft, scroller.scrollTop]).toEqual([0, 0]);
    expect(useViewerStore.getState().isDragging).toBe(false);

    rerender(<Pannable enabled />);
    fireEvent.pointerDown(scroller, pointer(500, 400, { pointerType: 'touch' }));
    expect(useViewerStore.getState().isDragging).toBe(false);
  });
});
