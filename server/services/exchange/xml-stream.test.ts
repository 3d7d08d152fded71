// The streaming reader: encodings, BOMs, namespaces, and elements whatever the chunk boundaries.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { readXml, XmlFileError } from './xml-stream';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cml-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, bytes: Buffer) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
};
const names = async (file: string) => {
  const out: string[] = [];
  for await (const ev of readXml(file, new Set(['Каталог/Товары/Товар']), new Set(['Каталог']))) {
    out.push(ev.type === 'element' ? ev.node.children.find((c) => c.name === 'Наименование')!.text : `open ${JSON.stringify(ev.attrs)}`);
  }
  return out;
};
const doc = (decl: string, goods: string[]) => `${decl}<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" xmlns:xs="http://www.w3.org/2001/XMLSchema" ВерсияСхемы="2.10">`
  + `<Каталог СодержитТолькоИзменения="false"><Товары>${goods.map((g) => `<Товар><Ид>1</Ид><Наименование>${g}</Наименование></Товар>`).join('')}</Товары></Каталог></КоммерческаяИнформация>`;

it('reads UTF-8 with a BOM', async () => {
  const file = write('bom.xml', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(doc('<?xml version="1.0" encoding="UTF-8"?>', ['Молоко']))]));
  expect(await names(file)).toEqual(['open {"СодержитТолькоИзменения":"false"}', 'Молоко']);
});

it('reads windows-1251 as its declaration says', async () => {
  const file = write('cp.xml', iconv.encode(doc('<?xml version="1.0" encoding="windows-1251"?>', ['Хлеб ржаной «Дарницкий»']), 'win1251'));
  expect(await names(file)).toEqual(['open {"СодержитТолькоИзменения":"false"}', 'Хлеб ржаной «Дарницкий»']);
});

it('drops namespace prefixes of elements and attributes', async () => {
  const text = '<?xml version="1.0"?><cml:КоммерческаяИнформация xmlns:cml="urn:1C.ru:commerceml_2"><cml:Каталог cml:СодержитТолькоИзменения="true">'
    + '<cml:Товары><cml:Товар><cml:Ид>1</cml:Ид><cml:Наименование>Сыр</cml:Наименование></cml:Товар></cml:Товары></cml:Каталог></cml:КоммерческаяИнформация>';
  expect(await names(write('ns.xml', Buffer.from(text)))).toEqual(['open {"СодержитТолькоИзменения":"true"}', 'Сыр']);
});

it('assembles elements across 64 KB chunks that cut a two-byte letter', async () => {
  const many = Array.from({ length: 3000 }, (_, i) => `Товар номер ${i} ёжик`);
  const file = write('big.xml', Buffer.from(doc('', many)));
  expect((await names(file)).slice(1)).toEqual(many);
});

it('a broken file is an XmlFileError with its line', async () => {
  const file = write('broken.xml', Buffer.from('<?xml version="1.0"?>\n<a>\n<Каталог>\n</a>'));
  await expect(names(file)).rejects.toThrow(XmlFileError);
  await expect(names(file)).rejects.toMatchObject({ line: 4 });
});

it('an unknown encoding is named', async () => {
  const file = write('enc.xml', Buffer.from('<?xml version="1.0" encoding="x-klingon"?><a/>'));
  await expect(names(file)).rejects.toThrow('кодировка «x-klingon» не поддерживается');
});
