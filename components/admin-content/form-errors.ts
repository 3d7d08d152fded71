// The API's error as a back-office form (content, promo codes, discounts) shows it: one message per field (the violations'
// property paths), and one for the whole under ''.
import { isApiError } from '@/lib/api/client';

export type Errors = Record<string, string>;

export const FAILED = 'Не удалось выполнить действие. Повторите попытку.';

/** `listField`: a list's item (`goodIds.3`) is reported on the list's field (`goodIds`). */
export function errorsOf(e: unknown, listField = false): Errors {
  if (!isApiError(e)) return { '': FAILED };
  const out: Errors = {};
  for (const v of e.violations) out[listField ? v.propertyPath.replace(/\.\d+$/, '') : v.propertyPath] ??= v.message;
  if (e.violations.length === 0 || !Object.keys(out).some((k) => k !== '')) out[''] = e.description ?? FAILED;
  return out;
}
