// The header's mega menu is loaded once a minute per shop, not once per render: concurrent
// renders share one load, later ones reuse it, and a load the API failed is not remembered. The API
// is a local HTTP server that counts what it is asked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const collection = (member: unknown[]) => JSON.stringify({ 'hydra:member': member, 'hydra:totalItems': member.length });
const asked: string[] = [];
let failing = false;
const server = http.createServer((req, res) => {
  const path = (req.url ?? '').split('?')[0];
  asked.push(path);
  setTimeout(() => {
    if (failing) {
      res.writeHead(500, { 'Content-Type': 'application/ld+json' }).end('{}');
      return;
    }
    const body = path === '/api/catalogs'
      ? collection([{ id: 1, name: 'Молочные продукты', icon: null, items: [{ id: 101, name: 'Молоко', items: [] }] }])
      : collection([]);
    res.writeHead(200, { 'Content-Type': 'application/ld+json' }).end(body);
  }, 20);
});

type LoadMenu = typeof import('@/lib/data/menu').loadMenu;
const saved = { ...process.env };

/** A fresh copy of lib/data/menu.ts (its remembered menus), talking to the local API. */
function freshLoadMenu(): LoadMenu {
  process.env.SHOP_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let mod: { loadMenu: LoadMenu } | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<{ loadMenu: LoadMenu }>('@/lib/data/menu');
  });
  return mod!.loadMenu;
}

beforeAll(() => new Promise<void>((r) => server.listen(0, '127.0.0.1', r)));
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  asked.length = 0;
  failing = false;
});
afterEach(() => {
  process.env = { ...saved };
  jest.spyOn(console, 'error').mockRestore();
});

const catalogCalls = () => asked.filter((p) => p === '/api/catalogs').length;

describe('loadMenu', () => {
  it('asks the API once for 10 concurrent renders of a shop, and not again for the next render', async () => {
    const loadMenu = freshLoadMenu();
    const menus = await Promise.all(Array.from({ length: 10 }, () => loadMenu(2)));
    expect(menus[0].categories.map((c) => c.name)).toEqual(['Молочные продукты']);
    expect(menus.every((m) => m === menus[0])).toBe(true);
    expect(catalogCalls()).toBe(1);
    await loadMenu(2);
    expect(catalogCalls()).toBe(1);
    await loadMenu(3); // another shop: its own good sets, its own load
    expect(catalogCalls()).toBe(2);
  });

  it('does not remember a menu the API failed: the next render asks again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const loadMenu = freshLoadMenu();
    failing = true;
    expect((await loadMenu(2)).categories).toEqual([]);
    failing = false;
    expect((await loadMenu(2)).categories).toHaveLength(1);
    expect(catalogCalls()).toBe(2);
  });
});
