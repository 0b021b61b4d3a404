import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Loopback, private, link-local, carrier-grade NAT and unspecified ranges, IPv4 and IPv6. */
const privateAddresses = new BlockList();
for (const [network, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
  ['0.0.0.0', 8],
] as const)
  privateAddresses.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::', 128],
] as const)
  privateAddresses.addSubnet(network, prefix, 'ipv6');

export const isPrivateAddress = (address: string, family = isIP(address)) =>
  privateAddresses.check(address, family === 6 ? 'ipv6' : 'ipv4');

export class PrivateAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} resolves to a private address`);
  }
}

/**
 * A DNS lookup for http.request that refuses private addresses at connect time, so a name that
 * resolves to a public address when checked and a private one when used (DNS rebinding) still
 * never reaches this network.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const allowed = addresses.filter((a) => !isPrivateAddress(a.address, a.family));
    if (allowed.length === 0) return callback(new PrivateAddressError(hostname), '', 0);
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
    return callback(null, allowed[0]!.address, allowed[0]!.family);
  });
};
