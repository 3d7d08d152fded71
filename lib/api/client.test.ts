import { ApiError, apiClient, failureOf, isApiError, toSearchParams } from './client';

const { get, getOrNull } = apiClient(() => 'http://api.test');

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/ld+json' } });

describe('the shop API client', () => {
  let fetchMock: jest.SpyInstance;
  beforeEach(() => {
    fetchMock = jest.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchMock.mockRestore());

  it('turns a hydra error into an ApiError with its status and Russian description', async () => {
    fetchMock.mockResolvedValue(answer(400, { '@type': 'hydra:Error', 'hydra:title': 'Bad Request', 'hydra:description': 'Номер страницы должен быть числом.' }));
    const error = await get('api/goods').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, description: 'Номер страницы должен быть числом.' });
    expect(isApiError(error, 400)).toBe(true);
    expect(isApiError(error, 404)).toBe(false);
  });

  it('carries the violations and the attempts left of a refusal (spec §8: each goes to its field)', async () => {
    fetchMock.mockResolvedValue(answer(400, {
      '@type': 'ConstraintViolationList', 'hydra:description': 'Неправильный смс-код',
      violations: [{ propertyPath: 'smsCode', message: 'Неправильный смс-код' }], attemptsLeft: 1,
    }));
    const error = await get('api/customers/1').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, violations: [{ propertyPath: 'smsCode', message: 'Неправильный смс-код' }], attemptsLeft: 1 });
    expect(failureOf(error as ApiError)).toEqual({
      status: 400, description: 'Неправильный смс-код', violations: [{ propertyPath: 'smsCode', message: 'Неправильный смс-код' }], attemptsLeft: 1,
    });
  });

  it('answers null for a 404 through getOrNull, and throws other failures', async () => {
    fetchMock.mockResolvedValueOnce(answer(404, { '@type': 'hydra:Error', 'hydra:title': 'Not Found', 'hydra:description': 'Товар не найден.' }));
    await expect(getOrNull('api/shops/1/goods/5')).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(answer(500, {}));
    await expect(getOrNull('api/shops/1/goods/5')).rejects.toMatchObject({ status: 500, description: null });
  });

  it('calls the address it was made for, with API-CONSUMER: site', async () => {
    fetchMock.mockResolvedValue(answer(200, { ok: true }));
    await expect(get('api/shops/1', { page: 2 })).resolves.toEqual({ ok: true });
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.url).toBe('http://api.test/api/shops/1?page=2');
    expect(request.headers.get('API-CONSUMER')).toBe('site');
  });

  it('writes arrays as repeated key[] parameters, as API Platform filters expect', () => {
    expect(toSearchParams({ 'brand[]': ['a', 'b'], country: ['Россия'], page: 2, skip: undefined }).toString())
      .toBe('brand%5B%5D=a&brand%5B%5D=b&country%5B%5D=%D0%A0%D0%BE%D1%81%D1%81%D0%B8%D1%8F&page=2');
  });
});
