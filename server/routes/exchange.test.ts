// The 1C exchange end to end through the app: 1C's calls as 1C makes them (scripts/one-c.ts), the
// catalogue and prices a shopper then gets from the API, and what a failed or partial package leaves.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { ExchangeFile, hydraCollection } from '../../contract';
import { rowsOf } from '../db/client';
import { OneC } from '../../scripts/one-c';
import { exchangeRoot } from '../services/exchange/folders';
import { pictureFiles } from '../services/exchange/pictures';
import { importsSettled } from '../services/exchange/sessions';
import { contract, testApp, type TestApp } from '../test/harness';

type Good = { id: string; name: string; group: string; unit?: string; status?: string; props?: [string, string][]; weight?: string };

const catalogXml = (opts: { full: boolean; groups: [string, string, [string, string][]?][]; goods: Good[] }) => `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.10" ДатаФормирования="2026-11-29T10:00:00">
<Классификатор><Ид>cls</Ид><Наименование>Классификатор</Наименование>
<Группы>${opts.groups.map(([id, name, kids]) => `<Группа><Ид>${id}</Ид><Наименование>${name}</Наименование>${kids ? `<Группы>${kids.map(([k, n]) => `<Группа><Ид>${k}</Ид><Наименование>${n}</Наименование></Группа>`).join('')}</Группы>` : ''}</Группа>`).join('')}</Группы>
<Свойства><Свойство><Ид>p-brand</Ид><Наименование>Производитель</Наименование><ТипЗначений>Справочник</ТипЗначений>
<ВариантыЗначений><Справочник><ИдЗначения>b1</ИдЗначения><Значение>Ферма Лукошко</Значение></Справочник></ВариантыЗначений></Свойство>
<Свойство><Ид>p-fat</Ид><Наименование>Жирность</Наименование></Свойство></Свойства>
</Классификатор>
<Каталог СодержитТолькоИзменения="${!opts.full}"><Ид>cat</Ид><ИдКлассификатора>cls</ИдКлассификатора><Наименование>Каталог</Наименование><Товары>
${opts.goods.map((g) => `<Товар${g.status ? ` Статус="${g.status}"` : ''}><Ид>${g.id}</Ид><Штрихкод>4600000000${g.id.length}</Штрихкод><Наименование>${g.name}</Наименование>
<БазоваяЕдиница Код="${g.unit ?? '796'}" НаименованиеПолное="Штука">шт</БазоваяЕдиница><Группы><Ид>${g.group}</Ид></Группы><Описание>Описание ${g.name}</Описание>
<ЗначенияСвойств>${(g.props ?? []).map(([p, v]) => `<ЗначенияСвойства><Ид>${p}</Ид><Значение>${v}</Значение></ЗначенияСвойства>`).join('')}</ЗначенияСвойств>
<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>Вес</Наименование><Значение>${g.weight ?? '0,5'}</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Товар>`).join('\n')}
</Товары></Каталог></КоммерческаяИнформация>`;

type Offer = { id: string; price?: number; card?: number; stock?: [string, number][]; total?: number };
const offersXml = (opts: { full: boolean; offers: Offer[] }) => `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.10">
<ПакетПредложений СодержитТолькоИзменения="${!opts.full}"><Ид>cat#</Ид><Наименование>Пакет</Наименование><ИдКаталога>cat</ИдКаталога>
<ТипыЦен><ТипЦены><Ид>pt-r</Ид><Наименование>Розничная</Наименование><Валюта>RUB</Валюта></ТипЦены><ТипЦены><Ид>pt-c</Ид><Наименование>По карте</Наименование></ТипЦены><ТипЦены><Ид>pt-w</Ид><Наименование>Оптовая</Наименование></ТипЦены></ТипыЦен>
<Предложения>${opts.offers.map((o) => `<Предложение><Ид>${o.id}</Ид><Наименование>x</Наименование><Цены>
${o.price !== undefined ? `<Цена><ИдТипаЦены>pt-r</ИдТипаЦены><ЦенаЗаЕдиницу>${String(o.price).replace('.', ',')}</ЦенаЗаЕдиницу><Валюта>RUB</Валюта></Цена>` : ''}
${o.card !== undefined ? `<Цена><ИдТипаЦены>pt-c</ИдТипаЦены><ЦенаЗаЕдиницу>${o.card}</ЦенаЗаЕдиницу></Цена>` : ''}
<Цена><ИдТипаЦены>pt-w</ИдТипаЦены><ЦенаЗаЕдиницу>1</ЦенаЗаЕдиницу></Цена></Цены>
${o.stock ? `<Остатки>${o.stock.map(([w, q]) => `<Остаток><Склад><Ид>${w}</Ид><Количество>${q}</Количество></Склад></Остаток>`).join('')}</Остатки>` : ''}
${o.total !== undefined ? `<Количество>${o.total}</Количество>` : ''}</Предложение>`).join('\n')}
</Предложения></ПакетПредложений></КоммерческаяИнформация>`;

const GROUPS: [string, string, [string, string][]?][] = [['g-dairy', 'Молочное от 1С', [['g-milk', 'Молоко от 1С']]], ['g-bread', 'Хлеб от 1С']];
const GOODS: Good[] = [
  { id: 'milk-1', name: 'Молоко Лукошко 3,2%', group: 'g-milk', props: [['p-brand', 'b1'], ['p-fat', '3,2%']] },
  { id: 'milk-2', name: 'Кефир Лукошко', group: 'g-milk' },
  { id: 'bread-1', name: 'Хлеб Бородинский', group: 'g-bread', weight: '0,35' },
];

let t: TestApp;
const oneC = (login = 'exchange', password = 'exchange12345') =>
  new OneC((url, init) => Promise.resolve(t.app.request(url, init)), 'http://shop.test', login, password);
const rows = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(q));
const goodOf = async (externalId: string) => {
  const [g] = await rows<{ id: number; name: string; withdrawn: boolean; brand_id: number | null; gross_weight: string; extra_properties: unknown }>(
    sql`SELECT id, name, withdrawn, brand_id, gross_weight, extra_properties FROM goods WHERE external_id = ${externalId}`);
  // bigint comes back as text from PostgreSQL
  return g && { ...g, id: Number(g.id) };
};
const articleOf = async (shop: number, goodId: number) =>
  (await rows<{ quantity: string; register_price: string; actual_price: string }>(sql`SELECT quantity, register_price, actual_price FROM articles WHERE shop_id = ${shop} AND good_id = ${goodId}`))[0];

/** A whole session: checkauth, init, the files, then each import to its end; the last answers. */
async function send(files: [string, string][], chunk?: number): Promise<string[]> {
  const c = oneC();
  expect((await c.checkauth('catalog')).split('\n')[0]).toBe('success');
  await c.init('catalog');
  for (const [name, body] of files) {
    expect(await c.upload(name, Buffer.from(body), chunk)).toEqual(expect.arrayContaining(['success']));
  }
  const out: string[] = [];
  for (const [name] of files) {
    const answers = await c.importFile(name, 10);
    out.push(answers[answers.length - 1]);
  }
  return out;
}

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await importsSettled();
  // the sessions' upload folders (beside DATA_DIR)
  for (const s of await rows<{ token_hash: string }>(sql`SELECT token_hash FROM exchange_sessions`)) {
    fs.rmSync(path.join(exchangeRoot(), s.token_hash.slice(0, 24)), { recursive: true, force: true });
  }
  await t.close();
});

describe('checkauth and the session', () => {
  it('answers failure to a wrong password and to a call without the session cookie', async () => {
    expect(await oneC('exchange', 'wrong').checkauth('catalog')).toMatch(/^failure\nНеверный логин или пароль/);
    expect(await oneC().call('catalog', 'init')).toMatch(/^failure\n/);
  });

  it('answers 429 after five wrong passwords for one login from one address, and lets another login in', async () => {
    const guesser = oneC('intruder', 'guess');
    for (let i = 0; i < 5; i++) expect(await guesser.checkauth('catalog')).toMatch(/^failure\nНеверный логин или пароль/);
    const res = await t.app.request('http://shop.test/api/exchange/1c?type=catalog&mode=checkauth', {
      headers: { Authorization: `Basic ${Buffer.from('intruder:guess').toString('base64')}` },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await res.text()).toMatch(/^failure\nСлишком много неудачных попыток входа\. Повторите через \d+ мин\./);
    // the address has failed six times, under its twenty: the shop's own login still opens a session
    expect((await oneC().checkauth('catalog')).split('\n')[0]).toBe('success');
  });

  it('hands out a cookie that init then answers with zip and a file limit of at least 1 MB', async () => {
    const c = oneC();
    const auth = (await c.checkauth('catalog')).split('\n');
    expect(auth[0]).toBe('success');
    expect(auth[1]).toBe('exchange_1c');
    expect(auth[2]).toMatch(/^[0-9a-f]{48}$/);
    const init = await c.init('catalog');
    expect(init).toMatch(/^zip=(yes|no)\nfile_limit=\d+$/);
    expect(c.fileLimit).toBeGreaterThanOrEqual(1024 * 1024);
  });

  it('refuses paths that leave the session folder', async () => {
    const c = oneC();
    await c.checkauth('catalog');
    for (const name of ['../import.xml', '/etc/passwd', 'a/../../x.xml', 'import_files/../../x']) {
      expect(await c.call('catalog', 'file', { filename: name, body: Buffer.from('x') })).toMatch(/^failure\nНедопустимое имя файла/);
    }
  });
});

describe('a catalogue and its offers', () => {
  it('creates the groups, the goods and their prices and stock, with chunks that cut a letter', async () => {
    const catalog = catalogXml({ full: true, groups: GROUPS, goods: GOODS });
    // some 333-byte chunk ends inside a two-byte letter (the next starts with a continuation byte)
    const bytes = Buffer.from(catalog);
    expect(Array.from({ length: Math.floor(bytes.length / 333) }, (_, i) => bytes[(i + 1) * 333] & 0xc0).includes(0x80)).toBe(true);
    const answers = await send([
      ['import.xml', catalog],
      ['offers.xml', offersXml({ full: true, offers: [
        { id: 'milk-1', price: 89.9, card: 79.9, stock: [['shop-1', 12], ['shop-2', 3], ['elsewhere', 100]] },
        { id: 'milk-2#1l', price: 65, stock: [['shop-1', 5]] },
        { id: 'bread-1', price: 45.5, total: 20 },
      ] })],
    ], 333);
    expect(answers).toEqual(['success', 'success']);

    // the nested group under its parent in the served tree
    const tree = await t.get('/api/catalogs');
    const dairy = tree.body['hydra:member'].find((c: { name: string }) => c.name === 'Молочное от 1С');
    expect(dairy.items.map((c: { name: string }) => c.name)).toEqual(['Молоко от 1С']);

    const milk = await goodOf('milk-1');
    expect(milk.name).toBe('Молоко Лукошко 3,2%');
    expect(Number(milk.gross_weight)).toBe(0.5);
    expect(milk.extra_properties).toEqual([expect.objectContaining({ name: 'Жирность', value: '3,2%' })]);
    const served = await t.get(`/api/shops/1/goods/${milk.id}`);
    expect(served.status).toBe(200);
    expect(served.body.brand?.name ?? served.body.brandName ?? JSON.stringify(served.body)).toContain('Ферма Лукошко');
    expect(await articleOf(1, milk.id)).toEqual({ quantity: '12.000', register_price: '89.90', actual_price: '79.90' });
    expect(await articleOf(2, milk.id)).toEqual(expect.objectContaining({ quantity: '3.000' }));
    // no stock in shop 3's warehouse: no article there
    expect(await articleOf(3, milk.id)).toBeUndefined();
    // no card price: card = regular
    expect(await articleOf(1, (await goodOf('milk-2')).id)).toEqual({ quantity: '5.000', register_price: '65.00', actual_price: '65.00' });
    // Количество alone: every shop
    const bread = await goodOf('bread-1');
    expect((await rows(sql`SELECT shop_id FROM articles WHERE good_id = ${bread.id}`)).length).toBe(7);

    // the listing shows it, counted in the facets as any good
    const listing = await t.get(`/api/shops/1/goods?catalog.id=${dairy.items[0].id}`);
    expect(listing.body['hydra:member'].map((g: { id: number }) => g.id)).toEqual(expect.arrayContaining([milk.id]));
    // the back office's counts
    const [file] = await rows<{ counts: Record<string, number> }>(sql`SELECT counts FROM exchange_files WHERE filename = 'import.xml' ORDER BY id DESC LIMIT 1`);
    expect(file.counts).toEqual(expect.objectContaining({ groups: 3, groupsCreated: 3, goodsCreated: 3 }));
  });

  it('a changes-only package changes only what it names', async () => {
    const milk = await goodOf('milk-1');
    const bread = await goodOf('bread-1');
    const breadBefore = await articleOf(1, bread.id);
    expect(await send([['offers.xml', offersXml({ full: false, offers: [{ id: 'milk-1', price: 99.9, stock: [['shop-1', 7]] }] })]])).toEqual(['success']);
    expect(await articleOf(1, milk.id)).toEqual({ quantity: '7.000', register_price: '99.90', actual_price: '99.90' });
    expect(await articleOf(1, bread.id)).toEqual(breadBefore);
    const [file] = await rows<{ counts: Record<string, number> }>(sql`SELECT counts FROM exchange_files ORDER BY id DESC LIMIT 1`);
    // milk-1's product page in the shops whose article changed (1 and 2, whose warehouse it left out), their listings
    expect(file.counts.articlesChanged).toBe(2);
  });

  it('a broken file answers failure with file and line, and changes nothing', async () => {
    const before = await rows(sql`SELECT count(*)::int AS n, max(name) AS m FROM goods`);
    const broken = catalogXml({ full: true, groups: GROUPS, goods: [...GOODS, { id: 'new-1', name: 'Сыр', group: 'g-dairy' }] }).replace('</Товары>', '</Товар></Товары>');
    const [answer] = await send([['import.xml', broken]]);
    expect(answer).toMatch(/^failure\nФайл import\.xml не загружен, ничего не изменено\.\nimport\.xml, строка \d+: /);
    expect(await rows(sql`SELECT count(*)::int AS n, max(name) AS m FROM goods`)).toEqual(before);
    expect(await goodOf('new-1')).toBeUndefined();
  });

  it('a unit it does not sell in is reported and skipped; the rest applies', async () => {
    const [answer] = await send([['import.xml', catalogXml({ full: false, groups: GROUPS, goods: [
      { id: 'odd-1', name: 'Ткань', group: 'g-bread', unit: '006' }, { id: 'kg-1', name: 'Сыр весовой', group: 'g-dairy', unit: '166' },
    ] })]]);
    expect(answer).toMatch(/^success\nПропущено строк: 1\. import\.xml, строка \d+: товар odd-1 «Ткань» пропущен: единица измерения «006»/);
    expect(await goodOf('odd-1')).toBeUndefined();
    expect(await goodOf('kg-1')).toBeDefined();
  });

  it('a full catalogue that leaves a good out withdraws it; Удален withdraws too; the group left out is hidden', async () => {
    const milk2 = await goodOf('milk-2');
    expect(await articleOf(1, milk2.id)).toBeDefined();
    const [answer] = await send([['import.xml', catalogXml({
      full: true, groups: [['g-dairy', 'Молочное от 1С', [['g-milk', 'Молоко от 1С']]]],
      goods: [GOODS[0], { ...GOODS[2], group: 'g-dairy', status: 'Удален' }, { id: 'kg-1', name: 'Сыр весовой', group: 'g-dairy', unit: '166' }],
    })]]);
    expect(answer).toBe('success');
    expect((await goodOf('milk-2')).withdrawn).toBe(true);
    expect((await goodOf('bread-1')).withdrawn).toBe(true);
    expect(await articleOf(1, milk2.id)).toBeUndefined();
    // not in the shop's listing or search any more; an offer does not bring it back
    const search = await t.get('/api/goods?name=' + encodeURIComponent('Кефир Лукошко') + '&shopId=1');
    expect(JSON.stringify(search.body)).not.toContain(`"id":${milk2.id}`);
    await send([['offers.xml', offersXml({ full: false, offers: [{ id: 'milk-2', price: 70, stock: [['shop-1', 9]] }] })]]);
    expect(await articleOf(1, milk2.id)).toBeUndefined();
    const tree = await t.get('/api/catalogs');
    expect(JSON.stringify(tree.body)).not.toContain('Хлеб от 1С');
  });

  it('a second session importing while one runs waits its turn (progress), then both succeed', async () => {
    const a = oneC();
    const b = oneC();
    for (const c of [a, b]) {
      await c.checkauth('catalog');
      await c.upload('offers.xml', Buffer.from(offersXml({ full: false, offers: [{ id: 'milk-1', price: 101, stock: [['shop-1', 1]] }] })));
    }
    const [firstA, firstB] = await Promise.all([a.call('catalog', 'import', { filename: 'offers.xml' }), b.call('catalog', 'import', { filename: 'offers.xml' })]);
    expect(firstA).toMatch(/^progress\n/);
    expect(firstB).toMatch(/^progress\n/);
    // 1C repeats the same call: never a second run of the same file
    const endA = await a.importFile('offers.xml', 10);
    const endB = await b.importFile('offers.xml', 10);
    expect([endA[endA.length - 1], endB[endB.length - 1]]).toEqual(['success', 'success']);
    const runs = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM exchange_files f JOIN exchange_sessions s ON s.id = f.session_id WHERE f.filename = 'offers.xml' AND f.started_at > now() - interval '1 minute'`);
    expect(runs[0].n).toBeGreaterThanOrEqual(2);
  });
});

describe('orders (type=sale)', () => {
  it('query sends the orders not yet sent, success marks them, the next query leaves them out', async () => {
    const c = oneC();
    await c.checkauth('sale');
    await c.init('sale');
    const doc = await c.call('sale', 'query');
    expect(doc).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<КоммерческаяИнформация ВерсияСхемы="2.10"/);
    const numbers = [...doc.matchAll(/<Документ><Ид>(\d+)<\/Ид><Номер>\d+<\/Номер>/g)].map((m) => Number(m[1]));
    expect(numbers.length).toBeGreaterThan(0);
    expect(doc).toContain('<ХозОперация>Заказ товара</ХозОперация>');
    expect(doc).toMatch(/<Товары><Товар><Ид>[^<]+<\/Ид>/);
    expect(doc).toMatch(/<Наименование>Склад<\/Наименование><Значение>shop-\d<\/Значение>/);
    expect(await c.call('sale', 'success')).toBe('success');
    const next = await c.call('sale', 'query');
    const again = [...next.matchAll(/<Документ><Ид>(\d+)<\/Ид>/g)].map((m) => Number(m[1]));
    expect(again.filter((n) => numbers.includes(n))).toEqual([]);
  });

  it('file applies a status change the machine allows and reports one it refuses', async () => {
    const [order] = await rows<{ id: number }>(sql`SELECT id FROM orders WHERE status = 0 AND source = 'site' ORDER BY id LIMIT 1`);
    const [other] = await rows<{ id: number }>(sql`SELECT id FROM orders WHERE status = 0 AND source = 'site' AND id <> ${order.id} ORDER BY id LIMIT 1`);
    const doc = (id: number, status: string) => `<Документ><Ид>${id}</Ид><Номер>${id}</Номер><ХозОперация>Заказ товара</ХозОперация>
      <ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>Статус заказа</Наименование><Значение>${status}</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Документ>`;
    const c = oneC();
    await c.checkauth('sale');
    const answer = await c.call('sale', 'file', { filename: 'orders.xml', body: iconv.encode(`<?xml version="1.0" encoding="windows-1251"?>`
      + `<КоммерческаяИнформация ВерсияСхемы="2.10">${doc(order.id, 'Открыт')}${doc(other.id, 'Закрыт')}</КоммерческаяИнформация>`, 'win1251') });
    expect(answer).toMatch(new RegExp(`^success\\nСтатусов применено: 1; отказано: 1\\.\\nзаказ ${other.id}: Заказ в статусе «Новый» нельзя перевести в «Закрыт»`));
    expect((await rows<{ status: number }>(sql`SELECT status FROM orders WHERE id = ${order.id}`))[0].status).toBe(1);
    expect((await rows<{ status: number }>(sql`SELECT status FROM orders WHERE id = ${other.id}`))[0].status).toBe(0);
  });
});

describe('the demo package (server/demo/exchange/package)', () => {
  it('imports whole: UTF-8 with a BOM, windows-1251 offers in both stock forms, the photos kept per good in order', async () => {
    const c = oneC();
    const log: string[] = [];
    expect(await c.sendFolder(path.join(__dirname, '../demo/exchange/package'), (l) => log.push(l))).toBe(true);
    const files = await rows<{ filename: string; counts: Record<string, number> }>(sql`SELECT filename, counts FROM exchange_files
      WHERE filename IN ('import.xml', 'offers.xml') ORDER BY id DESC LIMIT 2`);
    const counts = Object.fromEntries(files.map((f) => [f.filename, f.counts]));
    expect(counts['import.xml']).toEqual(expect.objectContaining({ goods: 300, goodsCreated: 300, groupsCreated: 10, photos: 6 }));
    expect(counts['offers.xml']).toEqual(expect.objectContaining({ offers: 300 }));
    // good 0: 2.10's Остатки (shop-2: (0 + 13) % 40 - 3 = 10); good 1: 2.07's attributes (shop-2: (7 + 13) % 40 - 3 = 17)
    const first = await goodOf('1c-000000-0000-4000-8000-000000000000');
    const second = await goodOf('1c-000001-0000-4000-8000-000001000000');
    expect((await articleOf(2, first.id)).quantity).toBe('10.000');
    expect((await articleOf(2, second.id)).quantity).toBe('17.000');
    const pictures = await rows<{ position: number; path: string }>(sql`SELECT position, path FROM good_pictures WHERE good_id = ${first.id} ORDER BY position`);
    expect(pictures).toEqual([{ position: 0, path: expect.stringMatching(/^[0-9a-f]{24}\/import_files\/00\/1c-000000-0000-4000-8000-000000000000\.png$/) }]);
    // the photos work's seam: the uploaded file itself, byte for byte
    const [file] = await pictureFiles(t.db, first.id);
    expect(fs.readFileSync(file)).toEqual(fs.readFileSync(path.join(__dirname, '../demo/exchange/package/import_files/00/1c-000000-0000-4000-8000-000000000000.png')));
  });
});

describe('the back office (GET /api/exchange/files)', () => {
  const tokenOf = async (phone: string, password: string) =>
    (await t.post('/api/auth/signin-phone', { phone, password })).body.token as string;

  it('shows site admins each file with its state, counts and problems; anyone else gets 404', async () => {
    const admin = { Authorization: `Bearer ${await tokenOf('79000000011', 'admin12345')}` };
    const res = await t.get('/api/exchange/files', admin);
    expect(res.status).toBe(200);
    const files = contract(hydraCollection(ExchangeFile), res.body)['hydra:member'];
    expect(files[0]).toEqual(expect.objectContaining({ filename: 'offers.xml', state: 'success', counts: expect.objectContaining({ offers: 300 }) }));
    const failed = files.find((f) => f.state === 'failure')!;
    expect(failed.problems[0]).toEqual({ line: expect.any(Number), message: expect.stringMatching(/^файл не читается как XML/) });
    expect((await t.get('/api/exchange/files', { Authorization: `Bearer ${await tokenOf('79000000001', 'demo12345')}` })).status).toBe(404);
    expect((await t.get('/api/exchange/files')).status).toBe(401);
  });
});
