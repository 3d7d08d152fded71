// react-hook-form's resolver over the pure rules of domain/auth-forms.ts (no zod in the browser:
// its eval probe breaks the CSP). The rules return messages by field; the resolver reshapes them.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export function rulesResolver<F extends FieldValues, C = undefined>(
  rules: (values: F, context: C) => Partial<Record<string, string>>,
): Resolver<F, C> {
  return async (values, context) => {
    const errors = rules(values, context as C);
    const entries = Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string');
    if (entries.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(entries.map(([name, message]) => [name, { type: 'rule', message }])) as FieldErrors<F>,
    };
  };
}
