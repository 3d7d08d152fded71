// The storefront's proof for the test harness (scripts/stack.ts): the middleware sends X-Stack-Token
// with the per-run STACK_TOKEN, and sends nothing of the kind when the variable is unset.
import { NextRequest } from 'next/server';

const saved = { ...process.env };
type Middleware = typeof import('@/middleware').middleware;

/** A fresh copy of the middleware with this STACK_TOKEN (lib/env.ts reads it at load). */
function loadMiddleware(token: string | undefined): Middleware {
  delete process.env.STACK_TOKEN;
  if (token !== undefined) process.env.STACK_TOKEN = token;
  let mod: { middleware: Middleware } | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<{ middleware: Middleware }>('@/middleware');
  });
  return mod!.middleware;
}

// answered without asking the API: a file the middleware passes through, a refused method, a bad encoding
const requests = () => [
  new NextRequest('http://shop.test/robots.txt'),
  new NextRequest('http://shop.test/', { method: 'PROPFIND' }),
  new NextRequest('http://shop.test/shops/%FF'),
];

afterEach(() => {
  process.env = { ...saved };
});

describe('X-Stack-Token', () => {
  it('carries STACK_TOKEN when it is set', async () => {
    const middleware = loadMiddleware('2b1f0c8e-5d7a-4c1e-9f3b-6a8d2e4c7b90');
    for (const req of requests()) {
      expect((await middleware(req)).headers.get('x-stack-token')).toBe('2b1f0c8e-5d7a-4c1e-9f3b-6a8d2e4c7b90');
    }
  });

  it.each([['unset', undefined], ['empty', '']])('is absent when STACK_TOKEN is %s', async (_, token) => {
    const middleware = loadMiddleware(token);
    for (const req of requests()) {
      const res = await middleware(req);
      expect(res.headers.has('x-stack-token')).toBe(false);
      expect([...res.headers.keys()].filter((k) => k.includes('stack'))).toEqual([]);
    }
  });
});
