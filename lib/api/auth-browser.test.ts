import { failureFromCallbackUrl } from './auth-browser';

describe('reading next-auth\'s answer to a sign-in', () => {
  it('is a success without an error in the URL', () => {
    expect(failureFromCallbackUrl('http://shop.test/', 200)).toBeNull();
  });

  it('reads back the API\'s refusal that authorize put in the error parameter', () => {
    const failure = { status: 400, description: 'Неправильный смс-код', violations: [{ propertyPath: 'smsCode', message: 'Неправильный смс-код' }], attemptsLeft: 2 };
    const url = `http://shop.test/api/session/error?error=${encodeURIComponent(JSON.stringify(failure))}`;
    expect(failureFromCallbackUrl(url, 401)).toEqual(failure);
  });

  it('gives a bare failure for next-auth\'s own codes', () => {
    expect(failureFromCallbackUrl('http://shop.test/api/session/signin?csrf=true', 200)).toEqual({ status: 400, description: null });
    expect(failureFromCallbackUrl('http://shop.test/api/session/error?error=CredentialsSignin', 401)).toEqual({ status: 401, description: null });
    expect(failureFromCallbackUrl(undefined, 500)).toEqual({ status: 500, description: null });
  });
});
