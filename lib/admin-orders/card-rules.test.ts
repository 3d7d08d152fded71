import { cancelWarnings, changedMarking, statusWarnings, typedCodes } from './card-rules';

const order = { source: 'site', cashType: 3, status: 5, amount: 1234.5, refundable: 0, promotion: null };

describe('the order card confirmations', () => {
  it('asks nothing for a site order paid on receipt', () => {
    expect(statusWarnings(order, 3)).toEqual([]);
    expect(cancelWarnings(order)).toEqual([]);
  });

  it('says a partner order\'s move cannot be undone and closing an online order charges its amount', () => {
    expect(statusWarnings({ ...order, source: 'aggregator' }, 1)).toEqual(['Изменение статуса будет отправлено партнёру и не может быть отменено.']);
    expect(statusWarnings({ ...order, cashType: 1 }, 3)).toEqual(['С карты покупателя будет списано 1\u00a0234,50\u00a0₽.']);
    expect(statusWarnings({ ...order, cashType: 1 }, 2)).toEqual([]);
  });

  it('warns of the refund of a closed online order and of a promotion on annulment', () => {
    expect(cancelWarnings({ ...order, status: 3, cashType: 1, refundable: 500 })).toEqual(['Покупателю будет возвращено 500\u00a0₽ на карту.']);
    expect(cancelWarnings({ ...order, promotion: { title: 'Наличными — минус 100 ₽' } })).toEqual(['Заказ участвует в акции «Наличными — минус 100 ₽».']);
  });
});

describe('marking codes', () => {
  it('trims the typed codes and drops the blank ones', () => {
    expect(typedCodes('  01ABC \n\n  \n02DEF')).toEqual(['01ABC', '02DEF']);
  });

  it('sends only the lines whose codes changed', () => {
    const lines = [{ goodId: 1, markingCode: ['A'] }, { goodId: 2, markingCode: [] }, { goodId: 3, markingCode: ['C'] }];
    expect(changedMarking(lines, { 1: ' A ', 2: 'B\n', 3: '' })).toEqual([{ goodId: 2, markingCode: ['B'] }, { goodId: 3, markingCode: [] }]);
  });
});
