// Generated images: SVG with long caching for everything the seed links to, hydra 404 for the rest.
import { createHash } from 'node:crypto';
import { asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { brands, cashbackGroups, categories, discounts, goods, goodSets, news, pageBlocks } from '../db/schema';
import { kindDrawing } from '../demo/art/kinds';
import { testApp, type TestApp } from '../test/harness';

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => { t = await testApp(); });
afterAll(() => t.close());

function expectSvg(res: { status: number; body: any; headers: Headers }) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d{5,}/);
  expect(typeof res.body).toBe('string');
  expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
  return res.body as string;
}

function expectMissing(res: { status: number; body: any }) {
  expect(res.status).toBe(404);
  expect(res.body['@type']).toBe('hydra:Error');
  expect(res.body['hydra:description']).toMatch(/[а-яё]/i);
}

const sizeOf = (svg: string) => /^<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg)!.slice(1).map(Number);

describe('GET /media/goods/{id}/{n}/{variant}.svg', () => {
  it('draws every image a good links to, with its name, in the size of the variant', async () => {
    const [good] = await t.db.select().from(goods).where(gt(goods.imageCount, 1)).orderBy(asc(goods.id)).limit(1);
    const sizes = { thumb: 120, preview: 300, normal: 600, original: 1000 };
    const bodies: Record<string, string> = {};
    for (const [variant, px] of Object.entries(sizes)) {
      const svg = expectSvg(await t.get(`/media/goods/${good.id}/1/${variant}.svg`));
      expect(sizeOf(svg)).toEqual([px, px]);
      bodies[variant] = svg.replace(/ width="\d+" height="\d+"/, '');
    }
    // the variants differ in size only
    expect(new Set(Object.values(bodies)).size).toBe(1);
    expect(bodies.thumb).toContain(`<title>${good.name.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}</title>`);
    const second = expectSvg(await t.get(`/media/goods/${good.id}/${good.imageCount}/preview.svg`));
    expect(second).not.toBe(expectSvg(await t.get(`/media/goods/${good.id}/1/preview.svg`)));
    expectMissing(await t.get(`/media/goods/${good.id}/${good.imageCount + 1}/preview.svg`));
  });

  it('is the same picture on every request', async () => {
    const [good] = await t.db.select({ id: goods.id }).from(goods).limit(1);
    const a = await t.get(`/media/goods/${good.id}/1/normal.svg`);
    const b = await t.get(`/media/goods/${good.id}/1/normal.svg`);
    expect(a.body).toBe(b.body);
  });

  it('shows a "no photo" picture for a good without images', async () => {
    const [good] = await t.db.select().from(goods).where(eq(goods.imageCount, 0)).limit(1);
    expect(expectSvg(await t.get(`/media/goods/${good.id}/1/preview.svg`))).toContain('Нет фото');
    expectMissing(await t.get(`/media/goods/${good.id}/2/preview.svg`));
  });

  it('escapes text taken from the database', async () => {
    const [good] = await t.db.select().from(goods).limit(1);
    await t.db.update(goods).set({ name: 'Сыр <script>alert(1)</script> & "друзья"' }).where(eq(goods.id, good.id));
    const svg = expectSvg(await t.get(`/media/goods/${good.id}/1/normal.svg`));
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('&amp; &quot;друзья&quot;');
  });

  it('marks own-production goods', async () => {
    const [own] = await t.db.select({ id: goods.id }).from(goods).innerJoin(brands, eq(brands.id, goods.brandId))
      .where(eq(brands.theme, 'good-spoon')).limit(1);
    const [other] = await t.db.select({ id: goods.id }).from(goods).innerJoin(brands, eq(brands.id, goods.brandId))
      .where(eq(brands.theme, 'default')).limit(1);
    expect(expectSvg(await t.get(`/media/goods/${own.id}/1/preview.svg`))).toContain('Своё производство');
    expect(expectSvg(await t.get(`/media/goods/${other.id}/1/preview.svg`))).not.toContain('Своё производство');
  });

  it.each([
    '/media/goods/99999999/1/preview.svg',
    '/media/goods/abc/1/preview.svg',
    '/media/goods/-5/1/preview.svg',
    '/media/goods/99999999999999999999/1/preview.svg',
  ])('answers 404 for the unknown good %s', async (path) => {
    expectMissing(await t.get(path));
  });

  it.each(['huge.svg', 'preview.png', 'preview'])('answers 404 for the unknown variant %s', async (variant) => {
    const [good] = await t.db.select({ id: goods.id }).from(goods).limit(1);
    expectMissing(await t.get(`/media/goods/${good.id}/1/${variant}`));
    expectMissing(await t.get(`/media/goods/${good.id}/0/preview.svg`));
  });
});

describe('other generated images', () => {
  it('draws an icon for every category', async () => {
    const rows = await t.db.select({ icon: categories.icon }).from(categories);
    expect(rows.length).toBeGreaterThan(0);
    for (const { icon } of rows) expect(sizeOf(expectSvg(await t.get(icon!)))).toEqual([64, 64]);
    expectMissing(await t.get('/media/categories/999999.svg'));
    expectMissing(await t.get('/media/categories/99999999999.svg'));
    expectMissing(await t.get('/media/categories/x.svg'));
  });

  it('draws every banner of the home page and nothing beyond', async () => {
    const [block] = await t.db.select().from(pageBlocks).where(eq(pageBlocks.blockType, 1));
    const banners = (block.settings as { bannerBlock: { banners: { image: { src: string }; title: string }[] } }).bannerBlock.banners;
    expect(banners.length).toBeGreaterThan(0);
    for (const b of banners) expect(sizeOf(expectSvg(await t.get(b.image.src)))).toEqual([1200, 400]);
    expectMissing(await t.get(`/media/banners/${banners.length + 1}.svg`));
  });

  it('draws news, good sets, cashback groups and discounts with their titles', async () => {
    const items = [
      ...(await t.db.select({ src: news.image, text: news.title }).from(news)),
      ...(await t.db.select({ src: goodSets.image, text: goodSets.title }).from(goodSets)),
      ...(await t.db.select({ src: cashbackGroups.image, text: cashbackGroups.name }).from(cashbackGroups)),
      ...(await t.db.select({ src: discounts.image, text: discounts.name }).from(discounts)),
    ];
    expect(items.length).toBeGreaterThan(20);
    for (const item of items) expect(expectSvg(await t.get(item.src!))).toContain(`<title>${item.text.replace(/&/g, '&amp;')}</title>`);
    for (const path of ['/media/news/no-such-news.svg', '/media/news/Bad_Slug.svg', '/media/good-sets/9999.svg',
      '/media/cashback/9999.svg', '/media/discounts/1.svg']) {
      expectMissing(await t.get(path));
    }
  });

  it('serves the logo', async () => {
    expect(expectSvg(await t.get('/media/logo.svg'))).toContain('Хорошая ложка');
    expectMissing(await t.get('/media/unknown.svg'));
  });
});

// Issue 11: a good's picture shows its own kind, not its category's pictogram (an aubergine is not a
// carrot, a watermelon not a green apple); news covers and good-set tiles print no title, since the
// cards print it beside them.
describe('pictures that match their goods', () => {
  // a kind, and a colour only its drawing uses
  const PRODUCE: [string, string][] = [
    ['Баклажаны', '#5b2a6e'], ['Арбуз', '#ef5350'], ['Кабачки', '#7cb342'], ['Огурцы', '#3f8f3a'], ['Киви', '#8d6e4a'],
    ['Помидоры черри', '#e53935'], ['Лимоны', '#fdd835'], ['Свёкла', '#8e1b47'], ['Виноград', '#7b3f8c'], ['Голубика', '#3f51b5'],
    ['Бананы', '#f9c325'], ['Чеснок', '#f5f0e6'], ['Тыква', '#fb8c00'], ['Укроп', '#7cb342'], ['Шампиньоны', '#f3ede4'],
  ];

  it('draws produce in its own shape and colours, not as its category\'s carrot or apple', async () => {
    const rows = await t.db.select({ id: goods.id, name: goods.name }).from(goods).where(gt(goods.imageCount, 0)).orderBy(asc(goods.id));
    const found = PRODUCE.flatMap(([kind, colour]) => {
      const good = rows.find((g) => g.name.startsWith(`${kind} `) || g.name.startsWith(`${kind},`));
      return good ? [{ good, colour }] : [];
    });
    // the test template's smaller catalogue still has several kinds of produce
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const { good, colour } of found) {
      const svg = expectSvg(await t.get(`/media/goods/${good.id}/1/normal.svg`));
      expect([good.name, svg.includes(colour)]).toEqual([good.name, true]);
      // the carrot's orange belongs to carrots only
      expect([good.name, svg.includes('#f28c28')]).toEqual([good.name, false]);
    }
  });

  it('reads the kind from the start of the name; pickled cucumbers keep their category\'s jar', () => {
    expect(kindDrawing('Баклажаны, кг')).toContain('#5b2a6e');
    expect(kindDrawing('Арбуз 6 шт, лоток')).toContain('#ef5350');
    expect(kindDrawing('Яблоки Гренни Смит, кг')).toContain('#8bc34a');
    expect(kindDrawing('Яблоки Антоновка, кг')).toContain('#d32f2f');
    expect(kindDrawing('Огурцы гладкие 2,5 кг, сетка')).toContain('#3f8f3a');
    expect(kindDrawing('Огурцы маринованные Дядя Ваня 680 г')).toBeNull();
    expect(kindDrawing('Морковь мытая, кг')).toBeNull();
    expect(kindDrawing('Молоко пастеризованное 3,2% 930 мл')).toBeNull();
  });

  it('prints no title on news covers and good-set tiles', async () => {
    const items = await t.db.select({ slug: news.slug }).from(news).limit(3);
    const sets = await t.db.select({ id: goodSets.id }).from(goodSets).limit(3);
    expect(items.length).toBeGreaterThan(0);
    expect(sets.length).toBeGreaterThan(0);
    for (const n of items) expect(expectSvg(await t.get(`/media/news/${n.slug}.svg`))).not.toContain('<text');
    for (const g of sets) expect(expectSvg(await t.get(`/media/good-sets/${g.id}.svg`))).not.toContain('<text');
  });
});

// A category's look (pictogram and hue) is stored on its row (migration 0006), not read from the
// demo seed: what the database says is what /media draws, and a category without one borrows its parent's.
describe('category looks', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  // sha256 of the bodies served before looks moved from the seed's table into the database,
  // taken from the API at that commit: the move must not change a byte of any demo picture
  it('draws the demo pictures byte for byte as before the looks were stored', async () => {
    const ids = (await t.db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id))).map((r) => r.id);
    expect(ids).toHaveLength(78);
    let icons = '';
    for (const id of ids) icons += `${id} ${sha256(await icon(id))}\n`;
    expect(sha256(icons)).toBe('a61b441fa43fa427a4af66af3799107867fcdf8e69f85b81b27ba6fe72203129');
    const goodImages: Record<string, string> = {
      '30050001/1': 'cce8bca8f29785295c0852e4349ec987686b632c57e3cafd270cf25653340882',
      '35050001/1': 'e35a180cd71b98702c8dcb950dd9aebc5510b71b815fa6e9227d99a1a28a8211',
      '35050001/2': 'b44b92c86efe1f792a041387215f779de6ce47777ab80a4e7d8d09a1c0cd7d6b',
      '35050001/3': '54a561ea1139d2ba58e8833a124e28b570bbcfd62ba8636f09f3e67aebf624ae',
      '45150001/1': '6cb19e03f1c944ff9821b1d133ec91be3ccea044d6ea48e3c2912f809537df30',
      '40100002/1': '67a1213f3590aae34e5f8bad865d6fdf40626765f0b2817a910037200c93a8e1',
      '40100002/3': 'e649476d113184a5ce9b6caaa6f965ee4c6322c92d48b07e652089ce28974fa8',
      '55200002/1': '73778b5bf8010bbbf19cfba12d3b8c948e10826cad7c1f0f3a2511bd53d108de',
    };
    for (const [image, hash] of Object.entries(goodImages)) {
      expect([image, sha256(expectSvg(await t.get(`/media/goods/${image}/normal.svg`)))]).toEqual([image, hash]);
    }
  });

  const icon = async (id: number) => expectSvg(await t.get(`/media/categories/${id}.svg`));

  it('draws a category from the look stored on its row', async () => {
    const children = await t.db.select().from(categories).where(isNotNull(categories.parentId)).orderBy(asc(categories.id));
    const a = children[0];
    const b = children.find((c) => c.pictogram !== a.pictogram && c.hue !== a.hue)!;
    expect(b).toBeDefined();
    const [before, other] = [await icon(a.id), await icon(b.id)];
    expect(before).not.toBe(other);
    await t.db.update(categories).set({ pictogram: b.pictogram, hue: b.hue }).where(eq(categories.id, a.id));
    expect(await icon(a.id)).toBe(other);
    await t.db.update(categories).set({ pictogram: a.pictogram, hue: a.hue }).where(eq(categories.id, a.id));
    expect(await icon(a.id)).toBe(before);
  });

  it("gives a category made without a look its parent's, part by part", async () => {
    const [parent] = await t.db.select().from(categories).where(isNull(categories.parentId)).orderBy(asc(categories.id)).limit(1);
    await t.db.insert(categories).values({ id: 990_001, name: 'Новая', icon: '/media/categories/990001.svg', parentId: parent.id });
    expect(await icon(990_001)).toBe(await icon(parent.id));
    // a pictogram name the art does not know counts as none
    await t.db.update(categories).set({ pictogram: 'unicorn' }).where(eq(categories.id, 990_001));
    expect(await icon(990_001)).toBe(await icon(parent.id));
    // its own hue with the parent's pictogram: the same picture in another colour
    await t.db.update(categories).set({ hue: 123 }).where(eq(categories.id, 990_001));
    const recoloured = await icon(990_001);
    expect(recoloured).not.toBe(await icon(parent.id));
    expect(recoloured).toContain('hsl(123 ');
    // a top category with no look at all still gets a picture
    await t.db.insert(categories).values({ id: 990_002, name: 'Ещё одна', icon: '/media/categories/990002.svg' });
    expect(sizeOf(await icon(990_002))).toEqual([64, 64]);
  });

  it("draws a good in its category's look, borrowed from the parent when the category has none", async () => {
    const [good] = await t.db.select({ id: goods.id, categoryId: goods.categoryId }).from(goods)
      .where(gt(goods.imageCount, 0)).orderBy(asc(goods.id)).limit(1);
    const url = `/media/goods/${good.id}/1/normal.svg`;
    const before = expectSvg(await t.get(url));
    // a new sub-category without a look, under the good's category: the good keeps its picture
    await t.db.insert(categories).values({ id: 990_003, name: 'Подкатегория', icon: '/media/categories/990003.svg', parentId: good.categoryId });
    await t.db.update(goods).set({ categoryId: 990_003 }).where(eq(goods.id, good.id));
    expect(expectSvg(await t.get(url))).toBe(before);
    // its own stored hue repaints the good
    await t.db.update(categories).set({ hue: 321 }).where(eq(categories.id, 990_003));
    const repainted = expectSvg(await t.get(url));
    expect(repainted).not.toBe(before);
    expect(repainted).toContain('hsl(321 ');
  });
});
