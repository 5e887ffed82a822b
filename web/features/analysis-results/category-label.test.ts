import { describe, expect, it } from 'vitest';
import { getCategoryLabel } from './category-label.ts';

describe('getCategoryLabel', () => {
  it('uses the catalogue’s readable title, keeping initials in capitals', () => {
    expect(getCategoryLabel('ip-ownership-assignment')).toBe('IP ownership assignment');
    expect(getCategoryLabel('rofr-rofo-rofn')).toBe('ROFR/ROFO/ROFN');
    expect(getCategoryLabel('cap-on-liability')).toBe('Cap on liability');
    expect(getCategoryLabel('jury-waiver')).toBe('Jury trial waiver');
  });

  it('turns an unknown id into a sentence, never machine-cased', () => {
    expect(getCategoryLabel('unknown-nda-term')).toBe('Unknown NDA term');
    expect(getCategoryLabel('IP_Escrow')).toBe('IP escrow');
    expect(getCategoryLabel('Price Escalation')).toBe('Price escalation');
    expect(getCategoryLabel('')).toBe('');
  });
});
