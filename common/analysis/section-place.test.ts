import { describe, expect, it } from 'vitest';
import { describePageAndSection, describeSection } from './section-place.ts';

describe('describeSection', () => {
  it('names a numbered section as a section', () => {
    expect(describeSection('12.2 (Termination)')).toBe('section 12.2 (Termination)');
    expect(describeSection('3(b)')).toBe('section 3(b)');
  });

  it('keeps the word a part is cited by', () => {
    expect(describeSection('Article V (Confidentiality)')).toBe('Article V (Confidentiality)');
  });

  it('quotes a heading without a number', () => {
    expect(describeSection('Governing Law')).toBe('section “Governing Law”');
  });

  it('says nothing for a finding without a section', () => {
    expect(describeSection(undefined)).toBeNull();
    expect(describePageAndSection(4, undefined)).toBe('Page 4');
  });

  it("says nothing for a form's tick box or a table's cells taken for a heading", () => {
    expect(describeSection('(    )\tFree Pilot')).toBeNull();
    expect(describeSection('[ x ]')).toBeNull();
    expect(describeSection('Key Terms\tPurpose')).toBeNull();
    // A list item numbered ten is a section all the same.
    expect(describeSection('(x)')).toBe('section (x)');
  });

  it('puts the section beside the page', () => {
    expect(describePageAndSection(4, '12.2 (Termination)')).toBe(
      'Page 4 · section 12.2 (Termination)',
    );
  });
});
