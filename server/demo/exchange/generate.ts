// Writes the demo exchange package (server/demo/exchange/package): what 1C:Управление торговлей
// sends a site, at a grocer's scale: nested groups, properties with a Справочник, a few hundred goods
// in import.xml (UTF-8 with a BOM, the commerceml_2 namespace), and offers.xml in windows-1251 with
// both stock forms (2.10's Остатки for the first half, 2.07's <Склад ИдСклада …/> for the rest) for
// the demo shops' warehouses shop-1…shop-7, and a few photos under import_files/. Deterministic.
// Also the benchmark's generator (bench/exchange.ts): `writePackage(dir, { goods, warehouses })`.
// Run: node --import tsx server/demo/exchange/generate.ts
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import iconv from 'iconv-lite';
import { escapeXml } from '../../../domain/xml';

const GROUPS: [string, string, [string, string][]][] = [
  ['1c-dairy', 'Молочная ферма', [['1c-milk', 'Молоко и сливки'], ['1c-kefir', 'Кефир и йогурты'], ['1c-cheese', 'Сыры фермерские']]],
  ['1c-bakery', 'Пекарня у дома', [['1c-bread', 'Хлеб'], ['1c-pastry', 'Выпечка']]],
  ['1c-veg', 'Овощи с грядки', [['1c-roots', 'Корнеплоды'], ['1c-greens', 'Зелень']]],
];
const KINDS: Record<string, [string, string, number][]> = {
  // name, unit code, base price
  '1c-milk': [['Молоко', '796', 89], ['Сливки', '796', 120], ['Молоко топлёное', '796', 99]],
  '1c-kefir': [['Кефир', '796', 79], ['Йогурт питьевой', '796', 65], ['Ряженка', '796', 72]],
  '1c-cheese': [['Сыр Российский', '166', 690], ['Сыр Адыгейский', '166', 540], ['Брынза', '166', 610]],
  '1c-bread': [['Хлеб Бородинский', '796', 55], ['Батон нарезной', '796', 49], ['Хлеб ржаной', '796', 52]],
  '1c-pastry': [['Булочка с маком', '796', 35], ['Круассан', '796', 79], ['Ватрушка', '796', 45]],
  '1c-roots': [['Морковь', '166', 49], ['Свёкла', '166', 45], ['Картофель молодой', '166', 59]],
  '1c-greens': [['Укроп', '778', 39], ['Петрушка', '778', 39], ['Лук зелёный', '778', 45]],
};
const MAKERS = [['m1', 'Ферма Лукошко'], ['m2', 'Деревенское подворье'], ['m3', 'Пекарня Колосок']];
const LEAVES = GROUPS.flatMap(([, , kids]) => kids.map(([id]) => id));

export type PackageSize = { goods: number; warehouses: number; photos?: number };

const pad = (n: number) => String(n).padStart(6, '0');
export const goodId = (i: number) => `1c-${pad(i)}-0000-4000-8000-${pad(i)}000000`;

function good(i: number, photos: number): string {
  const leaf = LEAVES[i % LEAVES.length];
  const [kind, unit] = KINDS[leaf][Math.floor(i / LEAVES.length) % 3];
  const [makerId] = MAKERS[i % MAKERS.length];
  const name = `${kind} №${i + 1}`;
  const pic = i < photos ? `<Картинка>import_files/${pad(i).slice(0, 2)}/${goodId(i)}.png</Картинка>` : '';
  const weight = unit === '166' ? '1' : (0.2 + (i % 9) / 10).toFixed(2).replace('.', ',');
  return `<Товар><Ид>${goodId(i)}</Ид><Штрихкод>${String(4600000000000 + i)}</Штрихкод><Артикул>A-${i}</Артикул><Наименование>${escapeXml(name)}</Наименование>`
    + `<БазоваяЕдиница Код="${unit}" НаименованиеПолное="${unit === '166' ? 'Килограмм' : unit === '778' ? 'Упаковка' : 'Штука'}"/>`
    + `<Группы><Ид>${leaf}</Ид></Группы><Описание>${escapeXml(`${kind} из демонстрационного пакета обмена с 1С.`)}</Описание>${pic}`
    + `<ЗначенияСвойств><ЗначенияСвойства><Ид>prop-maker</Ид><Значение>${makerId}</Значение></ЗначенияСвойства>`
    + `<ЗначенияСвойства><Ид>prop-country</Ид><Значение>Россия</Значение></ЗначенияСвойства>`
    + `<ЗначенияСвойства><Ид>prop-shelf</Ид><Значение>${5 + (i % 10)} суток</Значение></ЗначенияСвойства></ЗначенияСвойств>`
    + `<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>ВидНоменклатуры</Наименование><Значение>Товар</Значение></ЗначениеРеквизита>`
    + `<ЗначениеРеквизита><Наименование>Вес</Наименование><Значение>${weight}</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Товар>\n`;
}

function offer(i: number, warehouses: number): string {
  const leaf = LEAVES[i % LEAVES.length];
  const [, , base] = KINDS[leaf][Math.floor(i / LEAVES.length) % 3];
  const price = (base + (i % 7) * 3 + 0.9).toFixed(2);
  const card = i % 4 === 0 ? `<Цена><Представление>${price} RUB за шт</Представление><ИдТипаЦены>price-card</ИдТипаЦены><ЦенаЗаЕдиницу>${(Number(price) * 0.9).toFixed(2)}</ЦенаЗаЕдиницу><Валюта>RUB</Валюта></Цена>` : '';
  const qty = (w: number) => ((i * 7 + w * 13) % 40) - 3;
  const stock = i % 2 === 0
    ? `<Остатки>${Array.from({ length: warehouses }, (_, w) => `<Остаток><Склад><Ид>shop-${w + 1}</Ид><Количество>${qty(w)}</Количество></Склад></Остаток>`).join('')}</Остатки>`
    : Array.from({ length: warehouses }, (_, w) => `<Склад ИдСклада="shop-${w + 1}" КоличествоНаСкладе="${qty(w)}"/>`).join('');
  return `<Предложение><Ид>${goodId(i)}</Ид><Наименование>x</Наименование><Цены><Цена><ИдТипаЦены>price-retail</ИдТипаЦены><ЦенаЗаЕдиницу>${price}</ЦенаЗаЕдиницу><Валюта>RUB</Валюта><Коэффициент>1</Коэффициент></Цена>`
    + `${card}<Цена><ИдТипаЦены>price-opt</ИдТипаЦены><ЦенаЗаЕдиницу>1.00</ЦенаЗаЕдиницу></Цена></Цены>${stock}</Предложение>\n`;
}

/** A small PNG of one colour (a stand-in photo, as 1C sends its goods' pictures). */
function png(seed: number): Buffer {
  // an 8×8 RGB PNG; zlib-stored, so it needs no image library
  const raw = Buffer.alloc(8 * (1 + 8 * 3));
  for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) raw.set([(seed * 53) % 256, (seed * 97 + x * 20) % 256, (y * 30) % 256], y * 25 + 1 + x * 3);
  const crc = (buf: Buffer) => { let c = ~0; for (const b of buf) { c ^= b; for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1)); } return ~c >>> 0; };
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'ascii');
    data.copy(out, 8);
    out.writeUInt32BE(crc(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0); ihdr.writeUInt32BE(8, 4); ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const HEAD = (date: string) => `<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ВерсияСхемы="2.10" ДатаФормирования="${date}">\n`;

/** Writes import.xml, offers.xml and import_files/ into `dir`, streaming (the benchmark writes 100,000 goods). */
export async function writePackage(dir: string, size: PackageSize): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const date = '2026-11-29T09:00:00';
  const write = async (file: string, encode: (s: string) => Buffer, parts: Iterable<string>) => {
    const out = fs.createWriteStream(path.join(dir, file));
    for (const part of parts) if (!out.write(encode(part))) await new Promise<void>((r) => out.once('drain', () => r()));
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  };
  const utf8 = (s: string) => Buffer.from(s);
  await write('import.xml', utf8, (function* () {
    yield '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n' + HEAD(date);
    yield '<Классификатор><Ид>demo-classifier</Ид><Наименование>Классификатор (Основной каталог товаров)</Наименование><Владелец><Ид>org</Ид><Наименование>ООО «Демо»</Наименование></Владелец>\n<Группы>';
    for (const [id, name, kids] of GROUPS) {
      yield `<Группа><Ид>${id}</Ид><Наименование>${escapeXml(name)}</Наименование><Группы>${kids.map(([k, n]) => `<Группа><Ид>${k}</Ид><Наименование>${escapeXml(n)}</Наименование></Группа>`).join('')}</Группы></Группа>\n`;
    }
    yield '</Группы>\n<Свойства><Свойство><Ид>prop-maker</Ид><Наименование>Производитель</Наименование><ТипЗначений>Справочник</ТипЗначений><ВариантыЗначений>';
    yield MAKERS.map(([id, n]) => `<Справочник><ИдЗначения>${id}</ИдЗначения><Значение>${escapeXml(n)}</Значение></Справочник>`).join('');
    yield '</ВариантыЗначений></Свойство><Свойство><Ид>prop-country</Ид><Наименование>Страна</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>';
    yield '<Свойство><Ид>prop-shelf</Ид><Наименование>Срок годности</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство></Свойства></Классификатор>\n';
    yield '<Каталог СодержитТолькоИзменения="false"><Ид>demo-catalog</Ид><ИдКлассификатора>demo-classifier</ИдКлассификатора><Наименование>Основной каталог товаров</Наименование><Товары>\n';
    for (let i = 0; i < size.goods; i++) yield good(i, size.photos ?? 0);
    yield '</Товары></Каталог></КоммерческаяИнформация>\n';
  })());
  const cp1251 = (s: string) => iconv.encode(s, 'win1251');
  await write('offers.xml', cp1251, (function* () {
    yield '<?xml version="1.0" encoding="windows-1251"?>\n' + HEAD(date);
    yield '<ПакетПредложений СодержитТолькоИзменения="false"><Ид>demo-catalog#</Ид><Наименование>Пакет предложений</Наименование><ИдКаталога>demo-catalog</ИдКаталога><ИдКлассификатора>demo-classifier</ИдКлассификатора>\n';
    yield '<ТипыЦен><ТипЦены><Ид>price-retail</Ид><Наименование>Розничная</Наименование><Валюта>RUB</Валюта></ТипЦены><ТипЦены><Ид>price-card</Ид><Наименование>По карте</Наименование><Валюта>RUB</Валюта></ТипЦены><ТипЦены><Ид>price-opt</Ид><Наименование>Оптовая</Наименование><Валюта>RUB</Валюта></ТипЦены></ТипыЦен>\n';
    yield `<Склады>${Array.from({ length: size.warehouses }, (_, w) => `<Склад><Ид>shop-${w + 1}</Ид><Наименование>Магазин ${w + 1}</Наименование></Склад>`).join('')}</Склады>\n<Предложения>\n`;
    for (let i = 0; i < size.goods; i++) yield offer(i, size.warehouses);
    yield '</Предложения></ПакетПредложений></КоммерческаяИнформация>\n';
  })());
  for (let i = 0; i < (size.photos ?? 0); i++) {
    const file = path.join(dir, 'import_files', pad(i).slice(0, 2), `${goodId(i)}.png`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, png(i));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const dir = path.join(path.dirname(import.meta.filename), 'package');
  fs.rmSync(dir, { recursive: true, force: true });
  await writePackage(dir, { goods: 300, warehouses: 7, photos: 6 });
  console.log(`demo exchange package written to ${dir}`);
}
