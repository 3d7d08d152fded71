// Each CommerceML element's meaning for the shop (domain/commerceml.ts).
import {
  cardPriceOf, changesOnly, choosePriceTypes, failureText, goodIdOf, mapGood, mapGroups, mapOffer, mapProperty, measureOf, mergeOffers,
  parseDecimal, safeRelativePath, shopQuantities, stockOf, type Problem, type XmlNode,
} from './commerceml';

/** A tiny tree builder: n('Товар', {Статус: 'Удален'}, n('Ид', 'x')). */
function n(name: string, ...rest: (XmlNode | string | Record<string, string>)[]): XmlNode {
  const node: XmlNode = { name, attrs: {}, children: [], text: '', line: 7 };
  for (const r of rest) {
    if (typeof r === 'string') node.text += r;
    else if ('children' in r && 'name' in r) node.children.push(r as XmlNode);
    else node.attrs = r as Record<string, string>;
  }
  return node;
}

describe('numbers and flags as 1C writes them', () => {
  it('reads decimal commas, spaces and no-break spaces; refuses words', () => {
    expect(parseDecimal('1 234,50')).toBe(1234.5);
    expect(parseDecimal('1\u00a0234.5')).toBe(1234.5);
    expect(parseDecimal('12')).toBe(12);
    expect(parseDecimal('двенадцать')).toBeNull();
    expect(parseDecimal(null)).toBeNull();
  });

  it('СодержитТолькоИзменения as an attribute or as a child element; absent: a full package', () => {
    expect(changesOnly({ 'СодержитТолькоИзменения': 'true' })).toBe(true);
    expect(changesOnly({ 'СодержитТолькоИзменения': 'false' })).toBe(false);
    expect(changesOnly({}, 'true')).toBe(true);
    expect(changesOnly({})).toBe(false);
  });
});

describe('БазоваяЕдиница by its ОКЕИ code', () => {
  it.each([['796', 0], ['166', 1], ['778', 2], ['112', 3]])('%s is measure %i', (code, measure) => {
    expect(measureOf(n('БазоваяЕдиница', { 'Код': code }, 'x'))).toEqual({ measureId: measure });
  });
  it('takes the code or the unit name as text (older schemas); absent is pieces', () => {
    expect(measureOf(n('БазоваяЕдиница', '166'))).toEqual({ measureId: 1 });
    expect(measureOf(n('БазоваяЕдиница', 'шт'))).toEqual({ measureId: 0 });
    expect(measureOf(undefined)).toEqual({ measureId: 0 });
  });
  it('another code is a problem naming it', () => {
    expect(measureOf(n('БазоваяЕдиница', { 'Код': '006' }, 'м'))).toEqual({ problem: expect.stringContaining('«006»') });
  });
});

describe('groups and properties', () => {
  it('flattens nested groups, parents first, with their places', () => {
    const problems: Problem[] = [];
    const groups = mapGroups(n('Группы',
      n('Группа', n('Ид', 'a'), n('Наименование', 'Молочное'), n('Группы', n('Группа', n('Ид', 'a1'), n('Наименование', 'Молоко')))),
      n('Группа', n('Ид', 'b'), n('Наименование', 'Хлеб')),
      n('Группа', n('Наименование', 'Без Ид'))), problems);
    expect(groups.map((g) => [g.externalId, g.parentExternalId, g.position])).toEqual([['a', null, 0], ['a1', 'a', 0], ['b', null, 1]]);
    expect(problems).toEqual([{ line: 7, message: 'группа без Ид или Наименования пропущена' }]);
  });

  it('a property with a Справочник resolves its values by ИдЗначения', () => {
    const [id, def] = mapProperty(n('Свойство', n('Ид', 'p'), n('Наименование', 'Страна'),
      n('ВариантыЗначений', n('Справочник', n('ИдЗначения', 'v1'), n('Значение', 'Италия')))))!;
    expect(id).toBe('p');
    expect(def.values.get('v1')).toBe('Италия');
  });
});

describe('a Товар', () => {
  const props = new Map([
    ['brand', { name: 'Производитель', values: new Map([['v', 'Простоквашино']]) }],
    ['country', { name: 'Страна', values: new Map() }], ['pack', { name: 'Упаковка', values: new Map() }],
    ['kcal', { name: 'Калорийность', values: new Map() }], ['fat', { name: 'Жиры', values: new Map() }],
    ['ing', { name: 'Состав', values: new Map() }], ['taste', { name: 'Вкус', values: new Map() }],
  ]);
  const prop = (id: string, value: string) => n('ЗначенияСвойства', n('Ид', id), n('Значение', value));
  const good = (...extra: XmlNode[]) => n('Товар', n('Ид', 'g1#c1'), n('Наименование', 'Молоко 3,2%'), n('Штрихкод', '4607000000001'),
    n('Описание', 'Свежее'), n('Группы', n('Ид', 'grp')), n('БазоваяЕдиница', { 'Код': '796' }, 'шт'), ...extra);

  it('maps name, barcode, description, group, unit, properties and the weight', () => {
    const problems: Problem[] = [];
    const g = mapGood(good(
      n('Картинка', 'import_files/ab/1.jpg'), n('Картинка', 'import_files/ab/2.jpg'),
      n('ЗначенияСвойств', prop('brand', 'v'), prop('country', 'Россия'), prop('pack', 'Бутылка'), prop('kcal', '60'), prop('fat', '3,2'),
        prop('ing', 'Молоко'), prop('taste', 'Сливочный'), prop('unknown', 'x')),
      n('ЗначенияРеквизитов', n('ЗначениеРеквизита', n('Наименование', 'Вес'), n('Значение', '1,03'))),
    ), props, problems)!;
    expect(problems).toEqual([]);
    expect(g).toEqual(expect.objectContaining({
      externalId: 'g1', name: 'Молоко 3,2%', barcode: '4607000000001', description: 'Свежее', groupExternalId: 'grp', measureId: 0,
      grossWeight: 1.03, brand: 'Простоквашино', country: 'Россия', package: 'Бутылка', deleted: false,
      pictures: ['import_files/ab/1.jpg', 'import_files/ab/2.jpg'], extra: [{ name: 'Вкус', value: 'Сливочный' }],
    }));
    expect(g.nutrition).toEqual({ infoIngredients: 'Молоко', infoCalories: '60', infoProteins: null, infoFats: '3,2', infoCarbohydrates: null });
  });

  it('Статус="Удален" (attribute or element) is a deleted good', () => {
    const a = n('Товар', { 'Статус': 'Удален' }, n('Ид', 'g1'));
    expect(mapGood(a, props, [])?.deleted).toBe(true);
    expect(mapGood(good(n('Статус', 'Удален')), props, [])?.deleted).toBe(true);
  });

  it('reports and skips a good with no Ид, no name or an unknown unit; refuses a picture outside the folder', () => {
    const problems: Problem[] = [];
    expect(mapGood(n('Товар', n('Наименование', 'x')), props, problems)).toBeNull();
    expect(mapGood(n('Товар', n('Ид', 'y')), props, problems)).toBeNull();
    expect(mapGood(n('Товар', n('Ид', 'z'), n('Наименование', 'Ткань'), n('БазоваяЕдиница', { 'Код': '006' })), props, problems)).toBeNull();
    expect(mapGood(good(n('Картинка', '../../etc/passwd')), props, problems)?.pictures).toEqual([]);
    expect(problems.map((p) => p.message)).toEqual([
      'товар без Ид пропущен', 'товар y без Наименования пропущен',
      expect.stringMatching(/^товар z «Ткань» пропущен: единица измерения «006»/), expect.stringContaining('недопустимый путь'),
    ]);
  });

  it('paths: relative, inside the folder', () => {
    expect(safeRelativePath('import_files\\ab\\1.jpg')).toBe('import_files/ab/1.jpg');
    for (const bad of ['../x', '/abs', 'C:/x', 'a//b', 'a/./b', '']) expect(safeRelativePath(bad)).toBeNull();
  });
});

describe('offers', () => {
  const types = choosePriceTypes([{ id: 'r', name: 'Розничная' }, { id: 'c', name: 'по карте' }, { id: 'w', name: 'Оптовая' }], 'Розничная', 'По карте');
  const price = (type: string, value: string) => n('Цена', n('ИдТипаЦены', type), n('ЦенаЗаЕдиницу', value));

  it('price types are chosen by name, whatever the case', () => {
    expect(types).toEqual({ regular: 'r', card: 'c' });
  });

  it('the good is the part of the Ид before #; prices by type; other types ignored', () => {
    const o = mapOffer(n('Предложение', n('Ид', 'g1#c2'), n('Цены', price('r', '89,90'), price('c', '79.9'), price('w', '1'))), types, [])!;
    expect(o).toEqual(expect.objectContaining({ goodExternalId: 'g1', regular: 89.9, card: 79.9 }));
    expect(goodIdOf('abc')).toBe('abc');
  });

  it('2.10 stock: Остатки/Остаток/Склад/Ид + Количество', () => {
    const o = n('Предложение', n('Остатки',
      n('Остаток', n('Склад', n('Ид', 'shop-1'), n('Количество', '12'))), n('Остаток', n('Склад', n('Ид', 'shop-2'), n('Количество', '-3')))));
    expect(stockOf(o)).toEqual({ kind: 'warehouses', byWarehouse: new Map([['shop-1', 12], ['shop-2', 0]]) });
  });

  it('2.07/2.08 stock: <Склад ИдСклада КоличествоНаСкладе/>', () => {
    const o = n('Предложение', n('Склад', { 'ИдСклада': 'shop-3', 'КоличествоНаСкладе': '4,5' }), n('Количество', '99'));
    expect(stockOf(o)).toEqual({ kind: 'warehouses', byWarehouse: new Map([['shop-3', 4.5]]) });
  });

  it('Количество alone is every shop; no figure at all is no stock information', () => {
    expect(stockOf(n('Предложение', n('Количество', '7')))).toEqual({ kind: 'total', quantity: 7 });
    expect(stockOf(n('Предложение'))).toEqual({ kind: 'none' });
  });

  it('shops by their warehouse: unnamed shops get none, unclaimed warehouses are ignored', () => {
    const shops = new Map([['shop-1', 1], ['shop-2', 2]]);
    expect(shopQuantities({ kind: 'warehouses', byWarehouse: new Map([['shop-1', 5], ['far', 9]]) }, shops, [1, 2, 3]))
      .toEqual(new Map([[1, 5], [2, 0], [3, 0]]));
    expect(shopQuantities({ kind: 'total', quantity: 2 }, shops, [1, 2])).toEqual(new Map([[1, 2], [2, 2]]));
    expect(shopQuantities({ kind: 'none' }, shops, [1])).toBeNull();
  });

  it('the card price counts only below the regular one; none means card = regular', () => {
    expect(cardPriceOf(100, 80)).toBe(80);
    expect(cardPriceOf(100, null)).toBe(100);
    expect(cardPriceOf(100, 120)).toBe(100);
  });

  it('characteristics of one good add their stock up', () => {
    const a = { goodExternalId: 'g', regular: 10, card: null, stock: { kind: 'warehouses' as const, byWarehouse: new Map([['w', 1]]) }, line: 1 };
    const b = { goodExternalId: 'g', regular: 12, card: 9, stock: { kind: 'warehouses' as const, byWarehouse: new Map([['w', 2], ['v', 1]]) }, line: 2 };
    expect(mergeOffers(a, b)).toEqual({ ...a, card: 9, stock: { kind: 'warehouses', byWarehouse: new Map([['w', 3], ['v', 1]]) } });
  });

  it('a price that is not a number is a problem with its line', () => {
    const problems: Problem[] = [];
    expect(mapOffer(n('Предложение', n('Ид', 'g'), n('Цены', price('r', 'дорого'))), types, problems)?.regular).toBeNull();
    expect(problems).toEqual([{ line: 7, message: 'предложение g: цена «дорого» не число' }]);
  });
});

it('a failure names the file and the lines of the first problems, in Russian', () => {
  expect(failureText('import.xml', [{ line: 12, message: 'x' }, { line: 0, message: 'y' }])).toBe(
    'failure\nФайл import.xml не загружен, ничего не изменено.\nimport.xml, строка 12: x\nimport.xml: y');
});
