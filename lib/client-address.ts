// The shopper's address, which the storefront passes on to the API in X-Forwarded-For for its
// per-address limits (server/lib/client-ip.ts believes it from the storefront only). With
// TRUSTED_PROXY_HOPS=0 (the default: `npm start` alone) it is the address of the connection itself,
// recorded by lib/socket-address.cjs; an X-Forwarded-For the client wrote is ignored. Behind N
// proxies of our own it is the Nth address from the right of X-Forwarded-For: the one the outermost
// of them saw connect (nginx in deploy/nginx/shop.conf writes one address: N = 1), but only when the
// connection comes from one of them: loopback, or an address of TRUSTED_PROXY_ADDRESSES. A shopper
// who reaches the storefront's port past nginx is counted by the connection's own address, whatever
// X-Forwarded-For she writes (issue 35).
import { env } from '@/lib/env';

/** Set by lib/socket-address.cjs on every request (the same name there). */
export const SOCKET_ADDRESS_HEADER = 'x-storefront-socket-address';

type HeaderReader = { get(name: string): string | null };

// one address, IPv4 or IPv6, nothing else: a header value is never trusted to be well-formed
const address = (value: string | null | undefined) => (value && /^[0-9a-fA-F:.]{2,45}$/.test(value) ? value : null);

/**
 * The client's address, or null when it cannot be known (the storefront started without the preload:
 * the API then counts the storefront's own address, one bucket for everyone, never the client's choice).
 */
export function clientAddress(
  headers: HeaderReader, trustedHops: number = env.trustedProxyHops(), proxies: readonly string[] = env.trustedProxyAddresses(),
): string | null {
  const socket = address(headers.get(SOCKET_ADDRESS_HEADER)?.trim());
  if (trustedHops <= 0 || !socket || !isTrustedProxy(socket, proxies)) return socket;
  const chain = (headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (chain.length === 0) return socket;
  // a chain shorter than our proxies: its first entry was still written by one of them
  return address(chain[Math.max(0, chain.length - trustedHops)]);
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$/;

/** Whether a connection from `socket` is one of our proxies: loopback, or one of `proxies` (an IPv4-mapped IPv6 address as its IPv4). */
export function isTrustedProxy(socket: string, proxies: readonly string[]): boolean {
  const plain = socket.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return LOOPBACK.test(plain) || proxies.some((p) => p.toLowerCase().replace(/^::ffff:/, '') === plain);
}
