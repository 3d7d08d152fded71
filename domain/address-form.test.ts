import { DeliveryAddressInput } from '../contract/addresses';
import { addressFormOutput, validateAddressForm, type AddressFormValues } from './address-form';

const valid: AddressFormValues = { city: 'Курск', street: 'ул. Радищева', house: '5', flat: '12', entrance: '2', floor: '3', code: '12К', isPrivateHouse: false };

/** The zod schema's first message per field: what the API would answer. */
function zodMessages(v: AddressFormValues): Record<string, string> {
  const blanked = v.isPrivateHouse ? { ...v, flat: '', entrance: '', floor: '', code: '' } : v;
  const r = DeliveryAddressInput.safeParse({ ...blanked, coordinates: null, region: null });
  const out: Record<string, string> = {};
  for (const issue of r.success ? [] : r.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const cases: [string, Partial<AddressFormValues>][] = [
  ['a valid flat', {}],
  ['a valid private house with its flat fields left filled', { isPrivateHouse: true }],
  ['blanks', { city: '', street: '  ', house: '', flat: '', entrance: '', floor: '', code: '' }],
  ['short city and street', { city: 'Ку', street: ' ул ' }],
  ['long parts', { city: 'К'.repeat(65), street: 'у'.repeat(65), house: '12345678', code: '12345678901' }],
  ['edges that pass', { city: 'Кур', street: 'у'.repeat(64), house: '1234567', flat: '99999', entrance: '99', floor: '99', code: '1234567890' }],
  ['numbers out of range', { flat: '100000', entrance: '100', floor: '0' }],
  ['negative and signed', { flat: '-3', entrance: '+2', floor: ' 7 ' }],
  ['not whole numbers', { flat: '12.5', entrance: 'два', floor: '1e2' }],
  ['thirteen digits', { flat: '1234567890123' }],
];

describe('address form rules', () => {
  it.each(cases)('agree with the API schema: %s', (_name, change) => {
    const values = { ...valid, ...change };
    expect(validateAddressForm(values)).toEqual(zodMessages(values));
  });

  it('use the spec §5 messages in Russian, the same as the API', () => {
    expect(validateAddressForm({ ...valid, city: '', street: 'ул', house: '12345678', flat: '0', floor: '100', entrance: 'x' })).toEqual({
      city: 'Обязательное поле', street: 'Длина меньше 3 символов', house: 'Длина больше 7 символов',
      flat: 'Значение должно быть положительным', floor: 'Значение не может быть больше 99', entrance: 'Значение должно быть целым числом',
    });
  });

  it('send what the API stores: trimmed, numbers, nulls, and a private house without flat fields', () => {
    expect(addressFormOutput({ ...valid, city: ' Курск ', flat: ' 12 ', entrance: '', code: ' ' })).toEqual({
      city: 'Курск', street: 'ул. Радищева', house: '5', flat: 12, entrance: null, floor: 3, code: null, isPrivateHouse: false,
    });
    const house = addressFormOutput({ ...valid, isPrivateHouse: true });
    expect(house).toEqual({ city: 'Курск', street: 'ул. Радищева', house: '5', flat: null, entrance: null, floor: null, code: null, isPrivateHouse: true });
    expect(DeliveryAddressInput.safeParse({ ...house, coordinates: [51.7, 36.2], region: null }).success).toBe(true);
  });
});
