import { roundMoney } from '../money';
import { dayInWords, orderBreakdown, type OrderSums } from './order-breakdown';

const base: OrderSums = {
  amount: 923.83, goodsAmount: 993.84, packetCost: 9.99, packagingCost: 20, deliveryCost: 0,
  promotion: { title: 'Скидка 100 ₽', amount: 100 }, promoCode: null, payment: null,
};
const sum = (lines: { amount: number }[]) => roundMoney(lines.reduce((s, l) => s + l.amount, 0));

describe('orderBreakdown', () => {
  it('shows the packets, so the lines add up to the total (issue 42: 9,99 ₽ of packets were missing)', () => {
    const b = orderBreakdown(base);
    expect(b.lines.map((l) => l.key)).toEqual(['goods', 'packets', 'packaging', 'promotion']);
    expect(b.lines.find((l) => l.key === 'packets')!.amount).toBe(9.99);
    expect(sum(b.lines)).toBe(923.83);
    expect(b.total).toBe(923.83);
    expect(b.paid).toBeNull();
  });

  it('lists delivery and a promo code as negative', () => {
    const b = orderBreakdown({ ...base, promotion: null, deliveryCost: 149, promoCode: { code: 'ОСЕНЬ', discountAmount: 50 }, amount: 1122.83 });
    expect(b.lines).toContainEqual({ key: 'delivery', label: 'Доставка', amount: 149 });
    expect(b.lines).toContainEqual({ key: 'promoCode', label: 'Промокод ОСЕНЬ', amount: -50 });
    expect(sum(b.lines)).toBe(1122.83);
  });

  it('a total set by hand shows as its own line, still adding up', () => {
    const b = orderBreakdown({ ...base, amount: 900 });
    expect(b.lines.at(-1)).toEqual({ key: 'correction', label: 'Изменено магазином', amount: -23.83 });
    expect(sum(b.lines)).toBe(900);
  });

  it('a discount larger than the rest stops at 0, as the rule does', () => {
    const b = orderBreakdown({ ...base, goodsAmount: 50, packetCost: 0, packagingCost: 0, promotion: { title: 'Акция', amount: 100 }, amount: 0 });
    expect(sum(b.lines)).toBe(0);
    expect(b.lines.at(-1)!.key).toBe('correction');
  });

  it('refunds: the day in words, a minus, and what was finally paid', () => {
    const b = orderBreakdown({ ...base, amount: 1254.94, promotion: null, goodsAmount: 1224.95, payment: { refunds: [{ date: '2026-11-18T00:06:59.495Z', amount: 150, comment: '' }] } });
    expect(b.refunds).toEqual([{ label: 'Возврат 18 ноября 2026', amount: -150, comment: '' }]);
    expect(b.paid).toBe(1104.94);
  });

  it('with many small lines the kopecks still add up', () => {
    const o = { ...base, goodsAmount: 0.1 + 0.2, packetCost: 0.07, packagingCost: 0.01, promotion: null, amount: 0.38 };
    expect(sum(orderBreakdown(o).lines)).toBe(0.38);
    expect(orderBreakdown(o).lines.some((l) => l.key === 'correction')).toBe(false);
  });
});

describe('dayInWords', () => {
  it('reads the day in Moscow', () => {
    expect(dayInWords('2026-11-17T21:30:00Z')).toBe('18 ноября 2026');
    expect(dayInWords('2026-01-01T00:00:00+03:00')).toBe('1 января 2026');
    expect(dayInWords('not a date')).toBe('not a date');
  });
});
