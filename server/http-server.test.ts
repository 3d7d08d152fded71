// Over real HTTP: what Node itself refuses still answers in hydra form, never a bare socket error.
import type { Server } from 'node:http';
import { listen } from './http-server';
import { serverUrl, testApp, type TestApp } from './test/harness';

let t: TestApp;
let server: Server;
beforeAll(async () => {
  t = await testApp();
  server = await listen(t.app, 0, '127.0.0.1');
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

it('answers a 1 MB query string with a 4xx hydra error in Russian', async () => {
  const res = await fetch(`${serverUrl(server)}/api/goods?name=${'a'.repeat(1024 * 1024)}&shopId=1`);
  expect(res.status).toBe(431);
  const body = await res.json();
  expect(body['@type']).toBe('hydra:Error');
  expect(body['hydra:description']).toMatch(/слишком длинные/);
});

it('answers a long but acceptable URL with a 414 from the app', async () => {
  const res = await fetch(`${serverUrl(server)}/api/goods?name=${'x'.repeat(9000)}&shopId=1`);
  expect(res.status).toBe(414);
  expect((await res.json())['hydra:description']).toMatch(/длиннее/);
});

it('serves the API over HTTP', async () => {
  const res = await fetch(`${serverUrl(server)}/api/shops`);
  expect(res.status).toBe(200);
  expect((await res.json())['hydra:member'].length).toBeGreaterThan(0);
});
