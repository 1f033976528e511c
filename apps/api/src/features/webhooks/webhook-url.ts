import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { ERROR_CODES } from '@quincena/contracts';
import { WEBHOOK_MESSAGES as M } from '@quincena/contracts/webhooks';
import { badRequest } from '../../platform/errors/app-error.ts';

/**
 * Where a webhook may point (decision 0338). HTTPS always; plain http only to this machine and only
 * outside production (tests and a laptop's receiver). In production, addresses that reach the
 * server's own network are refused, at registration for literal IPs and at every connection for
 * names (the check runs in the socket's DNS lookup, so a name cannot resolve public and then private).
 */
const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Loopback, private, link-local, shared, benchmark, multicast and unspecified ranges (RFC 6890). */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) return PRIVATE.check(address, 'ipv6');
  return true; // not an address at all: refuse rather than guess
}

/** Refuses (400, Spanish) a URL an endpoint may not have. */
export function assertWebhookUrl(url: string, options: { production: boolean }): void {
  const parsed = new URL(url);
  const host = parsed.hostname.toLowerCase();
  const local = LOCAL_NAMES.has(host);
  if (parsed.protocol === 'http:' && !(local && !options.production))
    throw badRequest(ERROR_CODES.validation, M.urlHttps, { url: M.urlHttps });
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw badRequest(ERROR_CODES.validation, M.url, { url: M.url });
  if (parsed.username || parsed.password) throw badRequest(ERROR_CODES.validation, M.url, { url: M.url });
  if (!options.production) return;
  const literal = host.replace(/^\[|\]$/g, '');
  if (local || (isIP(literal) !== 0 && isPrivateAddress(literal)))
    throw badRequest(ERROR_CODES.validation, M.urlPrivate, { url: M.urlPrivate });
}

/** The DNS lookup of production deliveries: refuses a name that resolves to a private address. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    const refused = list.find((entry) => isPrivateAddress(entry.address));
    if (refused || list.length === 0) {
      const blocked = Object.assign(new Error(M.urlPrivate), { code: 'EPRIVATEADDRESS' });
      return callback(blocked, '', 0);
    }
    if ((options as { all?: boolean }).all)
      return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
    const first = list[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
};
