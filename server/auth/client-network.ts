import { isIPv6 } from 'node:net';

/**
 * The network a client address stands for when sign-in failures are counted: an IPv4 address
 * itself, an IPv6 address's /64 (one subscriber's usual share, so walking through its 2^64
 * addresses does not make every attempt look like a new client).
 */
export function describeClientNetwork(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 address at the end takes two groups' room.
  const tailSize = tailGroups.length + (tailGroups.at(-1)?.includes('.') ? 1 : 0);
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(8 - headGroups.length - tailSize).fill('0'),
          ...tailGroups,
        ];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
