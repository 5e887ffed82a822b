import { describe, expect, it, vi } from 'vitest';
import { replayEarlyClicks } from './early-clicks.ts';

describe('replayEarlyClicks', () => {
  it('presses each kept button once React is in charge, and keeps no more', () => {
    const menu = document.createElement('button');
    const gone = document.createElement('button');
    document.body.append(menu);
    menu.setAttribute('aria-busy', 'true');
    menu.setAttribute('data-early-click', '');
    const pressed = vi.fn();
    menu.addEventListener('click', pressed);
    gone.addEventListener('click', pressed);
    const holder = { earlyClicks: [menu, gone] } as unknown as Window & {
      earlyClicks: HTMLElement[] | null;
    };

    replayEarlyClicks(holder);

    // The button no longer on the page is not pressed.
    expect(pressed).toHaveBeenCalledOnce();
    expect(menu.hasAttribute('aria-busy')).toBe(false);
    expect(menu.hasAttribute('data-early-click')).toBe(false);
    expect(holder.earlyClicks).toBeNull();
    replayEarlyClicks(holder);
    expect(pressed).toHaveBeenCalledOnce();
  });
});
