// The age gate (checkout-account-admin spec §4 "Age gate"): an age-restricted category and its goods
// ask first, unless a stored expiry is still ahead. 'Мне есть 18' stores a new one; the answer holds
// for 30 days (our choice: long enough not to nag a regular, short enough that a shared device asks
// again), after which the gate asks again.
export const AGE_GATE_KEY = 'age_confirmed_until';
export const AGE_GATE_DAYS = 30;
export const AGE_GATE_MESSAGE = 'Товары этой категории доступны только для совершеннолетних!';

/** The expiry to store when the visitor says they are 18, as milliseconds since the epoch. */
export const ageGateExpiry = (now: number): number => now + AGE_GATE_DAYS * 24 * 60 * 60 * 1000;

/** Whether the gate must show: no stored expiry, an unreadable one, or one that has passed. */
export function ageGateOpen(stored: string | null, now: number): boolean {
  const until = stored === null ? NaN : Number(stored);
  return !Number.isFinite(until) || until <= now;
}

/** The question before an age-restricted good is added or priced outside its own gated page. */
export const AGE_ASK_MESSAGE = 'Этот товар доступен только для совершеннолетних. Вам есть 18 лет?';
/** The API's refusal of an order with such a good that comes without the confirmation. */
export const AGE_ORDER_MESSAGE = 'В корзине есть товары только для совершеннолетних. Подтвердите, что вам есть 18 лет.';

type Restricted = { catalog: { hasAgeRestrictions: boolean } };

/** Whether adding or showing `good` must ask first: it is for adults and the gate is open. */
export const mustAskAge = (good: Restricted, stored: string | null, now: number): boolean =>
  good.catalog.hasAgeRestrictions && ageGateOpen(stored, now);

/** The goods an order may take without asking: all when the age is confirmed, else the unrestricted ones. */
export function withoutRestricted<G extends Restricted>(goods: readonly G[], confirmed: boolean): { kept: G[]; dropped: G[] } {
  if (confirmed) return { kept: [...goods], dropped: [] };
  return { kept: goods.filter((g) => !g.catalog.hasAgeRestrictions), dropped: goods.filter((g) => g.catalog.hasAgeRestrictions) };
}
