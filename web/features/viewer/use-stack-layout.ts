import { useCallback, useMemo, useState } from 'react';
import { PAGE_GAP, type PageSize } from './page-sizes.ts';
import { slotTops } from './virtualisation.ts';

/**
 * The heights and tops of the page slots at `scale`. Pages drawn taller than their size says
 * (text sheets) report it through `handleGrow` and keep their measured height from then on.
 */
export function useStackLayout(pageSizes: readonly PageSize[], scale: number) {
  // Measured heights (at 100%) of text sheets that came out taller than estimated.
  const [grownHeights, setGrownHeights] = useState<Readonly<Record<number, number>>>({});

  const slotHeights = useMemo(
    () =>
      pageSizes.map(
        (size, index) => PAGE_GAP + Math.max(size.height, grownHeights[index] ?? 0) * scale,
      ),
    [pageSizes, grownHeights, scale],
  );
  const tops = useMemo(() => slotTops(slotHeights), [slotHeights]);
  const widestPage = useMemo(
    () => pageSizes.reduce((widest, size) => Math.max(widest, size.width), 0),
    [pageSizes],
  );

  const handleGrow = useCallback(
    (index: number, height: number) => {
      setGrownHeights((old) => {
        const estimate = pageSizes[index]?.height ?? 0;
        const known = old[index] ?? estimate;
        if (height <= estimate + 1 || Math.abs(height - known) <= 1) return old;
        return { ...old, [index]: height };
      });
    },
    [pageSizes],
  );

  return { slotHeights, tops, widestPage, handleGrow };
}
