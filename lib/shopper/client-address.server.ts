import 'server-only';
import { BlockList, isIP } from 'node:net';
import { headers } from 'next/headers';
import { PEER_ADDRESS_HEADER } from './peer-address-header';

/**
 * Which forwarded headers to believe (`TRUSTED_PROXIES`): none (the default), the proxies a
 * request passed last (a hop count, as Express's `trust proxy`), or the proxies' addresses.
 */
export type TrustedProxies =
  { kind: 'none' } | { kind: 'hops'; count: number } | { kind: 'addresses'; list: BlockList };

const NONE: TrustedProxies = { kind: 'none' };

/** Parses `TRUSTED_PROXIES`: empty, `0` or `none`; a hop count `1`; or `10.0.0.0/8, ::1`. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'none') return NONE;
  if (/^\d+$/.test(text)) return { kind: 'hops', count: Math.min(Number(text), 32) };
  const list = new BlockList();
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : isIP(address) === 4 ? 'ipv4' : null;
    const bits = prefix === undefined ? null : Number(prefix);
    if (!type || (bits !== null && !(Number.isInteger(bits) && bits >= 0))) {
      // A mistyped entry would silently trust nobody or everybody: fail loudly instead.
      throw new Error(`TRUSTED_PROXIES: '${entry}' is not an address, a CIDR range or a count.`);
    }
    if (bits === null) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return { kind: 'addresses', list };
}

/** An IPv4 client seen over an IPv6 socket (`::ffff:203.0.113.9`) is that IPv4 address. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function isTrusted(list: BlockList, address: string): boolean {
  const type = isIP(address);
  return type !== 0 && list.check(address, type === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The address a request's limits count against. Starting at the socket's peer, each trusted hop
 * hands over to the address it reports in `X-Forwarded-For` (proxies append the address they
 * saw); the first address not trusted is the client. Without trusted proxies that is the peer
 * itself, so a forged header changes nothing.
 */
export function resolveClientAddress(
  peer: string | null,
  forwardedFor: string | null,
  trusted: TrustedProxies,
): string {
  const nearest = peer ? plain(peer) : 'unknown';
  if (trusted.kind === 'none') return nearest;
  const hops = [
    nearest,
    ...(forwardedFor ?? '')
      .split(',')
      .map((entry) => plain(entry.trim()).slice(0, 64))
      .filter(Boolean)
      .reverse(),
  ];
  if (trusted.kind === 'hops') return hops[Math.min(trusted.count, hops.length - 1)] ?? nearest;
  const client = hops.find((address) => !isTrusted(trusted.list, address));
  return client ?? hops.at(-1) ?? nearest;
}

let configured: { value: string | undefined; parsed: TrustedProxies } | null = null;

function trustedProxies(): TrustedProxies {
  const value = process.env.TRUSTED_PROXIES;
  if (configured === null || configured.value !== value) {
    configured = { value, parsed: parseTrustedProxies(value) };
  }
  return configured.parsed;
}

/** Whether the socket's peer is a proxy the operator named (TRUSTED_PROXIES). */
export function isTrustedPeer(peer: string | null | undefined): boolean {
  const trusted = trustedProxies();
  if (trusted.kind === 'none' || !peer) return false;
  return trusted.kind === 'hops' ? trusted.count > 0 : isTrusted(trusted.list, plain(peer));
}

/** The client's address for rate limits: see resolveClientAddress and TRUSTED_PROXIES. */
export async function clientAddress(): Promise<string> {
  const requestHeaders = await headers();
  return resolveClientAddress(
    requestHeaders.get(PEER_ADDRESS_HEADER),
    requestHeaders.get('x-forwarded-for'),
    trustedProxies(),
  );
}
