import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Party } from '../../../../common/analysis/analysis-schema.ts';
import { PartyList } from './party-list.tsx';

const party = (name: string, overrides: Partial<Party> = {}): Party => ({
  name,
  role: 'Party',
  status: 'stated',
  quote: name,
  page: 1,
  start: name.length,
  end: name.length * 2,
  ...overrides,
});

describe('<PartyList />', () => {
  it('names each party with its role, and says when a name was left blank', () => {
    render(
      <PartyList
        parties={[
          party('Acme Inc.', { role: 'Seller' }),
          party('[Party B]', { role: 'Buyer', status: 'blank' }),
          party('Franchisee', { role: 'Franchisee', status: 'blank' }),
        ]}
      />,
    );
    expect(screen.getByText('Acme Inc.').parentElement?.textContent).toBe('Acme Inc. (Seller)');
    expect(screen.getByText('[Party B]').parentElement?.textContent).toBe(
      '[Party B] (Buyer, name left blank)',
    );
    // A blank shown by its role does not say the role twice.
    expect(screen.getByText('Franchisee').parentElement?.textContent).toBe(
      'Franchisee (name left blank)',
    );
    expect(screen.queryByText(/more part/)).toBeNull();
  });

  it('shows the first six of a consortium and folds the rest behind a summary', () => {
    const parties = Array.from({ length: 40 }, (_, index) => party(`Carrier ${index + 1} Ltd`));
    render(<PartyList parties={parties} />);
    const summary = screen.getByText('and 34 more parties');
    expect(screen.getByText('Carrier 6 Ltd').closest('details')).toBeNull();
    expect(screen.getByText('Carrier 7 Ltd').closest('details')).not.toBeNull();
    expect(summary.closest('details')?.open).toBe(false);
    fireEvent.click(summary);
    expect(summary.closest('details')?.open).toBe(true);
    expect(screen.getByText('Carrier 40 Ltd').textContent).toBe('Carrier 40 Ltd');
  });
});
