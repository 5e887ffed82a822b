import type { PageBox } from '../highlight-ranges.ts';

interface HighlightBoxesProps {
  boxes: readonly PageBox[];
  scale: number;
}

/**
 * Translucent marker boxes drawn over a PDF page. They let clicks and text selection through,
 * and multiply with the page so the ink underneath stays dark and readable.
 */
export function HighlightBoxes({ boxes, scale }: HighlightBoxesProps) {
  if (boxes.length === 0) return null;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 z-10">
      {boxes.map((box, index) => (
        <div
          key={index}
          data-highlight=""
          className="absolute rounded-[2px] bg-yellow-300/50 mix-blend-multiply"
          style={{
            left: box.x * scale,
            top: box.y * scale,
            width: box.width * scale,
            height: box.height * scale,
          }}
        />
      ))}
    </div>
  );
}
