import { PROFILE_MESSAGES } from '@/domain/profile';
import { afterRefusal, personalBody, personalErrors, personalValuesOf, settingsBody, settingsValuesOf } from './profile-form';

const TODAY = '2026-11-25';

describe('the personal data form', () => {
  it('shows the stored customer: the birthday as dd.MM.yyyy, the gender as a choice', () => {
    expect(personalValuesOf({ name: 'Анна', birthday: '1985-03-07', gender: 2 })).toEqual({ name: 'Анна', birthday: '07.03.1985', gender: '2' });
    expect(personalValuesOf({ name: 'Анна', birthday: null, gender: null })).toEqual({ name: 'Анна', birthday: '', gender: '' });
  });

  it('checks with the API’s rule and messages', () => {
    expect(personalErrors({ name: ' Ан ', birthday: '', gender: '' }, TODAY, null)).toEqual({ name: 'Некорректно заполнено ФИО.' });
    expect(personalErrors({ name: 'Анна', birthday: '26.11.2026', gender: '1' }, TODAY, null)).toEqual({ birthday: 'Некорректная дата.' });
    expect(personalErrors({ name: 'Анна', birthday: '07.03.1985', gender: '1' }, TODAY, '1985-03-07')).toEqual({});
  });

  it('sends the fields trimmed, an empty birthday left out, the gender as a number', () => {
    expect(personalBody({ name: ' Анна ', birthday: ' ', gender: '' })).toEqual({ name: 'Анна', gender: null });
    expect(personalBody({ name: 'Анна', birthday: ' 07.03.1985 ', gender: '1' })).toEqual({ name: 'Анна', birthday: '07.03.1985', gender: 1 });
  });
});

describe('the notification settings form', () => {
  it('turns channel lists into ticks and back', () => {
    const settings = { sendReceipt: [1], sendOrderStatus: [1, 2], sendAdvertisement: [] } as const;
    const values = settingsValuesOf({ sendReceipt: [1], sendOrderStatus: [1, 2], sendAdvertisement: [] });
    expect(values.sendReceipt).toEqual({ email: true, push: false });
    expect(values.sendAdvertisement).toEqual({ email: false, push: false });
    expect(settingsBody(values)).toEqual(settings);
    expect(settingsBody({ ...values, sendAdvertisement: { email: false, push: true } }).sendAdvertisement).toEqual([2]);
  });
});

describe('a refused confirmation code', () => {
  const wrong = PROFILE_MESSAGES.emailCodeWrong;

  it('keeps the confirm step on a wrong code, with the attempts left', () => {
    expect(afterRefusal({ status: 400, description: 'Неправильный код подтверждения. Осталось попыток: 2.', attemptsLeft: 2,
      violations: [{ propertyPath: 'code', message: wrong }] }, wrong)).toEqual({ step: 'confirm', code: wrong, attemptsLeft: 2 });
    expect(afterRefusal({ status: 400, description: null, attemptsLeft: 1 }, wrong)).toEqual({ step: 'confirm', code: wrong, attemptsLeft: 1 });
  });

  it('goes back to editing at 0 attempts and when the code is gone (404)', () => {
    expect(afterRefusal({ status: 400, description: 'Попытки закончились.', attemptsLeft: 0 }, wrong)).toEqual({ step: 'edit', banner: 'Попытки закончились.' });
    expect(afterRefusal({ status: 404, description: null }, wrong).step).toBe('edit');
  });

  it('shows anything else where it is', () => {
    expect(afterRefusal({ status: 422, description: 'x', violations: [{ propertyPath: 'code', message: 'Некорректный код' }] }, wrong))
      .toEqual({ step: 'stay', banner: 'Некорректный код' });
    expect(afterRefusal({ status: 0, description: 'Нет связи' }, wrong)).toEqual({ step: 'stay', banner: 'Нет связи' });
  });
});
