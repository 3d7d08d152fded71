// The category tree: nesting, order, leaves, inherited age restriction, one category.
import { asc } from 'drizzle-orm';
import { Catalog, hydraCollection } from '../../contract';
import { categories } from '../db/schema';
import { contract, testApp, type TestApp } from '../test/harness';

let t: TestApp;
let roots: Catalog[];
beforeAll(async () => {
  t = await testApp();
  roots = contract(hydraCollection(Catalog), (await t.get('/api/catalogs')).body)['hydra:member'];
});
afterAll(() => t.close());

const flatten = (list: Catalog[]): Catalog[] => list.flatMap((c) => [c, ...flatten(c.items)]);

describe('GET /api/catalogs', () => {
  it('answers the top categories with their subcategories nested, every category once', async () => {
    const res = await t.get('/api/catalogs');
    expect(res.status).toBe(200);
    expect(res.body['@type']).toBe('hydra:Collection');
    const rows = await t.db.select().from(categories);
    expect(res.body['hydra:totalItems']).toBe(rows.filter((r) => r.parentId === null).length);
    expect(roots.length).toBeGreaterThan(0);
    expect(roots.every((c) => c.parent === null && c.parentId === null)).toBe(true);
    const everything = flatten(roots);
    expect(everything.map((c) => c.id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
    expect(roots.some((c) => c.items.length > 0)).toBe(true);
  });

  it('links each subcategory to its parent and marks leaves', async () => {
    const check = (c: Catalog) => {
      expect(c['@id']).toBe(`/api/catalogs/${c.id}`);
      expect(c['@type']).toBe('Catalog');
      expect(c.isLeaf).toBe(c.items.length === 0);
      for (const child of c.items) {
        expect(child.parentId).toBe(c.id);
        expect(child.parent).toEqual({ id: c.id, name: c.name });
        check(child);
      }
    };
    roots.forEach(check);
  });

  it('orders siblings by position', async () => {
    const rows = await t.db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
    const expected = (parentId: number | null) => rows.filter((r) => r.parentId === parentId).map((r) => r.id);
    expect(roots.map((c) => c.id)).toEqual(expected(null));
    for (const c of flatten(roots)) expect(c.items.map((i) => i.id)).toEqual(expected(c.id));
  });

  it('inherits the age restriction from ancestors', async () => {
    const restricted = flatten(roots).filter((c) => c.hasAgeRestrictions);
    expect(restricted.length).toBeGreaterThan(0);
    const rows = await t.db.select().from(categories);
    const own = new Map(rows.map((r) => [r.id, r]));
    for (const c of flatten(roots)) {
      let expected = false;
      for (let id: number | null = c.id; id !== null; id = own.get(id)!.parentId) expected ||= own.get(id)!.hasAgeRestrictions;
      expect(c.hasAgeRestrictions).toBe(expected);
    }
    for (const c of restricted) expect(flatten(c.items).every((d) => d.hasAgeRestrictions)).toBe(true);
  });
});

describe('GET /api/catalogs/{id}', () => {
  it('answers a category with its children and parent', async () => {
    const parent = roots.find((c) => c.items.length > 0)!;
    const res = await t.get(`/api/catalogs/${parent.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(parent);
    const child = parent.items[0];
    const sub = await t.get(`/api/catalogs/${child.id}`);
    expect(sub.body.parent).toEqual({ id: parent.id, name: parent.name });
    expect(sub.body.items).toEqual(child.items);
  });

  it.each([['abc', 400], ['0', 400], ['999999', 404]])('/api/catalogs/%s answers %i', async (id, status) => {
    const res = await t.get(`/api/catalogs/${id}`);
    expect(res.status).toBe(status);
    expect(res.body['hydra:description']).toMatch(/[а-яё]/i);
  });
});
