import { describe, expect, it } from 'vitest';
import { coarsenAddress } from './coarse-address.ts';

describe('coarsenAddress', () => {
  it('keeps an IPv4 address’s /24 only, also when mapped into IPv6', () => {
    expect(coarsenAddress('203.0.113.77')).toBe('203.0.113.0');
    expect(coarsenAddress('::ffff:203.0.113.77')).toBe('203.0.113.0');
  });

  it('keeps an IPv6 address’s /48 only, however it is written', () => {
    expect(coarsenAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1::');
    expect(coarsenAddress('2001:0db8:0001:0002::ff')).toBe('2001:db8:1::');
    expect(coarsenAddress('2001:db8::1')).toBe('2001:db8:0::');
    expect(coarsenAddress('fe80::1%eth0')).toBe('fe80:0:0::');
    expect(coarsenAddress('64:ff9b::192.0.2.33')).toBe('64:ff9b:0::');
  });

  it('keeps loopback as it is, and nothing for what is not an address', () => {
    expect(coarsenAddress('127.0.0.1')).toBe('127.0.0.0');
    expect(coarsenAddress('::1')).toBe('::1');
    expect(coarsenAddress('')).toBeNull();
    expect(coarsenAddress('localhost')).toBeNull();
  });
});
