import { beginCheckoutEvent, freeDeliveryLeft, freeDeliveryNotice, pageViewEvent, timeLeft } from './basket-page';

// ru-RU writes thousands and the rouble sign with no-break spaces: compare with plain ones
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

describe('the free-delivery notice (checkout spec §2)', () => {
  it('names the amount, and the weight limit when the shop has one', () => {
    expect(plain(freeDeliveryNotice(1500, 50))).toBe('Бесплатная доставка от 1 500 ₽ (для заказов до 50 кг)');
    expect(plain(freeDeliveryNotice(2000, 12.5))).toBe('Бесплатная доставка от 2 000 ₽ (для заказов до 12,5 кг)');
  });

  it('leaves the limit out without one, and the notice out without a free tier', () => {
    expect(plain(freeDeliveryNotice(999.5, null))).toBe('Бесплатная доставка от 999,50 ₽');
    expect(plain(freeDeliveryNotice(1000, 0))).toBe('Бесплатная доставка от 1 000 ₽');
    expect(freeDeliveryNotice(null, 50)).toBeNull();
  });
});

describe('the free-delivery progress', () => {
  it('says how much is left below the threshold, nothing at or above it or without one', () => {
    expect(plain(freeDeliveryLeft(1500, 1180))).toBe('До бесплатной доставки осталось 320 ₽');
    expect(plain(freeDeliveryLeft(1500, 1179.5))).toBe('До бесплатной доставки осталось 320,50 ₽');
    expect(freeDeliveryLeft(1500, 1500)).toBeNull();
    expect(freeDeliveryLeft(null, 10)).toBeNull();
  });
});

describe('analytics events', () => {
  it('page view names the path and the title', () => {
    expect(pageViewEvent('/basket', 'Корзина — Магазин')).toEqual({ event: 'page_view', page_path: '/basket', page_title: 'Корзина — Магазин' });
  });

  it('begin_checkout carries the server total and the available lines, GA4-style', () => {
    const line = (id: number, isOutOfStock: boolean) => ({
      id, quantity: isOutOfStock ? 0 : 2, stock: isOutOfStock ? 0 : 9, registerPrice: 60, actualPrice: 55, price: isOutOfStock ? 0 : 55,
      amount: isOutOfStock ? 0 : 110, isOutOfStock, isPickup: false, grossWeight: 1,
    });
    const event = beginCheckoutEvent({ items: [line(7, false), line(8, true)], total: 259 }, new Map([[7, 'Хлеб'], [8, 'Сыр']]));
    expect(event).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'RUB', value: 259, items: [{ item_id: '7', item_name: 'Хлеб', price: 55, quantity: 2 }] },
    });
  });
});

describe('the pay link countdown', () => {
  const at = Date.parse('2026-11-22T12:00:00Z');
  it('reads mm:ss, rounding a part second up', () => {
    expect(timeLeft('2026-11-22T12:20:00Z', at)).toBe('20:00');
    expect(timeLeft('2026-11-22T12:00:59.200Z', at)).toBe('01:00');
    expect(timeLeft('2026-11-22T12:00:01Z', at)).toBe('00:01');
    expect(timeLeft('2026-11-22T13:00:00Z', at)).toBe('1:00:00');
    expect(timeLeft('2026-11-22T23:59:59Z', at)).toBe('11:59:59');
    expect(timeLeft('2026-11-29T12:00:00Z', at)).toBe('7 д 0:00:00');
    expect(timeLeft('2026-11-23T14:05:09Z', at)).toBe('1 д 2:05:09');
  });

  it('is over at and after the expiry, and for a date that is not one', () => {
    expect(timeLeft('2026-11-22T12:00:00Z', at)).toBeNull();
    expect(timeLeft('2026-11-22T11:59:00Z', at)).toBeNull();
    expect(timeLeft('not a date', at)).toBeNull();
  });
});
