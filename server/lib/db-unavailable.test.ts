import { isDatabaseUnavailable } from './db-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

it('knows a database that is away, through drizzle\'s wrapping', () => {
  expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
  expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
  expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('57P03') }))).toBe(true);
  expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
});

it('leaves every other failure a bug', () => {
  expect(isDatabaseUnavailable(withCode('23505', 'duplicate key'))).toBe(false);
  expect(isDatabaseUnavailable(withCode('40P01', 'deadlock detected'))).toBe(false);
  expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  expect(isDatabaseUnavailable(undefined)).toBe(false);
});
