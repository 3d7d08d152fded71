// The stand-ins each mode lets run: demo all, staging the outbox, sandbox and captcha, production none.
import { SHOP_MODES, standInAllowed, type StandIn } from './shop-mode';

const STAND_INS: StandIn[] = ['demo-seed', 'dev-routes', 'outbox', 'outbox-page', 'sandbox-bank', 'local-captcha', 'dev-webhook-secret'];
const allowedIn = (mode: (typeof SHOP_MODES)[number]) => STAND_INS.filter((s) => standInAllowed(mode, s));

describe('standInAllowed', () => {
  it('lets demo run every stand-in', () => {
    expect(allowedIn('demo')).toEqual(STAND_INS);
    expect(allowedIn('demo')).toEqual(['demo-seed', 'dev-routes', 'outbox', 'outbox-page', 'sandbox-bank', 'local-captcha', 'dev-webhook-secret']);
  });

  it('lets staging keep the outbox (read in the back office), the sandbox bank and the local captcha, and nothing of the demo', () => {
    expect(allowedIn('staging')).toEqual(['outbox', 'outbox-page', 'sandbox-bank', 'local-captcha']);
  });

  it('lets production run none', () => {
    expect(allowedIn('production')).toEqual([]);
  });
});
