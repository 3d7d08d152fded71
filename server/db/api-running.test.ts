// The write tools' guard of PGlite's folder: only a port nobody listens on lets them write.
import net from 'node:net';
import { env } from '../env';
import { apiIsRunning } from './api-running';

async function listener(answer: boolean): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    // a busy API: the connection is taken, the answer is late
    if (answer) socket.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  return { port, close: () => new Promise((r) => { sockets.forEach((s) => s.destroy()); server.close(() => r()); }) };
}

const withPort = async (port: number, fn: () => Promise<void>) => {
  const saved = env.API_PORT;
  (env as { API_PORT: number }).API_PORT = port;
  try { await fn(); } finally { (env as { API_PORT: number }).API_PORT = saved; }
};

it('an API answering /health holds the database; so does a listener too slow to answer; a closed port does not', async () => {
  const answering = await listener(true);
  const slow = await listener(false);
  try {
    await withPort(answering.port, async () => expect(await apiIsRunning(1000)).toBe(true));
    await withPort(slow.port, async () => expect(await apiIsRunning(300)).toBe(true));
  } finally {
    await answering.close();
    await slow.close();
  }
  await withPort(slow.port, async () => expect(await apiIsRunning(300)).toBe(false));
});
