import { describe, expect, it } from 'vitest';
import { findAmendedType } from './find-amended-type.ts';

describe('findAmendedType', () => {
  it('reads the type of the agreement an amendment changes', () => {
    expect(
      findAmendedType(
        'AMENDMENT NO. 2 TO THE DISTRIBUTION AGREEMENT\n\nThis Amendment is entered into by NETGEAR and Ingram Micro.',
      ),
    ).toBe('Distributor Agreement');
    expect(
      findAmendedType(
        'AMENDMENT NO. 1\n\nDated as of November 11, 2005\n\nReference is made to the Content License Agreement dated December 16, 2004.',
      ),
    ).toBe('License Agreement');
    expect(
      findAmendedType('First Amendment to Lease Agreement between Maple LLC and Jordan Lee'),
    ).toBe('Commercial Lease');
  });

  it('says nothing when no agreement of a known type is named', () => {
    expect(findAmendedType('AMENDMENT NO. 3\n\nThe Agreement is amended as follows.')).toBeNull();
  });
});
