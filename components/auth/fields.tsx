'use client';
// The auth forms' own fields on the shared Field (components/ui/field.tsx: label, message,
// aria-describedby, aria-invalid): the password with its eye, and the phone (+7 (9xx) xxx-xx-xx)
// and SMS code ('xxx xxx') masks, which are react-imask's.
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { Field } from '@/components/ui/field';
import { EyeIcon, EyeOffIcon } from './icons';
import s from './auth.module.css';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; ref?: Ref<HTMLInputElement> };

/** A password with a show/hide button; `onShownChange` tells the form (the confirmation rule depends on it). */
export function PasswordField({ label, error, onShownChange, ...input }: InputProps & { onShownChange?: (shown: boolean) => void }) {
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} error={error}>
      {(a) => (
        <div className={s.passwordWrap}>
          <input type={shown ? 'text' : 'password'} {...input} {...a} />
          <button
            type="button"
            className={s.eye}
            aria-label={shown ? 'Скрыть пароль' : 'Показать пароль'}
            aria-pressed={shown}
            onClick={() => {
              setShown(!shown);
              onShownChange?.(!shown);
            }}
          >
            {shown ? <EyeOffIcon width={20} height={20} /> : <EyeIcon width={20} height={20} />}
          </button>
        </div>
      )}
    </Field>
  );
}

type MaskedProps<F extends FieldValues> = { control: Control<F>; name: Path<F>; label: string; error?: string; autoFocus?: boolean };

/**
 * A react-imask field bound to the form: the form keeps the masked text. `children` draws the mask
 * itself from the bound props (value, events, ref, name and the Field's ids and class).
 */
function MaskedField<F extends FieldValues>({ control, name, label, error, autoFocus, children }: MaskedProps<F> & {
  children: (input: ReturnType<typeof boundProps>) => ReactNode;
}) {
  return (
    <Field label={label} error={error}>
      {(a) => (
        <Controller control={control} name={name} render={({ field }) => <>{children(boundProps(field, a, autoFocus))}</>} />
      )}
    </Field>
  );
}

type Bound = { value?: string; onChange: (value: string) => void; onBlur: () => void; ref: Ref<HTMLInputElement>; name: string };
const boundProps = <A extends { className?: string }>(field: Bound, a: A, autoFocus?: boolean) => ({
  value: field.value ?? '', onAccept: (value: string) => field.onChange(value), onBlur: field.onBlur, inputRef: field.ref,
  name: field.name, autoFocus, ...a,
});

/** +7 (9xx) xxx-xx-xx: domain/auth-forms.ts reads its digits. */
export function PhoneField<F extends FieldValues>(props: MaskedProps<F>) {
  return (
    <MaskedField {...props}>
      {(input) => (
        <IMaskInput mask="+{7} (900) 000-00-00" definitions={{ 9: /9/ }} lazy={false} placeholderChar="_"
          type="tel" inputMode="tel" autoComplete="tel" {...input} />
      )}
    </MaskedField>
  );
}

/** The SMS code, 'xxx xxx'. */
export function CodeField<F extends FieldValues>(props: MaskedProps<F>) {
  return (
    <MaskedField {...props}>
      {(input) => (
        <IMaskInput mask="000 000" inputMode="numeric" autoComplete="one-time-code" placeholder="xxx xxx"
          {...input} className={`${input.className} ${s.code}`} />
      )}
    </MaskedField>
  );
}

/** The form's banner (spec §8): the API's description, or 'В форме есть ошибки' when fields are named. */
export function Banner({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  return <div className={`${s.banner} ${tone === 'success' ? s.bannerOk : ''}`} role={tone === 'error' ? 'alert' : 'status'}>{children}</div>;
}

/** 'По телефону' / 'По электронной почте' (spec §2, phone by default). */
export function LoginTypeSwitch({ value, onChange, name }: { value: 'phone' | 'email'; onChange: (v: 'phone' | 'email') => void; name: string }) {
  return (
    <fieldset className={s.loginType}>
      <legend className="visually-hidden">Способ входа</legend>
      {([['phone', 'По телефону'], ['email', 'По электронной почте']] as const).map(([v, label]) => (
        <label key={v} className={s.radio}>
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
