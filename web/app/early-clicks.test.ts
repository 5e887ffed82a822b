import { describe, expect, it, vi } from 'vitest';
import indexHtml from '../index.html?raw';
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

describe("index.html's early-click keeper", () => {
  // The inline script of the page itself, run as the browser runs it before React loads.
  const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

  function prerenderedPage(inner: string): HTMLElement {
    document.body.innerHTML = `<div id="root" data-prerendered>${inner}</div>`;
    new Function(script)();
    return document.getElementById('root') as HTMLElement;
  }

  function click(element: Element): boolean {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.dispatchEvent(event);
    return event.defaultPrevented;
  }

  it('keeps a click on a button or a link to another page until React is in charge', () => {
    const root = prerenderedPage('<button>Menu</button><a href="/terms">Terms</a>');
    const [button, link] = [root.querySelector('button'), root.querySelector('a')];
    expect(click(button as Element)).toBe(true);
    expect(click(link as Element)).toBe(true);
    expect((window as { earlyClicks?: unknown }).earlyClicks).toEqual([button, link]);
    expect(link?.getAttribute('aria-busy')).toBe('true');
  });

  it('lets a link out of the site, to a new tab or a download go as a plain link', () => {
    const root = prerenderedPage(
      '<a href="https://example.com/">Out</a><a href="/terms" target="_blank">Tab</a>' +
        '<a href="/file.pdf" download>File</a>',
    );
    for (const link of root.querySelectorAll('a')) expect(click(link)).toBe(false);
    expect((window as { earlyClicks?: unknown }).earlyClicks).toEqual([]);
  });
});
