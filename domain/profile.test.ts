import {
  birthdayLocked, checkCard, checkCardPassword, checkEmail, checkEmailCode, checkPhone, checkSmsCode, formatBirthday,
  parseBirthday, profilePayload, PROFILE_MESSAGES as M, validateProfile,
} from './profile';

const TODAY = '2026-11-25';

describe('the email block', () => {
  it('requires an email and a 6-digit code', () => {
    expect(checkEmail('')).toBe('Укажите адрес электронной почты');
    expect(checkEmail('не почта')).toBe(M.emailInvalid);
    expect(checkEmail(' anna@example.ru ')).toBeNull();
    expect(checkEmailCode('')).toBe('Укажите код из сообщения');
    expect(checkEmailCode('12345')).toBe('Некорректный код');
    expect(checkEmailCode('12a456')).toBe('Некорректный код');
    expect(checkEmailCode('123456')).toBeNull();
  });
});

describe('the phone block', () => {
  it('requires 11 digits and a 6-digit SMS code', () => {
    expect(checkPhone('')).toBe('Укажите номер телефона');
    expect(checkPhone('+7 (900) 000-00')).toBe('Некорректный номер телефона');
    expect(checkPhone('+7 (900) 000-00-09')).toBeNull();
    // the mask with nothing typed into it is an empty field
    expect(checkPhone('+7 (___) ___-__-__')).toBe('Укажите номер телефона');
    expect(checkPhone('+7 (91_) ___-__-__')).toBe('Некорректный номер телефона');
    expect(checkSmsCode('')).toBe('Укажите код из смс сообщения');
    expect(checkSmsCode('1234')).toBe('Некорректный смс код');
    expect(checkSmsCode('123 456')).toBeNull();
  });
});

describe('the card block', () => {
  it('requires 13 digits and a password', () => {
    expect(checkCard('')).toBe('Укажите номер карты');
    expect(checkCard('200000000001')).toBe('Некорректный номер карты');
    expect(checkCard('20000000000150')).toBe('Некорректный номер карты');
    expect(checkCard('2000000000015')).toBeNull();
    expect(checkCardPassword('')).toBe('Укажите пароль');
    expect(checkCardPassword('x')).toBeNull();
  });
});

describe('personal data', () => {
  it('needs a name of 3 characters after trimming', () => {
    expect(validateProfile({ name: '  Ан ' }, TODAY).name).toBe('Некорректно заполнено ФИО.');
    expect(validateProfile({ name: ' Ана ' }, TODAY)).toEqual({});
  });

  it('takes a birthday dd.MM.yyyy from 01.01.1920 to today, and leaves an empty one out', () => {
    const bad = (birthday: string) => validateProfile({ name: 'Анна', birthday }, TODAY).birthday;
    expect(bad('31.12.1919')).toBe('Некорректная дата.');
    expect(bad('01.01.1920')).toBeUndefined();
    expect(bad('25.11.2026')).toBeUndefined();
    expect(bad('26.11.2026')).toBe('Некорректная дата.');
    expect(bad('30.02.2000')).toBe('Некорректная дата.');
    expect(bad('2000-01-01')).toBe('Некорректная дата.');
    expect(bad('  ')).toBeUndefined();
    expect(profilePayload({ name: ' Анна ', birthday: ' ' })).toEqual({ name: 'Анна', birthday: null, gender: null });
  });

  it('locks a birthday once set: the same date passes, another is refused', () => {
    expect(birthdayLocked('1990-05-01')).toBe(true);
    expect(birthdayLocked(null)).toBe(false);
    expect(validateProfile({ name: 'Анна', birthday: '01.05.1990' }, TODAY, '1990-05-01')).toEqual({});
    expect(validateProfile({ name: 'Анна', birthday: '02.05.1990' }, TODAY, '1990-05-01').birthday).toBe(M.birthdayLocked);
  });

  it('takes gender 1, 2 or none', () => {
    expect(validateProfile({ name: 'Анна', gender: 2 }, TODAY)).toEqual({});
    expect(validateProfile({ name: 'Анна', gender: null }, TODAY)).toEqual({});
    expect(validateProfile({ name: 'Анна', gender: 3 }, TODAY).gender).toBe(M.gender);
  });

  it('writes and reads dates the form’s way', () => {
    expect(parseBirthday(' 07.03.1985 ')).toBe('1985-03-07');
    expect(formatBirthday('1985-03-07')).toBe('07.03.1985');
    expect(profilePayload({ name: ' Анна ', birthday: '07.03.1985', gender: 1 })).toEqual({ name: 'Анна', birthday: '1985-03-07', gender: 1 });
  });
});
