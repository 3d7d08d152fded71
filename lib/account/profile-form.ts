// The profile page's form plumbing (checkout-account-admin spec §4 "Profile blocks", §8): what the
// forms hold against what the API takes, and where a refused confirmation code leaves a block. The
// rules themselves are domain/profile.ts's, the ones the API refines its schemas with.
import type { CustomerSettings } from '@/contract';
import { NOTIFICATION_CHANNEL } from '@/contract/limits';
import { formatBirthday, validateProfile, type ProfileErrors } from '@/domain/profile';
import type { ApiFailure } from '@/lib/api/client';

export type PersonalValues = { name: string; birthday: string; gender: '' | '1' | '2' };

const genderOf = (g: PersonalValues['gender']): 1 | 2 | null => (g === '1' ? 1 : g === '2' ? 2 : null);

export const personalValuesOf = (c: { name: string; birthday: string | null; gender: 1 | 2 | null }): PersonalValues => ({
  name: c.name,
  birthday: c.birthday ? formatBirthday(c.birthday) : '',
  gender: c.gender ? (String(c.gender) as '1' | '2') : '',
});

/** The form's errors by domain/profile.ts's rule (`current`: the stored ISO birthday, which locks it). */
export const personalErrors = (v: PersonalValues, today: string, current: string | null): ProfileErrors =>
  validateProfile({ name: v.name, birthday: v.birthday, gender: genderOf(v.gender) }, today, current);

/** The body of PUT /api/customers/{id}: trimmed, an empty birthday left out. */
export function personalBody(v: PersonalValues): { name: string; birthday?: string; gender: 1 | 2 | null } {
  const birthday = v.birthday.trim();
  return { name: v.name.trim(), ...(birthday ? { birthday } : {}), gender: genderOf(v.gender) };
}

export const SETTINGS_SUBJECTS = ['sendReceipt', 'sendOrderStatus', 'sendAdvertisement'] as const;
export type SettingsValues = Record<(typeof SETTINGS_SUBJECTS)[number], { email: boolean; push: boolean }>;

export function settingsValuesOf(s: CustomerSettings): SettingsValues {
  const of = (l: number[]) => ({ email: l.includes(NOTIFICATION_CHANNEL.email), push: l.includes(NOTIFICATION_CHANNEL.push) });
  return { sendReceipt: of(s.sendReceipt), sendOrderStatus: of(s.sendOrderStatus), sendAdvertisement: of(s.sendAdvertisement) };
}

export function settingsBody(v: SettingsValues): CustomerSettings {
  const of = (c: { email: boolean; push: boolean }) =>
    [c.email ? NOTIFICATION_CHANNEL.email : null, c.push ? NOTIFICATION_CHANNEL.push : null].filter((x): x is 1 | 2 => x !== null);
  return { sendReceipt: of(v.sendReceipt), sendOrderStatus: of(v.sendOrderStatus), sendAdvertisement: of(v.sendAdvertisement) };
}

const GONE = 'Код больше не действует. Запросите новый код.';
const FALLBACK = 'Не удалось выполнить запрос. Повторите попытку.';

/** Where a refused confirmation leaves the block: still confirming (a wrong code), back to editing, or a message. */
export type AfterRefusal =
  | { step: 'confirm'; code: string; attemptsLeft: number }
  | { step: 'edit'; banner: string }
  | { step: 'stay'; banner: string };

/**
 * A wrong code costs an attempt and keeps the confirm step with `wrong` on the code field (the
 * API's word when it names the field); at 0 attempts, and on a 404 (the code is gone), the block
 * goes back to editing with the API's description (spec §4, §8).
 */
export function afterRefusal(f: ApiFailure, wrong: string): AfterRefusal {
  if (f.status === 404) return { step: 'edit', banner: f.description ?? GONE };
  if (f.status === 400 && f.attemptsLeft !== undefined) {
    if (f.attemptsLeft <= 0) return { step: 'edit', banner: f.description ?? GONE };
    return { step: 'confirm', code: f.violations?.find((v) => v.propertyPath === 'code')?.message ?? wrong, attemptsLeft: f.attemptsLeft };
  }
  return { step: 'stay', banner: f.violations?.[0]?.message ?? f.description ?? FALLBACK };
}
