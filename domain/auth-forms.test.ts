import {
  afterWrongCode, canRegister, codeDigits, formatCountdown, formatPhone, MESSAGES, phoneDigits, resendUntil,
  secondsLeft, showPhoneReminder, validateLogin, validateRegistration, validateRestore, validateSmsCode,
  violationsByField,
} from './auth-forms';

const PHONE = '+7 (912) 345-67-89';

describe('phone and code fields', () => {
  it('reduce the masked phone to 11 digits starting with 7, also from 8… and 9… spellings', () => {
    expect(phoneDigits(PHONE)).toBe('79123456789');
    expect(phoneDigits('8 912 345 67 89')).toBe('79123456789');
    expect(phoneDigits('9123456789')).toBe('79123456789');
    expect(phoneDigits('+7 (9')).toBe('79');
  });

  it('format 11 digits as the mask shows them and leave anything else alone', () => {
    expect(formatPhone('79123456789')).toBe(PHONE);
    expect(formatPhone('123')).toBe('123');
  });

  it('read the code mask "xxx xxx" as six digits', () => {
    expect(codeDigits('123 456')).toBe('123456');
  });
});

describe('login form (spec §5)', () => {
  const ok = { loginType: 'phone' as const, phone: PHONE, email: '', password: 'demo12345' };

  it('accepts a full phone and a password of 2+ characters', () => {
    expect(validateLogin(ok)).toEqual({});
    expect(validateLogin({ ...ok, password: 'ab' })).toEqual({});
  });

  it('requires the phone and the password', () => {
    expect(validateLogin({ ...ok, phone: '', password: '' })).toEqual({ phone: 'Обязательное поле', password: 'Обязательное поле' });
    expect(validateLogin({ ...ok, phone: '+7 (' })).toEqual({ phone: 'Обязательное поле' });
  });

  it('says "Минимальная длина 2" for a 1-character password and asks for the whole phone', () => {
    expect(validateLogin({ ...ok, password: 'a' })).toEqual({ password: 'Минимальная длина 2' });
    expect(validateLogin({ ...ok, phone: '+7 (912) 34' })).toEqual({ phone: 'Введите номер телефона в формате +7 (9xx) xxx-xx-xx' });
  });

  it('checks the email instead of the phone by email, min 2', () => {
    const byEmail = { ...ok, loginType: 'email' as const, phone: '' };
    expect(validateLogin({ ...byEmail, email: 'card@example.ru' })).toEqual({});
    expect(validateLogin({ ...byEmail, email: 'a' })).toEqual({ email: 'Минимальная длина 2' });
    expect(validateLogin({ ...byEmail, email: '  ' })).toEqual({ email: 'Обязательное поле' });
  });

  it('refuses an absurdly long password', () => {
    expect(validateLogin({ ...ok, password: 'x'.repeat(129) })).toEqual({ password: 'Максимальная длина 128' });
  });
});

describe('restore form (spec §5)', () => {
  it('requires the phone or the email, min 2', () => {
    expect(validateRestore({ loginType: 'phone', phone: '', email: '' })).toEqual({ phone: 'Обязательное поле' });
    expect(validateRestore({ loginType: 'phone', phone: PHONE, email: '' })).toEqual({});
    expect(validateRestore({ loginType: 'email', phone: '', email: 'x' })).toEqual({ email: 'Минимальная длина 2' });
    expect(validateRestore({ loginType: 'email', phone: '', email: 'card@example.ru' })).toEqual({});
  });
});

describe('registration, edit step (spec §5)', () => {
  const ok = { phone: PHONE, password: 'secret-12', confirmPassword: 'secret-12', name: 'Иван Петров', agreement: true };

  it('accepts a complete form', () => {
    expect(validateRegistration(ok)).toEqual({});
  });

  it('requires phone, password, name and the agreement', () => {
    expect(validateRegistration({ phone: '', password: '', confirmPassword: '', name: ' ', agreement: false })).toEqual({
      phone: 'Обязательное поле',
      password: 'Обязательное поле',
      name: 'Обязательное поле',
      agreement: 'Необходимо согласие на обработку персональных данных',
    });
  });

  it('says "Пароли не совпадают" when the confirmation differs, unless the password is shown in clear', () => {
    const differ = { ...ok, confirmPassword: 'secret2' };
    expect(validateRegistration(differ)).toEqual({ confirmPassword: 'Пароли не совпадают' });
    expect(validateRegistration(differ, { passwordShown: true })).toEqual({});
  });

  it('wants a new password of at least 8 characters, not a common one', () => {
    expect(validateRegistration({ ...ok, password: 'secret1', confirmPassword: 'secret1' })).toEqual({ password: 'Пароль должен быть не короче 8 символов.' });
    expect(validateRegistration({ ...ok, password: 'qwerty123', confirmPassword: 'qwerty123' }).password).toMatch(/слишком распространён/);
  });
});

describe('registration, confirm step (spec §5, §8)', () => {
  it('requires the code: "Укажите код из смс сообщения"', () => {
    expect(validateSmsCode({ smsCode: '' })).toEqual({ smsCode: 'Укажите код из смс сообщения' });
  });

  it('wants exactly 6 digits: "Некорректный смс код"', () => {
    expect(validateSmsCode({ smsCode: '123 45' })).toEqual({ smsCode: 'Некорректный смс код' });
    expect(validateSmsCode({ smsCode: '1234567' })).toEqual({ smsCode: 'Некорректный смс код' });
    expect(validateSmsCode({ smsCode: '123 456' })).toEqual({});
  });

  it('costs an attempt per wrong code and goes back to editing at 0', () => {
    expect(afterWrongCode(3)).toEqual({ attemptsLeft: 2, backToEdit: false });
    expect(afterWrongCode(1)).toEqual({ attemptsLeft: 0, backToEdit: true });
    expect(afterWrongCode(0)).toEqual({ attemptsLeft: 0, backToEdit: true });
  });

  it('enables the register button only with the agreement, no running timer and attempts left', () => {
    expect(canRegister({ agreement: true, resendIn: 0, attemptsLeft: 3 })).toBe(true);
    expect(canRegister({ agreement: false, resendIn: 0, attemptsLeft: 3 })).toBe(false);
    expect(canRegister({ agreement: true, resendIn: 5, attemptsLeft: 3 })).toBe(false);
    expect(canRegister({ agreement: true, resendIn: 0, attemptsLeft: 0 })).toBe(false);
  });
});

describe('resend timer (spec §4, §9)', () => {
  it('shows minutes:seconds', () => {
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('ends resendTime seconds from now, one more for recovery', () => {
    expect(resendUntil(60, 1_000)).toBe(61_000);
    expect(resendUntil(60, 1_000, { recovery: true })).toBe(62_000);
    expect(resendUntil(Number.NaN, 1_000)).toBe(1_000);
  });

  it('counts whole seconds left, never below 0', () => {
    expect(secondsLeft(61_000, 1_000)).toBe(60);
    expect(secondsLeft(1_500, 1_000)).toBe(1);
    expect(secondsLeft(1_000, 5_000)).toBe(0);
  });
});

describe('phone reminder (spec §4, §9)', () => {
  const day = 24 * 60 * 60 * 1000;
  const unconfirmed = { isPhoneConfirmed: false };

  it('shows for a signed-in customer with an unconfirmed phone never dismissed', () => {
    expect(showPhoneReminder(unconfirmed, null, 10 * day)).toBe(true);
  });

  it('stays hidden for 7 days after a dismissal, then shows again', () => {
    expect(showPhoneReminder(unconfirmed, 10 * day, 16 * day)).toBe(false);
    expect(showPhoneReminder(unconfirmed, 10 * day, 17 * day)).toBe(true);
  });

  it('never shows for guests or a confirmed phone', () => {
    expect(showPhoneReminder(null, null, 0)).toBe(false);
    expect(showPhoneReminder({ isPhoneConfirmed: true }, null, 0)).toBe(false);
  });
});

describe('server violations', () => {
  it('go to their fields (aliases too), the rest to the banner', () => {
    const out = violationsByField(
      [{ propertyPath: 'password', message: 'a' }, { propertyPath: 'login', message: 'b' }, { propertyPath: 'other', message: 'c' }],
      ['phone', 'password'] as const,
      { login: 'phone' },
    );
    expect(out).toEqual({ fields: { password: 'a', phone: 'b' }, rest: ['c'] });
  });

  it('quote the spec messages verbatim where it gives Russian', () => {
    expect(MESSAGES.smsCodeRequired).toBe('Укажите код из смс сообщения');
    expect(MESSAGES.wrongSmsCode).toBe('Неправильный смс-код');
  });
});
