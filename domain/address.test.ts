import { addressLine, isCompleteForLookup } from './address';

describe('address completeness for a coordinate lookup', () => {
  it('needs a trimmed city of 4, a street of 3 and a house of 1 characters', () => {
    expect(isCompleteForLookup({ city: 'Курск', street: 'Ленина', house: '1' })).toBe(true);
    expect(isCompleteForLookup({ city: 'Орёл', street: 'Мир', house: '1' })).toBe(true);
    expect(isCompleteForLookup({ city: 'Орё', street: 'Мира', house: '1' })).toBe(false);
    expect(isCompleteForLookup({ city: ' Орё ', street: 'Мира', house: '1' })).toBe(false);
    expect(isCompleteForLookup({ city: 'Курск', street: 'Ми', house: '1' })).toBe(false);
    expect(isCompleteForLookup({ city: 'Курск', street: ' Ми ', house: '1' })).toBe(false);
    expect(isCompleteForLookup({ city: 'Курск', street: 'Мира', house: ' ' })).toBe(false);
    expect(isCompleteForLookup({ city: 'Курск', street: 'Мира', house: null })).toBe(false);
    expect(isCompleteForLookup({})).toBe(false);
  });
});

describe('address line', () => {
  it('reads city, street, house and the flat details', () => {
    expect(addressLine({ city: 'Курск', street: 'ул. Ленина', house: '12', flat: 5, entrance: 2, floor: 3 }))
      .toBe('Курск, ул. Ленина, 12, кв. 5, подъезд 2, этаж 3');
    expect(addressLine({ city: ' Курск ', street: 'ул. Ленина', house: '12', flat: null })).toBe('Курск, ул. Ленина, 12');
  });

  it('leaves the flat details out for a private house', () => {
    expect(addressLine({ city: 'Курск', street: 'ул. Ленина', house: '12', flat: 5, isPrivateHouse: true })).toBe('Курск, ул. Ленина, 12');
  });
});

// the form's schema (contract/addresses.ts) holds the §5 rules with the spec's messages in Russian
import { DeliveryAddressInput } from '../contract/addresses';

const valid = { city: 'Курск', street: 'ул. Ленина', house: '12', flat: 5, entrance: 2, floor: 3, code: '5К1234', isPrivateHouse: false, coordinates: [51.73, 36.19], region: null };
const violations = (input: unknown) => {
  const r = DeliveryAddressInput.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('address form schema (spec §5)', () => {
  it('accepts a full address, trimming text and turning digits and blanks into numbers and nulls', () => {
    const r = DeliveryAddressInput.parse({ ...valid, city: '  Курск ', flat: '17', floor: '', entrance: undefined, code: ' ' });
    expect(r).toEqual({ ...valid, flat: 17, floor: null, entrance: null, code: null });
    expect(DeliveryAddressInput.parse({ city: 'Курск', street: 'Мира', house: '1' }))
      .toEqual({ city: 'Курск', street: 'Мира', house: '1', flat: null, entrance: null, floor: null, code: null, isPrivateHouse: false, coordinates: null, region: null });
  });

  it('requires city, street and house', () => {
    expect(violations({ ...valid, city: '', street: '   ', house: undefined })).toEqual({
      city: 'Обязательное поле', street: 'Обязательное поле', house: 'Обязательное поле',
    });
  });

  it('bounds city and street to 3–64 characters and house to 7', () => {
    expect(violations({ ...valid, city: 'Ку', street: 'ул', house: '12345678' })).toEqual({
      city: 'Длина меньше 3 символов', street: 'Длина меньше 3 символов', house: 'Длина больше 7 символов',
    });
    expect(violations({ ...valid, city: 'К'.repeat(65), street: 'у'.repeat(65) })).toEqual({
      city: 'Длина больше 64 символов', street: 'Длина больше 64 символов',
    });
    expect(violations({ ...valid, city: 'Орл', street: 'у'.repeat(64), house: '1234567' })).toEqual({});
  });

  it('wants flat, floor and entrance positive, flat up to 99999, floor and entrance up to 99', () => {
    expect(violations({ ...valid, flat: 0, floor: -1, entrance: '0' })).toEqual({
      flat: 'Значение должно быть положительным', floor: 'Значение должно быть положительным', entrance: 'Значение должно быть положительным',
    });
    expect(violations({ ...valid, flat: 100000, floor: 100, entrance: 100 })).toEqual({
      flat: 'Значение не может быть больше 99999', floor: 'Значение не может быть больше 99', entrance: 'Значение не может быть больше 99',
    });
    expect(violations({ ...valid, flat: 99999, floor: 99, entrance: 99 })).toEqual({});
    expect(violations({ ...valid, flat: 'пять', floor: 1.5 })).toEqual({
      flat: 'Значение должно быть целым числом', floor: 'Значение должно быть целым числом',
    });
  });

  it('caps the intercom code at 10 characters', () => {
    expect(violations({ ...valid, code: '12345678901' })).toEqual({ code: 'Длина больше 10 символов' });
    expect(violations({ ...valid, code: '1234567890' })).toEqual({});
  });

  it('wants flat, floor, entrance and code empty for a private house', () => {
    expect(violations({ ...valid, isPrivateHouse: true })).toEqual({
      flat: 'У частного дома это поле не заполняется', floor: 'У частного дома это поле не заполняется',
      entrance: 'У частного дома это поле не заполняется', code: 'У частного дома это поле не заполняется',
    });
    expect(violations({ ...valid, isPrivateHouse: true, flat: null, floor: null, entrance: '', code: null })).toEqual({});
  });

  it('checks coordinates as [latitude, longitude] in range', () => {
    expect(Object.keys(violations({ ...valid, coordinates: [91, 36] }))).toEqual(['coordinates.0']);
    expect(Object.keys(violations({ ...valid, coordinates: [51, 181] }))).toEqual(['coordinates.1']);
    expect(Object.keys(violations({ ...valid, coordinates: 'x' }))).toEqual(['coordinates']);
  });
});
