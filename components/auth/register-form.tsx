'use client';
// 'Регистрация' (spec §4 Login form modes, §5, §8): the edit step (phone, password and its
// confirmation, full name, the personal-data agreement) asks the API for an SMS code; the confirm
// step takes the 6 digits, shows the attempts left and the resend timer (session storage), goes back
// to editing at 0 attempts, and on success signs the customer in (next-auth, 'sms-code') and opens
// /personal-area. The confirmToken and the password stay in this component's memory only.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  afterWrongCode, canRegister, CODE_ATTEMPTS, codeDigits, formatCountdown, formatPhone, MESSAGES, phoneDigits,
  validateRegistration, validateSmsCode, type RegistrationValues, type SmsCodeValues,
} from '@/domain/auth-forms';
import { authApi } from '@/lib/api/auth-browser';
import { useCaptcha } from './captcha';
import { Button } from '@/components/ui/button';
import { Checkbox, TextField } from '@/components/ui/field';
import { Banner, CodeField, PasswordField, PhoneField } from './fields';
import { rulesResolver } from './resolver';
import { reloadSession } from './session-store';
import { useResendTimer } from './use-resend-timer';
import { applyFailure } from './use-submit';
import s from './auth.module.css';

type Sent = { confirmToken: string; phone: string };

export function RegisterForm({ onDone }: { onDone: () => void }) {
  const router = useRouter();
  const [passwordShown, setPasswordShown] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number>(CODE_ATTEMPTS);
  const timer = useResendTimer('signup');
  const captcha = useCaptcha();

  const edit = useForm<RegistrationValues, { passwordShown: boolean }>({
    resolver: rulesResolver((v: RegistrationValues, c: { passwordShown: boolean }) => validateRegistration(v, c)),
    context: { passwordShown },
    defaultValues: { phone: '', password: '', confirmPassword: '', name: '', agreement: false },
    mode: 'onTouched',
  });
  const confirm = useForm<SmsCodeValues>({ resolver: rulesResolver(validateSmsCode), defaultValues: { smsCode: '' } });
  const agreement = useWatch({ control: edit.control, name: 'agreement' });

  /** Asks the API for a code (the edit step's submit, and 'send again'). */
  const requestCode = async (v: RegistrationValues) => {
    setBanner(null);
    const token = await captcha.execute();
    const out = await authApi.signupPhone({
      phone: phoneDigits(v.phone), password: v.password, confirmPassword: passwordShown ? v.password : v.confirmPassword,
      name: v.name.trim(), agreement: v.agreement, captchaToken: token,
    });
    captcha.reset();
    if (!out.ok) {
      setSent(null);
      setBanner(applyFailure(out.failure, ['phone', 'password', 'confirmPassword', 'name', 'agreement'], edit.setError));
      return;
    }
    timer.start(out.data.resendTime);
    setAttemptsLeft(out.data.attemptsLeft ?? CODE_ATTEMPTS);
    confirm.reset({ smsCode: '' });
    setSent({ confirmToken: out.data.confirmToken, phone: phoneDigits(v.phone) });
  };

  const backToEdit = (message: string | null) => {
    setSent(null);
    setAttemptsLeft(CODE_ATTEMPTS);
    confirm.reset({ smsCode: '' });
    setBanner(message);
  };

  const submitCode = confirm.handleSubmit(async ({ smsCode }) => {
    if (!sent) return;
    setBanner(null);
    const out = await authApi.confirmSignup(sent.confirmToken, codeDigits(smsCode));
    if (out.ok) {
      await reloadSession();
      onDone();
      router.push('/personal-area');
      return;
    }
    const { failure } = out;
    if (failure.status === 400 || failure.status === 401) {
      const left = failure.attemptsLeft ?? afterWrongCode(attemptsLeft).attemptsLeft;
      if (left <= 0) {
        // spec §4, §8: no attempts left, the server's word in the banner, back to the edit step
        backToEdit(failure.description ?? MESSAGES.wrongSmsCode);
        return;
      }
      setAttemptsLeft(left);
      const onField = failure.violations?.find((v) => v.propertyPath === 'smsCode')?.message;
      // the wrong code stays in the field to be corrected: clearing it would revalidate and hide this message
      confirm.setError('smsCode', { type: 'server', message: onField ?? MESSAGES.wrongSmsCode });
      return;
    }
    setBanner(applyFailure(failure, ['smsCode'], confirm.setError));
  });

  if (sent) {
    const waiting = timer.secondsLeft > 0;
    return (
      <form className={s.form} onSubmit={submitCode} noValidate aria-label="Подтверждение телефона">
        <p className={s.text}>Мы отправили смс с кодом на номер <strong>{formatPhone(sent.phone)}</strong>.</p>
        {banner && <Banner>{banner}</Banner>}
        <CodeField control={confirm.control} name="smsCode" label="Код из смс" error={confirm.formState.errors.smsCode?.message} autoFocus />
        <p className={s.muted} data-testid="attempts-left">Осталось попыток: {attemptsLeft}</p>
        <Button type="submit" size="lg" disabled={confirm.formState.isSubmitting}>Подтвердить</Button>
        {waiting
          ? <p className={s.muted} data-testid="resend-timer">Отправить код повторно можно через {formatCountdown(timer.secondsLeft)}</p>
          : <Button variant="link" size="sm" className={s.textAction} onClick={() => void requestCode(edit.getValues())}>Отправить код повторно</Button>}
        <Button variant="link" size="sm" className={s.textAction} onClick={() => backToEdit(null)}>Изменить данные</Button>
      </form>
    );
  }

  const { errors, isSubmitting } = edit.formState;
  const enabled = canRegister({ agreement, resendIn: timer.secondsLeft, attemptsLeft }) && !isSubmitting;
  return (
    <form className={s.form} onSubmit={edit.handleSubmit(requestCode)} noValidate aria-label="Регистрация">
      {banner && <Banner>{banner}</Banner>}
      <PhoneField control={edit.control} name="phone" label="Телефон" error={errors.phone?.message} />
      <PasswordField
        label="Пароль" autoComplete="new-password" error={errors.password?.message} onShownChange={setPasswordShown}
        {...edit.register('password')}
      />
      {!passwordShown && (
        <PasswordField label="Повторите пароль" autoComplete="new-password" error={errors.confirmPassword?.message} {...edit.register('confirmPassword')} />
      )}
      <TextField label="ФИО" autoComplete="name" error={errors.name?.message} {...edit.register('name')} />
      <Checkbox
        label="Я согласен на обработку персональных данных в соответствии с политикой конфиденциальности"
        error={errors.agreement?.message}
        {...edit.register('agreement')}
      />
      {captcha.element}
      <Button type="submit" size="lg" disabled={!enabled}>Зарегистрироваться</Button>
      {timer.secondsLeft > 0 && <p className={s.muted} data-testid="resend-timer">Новый код можно запросить через {formatCountdown(timer.secondsLeft)}</p>}
    </form>
  );
}
