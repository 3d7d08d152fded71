// The YML feed's structure (Yandex Market Language): the root and its date, the shop, currencies,
// categories with their parents, and each offer's required elements in the order YML gives them.
import { ymlHead, ymlOffer, ymlTail, type YmlOffer } from './yml';

const offer: YmlOffer = {
  id: 7, name: 'Молоко «Лукошко» 3,2% & сливки', categoryId: 12, price: 89.9, quantity: 12.5, vendor: 'Лукошко', barcode: '4600000000001',
  description: 'Свежее', country: 'Россия', pictures: ['http://shop/media/goods/7/1/normal.svg'], url: 'http://shop/product/7', weight: 1.03,
};
const feed = (offers: YmlOffer[]) => ymlHead({ name: 'Магазин 1', company: 'Магазин 1', url: 'http://shop' },
  [{ id: 1, name: 'Молочное', parentId: null }, { id: 12, name: 'Молоко', parentId: 1 }], new Date('2026-11-29T07:00:00Z'))
  + offers.map(ymlOffer).join('') + ymlTail();

it('is a yml_catalog with the Moscow date, the shop, RUR and the category tree', () => {
  const xml = feed([]);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="2026-11-29T10:00+03:00">\n<shop>\n<name>Магазин 1</name>\n<company>Магазин 1</company>\n<url>http://shop</url>\n')).toBe(true);
  expect(xml).toContain('<currencies><currency id="RUR" rate="1"/></currencies>');
  expect(xml).toContain('<categories>\n<category id="1">Молочное</category>\n<category id="12" parentId="1">Молоко</category>\n</categories>');
  expect(xml.endsWith('<offers>\n</offers>\n</shop>\n</yml_catalog>\n')).toBe(true);
});

it('writes an offer with its id, availability, url, price, currency, category, picture, name, vendor, barcode and count, escaped', () => {
  expect(ymlOffer(offer)).toBe('<offer id="7" available="true"><url>http://shop/product/7</url><price>89.90</price><currencyId>RUR</currencyId>'
    + '<categoryId>12</categoryId><picture>http://shop/media/goods/7/1/normal.svg</picture><name>Молоко «Лукошко» 3,2% &amp; сливки</name>'
    + '<vendor>Лукошко</vendor><barcode>4600000000001</barcode><description>Свежее</description><country_of_origin>Россия</country_of_origin>'
    + '<weight>1.03</weight><count>12</count></offer>\n');
});

it('an offer out of stock is available="false" with count 0; empty fields are left out', () => {
  const x = ymlOffer({ ...offer, quantity: 0, vendor: null, barcode: null, description: null, country: null, pictures: [], weight: 0 });
  expect(x).toBe('<offer id="7" available="false"><url>http://shop/product/7</url><price>89.90</price><currencyId>RUR</currencyId><categoryId>12</categoryId>'
    + '<name>Молоко «Лукошко» 3,2% &amp; сливки</name><count>0</count></offer>\n');
});

it('every element opened is closed: the feed is well-formed', () => {
  const xml = feed([offer, { ...offer, id: 8 }]);
  const stack: string[] = [];
  for (const m of xml.matchAll(/<(\/?)([a-z_]+)[^>]*?(\/?)>/g)) {
    if (m[3]) continue;
    if (m[1]) expect(stack.pop()).toBe(m[2]);
    else stack.push(m[2]);
  }
  expect(stack).toEqual([]);
  expect(xml.match(/<offer /g)).toHaveLength(2);
});
