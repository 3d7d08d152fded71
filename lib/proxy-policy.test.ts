import { bodyCap, decodesCleanly, isExchange, isTokenRoute, PHOTO_UPLOAD_TIMEOUT_MS, proxyTimeout, proxyVerdict } from './proxy-policy';

describe('proxy allowlist', () => {
  it('passes the reads the browser makes', () => {
    expect(proxyVerdict('GET', '/api/goods')).toBe('ok');
    expect(proxyVerdict('GET', '/api/shops/2/goods')).toBe('ok');
    expect(proxyVerdict('HEAD', '/api/shops')).toBe('ok');
  });

  it('answers other paths not-found and other methods not allowed', () => {
    expect(proxyVerdict('GET', '/api/discounts')).toBe('not-found');
    expect(proxyVerdict('GET', '/api/shops/01')).toBe('not-found');
    expect(proxyVerdict('GET', '/api/shops/2/rules')).toBe('not-found');
    expect(proxyVerdict('POST', '/api/goods')).toBe('method');
    expect(proxyVerdict('DELETE', '/api/shops')).toBe('method');
  });
});

describe('the 1C exchange through the proxy', () => {
  it('passes its GET and POST, as 1C calls the site', () => {
    expect(proxyVerdict('GET', '/api/exchange/1c')).toBe('ok');
    expect(proxyVerdict('POST', '/api/exchange/1c')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/exchange/1c')).toBe('method');
    expect(proxyVerdict('GET', '/api/exchange/1c/x')).toBe('not-found');
    expect(isExchange('/api/exchange/1c')).toBe(true);
    expect(isExchange('/api/exchange/1c/')).toBe(false);
  });
});

describe('favourites through the proxy', () => {
  it('passes the calls of the hearts and of the favourites pages, and nothing else there', () => {
    expect(proxyVerdict('GET', '/api/customers/5/favorites')).toBe('ok');
    expect(proxyVerdict('POST', '/api/favorites')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/favorites/12')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/favorites/clear')).toBe('ok');
    expect(proxyVerdict('GET', '/api/shops/1/favorites')).toBe('ok');
    expect(proxyVerdict('GET', '/api/shops/1/purchased')).toBe('ok');
    expect(proxyVerdict('PUT', '/api/favorites/12')).toBe('method');
    expect(proxyVerdict('DELETE', '/api/favorites/other')).toBe('not-found');
    expect(proxyVerdict('DELETE', '/api/customers/5/favorites')).toBe('method');
  });
});

describe('accounts through the proxy', () => {
  it('passes the auth calls that answer no token, and the customer reads', () => {
    expect(proxyVerdict('POST', '/api/auth/signup-phone')).toBe('ok');
    expect(proxyVerdict('POST', '/api/auth/recovery')).toBe('ok');
    expect(proxyVerdict('POST', '/api/auth/recovery-phone')).toBe('ok');
    expect(proxyVerdict('GET', '/api/customers/me')).toBe('ok');
    expect(proxyVerdict('POST', '/api/customers/5/phone-confirmation')).toBe('ok');
    expect(proxyVerdict('POST', '/api/customers/5/phone-confirmation-code')).toBe('ok');
    expect(proxyVerdict('GET', '/api/auth/signup-phone')).toBe('method');
  });

  it.each([
    '/api/auth/signin', '/api/auth/signin-phone', '/api/auth/signup-phone-code', '/api/auth/signin-refresh-token',
    '/api/auth/signout', '/api/auth/signin-phone/', '/api/auth/signin%2Dphone', '/api/auth/SIGNIN', '/api/auth//signin',
    '/api/auth/token-exchange',
  ])('never passes the token route %s, whatever the method', (path) => {
    expect(isTokenRoute(path)).toBe(true);
    for (const method of ['GET', 'POST', 'PUT']) expect(proxyVerdict(method, path)).toBe('not-found');
  });

  it('does not take the other auth calls for token routes', () => {
    expect(isTokenRoute('/api/auth/signup-phone')).toBe(false);
    expect(isTokenRoute('/api/auth/recovery-phone')).toBe(false);
  });
});

describe('online payment through the proxy', () => {
  const id = '5a1b0c7e-2f3d-4e5f-8a9b-0c1d2e3f4a5b';
  it("passes the sandbox page's read and buttons, and the gateway's callback", () => {
    expect(proxyVerdict('GET', `/api/payments/sandbox/${id}`)).toBe('ok');
    expect(proxyVerdict('POST', `/api/payments/sandbox/${id}/pay`)).toBe('ok');
    expect(proxyVerdict('POST', `/api/payments/sandbox/${id}/decline`)).toBe('ok');
    expect(proxyVerdict('GET', '/api/payments/callback')).toBe('ok');
  });
  it('passes nothing else of it', () => {
    expect(proxyVerdict('POST', `/api/payments/sandbox/${id}`)).toBe('method');
    expect(proxyVerdict('GET', `/api/payments/sandbox/${id}/pay`)).toBe('method');
    expect(proxyVerdict('POST', `/api/payments/sandbox/${id}/deposit`)).toBe('not-found');
    expect(proxyVerdict('GET', '/api/payments/sandbox/1')).toBe('not-found');
    expect(proxyVerdict('POST', '/api/payments/callback')).toBe('method');
  });
});

describe('the basket page through the proxy', () => {
  it('lets the basket be priced and an order be read, and nothing else under them', () => {
    expect(proxyVerdict('POST', '/api/shops/1/basket')).toBe('ok');
    expect(proxyVerdict('GET', '/api/shops/1/basket')).toBe('method');
    expect(proxyVerdict('GET', '/api/orders/42')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/orders/42')).toBe('method');
    expect(proxyVerdict('GET', '/api/orders/0')).toBe('not-found');
  });
});

describe('decodesCleanly', () => {
  it.each(['/api/shops/%FF', '/api/shops/%C0%80', '/api/shops/%ED%A0%80', '/x/%'])('refuses %s', (p) => {
    expect(decodesCleanly(p)).toBe(false);
  });
  it('accepts valid UTF-8', () => {
    expect(decodesCleanly('/news/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D1%8C')).toBe(true);
  });
});

describe('checkout through the proxy', () => {
  it('passes basket pricing, slots, promo codes and orders, and nothing more of them', () => {
    expect(proxyVerdict('POST', '/api/shops/1/basket')).toBe('ok');
    expect(proxyVerdict('GET', '/api/shops/1/timeslots')).toBe('ok');
    expect(proxyVerdict('POST', '/api/promo_codes/resolve')).toBe('ok');
    expect(proxyVerdict('POST', '/api/orders')).toBe('ok');
    expect(proxyVerdict('GET', '/api/orders/12')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/orders')).toBe('method');
    expect(proxyVerdict('DELETE', '/api/orders/12')).toBe('method');
    expect(proxyVerdict('GET', '/api/shops/1/basket')).toBe('method');
  });
});

describe('receiving method through the proxy', () => {
  it('passes the zones, the geocoder and the address calls, each with its methods', () => {
    expect(proxyVerdict('GET', '/api/delivery_zones')).toBe('ok');
    expect(proxyVerdict('GET', '/api/geocoder/forward')).toBe('ok');
    expect(proxyVerdict('GET', '/api/geocoder/reverse')).toBe('ok');
    expect(proxyVerdict('GET', '/api/geocoder/suggest')).toBe('ok');
    expect(proxyVerdict('GET', '/api/customers/7/addresses')).toBe('ok');
    expect(proxyVerdict('POST', '/api/delivery_addresses')).toBe('ok');
    expect(proxyVerdict('PUT', '/api/delivery_addresses/3')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/delivery_addresses/3')).toBe('ok');
    expect(proxyVerdict('PUT', '/api/delivery_addresses/3/current')).toBe('ok');
    expect(proxyVerdict('POST', '/api/delivery_zones')).toBe('method');
    expect(proxyVerdict('GET', '/api/delivery_addresses/3/current')).toBe('method');
    expect(proxyVerdict('GET', '/api/geocoder/other')).toBe('not-found');
    expect(proxyVerdict('PUT', '/api/delivery_addresses/03')).toBe('not-found');
  });
});

describe('admin orders through the proxy', () => {
  it('passes the back office calls and the barcode image', () => {
    expect(proxyVerdict('GET', '/api/orders')).toBe('ok');
    expect(proxyVerdict('PUT', '/api/orders/12')).toBe('ok');
    for (const a of ['status', 'goods', 'markingcode']) expect(proxyVerdict('PUT', `/api/orders/12/${a}`)).toBe('ok');
    for (const a of ['cancel', 'params', 'payment-refund']) expect(proxyVerdict('POST', `/api/orders/12/${a}`)).toBe('ok');
    for (const a of ['log', 'payment-check']) expect(proxyVerdict('GET', `/api/orders/12/${a}`)).toBe('ok');
    expect(proxyVerdict('GET', '/api/barcode')).toBe('ok');
  });
  it('passes nothing else under an order', () => {
    expect(proxyVerdict('DELETE', '/api/orders/12')).toBe('method');
    expect(proxyVerdict('GET', '/api/orders/12/status')).toBe('method');
    expect(proxyVerdict('POST', '/api/orders/12/refund')).toBe('not-found');
    expect(proxyVerdict('PUT', '/api/orders/012/status')).toBe('not-found');
  });
});

describe('the personal area through the proxy', () => {
  it('passes the profile, settings, loyalty, orders, events and notification calls, each with its methods', () => {
    expect(proxyVerdict('PUT', '/api/customers/7')).toBe('ok');
    expect(proxyVerdict('GET', '/api/customers/7')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/customers/7')).toBe('method');
    for (const step of ['set-phone', 'set-phone-confirm', 'email', 'email-confirm']) {
      expect(proxyVerdict('POST', `/api/customers/7/${step}`)).toBe('ok');
      expect(proxyVerdict('GET', `/api/customers/7/${step}`)).toBe('method');
    }
    expect(proxyVerdict('GET', '/api/customers/7/settings')).toBe('ok');
    expect(proxyVerdict('PUT', '/api/customers/7/settings')).toBe('ok');
    for (const read of ['stats', 'loyalty', 'loyalty-transactions', 'orders', 'orders/events', 'notifications']) {
      expect(proxyVerdict('GET', `/api/customers/7/${read}`)).toBe('ok');
      expect(proxyVerdict('POST', `/api/customers/7/${read}`)).toBe('method');
    }
    expect(proxyVerdict('POST', '/api/loyalty/signin')).toBe('ok');
    expect(proxyVerdict('GET', '/api/loyalty/signin')).toBe('method');
    expect(proxyVerdict('PUT', '/api/notifications/5')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/notifications/5')).toBe('method');
    expect(proxyVerdict('GET', '/api/customers/07/orders')).toBe('not-found');
    expect(proxyVerdict('GET', '/api/customers/7/orders/5')).toBe('not-found');
  });
});

describe("the back office's photos of a good through the proxy", () => {
  it('passes the list, the upload and the new order, with a 20 MB cap for the upload alone', () => {
    expect(proxyVerdict('GET', '/api/admin/goods/12/photos')).toBe('ok');
    expect(proxyVerdict('POST', '/api/admin/goods/12/photos')).toBe('ok');
    expect(proxyVerdict('PUT', '/api/admin/goods/12/photos')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/admin/goods/12/photos')).toBe('method');
    expect(proxyVerdict('POST', '/api/admin/goods/012/photos')).toBe('not-found');
    expect(proxyVerdict('GET', '/api/admin/goods/12')).toBe('ok');
    expect(proxyVerdict('PATCH', '/api/admin/goods/12')).toBe('ok');
    expect(proxyVerdict('PUT', '/api/admin/goods/12')).toBe('method');
    expect(proxyVerdict('DELETE', '/api/admin/goods/12')).toBe('method');
    expect(proxyVerdict('PATCH', '/api/admin/goods/012')).toBe('not-found');
    expect(proxyVerdict('GET', '/api/admin/goods/12/photos/x')).toBe('not-found');
    expect(bodyCap('POST', '/api/admin/goods/12/photos')).toEqual({ bytes: 20 * 1024 * 1024, message: 'Файл больше 20 МБ.' });
    expect(bodyCap('PUT', '/api/admin/goods/12/photos').bytes).toBe(256 * 1024);
    expect(bodyCap('POST', '/api/orders').bytes).toBe(256 * 1024);
  });

  it('gives a photo upload two minutes (20 MB on a slow phone link), every other call the usual time-out', () => {
    expect(PHOTO_UPLOAD_TIMEOUT_MS).toBe(120_000);
    expect(proxyTimeout('POST', '/api/admin/goods/12/photos', 10_000)).toBe(120_000);
    expect(proxyTimeout('POST', '/api/admin/goods/12/photos', 300_000)).toBe(300_000);
    expect(proxyTimeout('PUT', '/api/admin/goods/12/photos', 10_000)).toBe(10_000);
    expect(proxyTimeout('GET', '/api/admin/goods/12/photos', 10_000)).toBe(10_000);
    expect(proxyTimeout('POST', '/api/orders', 10_000)).toBe(10_000);
  });
});

describe("the back office's FAQ, rules text and exchange accounts through the proxy", () => {
  it('passes the list, add, edit, delete and reorder of questions, the rules text and the exchange accounts, nothing else', () => {
    expect(proxyVerdict('GET', '/api/admin/faq')).toBe('ok');
    expect(proxyVerdict('POST', '/api/admin/faq')).toBe('ok');
    expect(proxyVerdict('PUT', '/api/admin/faq/3')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/admin/faq/3')).toBe('ok');
    expect(proxyVerdict('PUT', '/api/admin/faq-order')).toBe('ok');
    expect(proxyVerdict('GET', '/api/admin/site-texts/rules')).toBe('ok');
    expect(proxyVerdict('PUT', '/api/admin/site-texts/rules')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/admin/faq-order')).not.toBe('ok');
    expect(proxyVerdict('PUT', '/api/admin/site-texts/other')).not.toBe('ok');
    expect(proxyVerdict('GET', '/api/admin/exchange-accounts')).toBe('ok');
    expect(proxyVerdict('POST', '/api/admin/exchange-accounts')).toBe('ok');
    expect(proxyVerdict('POST', '/api/admin/exchange-accounts/4/block')).toBe('ok');
    expect(proxyVerdict('POST', '/api/admin/exchange-accounts/4/unblock')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/admin/exchange-accounts/4')).not.toBe('ok');
  });
});

describe("the back office's news and content images through the proxy", () => {
  it('passes the list, create, edit and delete of news and the image upload, with a 20 MB cap for the upload alone', () => {
    expect(proxyVerdict('GET', '/api/admin/news')).toBe('ok');
    expect(proxyVerdict('POST', '/api/admin/news')).toBe('ok');
    expect(proxyVerdict('PUT', '/api/admin/news/3')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/admin/news/3')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/admin/news')).toBe('method');
    expect(proxyVerdict('GET', '/api/admin/news/3')).toBe('method');
    expect(proxyVerdict('PUT', '/api/admin/news/03')).toBe('not-found');
    expect(proxyVerdict('POST', '/api/admin/content-images')).toBe('ok');
    expect(proxyVerdict('GET', '/api/admin/content-images')).toBe('method');
    expect(proxyVerdict('POST', '/api/admin/content-images/1')).toBe('not-found');
    expect(bodyCap('POST', '/api/admin/content-images')).toEqual({ bytes: 20 * 1024 * 1024, message: 'Файл больше 20 МБ.' });
    expect(bodyCap('POST', '/api/admin/news').bytes).toBe(256 * 1024);
  });
});

describe('the back office staff and audit log through the proxy', () => {
  it('passes the staff list, creation, edits, block, unblock, password reset and the audit log, and nothing else there', () => {
    expect(proxyVerdict('GET', '/api/admin/staff')).toBe('ok');
    expect(proxyVerdict('POST', '/api/admin/staff')).toBe('ok');
    expect(proxyVerdict('PUT', '/api/admin/staff/12')).toBe('ok');
    for (const verb of ['block', 'unblock', 'password']) expect(proxyVerdict('POST', `/api/admin/staff/12/${verb}`)).toBe('ok');
    expect(proxyVerdict('GET', '/api/admin/audit')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/admin/staff/12')).toBe('method');
    expect(proxyVerdict('POST', '/api/admin/audit')).toBe('method');
    expect(proxyVerdict('POST', '/api/admin/staff/12/delete')).toBe('not-found');
    expect(proxyVerdict('GET', '/api/admin/staff/x')).toBe('not-found');
  });
});

describe('the back office\'s shops and zones through the proxy', () => {
  it('passes the list, the card and its save, the zones and a zone\'s save', () => {
    expect(proxyVerdict('GET', '/api/admin/shops')).toBe('ok');
    expect(proxyVerdict('GET', '/api/admin/shops/3')).toBe('ok');
    expect(proxyVerdict('PUT', '/api/admin/shops/3')).toBe('ok');
    expect(proxyVerdict('GET', '/api/admin/shops/3/zones')).toBe('ok');
    expect(proxyVerdict('PUT', '/api/admin/shops/3/zones/7')).toBe('ok');
  });

  it('passes adding, removing and reopening a shop, adding and deleting a zone', () => {
    expect(proxyVerdict('POST', '/api/admin/shops')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/admin/shops/3')).toBe('ok');
    expect(proxyVerdict('POST', '/api/admin/shops/3/reopen')).toBe('ok');
    expect(proxyVerdict('POST', '/api/admin/shops/3/zones')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/admin/shops/3/zones/7')).toBe('ok');
  });

  it('refuses other methods and paths', () => {
    expect(proxyVerdict('DELETE', '/api/admin/shops')).toBe('method');
    expect(proxyVerdict('POST', '/api/admin/shops/3')).toBe('method');
    expect(proxyVerdict('GET', '/api/admin/shops/3/reopen')).toBe('method');
    expect(proxyVerdict('GET', '/api/admin/shops/03')).toBe('not-found');
    expect(proxyVerdict('POST', '/api/admin/shops/3/zones/7')).toBe('method');
    expect(proxyVerdict('GET', '/api/admin/shops/3/zones/7/x')).toBe('not-found');
  });
});

describe('the back office promotions, cashback groups and good sets', () => {
  it('passes each route with its method only', () => {
    expect(proxyVerdict('GET', '/api/admin/promotions')).toBe('ok');
    expect(proxyVerdict('POST', '/api/admin/promotions')).toBe('ok');
    expect(proxyVerdict('PUT', '/api/admin/promotions/7')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/admin/promotions/7')).toBe('method');
    expect(proxyVerdict('POST', '/api/admin/promotions/7/preview')).toBe('ok');
    expect(proxyVerdict('GET', '/api/admin/promotions/7/preview')).toBe('method');
    expect(proxyVerdict('GET', '/api/admin/cashback-groups')).toBe('ok');
    expect(proxyVerdict('POST', '/api/admin/cashback-groups')).toBe('method');
    expect(proxyVerdict('PUT', '/api/admin/cashback-groups/2')).toBe('ok');
    expect(proxyVerdict('GET', '/api/admin/good-sets')).toBe('ok');
    expect(proxyVerdict('POST', '/api/admin/good-sets')).toBe('ok');
    expect(proxyVerdict('PUT', '/api/admin/good-sets/3')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/admin/good-sets/3')).toBe('ok');
    expect(proxyVerdict('PUT', '/api/admin/good-sets/03')).toBe('not-found');
  });
});

describe('the back office promo codes and home blocks', () => {
  it('passes the list, creation, edit and preview, the blocks\' list and edit, each with its method, and nothing else there', () => {
    expect(proxyVerdict('GET', '/api/admin/promo-codes')).toBe('ok');
    expect(proxyVerdict('POST', '/api/admin/promo-codes')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/admin/promo-codes')).toBe('method');
    expect(proxyVerdict('PUT', '/api/admin/promo-codes/5')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/admin/promo-codes/5')).toBe('method');
    expect(proxyVerdict('POST', '/api/admin/promo-codes/5/preview')).toBe('ok');
    expect(proxyVerdict('GET', '/api/admin/promo-codes/5/preview')).toBe('method');
    expect(proxyVerdict('PUT', '/api/admin/promo-codes/05')).toBe('not-found');
    expect(proxyVerdict('POST', '/api/admin/promo-codes/5/uses')).toBe('not-found');
    expect(proxyVerdict('GET', '/api/admin/page-blocks')).toBe('ok');
    expect(proxyVerdict('POST', '/api/admin/page-blocks')).toBe('method');
    expect(proxyVerdict('PUT', '/api/admin/page-blocks/3')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/admin/page-blocks/3')).toBe('method');
  });
});

describe('the back office discounts', () => {
  it('passes the list, creation and edit, each with its method, and nothing else there', () => {
    expect(proxyVerdict('GET', '/api/admin/discounts')).toBe('ok');
    expect(proxyVerdict('POST', '/api/admin/discounts')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/admin/discounts')).toBe('method');
    expect(proxyVerdict('PUT', '/api/admin/discounts/8001')).toBe('ok');
    expect(proxyVerdict('DELETE', '/api/admin/discounts/8001')).toBe('method');
    expect(proxyVerdict('PUT', '/api/admin/discounts/08')).toBe('not-found');
    expect(proxyVerdict('POST', '/api/admin/discounts/5/goods')).toBe('not-found');
  });
});
