import { isIPv4, isIPv6 } from 'node:net';

/**
 * What is kept of a client's address with its session (issue 35): enough for an approximate
 * place, not enough to find the person. IPv4 keeps its /24 ("203.0.113.0"), IPv6 its /48
 * ("2001:db8:1::"), the size one site is usually given. A loopback address is kept as it is: it
 * says nothing about anyone. Anything that is not an address gives null.
 */
export function coarsenAddress(ip: string): string | null {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return coarsenAddress(mapped);
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0`;
  if (!isIPv6(address)) return null;
  if (address === '::1') return address;
  const groups = expandIPv6(address);
  return `${groups
    .slice(0, 3)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::`;
}

/** The eight groups of an IPv6 address written with "::" or an embedded IPv4 tail. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = (tail ? tail.split(':') : []).flatMap((group) => {
    if (!group.includes('.')) return [group];
    const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
    return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  });
  if (tail === undefined) return headGroups;
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups];
}
