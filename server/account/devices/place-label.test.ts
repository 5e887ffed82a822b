import { describe, expect, it } from 'vitest';
import { describePlace } from './place-label.ts';

describe('describePlace', () => {
  it('names this computer and the local network without looking anything up', () => {
    const lookUp = () => {
      throw new Error('no look-up expected');
    };
    expect(describePlace('127.0.0.0', lookUp)).toBe('This computer');
    expect(describePlace('::1', lookUp)).toBe('This computer');
    for (const network of ['10.1.2.0', '172.20.5.0', '192.168.1.0', 'fd12:3456:789a::', 'fe80::'])
      expect(describePlace(network, lookUp)).toBe('Your local network');
  });

  it('names the country the network is registered in, from the shipped database', () => {
    expect(describePlace('81.2.69.0')).toBe('United Kingdom');
    expect(describePlace('8.8.8.0')).toBe('United States');
    expect(describePlace('2a00:1450:4001::')).toBe('Ireland');
  });

  it('falls back to the coarsened network when the country is unknown', () => {
    const unknown = () => null;
    expect(describePlace('81.2.69.0', unknown)).toBe('Near 81.2.69.x');
    expect(describePlace('2001:4860:4860::', unknown)).toBe('Near 2001:4860:4860::/48');
    // Example ranges are nobody's country, whatever the registries file them under.
    expect(describePlace('203.0.113.0')).toBe('Near 203.0.113.x');
    expect(describePlace('2001:db8:1::')).toBe('Near 2001:db8:1::/48');
  });

  it('says so when nothing was recorded', () => {
    expect(describePlace(null)).toBe('Unknown place');
    expect(describePlace('not an address')).toBe('Unknown place');
  });
});
