import { beforeEach, describe, expect, it } from 'vitest';
import {
  commandForKey,
  handleViewerKeyDown,
  shortcutHint,
  VIEWER_SHORTCUTS,
  type ViewerKeyEvent,
} from './keyboard-shortcuts.ts';
import { resetViewerStore, useViewerStore } from './viewer-store.ts';

function press(key: string, extra: Partial<ViewerKeyEvent> = {}): ViewerKeyEvent {
  return {
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    target: document.body,
    ...extra,
  };
}

describe('commandForKey', () => {
  it.each([
    ['+', 'zoomIn'],
    ['=', 'zoomIn'],
    ['-', 'zoomOut'],
    ['0', 'reset'],
    ['w', 'fitWidth'],
    ['PageDown', 'nextPage'],
    ['ArrowRight', 'nextPage'],
    ['j', 'nextPage'],
    ['PageUp', 'previousPage'],
    ['ArrowLeft', 'previousPage'],
    ['k', 'previousPage'],
    ['Home', 'firstPage'],
    ['End', 'lastPage'],
  ])('maps %s to %s', (key, command) => {
    expect(commandForKey(press(key))).toBe(command);
  });

  it('ignores other keys and keys with Ctrl, Cmd or Alt', () => {
    expect(commandForKey(press('a'))).toBeNull();
    expect(commandForKey(press('ArrowDown'))).toBeNull();
    expect(commandForKey(press('+', { ctrlKey: true }))).toBeNull();
    expect(commandForKey(press('0', { metaKey: true }))).toBeNull();
    expect(commandForKey(press('ArrowLeft', { altKey: true }))).toBeNull();
  });

  it('ignores keys typed into fields', () => {
    const input = document.createElement('input');
    const select = document.createElement('select');
    expect(commandForKey(press('0', { target: input }))).toBeNull();
    expect(commandForKey(press('End', { target: select }))).toBeNull();
    expect(commandForKey(press('0', { target: document.createElement('button') }))).toBe('reset');
  });

  it('lists a hint and description for every command', () => {
    for (const shortcut of VIEWER_SHORTCUTS) {
      expect(shortcut.description).not.toBe('');
      expect(shortcutHint(shortcut.command)).toBe(shortcut.keyLabel);
    }
  });
});

describe('handleViewerKeyDown', () => {
  beforeEach(() => resetViewerStore());

  it('runs the command on the store and stops the browser default', () => {
    useViewerStore.getState().setTotalPages(5);
    let prevented = 0;
    const preventDefault = () => {
      prevented += 1;
    };
    handleViewerKeyDown({ ...press('End'), preventDefault });
    expect(useViewerStore.getState().currentPage).toBe(5);
    handleViewerKeyDown({ ...press('+'), preventDefault });
    expect(useViewerStore.getState().zoomLevel).toBe(125);
    handleViewerKeyDown({ ...press('x'), preventDefault });
    expect(prevented).toBe(2);
  });
});
