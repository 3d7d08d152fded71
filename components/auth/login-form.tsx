'use client';
// 'Вход' (spec §2, §4, §5): by phone (default) or by email, with the notice that from 01.12.2024 the
// personal account is entered by phone only. Sign-in goes through next-auth (the API's tokens land
// in the httpOnly session cookie; lib/api/auth-browser.ts); the session store then fills the header.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { phoneDigits, validateLogin, type LoginValues } from '@/domain/auth-forms';
import { authApi } from '@/lib/api/auth-browser';
import { useCaptcha } from './captcha';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Banner, LoginTypeSwitch, PasswordField, PhoneField } from './fields';
import { rulesResolver } from './resolver';
import { reloadSession } from './session-store';
import { applyFailure } from './use-submit';
import s from './auth.module.css';

export const PHONE_ONLY_NOTICE = 'С 01.12.2024 вход в личный кабинет осуществляется только по номеру телефона.';

export function LoginForm({ onDone, onRestore }: { onDone: () => void; onRestore: () => void }) {
  const [banner, setBanner] = useState<string | null>(null);
  const captcha = useCaptcha();
  const { register, control, handleSubmit, setValue, setError, clearErrors, formState } = useForm<LoginValues>({
    resolver: rulesResolver(validateLogin),
    defaultValues: { loginType: 'phone', phone: '', email: '', password: '' },
    mode: 'onTouched',
  });
  const loginType = useWatch({ control, name: 'loginType' });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (v) => {
    setBanner(null);
    const token = await captcha.execute();
    const out = v.loginType === 'phone'
      ? await authApi.signInByPhone(phoneDigits(v.phone), v.password, token)
      : await authApi.signInByEmail(v.email.trim(), v.password, token);
    captcha.reset();
    if (!out.ok) {
      setBanner(applyFailure(out.failure, ['phone', 'email', 'password'], setError, { login: 'email' }));
      return;
    }
    await reloadSession();
    onDone();
  });

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label="Вход">
      <LoginTypeSwitch
        name="login-type"
        value={loginType}
        onChange={(t) => {
          setValue('loginType', t);
          clearErrors();
          setBanner(null);
        }}
      />
      <p className={s.notice}>{PHONE_ONLY_NOTICE}</p>
      {banner && <Banner>{banner}</Banner>}
      {loginType === 'phone'
        ? <PhoneField control={control} name="phone" label="Телефон" error={errors.phone?.message} />
        : <TextField label="Электронная почта" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />}
      <PasswordField label="Пароль" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      {captcha.element}
      <Button type="submit" size="lg" loading={isSubmitting} loadingText="Входим…">Войти</Button>
      <Button variant="link" size="sm" className={s.textAction} onClick={onRestore}>Забыли пароль?</Button>
    </form>
  );
}
