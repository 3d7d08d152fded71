import { ACCOUNT_FREE_FAILURES, ACCOUNT_MAX_DELAY_SECONDS, accountSignInDelay } from './sign-in-delay';

it('costs nothing for the first failures, then doubles up to the ceiling', () => {
  expect(accountSignInDelay(0)).toBe(0);
  expect(accountSignInDelay(ACCOUNT_FREE_FAILURES - 1)).toBe(0);
  expect([20, 21, 22, 23, 24].map(accountSignInDelay)).toEqual([1, 2, 4, 8, 16]);
  expect(accountSignInDelay(25)).toBe(ACCOUNT_MAX_DELAY_SECONDS);
  expect(accountSignInDelay(1000)).toBe(ACCOUNT_MAX_DELAY_SECONDS);
});
