import { describe, expect, it } from 'vitest';
import { FAMILY_PATTERNS, findFamily, listFamilies } from './families.ts';

describe('the red-flag families', () => {
  it('are one record each, found by their id', () => {
    const ids = listFamilies().map((family) => family.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(findFamily(id)?.id).toBe(id);
    expect(findFamily('no-such-family')).toBeNull();
  });

  it('carry their wording, orientation and patterns together', () => {
    for (const family of listFamilies()) {
      expect(family.title.length).toBeGreaterThan(0);
      expect(family.suggestion.length).toBeGreaterThan(0);
      expect(family.orientation.direction).toMatch(/^(duty|right|transfer|receives|mutual)$/);
      for (const pattern of family.patterns ?? []) expect(pattern.confidence).toBeGreaterThan(0);
    }
  });

  it('try the most specific pattern first', () => {
    const firstOf = (id: string) => FAMILY_PATTERNS.findIndex((rule) => rule.family.id === id);
    expect(firstOf('jury-waiver')).toBeLessThan(firstOf('waiver-of-rights'));
    expect(firstOf('class-action-waiver')).toBeLessThan(firstOf('arbitration'));
  });

  it('say where each is read and how it is reported', () => {
    expect(findFamily('arbitration')?.forConsumers).toBe(true);
    expect(findFamily('non-compete')?.forConsumers).toBeUndefined();
    expect(findFamily('blank-terms')?.readAnywhere).toBe(true);
    expect(findFamily('minimum-commitment')?.betweenBusinessesOnly).toBe(true);
    expect(findFamily('non-compete')?.narrowedByExceptions).toBe(true);
    expect(findFamily('prior-inventions')?.reportedAs).toBe('assignment-of-inventions');
    expect(findFamily('exclusive-provider')?.title).toBe(findFamily('exclusivity')?.title);
    expect(findFamily('exclusive-provider')?.orientation.direction).not.toBe(
      findFamily('exclusivity')?.orientation.direction,
    );
  });

  it('read a waiver of subrogation as insurance, not as rights given up', () => {
    const familiesOf = (sentence: string) =>
      FAMILY_PATTERNS.filter(
        (rule) => rule.pattern.test(sentence) && !(rule.unless?.test(sentence) ?? false),
      ).map((rule) => rule.family.id);
    expect(familiesOf('Tenant waives all claims against Landlord for any loss.')).toContain(
      'waiver-of-rights',
    );
    expect(
      familiesOf(
        'Landlord and Tenant each waive all claims against the other to the extent the loss is covered by insurance, and each shall obtain a waiver of subrogation from its insurer.',
      ),
    ).not.toContain('waiver-of-rights');
  });

  it('read perpetual secrecy of trade secrets alone as market standard', () => {
    const familiesOf = (sentence: string) =>
      FAMILY_PATTERNS.filter(
        (rule) => rule.pattern.test(sentence) && !(rule.unless?.test(sentence) ?? false),
      ).map((rule) => rule.family.id);
    expect(familiesOf('The duty of confidentiality shall continue indefinitely.')).toContain(
      'confidentiality-forever',
    );
    expect(
      familiesOf(
        'Confidentiality: Trade Secrets Duration Perpetual; Other Confidential Information Duration 24 months.',
      ),
    ).not.toContain('confidentiality-forever');
  });
});
