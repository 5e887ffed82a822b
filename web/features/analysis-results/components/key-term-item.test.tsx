import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { KeyTerm } from '../../../../common/analysis/analysis-schema.ts';
import { KeyTermItem } from './key-term-item.tsx';

const term = (overrides: Partial<KeyTerm>): KeyTerm => ({
  kind: 'governing-law',
  label: 'Governing law',
  value: 'Delaware',
  status: 'stated',
  quote: 'the laws of the State of Delaware',
  page: 2,
  start: 40,
  end: 73,
  ...overrides,
});

describe('<KeyTermItem />', () => {
  it('shows a blank term with its tag and still points at its words', () => {
    const onShowRange = vi.fn();
    render(
      <KeyTermItem
        term={term({ status: 'blank', value: '{governing_law}' })}
        onShowRange={onShowRange}
      />,
    );
    const button = screen.getByRole('button', {
      name: /Governing law.*Left blank.*Show on page 2/,
    });
    fireEvent.click(button);
    expect(onShowRange).toHaveBeenCalledWith(40, 73, 2);
  });

  it('shows a term not found as a note with nothing to press', () => {
    render(
      <KeyTermItem
        term={term({ status: 'not-found', value: 'Not found in this document', quote: '' })}
        onShowRange={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Not found in this document')).toBeTruthy();
    expect(screen.getByText('Not found')).toBeTruthy();
  });
});
