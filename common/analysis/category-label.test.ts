import { describe, expect, it } from 'vitest';
import { getCategoryLabel } from './category-label.ts';
import { CLAUSE_CATEGORIES } from './clause-categories.ts';

describe('getCategoryLabel', () => {
  it('title-cases the catalogue’s titles, initials in capitals, joining words small', () => {
    expect(getCategoryLabel('ip-ownership-assignment')).toBe('IP Ownership Assignment');
    expect(getCategoryLabel('joint-ip-ownership')).toBe('Joint IP Ownership');
    expect(getCategoryLabel('cap-on-liability')).toBe('Cap on Liability');
    expect(getCategoryLabel('covenant-not-to-sue')).toBe('Covenant Not to Sue');
    expect(getCategoryLabel('non-compete')).toBe('Non-Compete');
    expect(getCategoryLabel('revenue-profit-sharing')).toBe('Revenue/Profit Sharing');
    expect(getCategoryLabel('jury-waiver')).toBe('Jury Trial Waiver');
  });

  it('writes out what title case cannot derive', () => {
    expect(getCategoryLabel('rofr-rofo-rofn')).toBe('Right of First Refusal / Offer / Negotiation');
    expect(getCategoryLabel('affiliate-license-licensor')).toBe('Affiliate License (Licensor)');
    expect(getCategoryLabel('unlimited-all-you-can-eat-license')).toBe(
      'Unlimited (All-You-Can-Eat) License',
    );
  });

  it('turns an unknown id (a language model’s own) into a title, never machine-cased', () => {
    expect(getCategoryLabel('unknown-nda-term')).toBe('Unknown NDA Term');
    expect(getCategoryLabel('IP_Escrow')).toBe('IP Escrow');
    expect(getCategoryLabel('price escalation')).toBe('Price Escalation');
    expect(getCategoryLabel('data-for-training')).toBe('Data for Training');
    expect(getCategoryLabel('')).toBe('');
  });

  it('gives every catalogue category a label unlike its id', () => {
    for (const { id } of CLAUSE_CATEGORIES) {
      expect(getCategoryLabel(id), id).not.toBe(id);
      expect(getCategoryLabel(id), id).toMatch(/^[A-Z]/);
    }
  });
});
