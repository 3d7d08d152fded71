import { decodesCleanly, forwardedFor, proxyVerdict } from './proxy-policy';

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

describe('decodesCleanly', () => {
  it.each(['/api/shops/%FF', '/api/shops/%C0%80', '/api/shops/%ED%A0%80', '/x/%'])('refuses %s', (p) => {
    expect(decodesCleanly(p)).toBe(false);
  });
  it('accepts valid UTF-8', () => {
    expect(decodesCleanly('/news/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D1%8C')).toBe(true);
  });
});

describe('forwardedFor', () => {
  it('keeps the nearest hop only, and only an address', () => {
    expect(forwardedFor('1.1.1.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(forwardedFor('::1')).toBe('::1');
    expect(forwardedFor('evil<script>')).toBeNull();
    expect(forwardedFor(null)).toBeNull();
  });
});
