import { ChevronDown, ChevronUp, MoveHorizontal, RotateCcw, ZoomIn, ZoomOut } from 'lucide-react';
import { KeyboardShortcutsDisclosure } from './keyboard-shortcuts-help.tsx';
import { runViewerCommand, shortcutHint } from '../keyboard-shortcuts.ts';
import { PageNumberInput } from './page-number-input.tsx';
import { ToolbarButton } from './toolbar-button.tsx';
import { useViewerStore } from '../viewer-store.ts';
import { ZOOM_LEVELS, ZOOM_MAX, ZOOM_MIN } from '../zoom.ts';

// Decorative: every button is named by its label.
const TOOLBAR_ICON = { className: 'size-5', strokeWidth: 1.75, 'aria-hidden': true } as const;

/**
 * The viewer's controls: previous and next page, the page number, zoom out, the zoom level,
 * zoom in, fit width, reset, and the list of keyboard shortcuts. Works from the viewer store,
 * so it can sit inside DocumentViewer (the default) or anywhere else on the page.
 */
export function ViewerToolbar() {
  const currentPage = useViewerStore((state) => state.currentPage);
  const totalPages = useViewerStore((state) => state.totalPages);
  const zoomLevel = useViewerStore((state) => state.zoomLevel);
  const canFitWidth = useViewerStore((state) => state.fitWidthZoom !== null);

  return (
    <div
      role="group"
      aria-label="Document controls"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 bg-white px-3 py-2"
    >
      <div className="flex items-center gap-1">
        <ToolbarButton
          label="Previous page"
          shortcut={shortcutHint('previousPage')}
          unavailable={currentPage <= 1}
          onClick={() => runViewerCommand('previousPage')}
        >
          <ChevronUp {...TOOLBAR_ICON} />
        </ToolbarButton>
        <PageNumberInput />
        <ToolbarButton
          label="Next page"
          shortcut={shortcutHint('nextPage')}
          unavailable={currentPage >= totalPages}
          onClick={() => runViewerCommand('nextPage')}
        >
          <ChevronDown {...TOOLBAR_ICON} />
        </ToolbarButton>
      </div>

      <div className="flex items-center gap-1">
        <ToolbarButton
          label="Zoom out"
          shortcut={shortcutHint('zoomOut')}
          unavailable={zoomLevel <= ZOOM_MIN}
          onClick={() => runViewerCommand('zoomOut')}
        >
          <ZoomOut {...TOOLBAR_ICON} />
        </ToolbarButton>
        <select
          aria-label="Zoom level"
          title="Zoom level"
          data-testid="viewer-zoom"
          value={zoomLevel}
          onChange={(event) => useViewerStore.getState().setZoom(Number(event.target.value))}
          className="min-h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
        >
          {ZOOM_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}%
            </option>
          ))}
        </select>
        <ToolbarButton
          label="Zoom in"
          shortcut={shortcutHint('zoomIn')}
          unavailable={zoomLevel >= ZOOM_MAX}
          onClick={() => runViewerCommand('zoomIn')}
        >
          <ZoomIn {...TOOLBAR_ICON} />
        </ToolbarButton>
        <ToolbarButton
          label="Fit width"
          text="Fit width"
          shortcut={shortcutHint('fitWidth')}
          unavailable={!canFitWidth}
          onClick={() => runViewerCommand('fitWidth')}
        >
          <MoveHorizontal {...TOOLBAR_ICON} />
        </ToolbarButton>
        <ToolbarButton
          label="Reset view"
          text="Reset"
          shortcut={shortcutHint('reset')}
          onClick={() => runViewerCommand('reset')}
        >
          <RotateCcw {...TOOLBAR_ICON} />
        </ToolbarButton>
      </div>

      <div className="ml-auto">
        <KeyboardShortcutsDisclosure />
      </div>
    </div>
  );
}
