// The confirmation and recovery links (`/?confirmid=…`, `/?recoveryid=…`): which URLs are links, and
// that a malformed one goes home with the failure, without asking the API.
import { NextRequest } from 'next/server';
import { accountLink, FLASH_COOKIE, isAccountLink } from './links';

describe('account links', () => {
  it('are the home page with confirmid or recoveryid', () => {
    expect(isAccountLink('/', new URLSearchParams('confirmid=5&sessid=x'))).toBe(true);
    expect(isAccountLink('/', new URLSearchParams('recoveryid=5&sessid=x'))).toBe(true);
    expect(isAccountLink('/', new URLSearchParams('q=1'))).toBe(false);
    expect(isAccountLink('/catalog', new URLSearchParams('confirmid=5'))).toBe(false);
  });

  it('go home with a one-time failure message when the id or sessid is malformed', async () => {
    for (const q of ['confirmid=abc&sessid=x', 'recoveryid=5', 'recoveryid=07&sessid=x', `confirmid=5&sessid=${'x'.repeat(600)}`]) {
      const res = await accountLink(new NextRequest(`http://shop.test/?${q}`));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('http://shop.test/');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const flash = JSON.parse(res.cookies.get(FLASH_COOKIE)!.value) as { ok: boolean; message: string };
      expect(flash).toEqual({ ok: false, message: 'Ссылка недействительна или устарела.' });
    }
  });
});
