import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDocument } from '../../../features/documents/sample-documents.test-support.ts';
import { DocumentDetails } from './document-details.tsx';

describe('<DocumentDetails />', () => {
  it('shows a long file name whole, free to wrap anywhere instead of being clipped', () => {
    const fileName = `${'Master_Services_Agreement_Northwind_'.repeat(4)}final-v12.pdf`;
    render(<DocumentDetails document={makeDocument({ fileName })} pages={[]} />);
    const name = screen.getByTestId('document-file-name');
    expect(name.textContent).toBe(fileName);
    // The grid column's minimum is the name's longest unbreakable run unless it may break
    // anywhere; break-words alone lets it widen the column past the panel.
    expect(name.className).toContain('[overflow-wrap:anywhere]');
    expect(name.className).toContain('min-w-0');
  });
});
