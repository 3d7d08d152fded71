import { ADMIN_FILTER_STATUSES, ORDER_STATUS, ORDER_STATUS_NAMES } from '@/domain/order-status';
import { apiQuery, EMPTY_FILTERS, filtersFromSearch, filtersToSearch, listQuery, parseAdminOrderEvent, phoneDigits, statusChips, withFilter } from './filters';

const TODAY = '2026-11-25';

describe('admin order filters and the URL', () => {
  it('round-trips every filter through the URL query', () => {
    const f = {
      shop: '2', status: '3', number: '15', orderFrom: '01.11.2026', orderTo: '24.11.2026', deliveryFrom: '02.11.2026', deliveryTo: '25.11.2026',
      amountFrom: '100', amountTo: '2500,50', phone: '7900', name: 'Анна', page: 3,
    };
    const search = filtersToSearch(f);
    expect(filtersFromSearch(new URLSearchParams(search))).toEqual(f);
  });

  it('leaves empty filters and the first page out of the URL', () => {
    expect(filtersToSearch(EMPTY_FILTERS)).toBe('');
    expect(filtersToSearch({ ...EMPTY_FILTERS, status: '4' })).toBe('status=4');
  });

  it('drops what the form cannot offer', () => {
    const f = filtersFromSearch(new URLSearchParams('status=6&shop=x&number=-1&phone=%2B7900&amountFrom=1e5&page=0'));
    expect(f).toEqual(EMPTY_FILTERS);
    expect(filtersFromSearch(new URLSearchParams('status=0')).status).toBe('0');
  });

  it('goes back to the first page when a filter changes, not when paging', () => {
    const f = { ...EMPTY_FILTERS, page: 4 };
    expect(withFilter(f, 'status', '3').page).toBe(1);
    expect(withFilter(f, 'page', 5).page).toBe(5);
  });

  it('keeps the digits of a pasted phone', () => {
    expect(phoneDigits('+7 (900) 000-00-10')).toBe('79000000010');
  });

  it('asks the API with the parsed date range, the "to" day as the next day', () => {
    const q = apiQuery({ ...EMPTY_FILTERS, shop: '1', status: '0', orderFrom: '01/11/2026', orderTo: '24.11.2026', amountTo: '99,5', page: 2 }, TODAY);
    expect(q).toEqual({
      'shop.id': '1', status: '0', 'orderDate[after]': '2026-11-01', 'orderDate[strictly_before]': '2026-11-25', 'amount[lte]': '99.5', page: 2,
    });
  });

  it('treats a date it cannot read, before 2020 or after today as empty', () => {
    expect(apiQuery({ ...EMPTY_FILTERS, orderFrom: '31.12.2019', orderTo: '26.11.2026', deliveryFrom: '31.02.2026' }, TODAY)).toEqual({});
  });
});

describe('the status chips (issue 42)', () => {
  it('offer «Все» (every status but annulled) and each filter status in the table\'s order, with its count', () => {
    const chips = statusChips([
      { status: ORDER_STATUS.new, count: 3 }, { status: ORDER_STATUS.paid, count: 2 }, { status: ORDER_STATUS.annulled, count: 5 },
    ]);
    expect(chips.map((c) => c.value)).toEqual(['', ...ADMIN_FILTER_STATUSES.map(String)]);
    expect(chips[0]).toEqual({ value: '', label: 'Все', count: 5, key: 'all' });
    expect(chips.find((c) => c.value === String(ORDER_STATUS.new))).toEqual({ value: String(ORDER_STATUS.new), label: ORDER_STATUS_NAMES[ORDER_STATUS.new], count: 3, key: 'new' });
    expect(chips.find((c) => c.value === String(ORDER_STATUS.annulled))?.count).toBe(5);
    expect(chips.find((c) => c.value === String(ORDER_STATUS.closed))?.count).toBe(0);
  });

  it('ask the list with the shops\' today first and the counts', () => {
    expect(listQuery({ ...EMPTY_FILTERS, status: '0' }, '2026-11-25')).toEqual({ status: '0', sort: 'today', counts: 1 });
  });
});

describe('parseAdminOrderEvent', () => {
  it('reads the id and status of an order event, and nothing else', () => {
    expect(parseAdminOrderEvent('{"id":12,"shopId":2,"status":1,"type":"status"}')).toEqual({ id: 12, status: 1 });
    expect(parseAdminOrderEvent('{"id":"12","status":1}')).toBeNull();
    expect(parseAdminOrderEvent('not json')).toBeNull();
    expect(parseAdminOrderEvent('null')).toBeNull();
  });
});
