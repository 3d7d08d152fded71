// The profile page's form rules (checkout-account-admin spec §5 "Profile", §9), as pure functions
// with the spec's messages: the browser's forms run them, and the API refines its contract schemas
// with the same functions (server/routes/account.ts), so both refuse the same input alike.
import { CODE_LENGTH, PHONE_DIGITS } from '../contract/limits';

export const PROFILE_MESSAGES = {
  emailRequired: 'Укажите адрес электронной почты',
  emailInvalid: 'Некорректный адрес электронной почты',
  emailCodeRequired: 'Укажите код из сообщения',
  emailCodeInvalid: 'Некорректный код',
  /** a code of the right shape that is not the one sent (spec §8) */
  emailCodeWrong: 'Неправильный код подтверждения',
  phoneRequired: 'Укажите номер телефона',
  phoneInvalid: 'Некорректный номер телефона',
  smsCodeRequired: 'Укажите код из смс сообщения',
  smsCodeInvalid: 'Некорректный смс код',
  smsCodeWrong: 'Неправильный смс-код',
  /** the current password asked before the phone or email changes (issue 35) */
  passwordRequired: 'Введите текущий пароль',
  passwordWrong: 'Неверный пароль',
  cardRequired: 'Укажите номер карты',
  cardInvalid: 'Некорректный номер карты',
  cardPasswordRequired: 'Укажите пароль',
  name: 'Некорректно заполнено ФИО.',
  birthday: 'Некорректная дата.',
  birthdayLocked: 'Дата рождения уже указана: изменить её нельзя.',
  gender: 'Некорректно указан пол.',
  saved: 'Успешно',
} as const;

export const NAME_MIN = 3;
export const NAME_MAX = 100;
export const CARD_DIGITS = 13;
/** The earliest birthday the form takes (spec §9). */
export const BIRTHDAY_MIN = '1920-01-01';
export const GENDER = { male: 1, female: 2 } as const;
export const EMAIL_MAX = 254;


/** A message, or null when the value is fine. */
type Check = (value: string) => string | null;

const digitsOnly = (n: number) => new RegExp(`^\\d{${n}}$`);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const checkEmail: Check = (v) => {
  const t = v.trim();
  if (!t) return PROFILE_MESSAGES.emailRequired;
  return t.length <= EMAIL_MAX && EMAIL.test(t) ? null : PROFILE_MESSAGES.emailInvalid;
};
export const checkEmailCode: Check = (v) =>
  (!v.trim() ? PROFILE_MESSAGES.emailCodeRequired : digitsOnly(CODE_LENGTH).test(v.trim()) ? null : PROFILE_MESSAGES.emailCodeInvalid);
/**
 * The phone as the form holds it: 11 digits, whatever mask was typed around them. The mask's bare
 * '+7 (___) ___-__-__' (nothing typed) is an empty field, not a wrong number.
 */
export const checkPhone: Check = (v) => {
  const digits = v.replace(/\D/g, '');
  if (!v.trim() || digits === '' || digits === '7') return PROFILE_MESSAGES.phoneRequired;
  return digitsOnly(PHONE_DIGITS).test(digits) && digits.startsWith('7') ? null : PROFILE_MESSAGES.phoneInvalid;
};
export const checkSmsCode: Check = (v) =>
  (!v.trim() ? PROFILE_MESSAGES.smsCodeRequired : digitsOnly(CODE_LENGTH).test(v.replace(/\s/g, '')) ? null : PROFILE_MESSAGES.smsCodeInvalid);
export const checkCard: Check = (v) =>
  (!v.trim() ? PROFILE_MESSAGES.cardRequired : digitsOnly(CARD_DIGITS).test(v.replace(/\s/g, '')) ? null : PROFILE_MESSAGES.cardInvalid);
export const checkCardPassword: Check = (v) => (v ? null : PROFILE_MESSAGES.cardPasswordRequired);

/** 'dd.MM.yyyy' as an ISO date ('yyyy-mm-dd'), or null when it is not a real calendar date. */
export function parseBirthday(text: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** An ISO date as the form shows it: 'dd.MM.yyyy'. */
export const formatBirthday = (iso: string): string => iso.split('-').reverse().join('.');

export type ProfileInput = { name: string; birthday?: string | null; gender?: number | null };
export type ProfileErrors = Partial<Record<'name' | 'birthday' | 'gender', string>>;

/**
 * The personal data block: a name of at least 3 characters after trimming; a birthday 'dd.MM.yyyy'
 * from 01.01.1920 to `today` (ISO), locked once the customer has one (`current`: the stored ISO
 * date, or null); a gender of 1 or 2, or none. An empty birthday is left out, not an error.
 */
export function validateProfile(input: ProfileInput, today: string, current: string | null = null): ProfileErrors {
  const errors: ProfileErrors = {};
  const name = input.name.trim();
  if (name.length < NAME_MIN || name.length > NAME_MAX) errors.name = PROFILE_MESSAGES.name;
  const text = input.birthday?.trim() ?? '';
  if (text) {
    const iso = parseBirthday(text);
    if (!iso || iso < BIRTHDAY_MIN || iso > today) errors.birthday = PROFILE_MESSAGES.birthday;
    else if (current && iso !== current) errors.birthday = PROFILE_MESSAGES.birthdayLocked;
  }
  if (input.gender != null && input.gender !== GENDER.male && input.gender !== GENDER.female) errors.gender = PROFILE_MESSAGES.gender;
  return errors;
}

/** What the form sends once valid: the name trimmed, the birthday as ISO (absent when empty). */
export function profilePayload(input: ProfileInput): { name: string; birthday: string | null; gender: 1 | 2 | null } {
  const text = input.birthday?.trim() ?? '';
  return {
    name: input.name.trim(),
    birthday: text ? parseBirthday(text) : null,
    gender: input.gender === 1 || input.gender === 2 ? input.gender : null,
  };
}

/** The birthday field is read-only once a birthday is stored. */
export const birthdayLocked = (current: string | null | undefined): boolean => Boolean(current);
