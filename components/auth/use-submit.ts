'use client';
// What every auth form does with a refused call (spec §8): violations go to their fields and the
// banner says 'В форме есть ошибки'; without violations the API's description is the banner; a
// response without a body only reaches the console.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { MESSAGES, violationsByField } from '@/domain/auth-forms';
import type { AuthFailure } from '@/lib/api/auth-browser';

const FALLBACK = 'Не удалось выполнить запрос. Повторите попытку.';

/** The banner text for a failure, after putting its violations on the form's fields. */
export function applyFailure<F extends FieldValues>(
  failure: AuthFailure,
  fields: readonly Path<F>[],
  setError: UseFormSetError<F>,
  aliases: Partial<Record<string, Path<F>>> = {},
): string {
  if (failure.violations?.length) {
    const { fields: byField, rest } = violationsByField(failure.violations, fields, aliases);
    for (const [name, message] of Object.entries(byField) as [Path<F>, string][]) setError(name, { type: 'server', message });
    return rest.length ? [MESSAGES.formHasErrors, ...rest].join(' ') : MESSAGES.formHasErrors;
  }
  if (failure.description) return failure.description;
  console.error('Запрос отклонён без описания', failure.status);
  return FALLBACK;
}
