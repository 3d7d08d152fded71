import { logChangeSentence, logSentences } from './order-log';

const goods = new Map([[20100041, { name: 'Бананы', unit: 'кг' }], [30100001, { name: 'Молоко 3,2%', unit: 'шт' }]]);

describe('the order log in words', () => {
  it('writes a status move with the statuses\' names, not numbers', () => {
    expect(logChangeSentence('status', 0, 1, goods)).toBe('Статус изменён: «Новый» → «Открыт».');
  });
  it('writes a weighed line\'s new quantity with its name, unit and roubles', () => {
    expect(logChangeSentence('goods.20100041', { quantity: 1, price: 139.99, amount: 139.99, isDeleted: false }, { quantity: 1.25, price: 139.99, amount: 174.99, isDeleted: false }, goods))
      .toBe('«Бананы»: количество 1 → 1,25 кг, сумма 139,99\u00a0₽ → 174,99\u00a0₽.');
  });
  it('writes added, deleted and restored lines', () => {
    expect(logChangeSentence('goods.30100001', null, { quantity: 2, price: 89.5, amount: 179 }, goods)).toBe('Добавлен товар «Молоко 3,2%»: 2 шт по 89,50\u00a0₽ на 179\u00a0₽.');
    expect(logChangeSentence('goods.30100001', { quantity: 2, price: 89.5, amount: 179, isDeleted: false }, { quantity: 2, price: 89.5, amount: 0, isDeleted: true }, goods))
      .toBe('Удалён товар «Молоко 3,2%» (было 2 шт на 179\u00a0₽).');
    expect(logChangeSentence('goods.30100001', { quantity: 2, amount: 0, isDeleted: true }, { quantity: 2, amount: 179, isDeleted: false }, goods))
      .toBe('Возвращён товар «Молоко 3,2%»: 2 шт на 179\u00a0₽.');
  });
  it('writes marking codes, the card, the receiving method and the sums without JSON', () => {
    const sentences = logSentences({
      'markingCode.30100001': [[], ['010460-A', '010460-B']],
      card: [null, '2000000000015'],
      type: ['pickup', 'delivery'],
      address: [null, { city: 'Курск', street: 'ул. Радищева', house: '5', flat: 12 }],
      deliveryCost: [0, 199],
      amount: [1000, 1199],
      shop: [1, 2],
      somethingNew: [{ a: 1 }, { a: 2 }],
    }, goods);
    expect(sentences).toEqual([
      'Коды маркировки «Молоко 3,2%»: 010460-A, 010460-B.',
      'Карта лояльности: 2000000000015.',
      'Способ получения: самовывоз → доставка.',
      'Адрес доставки: Курск, ул. Радищева, д. 5, кв. 12.',
      'Доставка: 0\u00a0₽ → 199\u00a0₽.',
      'Сумма заказа: 1\u00a0000\u00a0₽ → 1\u00a0199\u00a0₽.',
      'Заказ передан в другой магазин.',
      'Изменены данные заказа.',
    ]);
    for (const s of sentences) expect(s).not.toMatch(/[{}[\]"]/);
  });
  it('names a good it does not know by its code, and reads no changes as none', () => {
    expect(logChangeSentence('markingCode.999', ['x'], [], goods)).toBe('Коды маркировки «товар с кодом 999» сняты.');
    expect(logSentences(null, goods)).toEqual([]);
  });
});
