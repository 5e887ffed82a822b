import { describe, expect, it } from 'vitest';
import {
  largestPercent,
  largestShare,
  longestMonths,
  noticeHours,
  paymentDays,
} from './periods.ts';

// Numbers, periods and rates as contracts write them, read once for every playbook.
describe('reading periods and rates', () => {
  it('reads a notice period in words, figures or both, days counted as hours', () => {
    expect(noticeHours('notify Customer within two (2) hours of discovery')).toBe(2);
    expect(noticeHours('report it within ten business days')).toBe(240);
    expect(noticeHours('report it within 5 days')).toBe(120);
    expect(noticeHours('report it promptly')).toBeNull();
    expect(noticeHours('report it within several days')).toBeNull();
    expect(noticeHours('notify it within seventy-two (72) hours of discovery')).toBe(72);
    expect(noticeHours('notify it within seventy-two hours of discovery')).toBe(72);
  });

  it('reads the days a payment waits, "net 60" included', () => {
    expect(paymentDays('Invoices are payable within forty-five (45) days of receipt.')).toBe(45);
    expect(paymentDays('Payment terms are net 60.')).toBe(60);
    expect(paymentDays('Fees are paid monthly.')).toBeNull();
  });

  it('reads the longest period a text names, in months', () => {
    expect(longestMonths('for twelve (12) months, or two years on a sale of the business')).toBe(
      24,
    );
    expect(longestMonths('for eighteen months after termination')).toBe(18);
    expect(longestMonths('during the term')).toBe(0);
  });

  it('reads rates in figures, and multiples only where asked', () => {
    expect(largestPercent('interest at 1.5% per month, or 18 percent a year')).toBe(18);
    expect(largestPercent('rent at twice the monthly rate')).toBe(0);
    expect(largestShare('rent at twice the monthly rate')).toBe(200);
    expect(largestShare('holdover rent of 150% of the last rent')).toBe(150);
  });
});
