import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { KEY_POINTS_PREVIEW, SummarySection } from '../index.ts';
import { SAMPLE_ANALYSIS } from '../sample-analysis.test-support.ts';

const SUMMARY = SAMPLE_ANALYSIS.summary;

function keyPoints() {
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

describe('<SummarySection />', () => {
  it('shows the short summary and the first key points, then all of them on "Show more"', () => {
    render(<SummarySection summary={SUMMARY} />);
    expect(screen.getByText(SUMMARY.short)).toBeTruthy();
    expect(keyPoints()).toEqual(SUMMARY.keyPoints.slice(0, KEY_POINTS_PREVIEW));

    const button = screen.getByRole('button', { name: 'Show more' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.tagName).toBe('UL');
    fireEvent.click(button);
    expect(keyPoints()).toEqual(SUMMARY.keyPoints);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Show less');

    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(keyPoints()).toHaveLength(KEY_POINTS_PREVIEW);
  });

  it('follows expanded and onToggle when the parent owns them', () => {
    const onToggle = vi.fn();
    const { rerender } = render(
      <SummarySection summary={SUMMARY} expanded={false} onToggle={onToggle} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    // The parent has not changed its state yet, so the section stays collapsed.
    expect(keyPoints()).toHaveLength(KEY_POINTS_PREVIEW);

    rerender(<SummarySection summary={SUMMARY} expanded onToggle={onToggle} />);
    expect(keyPoints()).toEqual(SUMMARY.keyPoints);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('works bound to a parent state', () => {
    function Bound() {
      const [expanded, setExpanded] = useState(true);
      return (
        <SummarySection
          summary={SUMMARY}
          expanded={expanded}
          onToggle={() => setExpanded((value) => !value)}
        />
      );
    }
    render(<Bound />);
    expect(keyPoints()).toHaveLength(SUMMARY.keyPoints.length);
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(keyPoints()).toHaveLength(KEY_POINTS_PREVIEW);
  });

  it('has no toggle when every key point already shows', () => {
    render(<SummarySection summary={{ short: 'A short NDA.', keyPoints: ['One', 'Two'] }} />);
    expect(keyPoints()).toEqual(['One', 'Two']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has an empty state', () => {
    render(<SummarySection summary={{ short: '', keyPoints: [] }} />);
    expect(screen.getByText('No summary is available for this document.')).toBeTruthy();
  });
});
