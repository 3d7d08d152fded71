// The minimum order amount (checkout spec §9 "Minimum order amount per shop"): the shop's, except for
// the special logins (staff and testers, kept in the special_logins table), whose minimum is 1 ₽.
export const SPECIAL_LOGIN_MIN_ORDER = 1;

export function minOrderAmount(shopMinimum: number, isSpecialLogin: boolean): number {
  return isSpecialLogin ? SPECIAL_LOGIN_MIN_ORDER : shopMinimum;
}
