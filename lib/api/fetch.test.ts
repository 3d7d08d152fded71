// apiFetch, the storefront server's one way to call the API, against a stand-in API: what it sends,
// and that every refusal is the ApiError the ky client throws, violations and all.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from './client';
import { apiFetch } from './fetch';

const seen: http.IncomingHttpHeaders[] = [];
const server = http.createServer((req, res) => {
  seen.push(req.headers);
  let body = '';
  req.on('data', (c: Buffer) => { body += c.toString(); });
  req.on('end', () => {
    const json = (status: number, value: unknown) => res.writeHead(status, { 'Content-Type': 'application/ld+json' }).end(JSON.stringify(value));
    if (req.url === '/api/echo') return json(200, { method: req.method, body: body ? JSON.parse(body) : null });
    if (req.url === '/api/refused') {
      return json(422, {
        '@type': 'ConstraintViolationList', 'hydra:title': 'Unprocessable Entity', 'hydra:description': 'В форме есть ошибки.',
        violations: [{ propertyPath: 'smsCode', message: 'Неправильный смс-код' }, { propertyPath: 7 }], attemptsLeft: 2,
      });
    }
    if (req.url === '/api/missing') return res.writeHead(404).end();
    if (req.url === '/api/moved') return res.writeHead(302, { Location: '/api/echo' }).end();
    if (req.url === '/api/empty') return res.writeHead(204).end();
    if (req.url === '/api/broken') return res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>oops</h1>');
    // /api/slow never answers
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});

describe('apiFetch', () => {
  it('sends API-CONSUMER: site, JSON and the caller\'s headers, and parses the answer', async () => {
    await expect(apiFetch('/api/echo', { base, method: 'POST', json: { a: 1 }, headers: { 'X-Forwarded-For': '203.0.113.5' } }))
      .resolves.toEqual({ method: 'POST', body: { a: 1 } });
    const headers = seen.at(-1)!;
    expect(headers['api-consumer']).toBe('site');
    expect(headers['content-type']).toBe('application/json');
    expect(headers.accept).toContain('application/ld+json');
    expect(headers['x-forwarded-for']).toBe('203.0.113.5');
  });

  it('keeps API-CONSUMER whatever the caller passes', async () => {
    await apiFetch('/api/echo', { base, headers: { 'API-CONSUMER': 'browser' } });
    expect(seen.at(-1)!['api-consumer']).toBe('site');
  });

  it('throws the ApiError of the ky client, with the description, the violations and the attempts left', async () => {
    const error = await apiFetch('/api/refused', { base }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422, description: 'В форме есть ошибки.',
      violations: [{ propertyPath: 'smsCode', message: 'Неправильный смс-код' }], attemptsLeft: 2,
    });
  });

  it('answers undefined for HEAD and 204, and an ApiError without detail for a bare refusal', async () => {
    await expect(apiFetch('/api/echo', { base, method: 'HEAD' })).resolves.toBeUndefined();
    await expect(apiFetch('/api/empty', { base })).resolves.toBeUndefined();
    await expect(apiFetch('/api/missing', { base, method: 'HEAD' })).rejects.toMatchObject({ status: 404, description: null, violations: [], attemptsLeft: null });
    await expect(apiFetch('/api/broken', { base })).rejects.toMatchObject({ status: 500, description: null });
  });

  it('follows no redirect', async () => {
    await expect(apiFetch('/api/moved', { base })).rejects.toMatchObject({ status: 302 });
  });

  it('gives up after its time-out with the fetch error, not an ApiError', async () => {
    const error = await apiFetch('/api/slow', { base, timeoutMs: 100 }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('TimeoutError');
  });
});
