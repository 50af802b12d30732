import { BlockList, isIP } from 'node:net';

/**
 * Addresses a job link may never reach (issue 35 item 6): the server's own loopback, private networks, link-local
 * (the cloud metadata address 169.254.169.254 among them), multicast, unspecified and reserved ranges, in IPv4,
 * IPv6 and IPv4 written inside IPv6 ('::ffff:127.0.0.1'). A link is for a job board on the public internet.
 */
const REFUSED = new BlockList();
const IPV4_RANGES: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
for (const [network, prefix] of IPV4_RANGES) {
  REFUSED.addSubnet(network, prefix, 'ipv4');
  REFUSED.addSubnet(`::ffff:${network}`, 96 + prefix, 'ipv6');
}
const IPV6_RANGES: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];
for (const [network, prefix] of IPV6_RANGES) REFUSED.addSubnet(network, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !REFUSED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
