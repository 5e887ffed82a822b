import { useMemo } from 'react';
import type { DocumentPage } from '../../../common/api/documents.ts';
import { focusForRange, type RangeFocus } from './highlight-ranges.ts';
import type { PageSize } from './page-sizes.ts';
import type { TextRange } from './viewer-store.ts';

/**
 * Where to scroll for a highlight: a new object when the range or `request` changes (so asking
 * for the same range again scrolls back to it), the same object otherwise. `textHeight` is the
 * height of the text at 100% for pages whose layout does not say (text sheets).
 */
export function useHighlightFocus(
  pages: readonly DocumentPage[],
  pageSizes: readonly PageSize[],
  highlight: TextRange | null,
  request: number,
  textHeight: number | null = null,
): (RangeFocus & { request: number }) | null {
  const start = highlight?.start;
  const end = highlight?.end;
  return useMemo(() => {
    if (start === undefined || end === undefined) return null;
    const heights = pageSizes.map((size) => size.height);
    const focus = focusForRange(pages, heights, start, end);
    if (!focus) return null;
    // Carrying the request makes each ask a new object, which is what scrolls the viewer.
    return { ...focus, textHeight: focus.textHeight ?? textHeight, request };
  }, [pages, pageSizes, start, end, request, textHeight]);
}
