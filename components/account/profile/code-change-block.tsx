'use client';
// The email and phone blocks of the profile (checkout-account-admin spec §4 "Profile blocks", §5, §8):
// view → edit (the new address or number) → confirm (the 6-digit code sent to it) → view. A wrong
// code costs an attempt, and the attempts left are shown from then on; at 0 attempts, or when the
// API no longer knows the code (404), the block goes back to editing. The resend timer lives in
// session storage, so a reload shows the same wait. The confirmToken stays in memory only. The edit
// step asks for the current password too (a borrowed session alone cannot move the login); it is
// kept in memory for 'send again' and dropped when the block closes.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { codeDigits, formatCountdown, formatPhone, phoneDigits } from '@/domain/auth-forms';
import { checkEmail, checkEmailCode, checkPhone, checkSmsCode, PROFILE_MESSAGES } from '@/domain/profile';
import { Banner, CodeField, PhoneField } from '@/components/auth/fields';
import { rulesResolver } from '@/components/auth/resolver';
import { useResendTimer } from '@/components/auth/use-resend-timer';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { afterRefusal } from '@/lib/account/profile-form';
import { profileApi } from '@/lib/api/profile-browser';
import s from './profile.module.css';

const KINDS = {
  email: {
    title: 'Электронная почта',
    label: 'Адрес электронной почты',
    codeLabel: 'Код из письма',
    none: 'Не указана',
    sentTo: 'Мы отправили письмо с кодом на адрес',
    check: checkEmail,
    checkCode: checkEmailCode,
    wrong: PROFILE_MESSAGES.emailCodeWrong,
    wire: (v: string) => v.trim().toLowerCase(),
    wireCode: (c: string) => c.trim(),
    show: (v: string) => v,
    send: profileApi.sendEmailCode,
    confirm: profileApi.confirmEmail,
  },
  phone: {
    title: 'Телефон',
    label: 'Номер телефона',
    codeLabel: 'Код из смс',
    none: 'Не указан',
    sentTo: 'Мы отправили смс с кодом на номер',
    check: checkPhone,
    checkCode: checkSmsCode,
    wrong: PROFILE_MESSAGES.smsCodeWrong,
    wire: phoneDigits,
    wireCode: codeDigits,
    show: formatPhone,
    send: profileApi.sendPhoneCode,
    confirm: profileApi.confirmPhone,
  },
} as const;

type Props = {
  kind: keyof typeof KINDS;
  customerId: number;
  /** the stored email or phone (11 digits), or null */
  current: string | null;
  confirmed: boolean;
  /** after a confirmed change: the customer is read again */
  onChanged: () => Promise<void>;
};

type Mode = { step: 'view' } | { step: 'edit' } | { step: 'confirm'; confirmToken: string; to: string; password: string };
type EditValues = { value: string; password: string };

export function CodeChangeBlock({ kind, customerId, current, confirmed, onChanged }: Props) {
  const k = KINDS[kind];
  const [mode, setMode] = useState<Mode>({ step: 'view' });
  const [banner, setBanner] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  /** null until a wrong code: the first count is not shown (spec §4) */
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const timer = useResendTimer(kind === 'email' ? 'profile-email' : 'profile-phone');
  // an unconfirmed value is offered for confirming; a confirmed one is being replaced
  const start = current && !confirmed ? k.show(current) : '';
  const edit = useForm<EditValues>({
    resolver: rulesResolver((v: EditValues) => ({
      value: k.check(v.value) ?? undefined,
      password: v.password === '' ? PROFILE_MESSAGES.passwordRequired : undefined,
    })),
    defaultValues: { value: start, password: '' },
  });
  const code = useForm<{ code: string }>({
    resolver: rulesResolver((v: { code: string }) => ({ code: k.checkCode(v.code) ?? undefined })),
    defaultValues: { code: '' },
  });

  const startEdit = () => {
    setBanner(null);
    edit.reset({ value: start, password: '' });
    setMode({ step: 'edit' });
  };

  const backToEdit = (text: string | null) => {
    setAttemptsLeft(null);
    code.reset({ code: '' });
    setBanner(text ? { tone: 'error', text } : null);
    setMode({ step: 'edit' });
  };

  /** Asks for a code to `value` (the edit step's submit, and 'send again'). */
  const requestCode = async (value: string, password: string) => {
    setBanner(null);
    const to = k.wire(value);
    const out = await k.send(customerId, to, password);
    if (!out.ok) {
      const field = out.failure.violations?.find((v) => v.propertyPath === (kind === 'email' ? 'email' : 'phone'));
      const wrongPassword = out.failure.violations?.find((v) => v.propertyPath === 'password');
      if (field) edit.setError('value', { type: 'server', message: field.message });
      else if (wrongPassword) edit.setError('password', { type: 'server', message: wrongPassword.message });
      else setBanner({ tone: 'error', text: out.failure.description ?? 'Не удалось отправить код. Повторите попытку позже.' });
      if (mode.step === 'confirm') setMode({ step: 'edit' });
      return;
    }
    timer.start(out.data.resendTime);
    setAttemptsLeft(null);
    code.reset({ code: '' });
    setMode({ step: 'confirm', confirmToken: out.data.confirmToken, to, password });
  };

  const submitCode = code.handleSubmit(async (v) => {
    if (mode.step !== 'confirm') return;
    setBanner(null);
    const out = await k.confirm(customerId, mode.confirmToken, k.wireCode(v.code));
    if (out.ok) {
      await onChanged();
      setAttemptsLeft(null);
      setMode({ step: 'view' });
      setBanner({ tone: out.data.result ? 'success' : 'error', text: out.data.message });
      return;
    }
    const next = afterRefusal(out.failure, k.wrong);
    if (next.step === 'edit') backToEdit(next.banner);
    else if (next.step === 'confirm') {
      setAttemptsLeft(next.attemptsLeft);
      // the wrong code stays in the field to be corrected
      code.setError('code', { type: 'server', message: next.code });
    } else setBanner({ tone: 'error', text: next.banner });
  });

  const waiting = timer.secondsLeft > 0;
  const wait = <p className={s.muted} data-testid="resend-timer">Новый код можно запросить через {formatCountdown(timer.secondsLeft)}</p>;

  return (
    <Panel title={k.title} data-testid={`profile-${kind}`}>
      {banner && <Banner tone={banner.tone}>{banner.text}</Banner>}
      {mode.step === 'view' && (
        <>
          <p className={s.value}>
            <span data-testid="value">{current ? k.show(current) : k.none}</span>
            {current && <span className={s.state} data-ok={confirmed}>{confirmed ? 'подтверждён' : 'не подтверждён'}</span>}
          </p>
          <div className={s.actions}>
            <Button variant="secondary" onClick={startEdit}>{current ? 'Изменить' : 'Указать'}</Button>
          </div>
        </>
      )}
      {mode.step === 'edit' && (
        <form className={s.form} onSubmit={edit.handleSubmit((v) => requestCode(v.value, v.password))} noValidate aria-label={`${k.title}: новое значение`}>
          {kind === 'phone'
            ? <PhoneField control={edit.control} name="value" label={k.label} error={edit.formState.errors.value?.message} autoFocus />
            : <TextField label={k.label} type="email" autoComplete="email" autoFocus error={edit.formState.errors.value?.message} {...edit.register('value')} />}
          <TextField label="Текущий пароль" type="password" autoComplete="current-password" error={edit.formState.errors.password?.message} {...edit.register('password')} />
          {waiting && wait}
          <div className={s.actions}>
            <Button type="submit" disabled={waiting} loading={edit.formState.isSubmitting}>Получить код</Button>
            <Button variant="ghost" onClick={() => { setBanner(null); setMode({ step: 'view' }); }}>Отмена</Button>
          </div>
        </form>
      )}
      {mode.step === 'confirm' && (
        <form className={s.form} onSubmit={submitCode} noValidate aria-label={`${k.title}: подтверждение`}>
          <p className={s.muted}>{k.sentTo} <strong>{k.show(mode.to)}</strong>.</p>
          {kind === 'phone'
            ? <CodeField control={code.control} name="code" label={k.codeLabel} error={code.formState.errors.code?.message} autoFocus />
            : <TextField label={k.codeLabel} inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus error={code.formState.errors.code?.message} {...code.register('code')} />}
          {attemptsLeft !== null && <p className={s.muted} data-testid="attempts-left">Осталось попыток: {attemptsLeft}</p>}
          <div className={s.actions}>
            <Button type="submit" loading={code.formState.isSubmitting}>Подтвердить</Button>
            <Button variant="ghost" onClick={() => backToEdit(null)}>{kind === 'email' ? 'Изменить адрес' : 'Изменить номер'}</Button>
          </div>
          {waiting ? wait : <Button variant="link" size="sm" onClick={() => void requestCode(mode.to, mode.password)}>Отправить код повторно</Button>}
        </form>
      )}
    </Panel>
  );
}
