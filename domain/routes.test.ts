import { isPrivatePath, PRIVATE_PATHS } from './routes';

describe('private routes', () => {
  it('are the basket, favourites, personal area, order admin, print, logout, the sandbox payment page and the API proxy', () => {
    expect([...PRIVATE_PATHS].sort()).toEqual(['/admin-order', '/api', '/basket', '/favorites', '/logout', '/payment-sandbox', '/personal-area', '/print']);
  });

  it('cover a private path and what lies below it, nothing that only starts like one', () => {
    expect(isPrivatePath('/basket')).toBe(true);
    expect(isPrivatePath('/personal-area/orders/5')).toBe(true);
    expect(isPrivatePath('/api/shops')).toBe(true);
    expect(isPrivatePath('/basketball')).toBe(false);
    expect(isPrivatePath('/catalog')).toBe(false);
    expect(isPrivatePath('/')).toBe(false);
  });
});
