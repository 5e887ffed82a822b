import { describe, expect, it } from 'vitest';
import { describeClientNetwork } from './client-network.ts';

describe('describeClientNetwork', () => {
  it('keeps an IPv4 address, also when mapped into IPv6', () => {
    expect(describeClientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(describeClientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    expect(describeClientNetwork('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(describeClientNetwork('2001:0db8:0001:0002::ff')).toBe('2001:db8:1:2::/64');
    expect(describeClientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(describeClientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(describeClientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
