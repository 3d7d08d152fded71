// The RBS callback checksum: HMAC-SHA256 over `name;value;` of the parameters sorted by name.
import { createHmac } from 'node:crypto';
import { callbackEvent, callbackParams, checksumPayload, checksumValid, signCallback } from './checksum';

const SECRET = 'test-callback-secret-0123456789';
const params = { mdOrder: '5a1b0c7e-2f3d-4e5f-8a9b-0c1d2e3f4a5b', orderNumber: '1042', operation: 'approved', status: '1' };

describe('RBS callback checksum', () => {
  it('signs the parameters sorted by name as name;value; with HMAC-SHA256 in uppercase hex', () => {
    expect(checksumPayload({ ...params, checksum: 'X', sign_alias: 'Y' }))
      .toBe('mdOrder;5a1b0c7e-2f3d-4e5f-8a9b-0c1d2e3f4a5b;operation;approved;orderNumber;1042;status;1;');
    const expected = createHmac('sha256', SECRET)
      .update('mdOrder;5a1b0c7e-2f3d-4e5f-8a9b-0c1d2e3f4a5b;operation;approved;orderNumber;1042;status;1;')
      .digest('hex').toUpperCase();
    expect(signCallback(params, SECRET)).toBe(expected);
    expect(expected).toMatch(/^[0-9A-F]{64}$/);
  });

  it('accepts a good checksum, in either case of hex', () => {
    const checksum = signCallback(params, SECRET);
    expect(checksumValid({ ...params, checksum }, SECRET)).toBe(true);
    expect(checksumValid({ ...params, checksum: checksum.toLowerCase() }, SECRET)).toBe(true);
  });

  it.each([
    ['a changed operation', { operation: 'deposited' }],
    ['a changed order number', { orderNumber: '1043' }],
    ['a changed status', { status: '0' }],
    ['an added parameter', { amount: '100' }],
  ])('refuses %s', (_, change) => {
    const checksum = signCallback(params, SECRET);
    expect(checksumValid({ ...params, ...change, checksum }, SECRET)).toBe(false);
    expect(callbackEvent({ ...params, ...change, checksum }, SECRET)).toBeNull();
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not hex', 'Z'.repeat(64)],
    ['too short', 'AB'],
  ])('refuses a checksum that is %s', (_, checksum) => {
    const p: Record<string, string> = { ...params };
    if (checksum !== undefined) p.checksum = checksum;
    expect(checksumValid(p, SECRET)).toBe(false);
    expect(callbackEvent(p, SECRET)).toBeNull();
  });

  it('refuses a checksum made with another key', () => {
    expect(callbackEvent({ ...params, checksum: signCallback(params, 'another-key-0123456789') }, SECRET)).toBeNull();
  });

  it.each([
    ['approved', '1', 'approved', 1],
    ['approved', '0', 'declined', 6],
    ['declinedByTimeout', '1', 'declined', 6],
    ['deposited', '1', 'deposited', 2],
    ['deposited', '0', 'approved', 1],
    ['reversed', '1', 'reversed', 3],
    ['refunded', '1', 'refunded', 4],
    ['refunded', '0', 'deposited', 2],
  ])('reads operation %s with status %s as %s (payment status %d)', (operation, status, op, gatewayStatus) => {
    const p = { ...params, operation, status };
    expect(callbackEvent({ ...p, checksum: signCallback(p, SECRET) }, SECRET))
      .toEqual({ gatewayOrderId: params.mdOrder, orderId: 1042, operation: op, status: gatewayStatus });
  });

  it.each([
    ['an unknown operation', { operation: 'toString' }],
    ['an order number that is not a positive integer', { orderNumber: '-1' }],
    ['a status other than 0 or 1', { status: '2' }],
  ])('ignores a correctly signed callback with %s', (_, change) => {
    const p = { ...params, ...change };
    expect(callbackEvent({ ...p, checksum: signCallback(p, SECRET) }, SECRET)).toBeNull();
  });

  it('makes signed parameters that verify back into the same event', () => {
    const p = callbackParams({ gatewayOrderId: params.mdOrder, orderId: 7, operation: 'approved', ok: true }, SECRET);
    expect(callbackEvent(p, SECRET)).toEqual({ gatewayOrderId: params.mdOrder, orderId: 7, operation: 'approved', status: 1 });
  });
});
