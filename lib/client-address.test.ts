// Which address the storefront gives the API as the shopper's (lib/client-address.ts), and the
// preload that records the connection's address (lib/socket-address.cjs) in a real Node server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { clientAddress, SOCKET_ADDRESS_HEADER } from './client-address';

const h = (o: Record<string, string>) => new Headers(o);

describe('clientAddress', () => {
  it('with no proxy of ours (0 hops) is the connection\'s address, whatever X-Forwarded-For says', () => {
    expect(clientAddress(h({ [SOCKET_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': '1.2.3.4' }), 0)).toBe('203.0.113.9');
    expect(clientAddress(h({ [SOCKET_ADDRESS_HEADER]: '::ffff:127.0.0.1' }), 0)).toBe('::ffff:127.0.0.1');
    // unknown (the preload missing) or malformed: none at all, never the client's header
    expect(clientAddress(h({ 'x-forwarded-for': '1.2.3.4' }), 0)).toBeNull();
    expect(clientAddress(h({ [SOCKET_ADDRESS_HEADER]: 'evil<script>' }), 0)).toBeNull();
  });

  it('behind N proxies is the Nth address from the right of X-Forwarded-For', () => {
    const headers = h({ [SOCKET_ADDRESS_HEADER]: '127.0.0.1', 'x-forwarded-for': '6.6.6.6, 198.51.100.1 ,203.0.113.5' });
    expect(clientAddress(headers, 1)).toBe('203.0.113.5');
    expect(clientAddress(headers, 2)).toBe('198.51.100.1');
    expect(clientAddress(headers, 3)).toBe('6.6.6.6');
    // a shorter chain than our proxies: its first entry was written by one of them
    expect(clientAddress(headers, 5)).toBe('6.6.6.6');
    // no chain at all: the connection's address
    expect(clientAddress(h({ [SOCKET_ADDRESS_HEADER]: '127.0.0.1' }), 1)).toBe('127.0.0.1');
    expect(clientAddress(h({ 'x-forwarded-for': '1.1.1.1, bad value' }), 1)).toBeNull();
  });
});

describe('X-Forwarded-For from outside our proxies', () => {
  it('is ignored: a connection straight to the storefront\'s port counts its own address, whatever the header says', () => {
    const forged = { 'x-forwarded-for': '6.6.6.6' };
    expect(clientAddress(h({ [SOCKET_ADDRESS_HEADER]: '203.0.113.9', ...forged }), 1, [])).toBe('203.0.113.9');
    expect(clientAddress(h({ [SOCKET_ADDRESS_HEADER]: '::ffff:203.0.113.9', ...forged }), 1, [])).toBe('::ffff:203.0.113.9');
    // from loopback or a configured proxy address, the chain is believed
    expect(clientAddress(h({ [SOCKET_ADDRESS_HEADER]: '::ffff:127.0.0.1', ...forged }), 1, [])).toBe('6.6.6.6');
    expect(clientAddress(h({ [SOCKET_ADDRESS_HEADER]: '::1', ...forged }), 1, [])).toBe('6.6.6.6');
    expect(clientAddress(h({ [SOCKET_ADDRESS_HEADER]: '::ffff:10.0.0.5', ...forged }), 1, ['10.0.0.5'])).toBe('6.6.6.6');
    expect(clientAddress(h({ [SOCKET_ADDRESS_HEADER]: '10.0.0.6', ...forged }), 1, ['10.0.0.5'])).toBe('10.0.0.6');
  });
});

describe('lib/socket-address.cjs', () => {
  it('sets the header to the connection\'s address on every request of a Node server, over what the client sent', async () => {
    const preload = path.join(__dirname, 'socket-address.cjs');
    const script = `require('node:http').createServer((q, s) => s.end(String(q.headers['${SOCKET_ADDRESS_HEADER}'])))`
      + `.listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
    const child = spawn(process.execPath, ['--require', preload, '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const port = await new Promise<string>((resolve) => child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())));
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { [SOCKET_ADDRESS_HEADER]: '6.6.6.6', 'x-forwarded-for': '6.6.6.6' } });
      expect(await res.text()).toBe('127.0.0.1');
    } finally {
      child.kill();
    }
  });
});
