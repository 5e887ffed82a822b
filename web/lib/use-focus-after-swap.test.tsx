import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusAfterSwap } from './use-focus-after-swap.ts';

/** A panel that shows a button, then a progress heading, then the results' heading. */
function SwappingPanel({ view }: { view: 'start' | 'running' | 'results' }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusAfterSwap(headingRef, view);
  return (
    <section>
      {view === 'start' ? <button type="button">Analyze</button> : null}
      {view === 'running' ? (
        <h2 ref={headingRef} tabIndex={-1}>
          Analyzing
        </h2>
      ) : null}
      {view === 'results' ? (
        <h2 ref={headingRef} tabIndex={-1}>
          Consulting Agreement
        </h2>
      ) : null}
      <input aria-label="Elsewhere" />
    </section>
  );
}

describe('useFocusAfterSwap', () => {
  it('hands the focus of a removed element to the heading of what replaced it, each time', () => {
    const { rerender } = render(<SwappingPanel view="start" />);
    screen.getByRole('button', { name: 'Analyze' }).focus();

    rerender(<SwappingPanel view="running" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Analyzing' }));

    rerender(<SwappingPanel view="results" />);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Consulting Agreement' }),
    );
  });

  it('leaves focus the person has put somewhere still on the page', () => {
    const { rerender } = render(<SwappingPanel view="running" />);
    screen.getByRole('textbox', { name: 'Elsewhere' }).focus();
    rerender(<SwappingPanel view="results" />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Elsewhere' }));
  });

  it('takes nothing on the first render: opening a page does not move focus', () => {
    render(<SwappingPanel view="results" />);
    expect(document.activeElement).toBe(document.body);
  });
});
