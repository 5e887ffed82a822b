import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { lookUpCountryCode } from './country-lookup.ts';

function blockListOf(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [network = '', prefix = ''] = range.split('/');
    list.addSubnet(network, Number(prefix), isIPv4(network) ? 'ipv4' : 'ipv6');
  }
  return list;
}

const LOOPBACK = blockListOf(['127.0.0.0/8', '::1/128']);
// Private, link-local and unique-local ranges: the device is on the server's own network.
const LOCAL_NETWORK = blockListOf([
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '169.254.0.0/16',
  'fc00::/7',
  'fe80::/10',
]);
// Ranges set aside for examples: the registries file them under whoever keeps them, which
// would name a country nobody is in.
const DOCUMENTATION = blockListOf([
  '192.0.2.0/24',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '2001:db8::/32',
]);

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * Where a session is, approximately, from the coarsened address kept with it
 * (server/auth/coarse-address.ts): "This computer", "Your local network", the country the
 * network is registered in, or, when that is unknown, the network itself ("Near 203.0.113.x").
 * A country from registry data is where the address block is registered: usually, not always,
 * where the person is; the list says "approximate place".
 */
export function describePlace(
  network: string | null,
  lookUpCountry: (address: string) => string | null = lookUpCountryCode,
): string {
  if (!network) return 'Unknown place';
  const family = isIPv4(network) ? 'ipv4' : isIPv6(network) ? 'ipv6' : null;
  if (!family) return 'Unknown place';
  if (LOOPBACK.check(network, family)) return 'This computer';
  if (LOCAL_NETWORK.check(network, family)) return 'Your local network';
  const code = DOCUMENTATION.check(network, family) ? null : lookUpCountry(network);
  const country = code ? countryNames.of(code) : undefined;
  if (country && country !== code) return country;
  return family === 'ipv4' ? `Near ${network.replace(/\.0$/, '.x')}` : `Near ${network}/48`;
}
