import {
  afterZoneRecheck, canSubmit, deliveryStartMode, formatDistance, headerText, isComplete, lookupAllowsSubmit,
  lookupStart, pickupList, pickupUnavailable, popupMustOpen, reconcile, regionsOf, sameAddress,
  type Choice, type ChoiceAddress, type PickupShop,
} from './receiving';

const home: ChoiceAddress = {
  id: 11, city: 'Курск', street: 'ул. Радищева', house: '5', flat: 12, entrance: null, floor: null, code: null,
  isPrivateHouse: false, coordinates: [51.7339, 36.1915],
};
const temp: ChoiceAddress = { ...home, id: null };
const pickup1: Choice = { method: 'pickup', shopId: 1, address: null };
const delivery: Choice = { method: 'delivery', shopId: 2, address: home, ownerId: 7 };
const none: Choice = { method: null, shopId: null, address: null };

describe('the header button', () => {
  it('reads the pickup shop address, the delivery address or the prompt', () => {
    expect(headerText(pickup1, 'Курск, ул. Ленина, 12')).toEqual({ label: 'Самовывоз из магазина:', value: 'Курск, ул. Ленина, 12' });
    expect(headerText(delivery, null)).toEqual({ label: 'Доставка по адресу:', value: 'Курск, ул. Радищева, 5, кв. 12' });
    expect(headerText(none, null)).toEqual({ label: 'Уточните способ получения заказа', value: null });
    expect(headerText({ ...delivery, shopId: null }, null).label).toBe('Уточните способ получения заказа');
    expect(headerText({ method: 'pickup', shopId: null, address: null }, 'x').label).toBe('Уточните способ получения заказа');
  });
});

describe('when the popup must open', () => {
  it('opens while no method or no shop is saved and not once both are', () => {
    expect(popupMustOpen(none)).toBe(true);
    expect(popupMustOpen({ method: 'pickup', shopId: null, address: null })).toBe(true);
    expect(popupMustOpen({ method: null, shopId: 3, address: null })).toBe(true);
    expect(popupMustOpen({ method: 'delivery', shopId: 3, address: null })).toBe(true);
    expect(popupMustOpen(pickup1)).toBe(false);
    expect(popupMustOpen(delivery)).toBe(false);
    expect(isComplete({ method: 'delivery', shopId: 2, address: temp })).toBe(true);
  });
});

describe('load-time transitions', () => {
  it('keeps the choice while the session is loading and for pickup or a temporary address', () => {
    expect(reconcile(delivery, { status: 'loading' })).toBeNull();
    expect(reconcile(pickup1, { status: 'guest' })).toBeNull();
    expect(reconcile({ method: 'delivery', shopId: 2, address: temp }, { status: 'guest' })).toBeNull();
    expect(reconcile({ method: 'delivery', shopId: 2, address: temp }, { status: 'customer', id: 7, addressIds: [] })).toBeNull();
  });

  it('switches to pickup at the current shop when the customer has logged out', () => {
    expect(reconcile(delivery, { status: 'guest' })).toEqual({ method: 'pickup', shopId: 2, address: null, ownerId: null });
    expect(reconcile({ ...delivery, shopId: null }, { status: 'guest' })).toEqual(none);
  });

  it('resets the method when the saved address is not among the customer’s addresses', () => {
    expect(reconcile(delivery, { status: 'customer', id: 7, addressIds: [10, 12] })).toEqual(none);
    expect(reconcile(delivery, { status: 'customer', id: 7, addressIds: [10, 11] })).toBeNull();
    expect(reconcile(delivery, { status: 'customer', id: 7, addressIds: null })).toBeNull();
    // another customer signed in on this browser
    expect(reconcile(delivery, { status: 'customer', id: 8, addressIds: null })).toEqual(none);
  });
});

describe('zone re-check', () => {
  it('switches to the returned shop, resets the shop when none serves or the check fails', () => {
    expect(afterZoneRecheck(delivery, 2)).toBeNull();
    expect(afterZoneRecheck(delivery, 4)).toEqual({ ...delivery, shopId: 4 });
    expect(afterZoneRecheck(delivery, null)).toEqual({ ...delivery, shopId: null });
    expect(afterZoneRecheck(delivery, 'failed')).toEqual({ ...delivery, shopId: null });
    expect(afterZoneRecheck(pickup1, 'failed')).toBeNull();
  });
});

describe('submit', () => {
  it('is enabled only when the method, the shop or the address changed', () => {
    expect(canSubmit(pickup1, pickup1)).toBe(false);
    expect(canSubmit(pickup1, { ...pickup1, shopId: 5 })).toBe(true);
    expect(canSubmit(pickup1, delivery)).toBe(true);
    expect(canSubmit(delivery, { ...delivery, address: { ...home } })).toBe(false);
    expect(canSubmit(delivery, { ...delivery, address: { ...home, id: 12 } })).toBe(true);
    expect(canSubmit({ method: 'delivery', shopId: 2, address: temp }, { method: 'delivery', shopId: 2, address: { ...temp, house: '7' } })).toBe(true);
    expect(canSubmit(none, { method: 'pickup', shopId: null, address: null })).toBe(false);
    expect(canSubmit(none, { method: 'delivery', shopId: 2, address: null })).toBe(false);
  });

  it('compares addresses by id, text and point', () => {
    expect(sameAddress(temp, { ...temp })).toBe(true);
    expect(sameAddress(temp, { ...temp, coordinates: [51, 36] })).toBe(false);
    expect(sameAddress(temp, null)).toBe(false);
    expect(sameAddress(null, null)).toBe(true);
  });

  it('starts the delivery tab in the form with no saved and no temporary address', () => {
    expect(deliveryStartMode(0, false)).toBe('new');
    expect(deliveryStartMode(0, true)).toBe('list');
    expect(deliveryStartMode(2, false)).toBe('list');
  });
});

describe('pickup list', () => {
  const shop = (id: number, regionId: number, coordinates: [number, number], more: Partial<PickupShop> = {}): PickupShop => ({
    id, name: `Магазин ${id}`, address: `Адрес ${id}`, region: { id: regionId, name: regionId === 1 ? 'Курск' : 'Брянск' },
    coordinates, pickupEnabled: true, canAcceptOrders: true, ...more,
  });
  const shops = [shop(1, 1, [51.737, 36.188]), shop(5, 2, [53.2487, 34.3672]), shop(6, 2, [53.2625, 34.349]), shop(7, 2, [53.2599, 34.4027])];

  it('lists the regions with their shops in the API order', () => {
    expect(regionsOf(shops)).toEqual([{ id: 1, name: 'Курск', shops: 1 }, { id: 2, name: 'Брянск', shops: 3 }]);
  });

  it('keeps the API order without a position and sorts by distance with one', () => {
    expect(pickupList(shops, 2, null).map((s) => [s.id, s.distanceKm])).toEqual([[5, null], [6, null], [7, null]]);
    const near7 = pickupList(shops, 2, [53.26, 34.40]);
    expect(near7.map((s) => s.id)).toEqual([7, 5, 6]);
    expect(near7[0].distanceKm).toBeLessThan(0.5);
  });

  it('names why a shop cannot be chosen', () => {
    expect(pickupUnavailable({ pickupEnabled: true, canAcceptOrders: true })).toBeNull();
    expect(pickupUnavailable({ pickupEnabled: true, canAcceptOrders: false })).toBe('Магазин временно не принимает заказы');
    expect(pickupUnavailable({ pickupEnabled: false, canAcceptOrders: true })).toBe('Самовывоз недоступен');
  });

  it('formats distances in metres and kilometres', () => {
    expect(formatDistance(0.004)).toBe('10 м');
    expect(formatDistance(0.847)).toBe('850 м');
    expect(formatDistance(2.37)).toBe('2,4 км');
    expect(formatDistance(37.4)).toBe('37 км');
  });
});

describe('address lookup', () => {
  it('waits for a complete address or a pin, and allows submit only inside a zone', () => {
    expect(lookupStart({ city: 'Кур', street: 'Радищева', house: '5' }, false)).toEqual({ state: 'incomplete' });
    expect(lookupStart({ city: 'Курск', street: 'Радищева', house: '5' }, false)).toEqual({ state: 'looking' });
    expect(lookupStart({ city: '', street: '', house: '' }, true)).toEqual({ state: 'looking' });
    expect(lookupAllowsSubmit({ state: 'inside', coordinates: [51.7, 36.1], shopId: 1, price: 0 })).toBe(true);
    expect(lookupAllowsSubmit({ state: 'outside', coordinates: [51.7, 36.1] })).toBe(false);
    expect(lookupAllowsSubmit({ state: 'not-found' })).toBe(false);
  });
});

describe('the header before the button loads', () => {
  it('shows the same prompt as the button without a choice', async () => {
    const { HEADER_PROMPT } = await import('../components/receiving/header-prompt');
    expect(HEADER_PROMPT).toBe('Уточните способ получения заказа');
    expect(headerText(none, null).label).toBe(HEADER_PROMPT);
  });
});
