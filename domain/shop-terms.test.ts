import { DEFAULT_DELIVERY_PRICE, deliveryPrice, deliveryTariffs, freeDeliveryThreshold } from './shop-terms';

// as the API lists them: highest threshold first
const tiers = { deliveryEnabled: true, deliveryCosts: [{ price: 0, minAmount: 3000 }, { price: 99, minAmount: 1500 }, { price: 199, minAmount: 0 }] };

describe('delivery price', () => {
  it('takes the first listed tier whose threshold the amount reaches', () => {
    expect(deliveryPrice(tiers, 0)).toBe(199);
    expect(deliveryPrice(tiers, 1499.99)).toBe(199);
    expect(deliveryPrice(tiers, 1500)).toBe(99);
    expect(deliveryPrice(tiers, 3000)).toBe(0);
  });

  it('falls back to the default price below every threshold and without tiers', () => {
    expect(deliveryPrice({ deliveryEnabled: true, deliveryCosts: [{ price: 0, minAmount: 2000 }] }, 500)).toBe(DEFAULT_DELIVERY_PRICE);
    expect(deliveryPrice({ deliveryEnabled: true, deliveryCosts: [] }, 5000)).toBe(DEFAULT_DELIVERY_PRICE);
  });

  it('has no price when the shop does not deliver', () => {
    expect(deliveryPrice({ ...tiers, deliveryEnabled: false }, 100)).toBeNull();
  });
});

describe('delivery tariffs', () => {
  it('lists the prices as ascending amount ranges', () => {
    expect(deliveryTariffs(tiers)).toEqual([
      { from: 0, to: 1500, price: 199 },
      { from: 1500, to: 3000, price: 99 },
      { from: 3000, to: null, price: 0 },
    ]);
  });

  it('starts with the default price when the lowest tier has a threshold, and merges equal neighbours', () => {
    const shop = { deliveryEnabled: true, deliveryCosts: [{ price: 0, minAmount: 2500 }, { price: DEFAULT_DELIVERY_PRICE, minAmount: 1000 }] };
    expect(deliveryTariffs(shop)).toEqual([
      { from: 0, to: 2500, price: DEFAULT_DELIVERY_PRICE },
      { from: 2500, to: null, price: 0 },
    ]);
  });

  it('follows the listed order even when a lower tier is listed first', () => {
    // the 0 ₽ tier is never reached: the 199 ₽ tier (minAmount 0) is checked first
    const shop = { deliveryEnabled: true, deliveryCosts: [{ price: 199, minAmount: 0 }, { price: 0, minAmount: 3000 }] };
    expect(deliveryTariffs(shop)).toEqual([{ from: 0, to: null, price: 199 }]);
  });

  it('is empty when the shop does not deliver', () => {
    expect(deliveryTariffs({ ...tiers, deliveryEnabled: false })).toEqual([]);
  });
});

describe('free-delivery threshold', () => {
  it('is the zero-price tier threshold', () => {
    expect(freeDeliveryThreshold(tiers)).toBe(3000);
  });

  it('is absent without a free tier or without delivery', () => {
    expect(freeDeliveryThreshold({ deliveryEnabled: true, deliveryCosts: [{ price: 199, minAmount: 0 }] })).toBeNull();
    expect(freeDeliveryThreshold({ ...tiers, deliveryEnabled: false })).toBeNull();
  });
});
