import type { CustomerOrder, HydraCollection } from '@/contract';
import { applyOrderEvent, parseOrderEvent, reorderLinesOf } from './orders';

const order = (id: number, status = 0) => ({ id, status, statusName: `s${status}`, goods: [] }) as unknown as CustomerOrder;
const page = (...orders: CustomerOrder[]) => ({ 'hydra:member': orders, 'hydra:totalItems': orders.length }) as HydraCollection<CustomerOrder>;
const event = (id: number, status: number) => ({ id, status, statusName: `s${status}`, updatedAt: '2026-11-25T10:00:00Z' });

describe('applyOrderEvent', () => {
  it('changes the order of the event in place and leaves the others', () => {
    const before = page(order(1), order(2));
    const after = applyOrderEvent(before, event(2, 1))!;
    expect(after['hydra:member'].map((o) => [o.id, o.status, o.statusName])).toEqual([[1, 0, 's0'], [2, 1, 's1']]);
    expect(after['hydra:member'][0]).toBe(before['hydra:member'][0]);
  });
  it('answers the same page when the order is not on it or already has the status', () => {
    const before = page(order(1, 1));
    expect(applyOrderEvent(before, event(9, 1))).toBe(before);
    expect(applyOrderEvent(before, event(1, 1))).toBe(before);
    expect(applyOrderEvent(undefined, event(1, 1))).toBeUndefined();
  });
});

describe('reorderLinesOf', () => {
  it('asks for what was ordered, not what was picked', () => {
    const o = { goods: [{ good: { id: 5, name: 'Молоко' }, quantity: 1, originalQuantity: 3 }] } as unknown as CustomerOrder;
    expect(reorderLinesOf(o)).toEqual([{ goodId: 5, name: 'Молоко', quantity: 3 }]);
  });
});

describe('parseOrderEvent', () => {
  it('reads the event the stream sends and refuses anything else', () => {
    expect(parseOrderEvent('{"id":3,"status":1,"statusName":"Собирается","updatedAt":"2026-11-25T10:00:00Z"}'))
      .toEqual({ id: 3, status: 1, statusName: 'Собирается', updatedAt: '2026-11-25T10:00:00Z' });
    expect(parseOrderEvent('not json')).toBeNull();
    expect(parseOrderEvent('{"id":"3","status":1,"statusName":"x","updatedAt":"y"}')).toBeNull();
    expect(parseOrderEvent('null')).toBeNull();
  });
});
