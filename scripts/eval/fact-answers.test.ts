import { describe, expect, it } from 'vitest';
import {
  isPartyFound,
  isPartyMention,
  isSameDuration,
  isSameGoverningLaw,
  parseExpertDate,
  parseExpertDuration,
  readFactAnswers,
  splitPartyNames,
} from './fact-answers.ts';

describe('fact answers', () => {
  it('reads the experts’ facts by contract id, party names without their roles', () => {
    const csv = [
      'Filename,Parties,Parties-Answer,Agreement Date-Answer,Effective Date-Answer,Expiration Date-Answer,Renewal Term-Answer,Notice Period To Terminate Renewal- Answer,Governing Law-Answer',
      '"Deal.pdf",x,"Rogers Cable Inc. (""Rogers""); EuroMedia Corp. (""Licensor"")",7/11/06,,6/30/10,2 years,60 days,"Ontario, Canada"',
    ].join('\n');
    expect(readFactAnswers(csv).get('Deal')).toEqual({
      parties: ['Rogers Cable Inc.', 'EuroMedia Corp.'],
      agreementDate: '7/11/06',
      effectiveDate: '',
      expirationDate: '6/30/10',
      renewalTerm: '2 years',
      noticePeriod: '60 days',
      governingLaw: 'Ontario, Canada',
    });
    expect(splitPartyNames('AFI LLC together with Armstrong, Inc.')).toEqual([
      'AFI LLC',
      'Armstrong, Inc.',
    ]);
    // The spans carry quoted and cut-off aliases and the group a party acts for.
    expect(splitPartyNames('Excite, Inc."Excite"; QIWI plc (“QIWI”, and,')).toEqual([
      'Excite, Inc.',
      'QIWI plc',
    ]);
    expect(splitPartyNames('Jaguar Investments, Inc. and its affiliates; DATEC LIMITED )')).toEqual(
      ['Jaguar Investments, Inc.', 'DATEC LIMITED'],
    );
  });

  it('parses the experts’ dates and durations, and nothing else', () => {
    expect(parseExpertDate('5/8/14')).toBe('2014-05-08');
    expect(parseExpertDate('10/1/99')).toBe('1999-10-01');
    expect(parseExpertDate('12/31/2020')).toBe('2020-12-31');
    expect(parseExpertDate('[]/[]/2013')).toBeNull();
    expect(parseExpertDuration('successive 1 year')).toEqual({ value: 1, unit: 'year' });
    expect(parseExpertDuration('thirty (30) days')).toEqual({ value: 30, unit: 'day' });
    expect(parseExpertDuration('perpetual')).toBeNull();
    expect(parseExpertDuration('30 days')).toEqual({ value: 30, unit: 'day' });
    expect(isSameDuration({ value: 12, unit: 'month' }, { value: 1, unit: 'year' })).toBe(true);
    expect(isSameDuration({ value: 30, unit: 'day' }, { value: 60, unit: 'day' })).toBe(false);
  });

  it('judges a governing law by its place and a party by its whole name', () => {
    expect(isSameGoverningLaw('Ontario, Canada', 'the Province of Ontario')).toBe(true);
    expect(isSameGoverningLaw('New York', 'Delaware')).toBe(false);
    expect(isSameGoverningLaw('New York', undefined)).toBe(false);
    expect(isSameGoverningLaw('United States', 'United States')).toBe(true);
    expect(isSameGoverningLaw('United States', 'Texas')).toBe(false);
    expect(isPartyFound('Electric City Corp.', ['ELECTRIC CITY CORP'])).toBe(true);
    expect(isPartyFound('Electric City Corp.', ['Electric City of'])).toBe(false);
    expect(
      isPartyFound(
        'MacroGenics and Green Cross',
        ['MacroGenics, Inc.'],
        ['MacroGenics', 'Green Cross'],
      ),
    ).toBe(true);
    expect(isPartyMention('individually as a “Party,” and collectively as the “Parties”')).toBe(
      false,
    );
    expect(isPartyMention('Aduro Biotech, Inc.')).toBe(true);
  });

  it("forgives the experts' typos and '&' for 'and', but not a different company", () => {
    expect(isPartyFound('Mount Kowledge Holdings Inc.', ['Mount Knowledge Holdings Inc.'])).toBe(
      true,
    );
    expect(isPartyFound('The Babcock and Wilcox Company', ['THE BABCOCK & WILCOX COMPANY'])).toBe(
      true,
    );
    expect(isPartyFound('Acme Holdings', ['Acne Widgets'])).toBe(false);
  });
});
