import { logLeaks } from './log-scan';

describe('the log scan', () => {
  it('finds tokens, bearer headers, demo passwords, codes and new passwords, masked', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
    const text = [
      `[api] {"msg":"request","auth":"${jwt}"}`,
      '[web] authorization: Bearer abcdefghijklmnopqrstuvwx',
      '[api] signin-phone {"password":"demo12345"}',
      '[api] [outbox] sms 79000000001: Код для регистрации: 482913. Никому его не сообщайте.',
      '[api] email: Ваш новый пароль: Zk8-pq2x',
    ].join('\n');
    const leaks = logLeaks(text);
    expect(leaks.map((l) => [l.rule, l.line])).toEqual([
      ['an access token (JWT)', 1], ['a bearer header', 2], ['a published demo password', 3], ['a message with a code', 4], ['a new password', 5],
    ]);
    expect(leaks.map((l) => l.excerpt).join('\n')).not.toMatch(/482913|demo12345|Zk8-pq2x|dozjgN/);
  });

  it('passes what the API really logs: request lines, masked recipients, ids', () => {
    const text = [
      '[api] {"level":30,"reqId":"014ddbc5-cb2f-4c04-9277-b6217d83dd8a","method":"POST","route":"/api/auth/signin-phone","status":200,"ms":41}',
      '[api] [outbox] sms to 79…01 queued',
      '[api] {"level":30,"msg":"Order 1001 placed","orderId":1001}',
      '[web] GET /product/20100043 200 in 12ms',
    ].join('\n');
    expect(logLeaks(text)).toEqual([]);
  });
});
