import { useViewerStore } from './viewer-store.ts';

/** Something the viewer can be told to do from the keyboard or the toolbar. */
export type ViewerCommand =
  | 'zoomIn'
  | 'zoomOut'
  | 'reset'
  | 'fitWidth'
  | 'nextPage'
  | 'previousPage'
  | 'firstPage'
  | 'lastPage';

/** One keyboard shortcut: the keys (as KeyboardEvent.key values), a label, and what it does. */
export interface ViewerShortcut {
  command: ViewerCommand;
  keys: readonly string[];
  /** The keys as people read them, e.g. 'Page Down, →, J'. */
  keyLabel: string;
  description: string;
}

/**
 * The viewer's keyboard shortcuts, active while the viewer or its toolbar has focus. Exported
 * so a help popover can list them; the toolbar's "Keyboard shortcuts" disclosure does.
 */
export const VIEWER_SHORTCUTS: readonly ViewerShortcut[] = [
  { command: 'zoomIn', keys: ['+', '='], keyLabel: '+', description: 'Zoom in' },
  { command: 'zoomOut', keys: ['-', '_'], keyLabel: '−', description: 'Zoom out' },
  { command: 'reset', keys: ['0'], keyLabel: '0', description: 'Reset zoom and go to page 1' },
  { command: 'fitWidth', keys: ['w', 'W'], keyLabel: 'W', description: 'Fit page width' },
  {
    command: 'nextPage',
    keys: ['PageDown', 'ArrowRight', 'j', 'J'],
    keyLabel: 'Page Down, →, J',
    description: 'Next page',
  },
  {
    command: 'previousPage',
    keys: ['PageUp', 'ArrowLeft', 'k', 'K'],
    keyLabel: 'Page Up, ←, K',
    description: 'Previous page',
  },
  { command: 'firstPage', keys: ['Home'], keyLabel: 'Home', description: 'First page' },
  { command: 'lastPage', keys: ['End'], keyLabel: 'End', description: 'Last page' },
];

/** The key hint for a command, for titles such as 'Zoom in (+)'. */
export function shortcutHint(command: ViewerCommand): string {
  return VIEWER_SHORTCUTS.find((shortcut) => shortcut.command === command)?.keyLabel ?? '';
}

/** The parts of a keyboard event the mapping looks at (a React or DOM event fits). */
export interface ViewerKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** True when the key belongs to something the user is typing into or choosing from. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/**
 * The command a key press asks for, or null: nothing while typing in a field, and nothing
 * with Ctrl, Cmd or Alt, so browser zoom (Ctrl +) and other shortcuts keep working.
 */
export function commandForKey(event: ViewerKeyEvent): ViewerCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  return VIEWER_SHORTCUTS.find((shortcut) => shortcut.keys.includes(event.key))?.command ?? null;
}

/** Carries out a command on the viewer store. */
export function runViewerCommand(command: ViewerCommand): void {
  const viewer = useViewerStore.getState();
  const actions: Record<ViewerCommand, () => void> = {
    zoomIn: viewer.zoomIn,
    zoomOut: viewer.zoomOut,
    reset: viewer.reset,
    fitWidth: viewer.fitToWidth,
    nextPage: viewer.nextPage,
    previousPage: viewer.previousPage,
    firstPage: viewer.firstPage,
    lastPage: viewer.lastPage,
  };
  actions[command]();
}

/**
 * A keydown handler for the element around the viewer: runs the shortcut and stops the
 * browser's own handling of that key (e.g. Page Down scrolling by a screen).
 */
export function handleViewerKeyDown(event: ViewerKeyEvent & { preventDefault: () => void }): void {
  const command = commandForKey(event);
  if (!command) return;
  event.preventDefault();
  runViewerCommand(command);
}
