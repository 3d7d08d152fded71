'use client';
// Password recovery (spec §2 restore sub-form, §5): by phone or by email. The API answers the same
// whether or not the login is registered (it never tells), and the result is shown as it says
// (checkout spec §8: 'Password-recovery result is shown'); the resend timer then runs.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formatCountdown, formatPhone, phoneDigits, validateRestore, type RestoreValues } from '@/domain/auth-forms';
import { authApi } from '@/lib/api/auth-browser';
import { useCaptcha } from './captcha';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Banner, LoginTypeSwitch, PhoneField } from './fields';
import { rulesResolver } from './resolver';
import { useResendTimer } from './use-resend-timer';
import { applyFailure } from './use-submit';
import s from './auth.module.css';

export function RestoreForm({ onBack }: { onBack: () => void }) {
  const [banner, setBanner] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const captcha = useCaptcha();
  const timer = useResendTimer('recovery');
  const { register, control, handleSubmit, setValue, setError, clearErrors, formState } = useForm<RestoreValues>({
    resolver: rulesResolver(validateRestore),
    defaultValues: { loginType: 'phone', phone: '', email: '' },
    mode: 'onTouched',
  });
  const loginType = useWatch({ control, name: 'loginType' });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (v) => {
    setBanner(null);
    setResult(null);
    const token = await captcha.execute();
    const out = v.loginType === 'phone'
      ? await authApi.recoveryByPhone(phoneDigits(v.phone), token)
      : await authApi.recoveryByEmail(v.email.trim(), token);
    captcha.reset();
    if (!out.ok) {
      setBanner(applyFailure(out.failure, ['phone', 'email'], setError, { login: 'email' }));
      return;
    }
    timer.start(out.data.resendTime);
    setResult(v.loginType === 'phone'
      ? `Если номер ${formatPhone(phoneDigits(v.phone))} зарегистрирован, мы отправили на него смс со ссылкой для восстановления пароля.`
      : `Если адрес ${v.email.trim()} зарегистрирован, мы отправили на него письмо со ссылкой для восстановления пароля.`);
  });

  const waiting = timer.secondsLeft > 0;
  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label="Восстановление пароля">
      <h3 className={s.subtitle}>Восстановление пароля</h3>
      <LoginTypeSwitch
        name="restore-type"
        value={loginType}
        onChange={(t) => {
          setValue('loginType', t);
          clearErrors();
          setBanner(null);
        }}
      />
      {banner && <Banner>{banner}</Banner>}
      {result && <Banner tone="success">{result}</Banner>}
      {loginType === 'phone'
        ? <PhoneField control={control} name="phone" label="Телефон" error={errors.phone?.message} />
        : <TextField label="Электронная почта" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />}
      {captcha.element}
      <Button type="submit" size="lg" disabled={isSubmitting || waiting}>
        {waiting ? `Отправить снова через ${formatCountdown(timer.secondsLeft)}` : 'Восстановить пароль'}
      </Button>
      <Button variant="link" size="sm" className={s.textAction} onClick={onBack}>Вернуться ко входу</Button>
    </form>
  );
}
