import { NEW_PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES, newPasswordProblem } from './passwords';

describe('newPasswordProblem', () => {
  it('refuses an empty, a short, a too long and a common password in Russian', () => {
    expect(newPasswordProblem('')).toBe(PASSWORD_MESSAGES.required);
    expect(newPasswordProblem('   ')).toBe(PASSWORD_MESSAGES.required);
    expect(newPasswordProblem('a'.repeat(NEW_PASSWORD_MIN_LENGTH - 1))).toBe('Пароль должен быть не короче 8 символов.');
    expect(newPasswordProblem('a'.repeat(129))).toBe(PASSWORD_MESSAGES.tooLong);
    expect(newPasswordProblem('12345678')).toBe(PASSWORD_MESSAGES.common);
    expect(newPasswordProblem('Password1')).toBe(PASSWORD_MESSAGES.common);
    expect(newPasswordProblem('ЙЦУКЕНГШ')).toBe(PASSWORD_MESSAGES.common);
  });

  it('takes eight characters that are not on the list', () => {
    expect(newPasswordProblem('kx7-Lm2q')).toBeNull();
    expect(newPasswordProblem('корова-на-лугу')).toBeNull();
  });
});
